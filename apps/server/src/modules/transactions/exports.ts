// Transaction files: the whole filtered set as Excel or PDF with the screen's columns (spec part 2 §7),
// the special merchant's summary reports and its one-day details file. The scope is checked before the
// first byte is sent, so a refused request gets a proper 403 instead of a broken file.
import {
  PAYMENT_SUMMARY_COLUMNS,
  SUMMARY_REPORT_COLUMNS,
  type ColumnSpec,
} from '@merchant-portal/contracts/transaction-columns';
import {
  ALL_BRANCHES,
  sameDayIssue,
  type ExportFilter,
  type ExportFormat,
  type SummaryReport,
  type TransactionDetailsQuery,
} from '@merchant-portal/contracts/schemas/transactions';
import type { Database } from '../../db/client.js';
import type { FileBody } from '../../plugins/endpoints.js';
import { AppError } from '../../lib/errors.js';
import { writePdf } from '../../lib/exports/pdf.js';
import { writeXlsx } from '../../lib/exports/xlsx.js';
import type { AuthContext } from '../../lib/request-context.js';
import {
  paymentSummary,
  requireSpecialMerchant,
  searchScope,
  summaryReport,
  transactionBatches,
  transactionRows,
  transactionTable,
  once,
  type FileTable,
  type TransactionScreen,
} from './service.js';

function fileOf<R extends object>(
  merchantCode: string,
  format: ExportFormat,
  table: FileTable,
  rows: () => AsyncIterable<readonly R[]>,
): FileBody {
  return {
    merchantCode,
    format,
    write: (stream) =>
      format === 'excel'
        ? writeXlsx(stream, { sheetName: table.title, columns: table.columns, rows: rows() })
        : writePdf(stream, { ...table, rows: rows() }),
  };
}

/** The Transactions or MoDEE screen's result as a file: every row of the filter, not just a page. */
export async function prepareTransactionFile(
  db: Database,
  auth: AuthContext,
  screen: TransactionScreen,
  filter: ExportFilter,
  currency: string,
  format: ExportFormat,
): Promise<FileBody> {
  const scope = await searchScope(db, auth, filter, currency);
  const table = transactionTable(scope, screen, filter, auth.roles);
  return fileOf(scope.merchant.merchantCode, format, table, () => transactionRows(db, scope, filter));
}

/** The special merchant's Summary Report or Payment Summary Report for the filter's period. */
export async function prepareSummaryFile(
  db: Database,
  auth: AuthContext,
  report: SummaryReport,
  filter: ExportFilter,
  format: ExportFormat,
): Promise<FileBody> {
  requireSpecialMerchant(auth);
  const scope = await searchScope(db, auth, filter, 'JOD');
  const subtitle = `${scope.merchant.merchantCode} - ${scope.merchant.merchantName} · ${filter.fromDate} to ${filter.toDate}`;
  const { merchantCode } = scope.merchant;
  const table = { subtitle, emptyText: 'No data' };
  if (report === 'summary') {
    const summary = { ...table, title: 'Summary Report', columns: SUMMARY_REPORT_COLUMNS };
    return fileOf(merchantCode, format, summary, () => once(() => summaryReport(db, scope, filter)));
  }
  const payment = { ...table, title: 'Payment Summary Report', columns: PAYMENT_SUMMARY_COLUMNS };
  return fileOf(merchantCode, format, payment, () => once(() => paymentSummary(db, scope, filter)));
}

/** Every field of a transaction, for the one-day details file. */
const DETAIL_COLUMNS: ColumnSpec<string>[] = [
  { field: 'id', headerName: 'ID', kind: 'text', width: 100 },
  { field: 'transactionDate', headerName: 'Transaction Date', kind: 'text', width: 120 },
  { field: 'transactionTime', headerName: 'Transaction Time', kind: 'text', width: 110 },
  { field: 'loadDate', headerName: 'Deposit Date', kind: 'text', width: 120 },
  { field: 'merchantRef', headerName: 'Merchant Reference', kind: 'text', width: 160 },
  { field: 'pan', headerName: 'PAN', kind: 'text', width: 160 },
  { field: 'cardScheme', headerName: 'Card Scheme', kind: 'text', width: 110, words: 'cardScheme' },
  { field: 'cardType', headerName: 'Credit/Debit', kind: 'text', width: 90, words: 'cardKind' },
  { field: 'methodType', headerName: 'Local/International', kind: 'text', width: 120, words: 'locality' },
  { field: 'authCode', headerName: 'Auth Code', kind: 'text', width: 100 },
  { field: 'rrn', headerName: 'RRN', kind: 'text', width: 130 },
  { field: 'terminalId', headerName: 'Terminal ID', kind: 'text', width: 110 },
  { field: 'branchId', headerName: 'Branch ID', kind: 'text', width: 100 },
  { field: 'branchName', headerName: 'Branch Name', kind: 'text', width: 180 },
  {
    field: 'transactionType',
    headerName: 'Transaction Type',
    kind: 'text',
    width: 110,
    words: 'transactionType',
  },
  { field: 'transactionAmount', headerName: 'Transaction Amount', kind: 'amount', width: 140 },
  { field: 'fixedAmount', headerName: 'Fixed Amount', kind: 'amount', width: 120 },
  { field: 'mdrPercentage', headerName: 'MDR Percentage', kind: 'percent', width: 120 },
  { field: 'mdrAmount', headerName: 'MDR Amount', kind: 'amount', width: 120 },
  { field: 'netAmount', headerName: 'Net Amount', kind: 'amount', width: 120 },
  { field: 'currency', headerName: 'Currency', kind: 'text', width: 80 },
];

/**
 * The special merchant's transaction details of one day (GET download-trans-data). Only a user of the
 * special merchant may use it (part 2 §6), and only for a merchant of the user's group.
 */
export async function prepareDetailsFile(
  db: Database,
  auth: AuthContext,
  query: TransactionDetailsQuery,
): Promise<FileBody> {
  requireSpecialMerchant(auth);
  const sameDay = sameDayIssue(query.fromDate, query.toDate);
  if (sameDay) throw new AppError(400, '400', sameDay, [{ param: 'toDate', msg: sameDay }]);
  const filter = { ...query, aticoMerchantCode: query.merchantCode, branchId: ALL_BRANCHES, category: 'ALL' };
  const scope = await searchScope(db, auth, filter, '');
  return {
    merchantCode: scope.merchant.merchantCode,
    format: 'excel',
    write: (stream) =>
      writeXlsx(stream, {
        sheetName: 'Transaction Details',
        columns: DETAIL_COLUMNS,
        rows: transactionBatches(db, scope, filter),
      }),
  };
}
