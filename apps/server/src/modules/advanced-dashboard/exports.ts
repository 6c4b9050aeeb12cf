// The advanced dashboard's reports as Excel files: every row of the report (not one page) and a total row,
// streamed by the shared writer, which writes formula-like texts as Text cells. The report is computed
// before the first byte, so a refused request gets its 403 or 400 instead of a broken file.
import type {
  AdvancedReport,
  PeriodReportFilter,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import type { FileBody } from '../../lib/exports/files.js';
import { writeXlsx } from '../../lib/exports/xlsx.js';
import type { AuthContext } from '../../lib/request-context.js';
import type { AdvancedDashboard } from './service.js';

const text = (field: string, headerName: string, width = 140): ColumnSpec<string> => ({
  field,
  headerName,
  kind: 'text',
  width,
});
const count = (field: string, headerName: string): ColumnSpec<string> => ({
  field,
  headerName,
  kind: 'count',
  width: 120,
});
const amount = (field: string, headerName: string): ColumnSpec<string> => ({
  field,
  headerName,
  kind: 'amount',
  width: 150,
});
const share = (field: string, headerName: string): ColumnSpec<string> => ({
  field,
  headerName,
  kind: 'percent',
  width: 110,
});

const SALES = [
  count('count', 'Transactions'),
  amount('amount', 'Amount'),
  amount('averageTicket', 'Average Ticket'),
];

export const REPORT_COLUMNS: Record<AdvancedReport, ColumnSpec<string>[]> = {
  'report-by-period': [
    text('period', 'Period', 110),
    text('from', 'From', 110),
    text('to', 'To', 110),
    ...SALES,
    count('refundCount', 'Refunds'),
    amount('refundAmount', 'Refund Amount'),
  ],
  'report-by-market': [
    text('locality', 'Local/International'),
    text('cardScheme', 'Card Scheme'),
    text('cardKind', 'Debit/Credit'),
    ...SALES,
    share('amountShare', 'Share of Amount'),
  ],
  'report-by-terminal': [
    text('branchId', 'Branch ID', 110),
    text('branchName', 'Branch Name', 200),
    text('terminalId', 'Terminal ID', 120),
    ...SALES,
  ],
  'report-by-visitation': [
    count('visits', 'Visits'),
    count('customers', 'Customers'),
    count('count', 'Transactions'),
    amount('amount', 'Amount'),
    share('customerShare', 'Share of Customers'),
  ],
};

export const SHEET_NAMES: Record<AdvancedReport, string> = {
  'report-by-period': 'Report by Period',
  'report-by-market': 'Report by Market',
  'report-by-terminal': 'Report by Terminal',
  'report-by-visitation': 'Report by Visitation',
};

const LOCALITY_LABELS: Record<string, string> = { L: 'Local', I: 'International' };
const KIND_LABELS: Record<string, string> = { D: 'Debit', C: 'Credit' };

/** A report's rows as the sheet shows them, then its total row. */
async function sheetRows(
  dashboard: AdvancedDashboard,
  report: AdvancedReport,
  auth: AuthContext,
  filter: PeriodReportFilter,
): Promise<Record<string, unknown>[]> {
  switch (report) {
    case 'report-by-period': {
      const { rows, totals } = await dashboard.periodReport(auth, filter);
      return [
        ...rows.map(({ days, ...row }) => ({ ...row, from: days.from, to: days.to })),
        { period: 'Total', ...totals },
      ];
    }
    case 'report-by-market': {
      const { rows, totals } = await dashboard.call(report, auth, filter);
      return [
        ...rows.map((row) => ({
          ...row,
          locality: LOCALITY_LABELS[row.locality] ?? row.locality,
          cardKind: KIND_LABELS[row.cardKind] ?? row.cardKind,
        })),
        { locality: 'Total', ...totals, amountShare: totals.count > 0 ? 100 : 0 },
      ];
    }
    case 'report-by-terminal': {
      const { rows, totals } = await dashboard.call(report, auth, filter);
      return [...rows, { branchId: 'Total', ...totals }];
    }
    case 'report-by-visitation': {
      const { rows, totals } = await dashboard.call(report, auth, filter);
      return [...rows, { visits: 'Total', ...totals, customerShare: totals.customers > 0 ? 100 : 0 }];
    }
  }
}

async function* once<R>(rows: Promise<R[]>): AsyncGenerator<R[]> {
  yield await rows;
}

/** The whole report as an xlsx download. */
export async function prepareReportFile(
  dashboard: AdvancedDashboard,
  report: AdvancedReport,
  auth: AuthContext,
  filter: PeriodReportFilter,
): Promise<FileBody> {
  const rows = sheetRows(dashboard, report, auth, filter);
  // Computed (and refused, if it must be) before the download starts.
  await rows;
  return {
    merchantCode: auth.merchantCode,
    format: 'excel',
    write: (stream) =>
      writeXlsx(stream, {
        sheetName: SHEET_NAMES[report],
        columns: REPORT_COLUMNS[report],
        rows: once(rows),
      }),
  };
}
