// The transaction grid's columns per transaction source (spec part 2 §2 "Transactions screen"), as a pure
// function of the source, the merchant being viewed and the user's roles.
import { hasCareemCategory } from '@merchant-portal/contracts/permissions';
import type { DccSummaryRow, TransactionRow } from '@merchant-portal/contracts/schemas/transactions';
import type { GridColDef } from '@mui/x-data-grid';

export type GridRow = TransactionRow | DccSummaryRow;
export type TransactionColumn = GridColDef<GridRow>;

/** Transactions have ids; a DCC summary row is one per merchant. */
export function gridRowId(row: GridRow): string {
  return 'id' in row ? row.id : row.tranMerchantID;
}

/** The merchant with deposit dates and full masked PANs on M and P (its code ends 0194). */
export function isSpecialMerchant(merchantCode: string): boolean {
  return merchantCode.endsWith('0194');
}

/** Amounts show 3 decimals (the dinar's minor unit). */
export function formatAmount(value: number | null | undefined): string {
  return typeof value === 'number' ? value.toFixed(3) : '';
}

type Field = keyof TransactionRow | keyof DccSummaryRow;

function text(field: Field, headerName: string, width = 150): TransactionColumn {
  return { field, headerName, width, sortable: false };
}

function amount(field: Field, headerName: string): TransactionColumn {
  return {
    field,
    headerName,
    width: 160,
    type: 'number',
    sortable: false,
    valueFormatter: (value: number | null) => formatAmount(value),
  };
}

const id: TransactionColumn = { field: 'id', headerName: 'ID', width: 100, sortable: false };
const transactionDate = text('transactionDate', 'Transaction Date');
const depositDate = text('loadDate', 'Deposit Date');
const transactionTime = text('transactionTime', 'Transaction Time');
const merchantRef = text('merchantRef', 'Merchant Reference', 180);
const maskedPan = text('pan', 'PAN', 180);
const paymentMethodAsPan = text('tranPaymentMethod', 'PAN', 180);
const terminalId = text('terminalId', 'Terminal ID');
const category = text('category', 'Category');
const currency = text('currency', 'Currency', 110);
const transactionId = text('transactionId', 'Transaction ID', 180);

const charges: TransactionColumn[] = [
  amount('transactionAmount', 'Transaction Amount'),
  amount('fixedAmount', 'Fixed Amount'),
  { field: 'mdrPercentage', headerName: 'MDR Percentage', width: 140, type: 'number', sortable: false },
  amount('mdrAmount', 'MDR Amount'),
  amount('netAmount', 'Net Amount'),
];

const qrColumns: TransactionColumn[] = [
  transactionId,
  text('billNumber', 'Bill Number'),
  text('bnplTxn', 'BNPL Transaction'),
  { field: 'bnplMdrValue', headerName: 'BNPL MDR Value', width: 150, type: 'number', sortable: false },
  amount('bnplAmount', 'BNPL Amount'),
  amount('bnplMdrAmount', 'BNPL MDR Amount'),
];

/** Columns hidden by default (the grid's column visibility model). */
export const HIDDEN_COLUMNS = { id: false } as const;

const count = (field: Field, headerName: string): TransactionColumn => ({
  field,
  headerName,
  width: 130,
  type: 'number',
  sortable: false,
});
const percent = (field: Field, headerName: string): TransactionColumn => ({
  ...count(field, headerName),
  valueFormatter: (value: number | null) => (typeof value === 'number' ? `${value.toFixed(2)} %` : ''),
});

/** DCC: one summary row per merchant (part 2 §2). */
const dccColumns: TransactionColumn[] = [
  text('tranMerchantID', 'Merchant ID'),
  text('tranMerchantName', 'Merchant Name', 220),
  count('pureTxnCount', 'Pure Txn Count'),
  amount('pureTxnAmount', 'Pure Txn Amount'),
  count('dccTxnCount', 'DCC Txn Count'),
  amount('dccTxnAmount', 'DCC Txn Amount'),
  count('keyTxnCount', 'Key Txn Count'),
  amount('keyTxnAmount', 'Key Txn Amount'),
  percent('hitRate', 'Hit Rate'),
  percent('share', 'Share'),
];

export function transactionColumns(
  source: string,
  merchantCode: string,
  roles: readonly string[],
): TransactionColumn[] {
  if (source === 'DCC') return dccColumns;
  if (source === 'DCCDETAIL') {
    return [
      transactionDate,
      transactionTime,
      transactionId,
      maskedPan,
      terminalId,
      amount('transactionAmount', 'Tran Amount'),
    ];
  }

  const isPosOrMobiCash = source === 'M' || source === 'P';
  const showsDeposit = isPosOrMobiCash && isSpecialMerchant(merchantCode);
  return [
    id,
    transactionDate,
    ...(showsDeposit ? [depositDate] : []),
    transactionTime,
    ...(source === 'P' && hasCareemCategory(roles) ? [category] : []),
    merchantRef,
    showsDeposit ? maskedPan : paymentMethodAsPan,
    terminalId,
    ...charges,
    ...(source === 'CS' ? [currency] : []),
    text('branchName', 'Branch Name', 180),
    ...(source === 'QR' ? qrColumns : []),
  ];
}
