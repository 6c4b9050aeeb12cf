// The columns of the transaction tables per source (spec part 2 §2 "Transactions screen", "MODEE
// Transactions"). One definition serves the grids in the browser and the PDF and Excel exports on the server,
// so a file always has the columns the screen shows.
import { HOME_CURRENCY, formatAmount, formatCount, formatNumber, formatPercent } from './format.js';
import { phrase } from './i18n/catalogue.js';
import { LABELS, type LabelKind } from './labels.js';
import { hasCareemCategory } from './permissions.js';
import { sourceSpec, type ColumnSet, type ExtraColumn } from './transaction-sources.js';
import type {
  DccSummaryRow,
  PaymentSummaryRow,
  SummaryReportRow,
  TransactionRow,
} from './schemas/transactions.js';

export type ColumnField = keyof TransactionRow | keyof DccSummaryRow;

/**
 * How a value is shown: text as is (or in words, see `words`); amounts with separators in their currency's
 * minor units (JOD 3, USD 2, JPY 0); counts with separators; percentages (given in percent) with 2 decimals
 * and '%'; plain numbers with separators; slashDate turns DD-MM-YYYY into DD/MM/YYYY.
 */
export type ColumnKind = 'text' | 'amount' | 'count' | 'percent' | 'number' | 'slashDate';

export interface ColumnSpec<F extends string = ColumnField> {
  field: F;
  headerName: string;
  kind: ColumnKind;
  /** Width on screen in pixels; the PDF shares the page width out in the same proportions. */
  width: number;
  /** Hidden by default (the id). */
  hidden?: boolean;
  /** Amounts: the row field naming their currency ('currency' unless given; JOD when the row has none). */
  currencyField?: string;
  /** Amounts always in this currency, whatever the row says (MOFA's Total Amount JOD). */
  currency?: string;
  /** Text: the code's words from the lookup of this kind (labels.ts) instead of the code. */
  words?: LabelKind;
  /** Text already in words from a fixed list (a status), which a screen shows in its language. */
  inWords?: true;
  /** Text that is a date or a time: a screen shows it in the reader's digits, as it shows figures. */
  isDate?: true;
}

/** The merchant with deposit dates and masked PANs on M and P (its code ends 0194). */
export function isSpecialMerchant(merchantCode: string): boolean {
  return merchantCode.endsWith('0194');
}

const column = (field: ColumnField, headerName: string, kind: ColumnKind, width: number) =>
  ({ field, headerName, kind, width }) satisfies ColumnSpec;
const text = (field: ColumnField, headerName: string, width = 150) =>
  column(field, headerName, 'text', width);
const date = (field: ColumnField, headerName: string, width = 150): ColumnSpec => ({
  ...text(field, headerName, width),
  isDate: true,
});
const amount = (field: ColumnField, headerName: string) => column(field, headerName, 'amount', 130);
const count = (field: ColumnField, headerName: string) => column(field, headerName, 'count', 130);

const id: ColumnSpec = { ...text('id', phrase('ID'), 100), hidden: true };
const transactionDate = date('transactionDate', phrase('Transaction Date'), 110);
const depositDate = date('loadDate', phrase('Deposit Date'));
const transactionTime = date('transactionTime', phrase('Transaction Time'), 110);
const merchantRef = text('merchantRef', phrase('Merchant Reference'), 180);
const maskedPan = text('pan', phrase('PAN'), 170);
const paymentMethodAsPan = text('tranPaymentMethod', phrase('PAN'), 170);
const terminalId = text('terminalId', phrase('Terminal ID'), 110);
const branchName = text('branchName', phrase('Branch Name'), 180);
const transactionAmount = amount('transactionAmount', phrase('Transaction Amount'));
const mdrAmount = amount('mdrAmount', phrase('MDR Amount'));
const netAmount = amount('netAmount', phrase('Net Amount'));

const charges = [
  transactionAmount,
  amount('fixedAmount', phrase('Fixed Amount')),
  column('mdrPercentage', phrase('MDR Percentage'), 'percent', 110),
  mdrAmount,
  netAmount,
];

const qrColumns = [
  text('transactionId', phrase('Transaction ID'), 180),
  text('billNumber', phrase('Bill Number')),
  text('bnplTxn', phrase('BNPL Transaction')),
  column('bnplMdrValue', phrase('BNPL MDR Value'), 'percent', 150),
  amount('bnplAmount', phrase('BNPL Amount')),
  amount('bnplMdrAmount', phrase('BNPL MDR Amount')),
];

/** DCC: one summary row per merchant (part 2 §2). */
const dccColumns = [
  text('tranMerchantID', phrase('Merchant ID')),
  text('tranMerchantName', phrase('Merchant Name'), 220),
  count('pureTxnCount', phrase('Pure Txn Count')),
  amount('pureTxnAmount', phrase('Pure Txn Amount')),
  count('dccTxnCount', phrase('DCC Txn Count')),
  amount('dccTxnAmount', phrase('DCC Txn Amount')),
  count('keyTxnCount', phrase('Key Txn Count')),
  amount('keyTxnAmount', phrase('Key Txn Amount')),
  column('hitRate', phrase('Hit Rate'), 'percent', 130),
  column('share', phrase('Share'), 'percent', 130),
];

/**
 * Refunds (PR, MR; the spec leaves their columns open): when and where the money went back, to which card,
 * the references that tie the refund to the sale (auth code, RRN), what was refunded and the MDR returned.
 */
const refundColumns = [
  id,
  date('transactionDate', phrase('Refund Date')),
  date('transactionTime', phrase('Refund Time')),
  merchantRef,
  paymentMethodAsPan,
  terminalId,
  text('authCode', phrase('Auth Code'), 120),
  text('rrn', 'RRN', 150),
  amount('transactionAmount', phrase('Refund Amount')),
  amount('mdrAmount', phrase('MDR Refunded')),
  amount('netAmount', phrase('Net Refund')),
  branchName,
];

/**
 * Settlement (PS, MS; open in the spec): the transactions settled on each deposit date, deposit date first,
 * with what was charged and what reached the merchant's account.
 */
const settlementColumns = [
  id,
  depositDate,
  transactionDate,
  transactionTime,
  paymentMethodAsPan,
  terminalId,
  transactionAmount,
  amount('fixedAmount', phrase('Fixed Amount')),
  mdrAmount,
  netAmount,
  branchName,
];

/** DCC details: the DCC transactions of PoS, one row each. */
const dccDetailColumns = [
  transactionDate,
  transactionTime,
  text('transactionId', phrase('Transaction ID'), 180),
  maskedPan,
  terminalId,
  amount('transactionAmount', phrase('Tran Amount')),
  amount('share', phrase('Share')),
];

/** The column sets a source may show instead of the standard one (transaction-sources.ts names the set). */
const OWN_SETS: Record<Exclude<ColumnSet, 'standard'>, ColumnSpec[]> = {
  dcc: dccColumns,
  dccDetail: dccDetailColumns,
  refund: refundColumns,
  settlement: settlementColumns,
};

/** Whether a source adds an extra column to the standard sets. */
const addsColumn = (source: string) => {
  const { extras } = sourceSpec(source).columns;
  return (extra: ExtraColumn) => extras.includes(extra);
};

/** The Transactions screen's columns for a source, the merchant viewed and the user's roles. */
export function transactionColumns(
  source: string,
  merchantCode: string,
  roles: readonly string[],
): ColumnSpec[] {
  const { set } = sourceSpec(source).columns;
  if (set !== 'standard') return OWN_SETS[set];
  const adds = addsColumn(source);
  const showsDeposit = adds('deposit') && isSpecialMerchant(merchantCode);
  return [
    id,
    transactionDate,
    ...(showsDeposit ? [depositDate] : []),
    transactionTime,
    ...(adds('category') && hasCareemCategory(roles) ? [text('category', phrase('Category'))] : []),
    merchantRef,
    showsDeposit ? maskedPan : paymentMethodAsPan,
    terminalId,
    ...charges,
    ...(adds('currency') ? [text('currency', phrase('Currency'), 110)] : []),
    branchName,
    ...(adds('qr') ? qrColumns : []),
  ];
}

/**
 * The MoDEE screen's columns (part 2 §2 "MODEE Transactions"). On PoS and MobiCash the digital-government
 * merchant sees the deposit date (DD/MM/YYYY) and the masked PAN; other sources show tranPaymentMethod as
 * PAN; the merchant reference only on CS; the category only for ROLE_CAREEM_USER on PoS.
 */
export function modeeColumns(source: string, roles: readonly string[]): ColumnSpec[] {
  const adds = addsColumn(source);
  const showsDeposit = adds('deposit');
  return [
    id,
    transactionDate,
    ...(showsDeposit ? [column('loadDate', phrase('Deposite Date'), 'slashDate', 150)] : []),
    transactionTime,
    ...(adds('category') && hasCareemCategory(roles) ? [text('category', phrase('Category'))] : []),
    ...(adds('merchantReference') ? [text('merchantRef', phrase('Merchant Reference Number'), 220)] : []),
    showsDeposit ? maskedPan : paymentMethodAsPan,
    terminalId,
    ...charges,
  ];
}

/** The currency of an amount cell: the column's own, else the row's, else the home currency (JOD). */
export function cellCurrency(
  column: Pick<ColumnSpec<string>, 'currency' | 'currencyField'>,
  row: object,
): string {
  if (column.currency) return column.currency;
  const code = (row as Record<string, unknown>)[column.currencyField ?? 'currency'];
  return typeof code === 'string' && code.trim() !== '' ? code : HOME_CURRENCY;
}

type CellColumn = Pick<ColumnSpec<string>, 'field' | 'kind' | 'currency' | 'currencyField' | 'words'>;

/** The text a cell of a row shows (grids, PDF and Excel alike): the row gives an amount its currency. */
export function formatCell(column: CellColumn, row: object): string {
  const value = (row as Record<string, unknown>)[column.field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    switch (column.kind) {
      case 'amount':
        return formatAmount(value, cellCurrency(column, row));
      case 'percent':
        return formatPercent(value);
      case 'count':
        return formatCount(value);
      case 'number':
        return formatNumber(value);
      default:
        return String(value);
    }
  }
  // Row fields are strings, numbers and flags; anything structured is shown as its JSON.
  const textValue =
    typeof value === 'string'
      ? value
      : typeof value === 'boolean' || typeof value === 'bigint'
        ? `${value}`
        : JSON.stringify(value);
  if (column.kind === 'slashDate') return textValue.replaceAll('-', '/');
  return column.words ? LABELS[column.words](textValue) : textValue;
}

/** Summary tables of the special merchant (part 2 §2): per posting date and card scheme, and per date. */
export const SUMMARY_REPORT_COLUMNS: ColumnSpec<keyof SummaryReportRow>[] = [
  {
    field: 'transactionDate',
    headerName: phrase('Transaction Date'),
    kind: 'text',
    width: 150,
    isDate: true,
  },
  { field: 'cardScheme', headerName: phrase('Card Scheme'), kind: 'text', width: 150, words: 'cardScheme' },
  { field: 'trxCount', headerName: phrase('Trx Count'), kind: 'count', width: 120 },
  { field: 'trxAmount', headerName: phrase('Trx Amount'), kind: 'amount', width: 160 },
  { field: 'trxMdr', headerName: phrase('Trx MDR'), kind: 'amount', width: 160 },
  { field: 'netAmount', headerName: phrase('Net Amount'), kind: 'amount', width: 160 },
];
export const PAYMENT_SUMMARY_COLUMNS: ColumnSpec<keyof PaymentSummaryRow>[] = [
  {
    field: 'transactionDate',
    headerName: phrase('Transaction Date'),
    kind: 'text',
    width: 150,
    isDate: true,
  },
  { field: 'netAmount', headerName: phrase('Net Amount'), kind: 'amount', width: 160 },
  { field: 'merchantName', headerName: phrase('Merchant Name'), kind: 'text', width: 240 },
  { field: 'merchantId', headerName: phrase('Merchant ID'), kind: 'text', width: 150 },
];
