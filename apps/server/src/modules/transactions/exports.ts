// What the transaction files show besides the screens' own columns: the special merchant's summary reports'
// tables and every field of a transaction for its one-day details file (spec part 2 §6, §7).
import {
  PAYMENT_SUMMARY_COLUMNS,
  SUMMARY_REPORT_COLUMNS,
  type ColumnSpec,
} from '@merchant-portal/contracts/transaction-columns';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import type { SummaryReport } from '@merchant-portal/contracts/schemas/transactions';
import { NO_DATA, periodPart, type FileTable } from '../../lib/exports/files.js';
import type { SearchCriteria, SearchScope } from './repository.js';

/** The table of the special merchant's Summary Report or Payment Summary Report for the filter's period. */
export function summaryTable(scope: SearchScope, report: SummaryReport, filter: SearchCriteria): FileTable {
  const { merchantCode, merchantName } = scope.merchant;
  const subtitle = [`${merchantCode} - ${merchantName}`, periodPart(filter.fromDate, filter.toDate)];
  return report === 'summary'
    ? { subtitle, emptyText: NO_DATA, title: 'Summary Report', columns: SUMMARY_REPORT_COLUMNS }
    : { subtitle, emptyText: NO_DATA, title: 'Payment Summary Report', columns: PAYMENT_SUMMARY_COLUMNS };
}

/** Every field of a transaction, for the one-day details file. */
export const DETAIL_COLUMNS: ColumnSpec<string>[] = [
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
    headerName: phrase('Transaction Type'),
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
