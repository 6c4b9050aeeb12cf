// The special merchant's two extra tables under the grid (spec part 2 §2): 'Summary Report' per posting
// date and card scheme, 'Payment Summary Report' per posting date; amounts with 3 decimals; each with its
// own PDF and Excel files and Refresh.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type {
  AggregateReply,
  ExportFormat,
  SummaryReport,
} from '@merchant-portal/contracts/schemas/transactions';
import {
  PAYMENT_SUMMARY_COLUMNS,
  SUMMARY_REPORT_COLUMNS,
  type ColumnSpec,
} from '@merchant-portal/contracts/transaction-columns';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cellText } from '../../components/grid-columns';
import { exportSummary, useSummaries, type SummarySearch } from './api/get-summaries';
import { DataTable } from '../../components/data-table';
import { FileToolbar } from '../../components/file-toolbar';
import { useFileDownload } from '../../lib/use-file-download';

const FILE_LABELS = { pdf: phrase('Export to PDF'), excel: phrase('Download as Excel') } as const;

interface SummaryTableProps<R> {
  title: string;
  report: SummaryReport;
  columns: readonly ColumnSpec<string>[];
  rows: readonly R[];
  search: SummarySearch;
  loading: boolean;
  onRefresh: () => void;
}

function SummaryTable<R extends object>({
  title,
  report,
  columns,
  rows,
  search,
  loading,
  onRefresh,
}: SummaryTableProps<R>) {
  const { t } = useTranslation();
  const files = useFileDownload<ExportFormat>(MESSAGES.summaryExportFailed);
  return (
    <Paper variant="outlined" component="section" aria-label={t(title)}>
      <Typography variant="h2" sx={{ px: 2, pt: 2 }}>
        {t(title)}
      </Typography>
      <FileToolbar
        labels={FILE_LABELS}
        disabled={loading}
        preparing={files.preparing}
        onExport={(format) => void files.run(format, () => exportSummary(search, report, format))}
        onRefresh={onRefresh}
      />
      {loading && <LinearProgress />}
      <DataTable
        label={title}
        columns={columns.map((column) => ({
          header: column.headerName,
          numeric: column.kind !== 'text',
          cell: (row: R) => cellText(column, row),
        }))}
        rows={rows}
        rowKey={(_row, index) => String(index)}
        empty={loading ? undefined : t(MESSAGES.noTransactionsFound)}
      />
    </Paper>
  );
}

/** The two tables, in the order the screen shows them, each with the rows it reads from the one reply. */
const SUMMARIES = [
  {
    title: phrase('Summary Report'),
    report: 'summary',
    columns: SUMMARY_REPORT_COLUMNS,
    rowsOf: (reply: AggregateReply): readonly object[] => reply.summary,
  },
  {
    title: phrase('Payment Summary Report'),
    report: 'payment-summary',
    columns: PAYMENT_SUMMARY_COLUMNS,
    rowsOf: (reply: AggregateReply): readonly object[] => reply.paymentSummary,
  },
] as const;

export function SummaryTables({ search }: { search: SummarySearch }) {
  const summaries = useSummaries(search);
  return SUMMARIES.map(({ title, report, columns, rowsOf }) => (
    <SummaryTable
      key={report}
      title={title}
      report={report}
      columns={columns}
      rows={summaries.data ? rowsOf(summaries.data) : []}
      search={search}
      loading={summaries.isFetching}
      onRefresh={() => void summaries.refetch()}
    />
  ));
}
