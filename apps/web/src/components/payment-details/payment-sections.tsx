// One payment's fields in titled sections: when, how much, which card, where, its references and what kind of
// payment it was; then, where the payment has them, DCC, BNPL, the payments linked to it and the ministry's
// record of an embassy fee. Figures go through the shared formats, codes through the shared words.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import {
  cardKindLabel,
  cardSchemeLabel,
  localityLabel,
  readableCode,
  transactionTypeLabel,
} from '@merchant-portal/contracts/labels';
import { fillTemplate } from '@merchant-portal/contracts/messages';
import { MOFA_COLUMNS, type MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import type {
  LinkedTransaction,
  TransactionDetails,
} from '@merchant-portal/contracts/schemas/transaction-details';
import { cellCurrency } from '@merchant-portal/contracts/transaction-columns';
import { DCC_TYPES, sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../lib/i18n';
import { DetailList } from '../detail-list';
import { figure, moneyText, percentText } from '../../lib/figures';
import { cellText } from '../grid-columns';

type Rows = ReadonlyArray<readonly [string, string]>;

/** What the DCC provider's types mean to a merchant. */
const DCC_TYPE_WORDS: Readonly<Record<string, string>> = {
  [DCC_TYPES.dcc]: phrase('DCC: paid in the card’s currency'),
  [DCC_TYPES.pure]: phrase('Pure: paid in the merchant’s currency'),
  [DCC_TYPES.keyEntered]: phrase('Key entered'),
};

/** A titled part of the panel; the title in English, shown in the screen's language. */
function PaymentSection({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** The rows' labels, and their words (a type, Yes), in English; each shown in the screen's language. */
function RowsSection({ title, rows }: { title: string; rows: Rows }) {
  const { t } = useTranslation();
  return (
    <PaymentSection title={title}>
      <DetailList
        label={t(title)}
        rows={rows.map(([label, text]) => [t(label), translateText(text)] as const)}
      />
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
        ? moneyText(value, cellCurrency(column, record))
        : cellText(column, record);
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
  const { t } = useTranslation();
  return (
    <PaymentSection title={phrase('Linked payments')}>
      <List disablePadding aria-label={t('Linked payments')}>
        {linked.map((payment) => (
          <ListItem key={payment.id} disablePadding>
            <ListItemButton onClick={() => onOpen(payment.id)}>
              <ListItemText
                primary={`${t(transactionTypeLabel(payment.transactionType))}: ${moneyText(payment.amount, payment.currency)}`}
                secondary={figure(`${payment.transactionDate} ${payment.transactionTime}`)}
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
  const money = (amount: number) => moneyText(amount, payment.currency);
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
        title={phrase('Payment')}
        rows={[
          [phrase('Type'), transactionTypeLabel(payment.transactionType)],
          [phrase('Source'), sourceSpec(payment.source).label],
          ...when(payment.category, (category) => [phrase('Category'), category]),
          [phrase('Transaction Date'), figure(payment.transactionDate)],
          [
            phrase('Transaction Time'),
            fillTemplate(phrase('{{time}} (Amman)'), { time: figure(payment.transactionTime) }),
          ],
          [phrase('Deposit Date'), figure(payment.loadDate)],
        ]}
      />
      <RowsSection
        title={phrase('Amounts')}
        rows={[
          [phrase('Transaction Amount'), money(payment.transactionAmount)],
          [phrase('Fixed Amount'), money(payment.fixedAmount)],
          [phrase('MDR Percentage'), percentText(payment.mdrPercentage)],
          [phrase('MDR Amount'), money(payment.mdrAmount)],
          [phrase('Net Amount'), money(payment.netAmount)],
        ]}
      />
      <RowsSection
        title={phrase('Card')}
        rows={[
          [phrase('Card Number'), payment.pan],
          ...when(payment.tranPaymentMethod === payment.pan ? null : payment.tranPaymentMethod, (method) => [
            phrase('Paid With'),
            method,
          ]),
          [phrase('Card Scheme'), cardSchemeLabel(payment.cardScheme)],
          [phrase('Credit/Debit'), cardKindLabel(payment.cardType)],
          [phrase('Local/International'), localityLabel(payment.methodType)],
          [phrase('Customer of the Bank'), payment.isBankCustomer ? phrase('Yes') : phrase('No')],
        ]}
      />
      <RowsSection
        title={phrase('Where')}
        rows={[
          [phrase('Merchant'), `${payment.merchantCode} - ${payment.merchantName}`],
          [phrase('Branch'), `${payment.branchId} - ${payment.branchName}`],
          [phrase('Terminal ID'), payment.terminalId],
        ]}
      />
      <RowsSection
        title={phrase('References')}
        rows={[
          [phrase('Payment ID'), payment.id],
          ['RRN', payment.rrn],
          [phrase('Auth Code'), payment.authCode],
          ...when(payment.merchantRef, (reference) => [phrase('Merchant Reference'), reference]),
          ...when(qrTransactionId, (id) => [phrase('QR Transaction ID'), id]),
          ...when(payment.billNumber, (bill) => [phrase('Bill Number'), bill]),
        ]}
      />
      {payment.dccType !== null && (
        <RowsSection
          title={'DCC'}
          rows={[
            [phrase('DCC Type'), DCC_TYPE_WORDS[payment.dccType] ?? readableCode(payment.dccType)],
            ...when(payment.share, (share) => [phrase('Share'), money(share)]),
          ]}
        />
      )}
      {hasBnpl && (
        <RowsSection
          title={'BNPL'}
          rows={[
            ...when(payment.bnplTxn, (bnpl) => [phrase('BNPL Transaction'), bnpl]),
            ...when(payment.bnplMdrValue, (value) => [phrase('BNPL MDR Value'), percentText(value)]),
            ...when(payment.bnplAmount, (value) => [phrase('BNPL Amount'), money(value)]),
            ...when(payment.bnplMdrAmount, (value) => [phrase('BNPL MDR Amount'), money(value)]),
          ]}
        />
      )}
      {payment.linked.length > 0 && <LinkedPayments linked={payment.linked} onOpen={onOpen} />}
      {payment.mofa && <RowsSection title={phrase('MOFA record')} rows={mofaRows(payment.mofa)} />}
    </Stack>
  );
}
