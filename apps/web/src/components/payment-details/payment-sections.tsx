// One payment's fields in titled sections: when, how much, which card, where, its references and what kind of
// payment it was; then, where the payment has them, DCC, BNPL, the payments linked to it and the ministry's
// record of an embassy fee. Figures go through the shared formats, codes through the shared words.
import { formatMoney, formatPercent } from '@merchant-portal/contracts/format';
import {
  cardKindLabel,
  cardSchemeLabel,
  localityLabel,
  readableCode,
  transactionTypeLabel,
} from '@merchant-portal/contracts/labels';
import { MOFA_COLUMNS, type MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import type {
  LinkedTransaction,
  TransactionDetails,
} from '@merchant-portal/contracts/schemas/transaction-details';
import { cellCurrency, formatCell } from '@merchant-portal/contracts/transaction-columns';
import { DCC_TYPES, sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { DetailList } from '../detail-list';

type Rows = ReadonlyArray<readonly [string, string]>;

/** What the DCC provider's types mean to a merchant. */
const DCC_TYPE_WORDS: Readonly<Record<string, string>> = {
  [DCC_TYPES.dcc]: 'DCC: paid in the card’s currency',
  [DCC_TYPES.pure]: 'Pure: paid in the merchant’s currency',
  [DCC_TYPES.keyEntered]: 'Key entered',
};

function PaymentSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function RowsSection({ title, rows }: { title: string; rows: Rows }) {
  return (
    <PaymentSection title={title}>
      <DetailList label={title} rows={rows} />
    </PaymentSection>
  );
}

/** A row only when the payment has the value. */
function when<T>(value: T | null, row: (value: T) => readonly [string, string]) {
  return value === null || value === '' ? [] : [row(value)];
}

/** The ministry's record as its grid names the columns; amounts with their currency. */
function mofaRows(record: MofaRow): Rows {
  return MOFA_COLUMNS.flatMap((column) => {
    const value = record[column.field];
    if (value === null) return [];
    const text =
      column.kind === 'amount' && typeof value === 'number'
        ? formatMoney(value, cellCurrency(column, record))
        : formatCell(column, record);
    return [[column.headerName, text] as const];
  });
}

function LinkedPayments({
  linked,
  onOpen,
}: {
  linked: readonly LinkedTransaction[];
  onOpen: (id: string) => void;
}) {
  return (
    <PaymentSection title="Linked payments">
      <List disablePadding aria-label="Linked payments">
        {linked.map((payment) => (
          <ListItem key={payment.id} disablePadding>
            <ListItemButton onClick={() => onOpen(payment.id)}>
              <ListItemText
                primary={`${transactionTypeLabel(payment.transactionType)}: ${formatMoney(payment.amount, payment.currency)}`}
                secondary={`${payment.transactionDate} ${payment.transactionTime}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </PaymentSection>
  );
}

export function PaymentSections({
  payment,
  onOpen,
}: {
  payment: TransactionDetails;
  /** Shows a linked payment in the same panel. */
  onOpen: (id: string) => void;
}) {
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const hasBnpl =
    payment.bnplTxn !== null ||
    payment.bnplMdrValue !== null ||
    payment.bnplAmount !== null ||
    payment.bnplMdrAmount !== null;
  // The network's own id differs from the RRN only for a QR payment (contracts' transactionRow).
  const qrTransactionId = payment.transactionId === payment.rrn ? null : payment.transactionId;

  return (
    <Stack spacing={3}>
      <RowsSection
        title="Payment"
        rows={[
          ['Type', transactionTypeLabel(payment.transactionType)],
          ['Source', sourceSpec(payment.source).label],
          ...when(payment.category, (category) => ['Category', category]),
          ['Transaction Date', payment.transactionDate],
          ['Transaction Time', `${payment.transactionTime} (Amman)`],
          ['Deposit Date', payment.loadDate],
        ]}
      />
      <RowsSection
        title="Amounts"
        rows={[
          ['Transaction Amount', money(payment.transactionAmount)],
          ['Fixed Amount', money(payment.fixedAmount)],
          ['MDR Percentage', formatPercent(payment.mdrPercentage)],
          ['MDR Amount', money(payment.mdrAmount)],
          ['Net Amount', money(payment.netAmount)],
        ]}
      />
      <RowsSection
        title="Card"
        rows={[
          ['Card Number', payment.pan],
          ...when(payment.tranPaymentMethod === payment.pan ? null : payment.tranPaymentMethod, (method) => [
            'Paid With',
            method,
          ]),
          ['Card Scheme', cardSchemeLabel(payment.cardScheme)],
          ['Credit/Debit', cardKindLabel(payment.cardType)],
          ['Local/International', localityLabel(payment.methodType)],
          ['Customer of the Bank', payment.isBankCustomer ? 'Yes' : 'No'],
        ]}
      />
      <RowsSection
        title="Where"
        rows={[
          ['Merchant', `${payment.merchantCode} - ${payment.merchantName}`],
          ['Branch', `${payment.branchId} - ${payment.branchName}`],
          ['Terminal ID', payment.terminalId],
        ]}
      />
      <RowsSection
        title="References"
        rows={[
          ['Payment ID', payment.id],
          ['RRN', payment.rrn],
          ['Auth Code', payment.authCode],
          ...when(payment.merchantRef, (reference) => ['Merchant Reference', reference]),
          ...when(qrTransactionId, (id) => ['QR Transaction ID', id]),
          ...when(payment.billNumber, (bill) => ['Bill Number', bill]),
        ]}
      />
      {payment.dccType !== null && (
        <RowsSection
          title="DCC"
          rows={[
            ['DCC Type', DCC_TYPE_WORDS[payment.dccType] ?? readableCode(payment.dccType)],
            ...when(payment.share, (share) => ['Share', money(share)]),
          ]}
        />
      )}
      {hasBnpl && (
        <RowsSection
          title="BNPL"
          rows={[
            ...when(payment.bnplTxn, (bnpl) => ['BNPL Transaction', bnpl]),
            ...when(payment.bnplMdrValue, (value) => ['BNPL MDR Value', formatPercent(value)]),
            ...when(payment.bnplAmount, (value) => ['BNPL Amount', money(value)]),
            ...when(payment.bnplMdrAmount, (value) => ['BNPL MDR Amount', money(value)]),
          ]}
        />
      )}
      {payment.linked.length > 0 && <LinkedPayments linked={payment.linked} onOpen={onOpen} />}
      {payment.mofa && <RowsSection title="MOFA record" rows={mofaRows(payment.mofa)} />}
    </Stack>
  );
}
