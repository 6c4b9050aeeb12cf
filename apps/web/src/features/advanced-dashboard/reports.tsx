// The four paged reports of the advanced dashboard (period, market, terminal, visitation), each also a
// whole-report Excel file.
import {
  ADVANCED_REPORTS,
  type AdvancedFilterInput,
  type AdvancedReport,
  type PeriodUnit,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { cardSchemeLabel } from '@merchant-portal/contracts/labels';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { LoadFailure } from '../../components/load-failure';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { SectionCard } from '../../components/section-card';
import { translateText } from '../../lib/i18n';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadReport, useReportPage } from './api';
import { TablePager } from '../../components/table-pager';
import { amountText, countText, figure, percentText } from '../../lib/figures';

type Row = Record<string, unknown>;
interface Column {
  label: string;
  value: (row: Row) => string | number;
  isNumber?: boolean;
  /** The report's totals carry this column's figure. */
  hasTotal?: boolean;
}

const money = (key: string) => (row: Row) => amountText(Number(row[key] ?? 0), 'JOD');
const count = (key: string) => (row: Row) => countText(Number(row[key] ?? 0));
const plain = (key: string) => (row: Row) => {
  const value = row[key];
  return typeof value === 'number' || typeof value === 'string' ? value : '';
};
/** A period or a band of visits: its figures in the reader's digits. */
const figures = (key: string) => (row: Row) => figure(`${plain(key)(row)}`);
const percent = (key: string) => (row: Row) => percentText(Number(row[key] ?? 0));
const SALES: Column[] = [
  { label: phrase('Transactions'), value: count('count'), isNumber: true, hasTotal: true },
  { label: phrase('Amount (JOD)'), value: money('amount'), isNumber: true, hasTotal: true },
];
const TICKET: Column = {
  label: phrase('Average ticket'),
  value: money('averageTicket'),
  isNumber: true,
  hasTotal: true,
};

const LOCALITY: Record<string, string> = { L: phrase('Local'), I: phrase('International') };
const KIND: Record<string, string> = { D: phrase('Debit'), C: phrase('Credit') };

/** Each report's tab, the table's name for a screen reader, and its columns. */
const REPORTS: Record<AdvancedReport, { title: string; tableLabel: string; columns: Column[] }> = {
  'report-by-period': {
    title: phrase('By period'),
    tableLabel: phrase('Report by period'),
    columns: [
      { label: phrase('Period'), value: figures('period') },
      ...SALES,
      TICKET,
      { label: phrase('Refunds'), value: count('refundCount'), isNumber: true, hasTotal: true },
      { label: phrase('Refund amount (JOD)'), value: money('refundAmount'), isNumber: true, hasTotal: true },
    ],
  },
  'report-by-market': {
    title: phrase('By market'),
    tableLabel: phrase('Report by market'),
    columns: [
      {
        label: phrase('Issuer'),
        value: (row) => translateText(LOCALITY[String(row.locality)] ?? String(row.locality)),
      },
      { label: phrase('Scheme'), value: (row) => cardSchemeLabel(String(row.cardScheme)) },
      {
        label: phrase('Card'),
        value: (row) => translateText(KIND[String(row.cardKind)] ?? String(row.cardKind)),
      },
      ...SALES,
      TICKET,
      { label: phrase('Share of amount'), value: percent('amountShare'), isNumber: true },
    ],
  },
  'report-by-terminal': {
    title: phrase('By terminal'),
    tableLabel: phrase('Report by terminal'),
    columns: [
      { label: phrase('Branch'), value: plain('branchName') },
      { label: phrase('Terminal'), value: plain('terminalId') },
      ...SALES,
      TICKET,
    ],
  },
  'report-by-visitation': {
    title: phrase('By visitation'),
    tableLabel: phrase('Report by visitation'),
    columns: [
      { label: phrase('Visits'), value: figures('visits') },
      { label: phrase('Customers'), value: count('customers'), isNumber: true, hasTotal: true },
      ...SALES,
      { label: phrase('Share of customers'), value: percent('customerShare'), isNumber: true },
    ],
  },
};

const PAGE_SIZES = [25, 100, 500];

function ReportTable({ report, filter }: { report: AdvancedReport; filter: AdvancedFilterInput }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(100);
  const [periodUnit, setPeriodUnit] = useState<PeriodUnit>('day');
  const result = useReportPage(report, filter, page, size, periodUnit);
  const download = useFileDownload<'excel'>(MESSAGES.downloadFailed);
  const { columns, tableLabel } = REPORTS[report];
  const data = result.data;
  const rows = (data?.content ?? []) as Row[];
  const totals = data?.totals as Row | undefined;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        {report === 'report-by-period' && (
          <TextField
            select
            size="small"
            label={t('Rows')}
            value={periodUnit}
            sx={{ width: 140 }}
            onChange={(event) => {
              setPeriodUnit(event.target.value as PeriodUnit);
              setPage(1);
            }}
          >
            <MenuItem value="day">{t('Per day')}</MenuItem>
            <MenuItem value="month">{t('Per month')}</MenuItem>
          </TextField>
        )}
        <Button
          variant="outlined"
          disabled={download.preparing !== null || !data || data.totalElements === 0}
          onClick={() => void download.run('excel', () => downloadReport(report, filter, periodUnit))}
        >
          {t('Download as Excel')}
        </Button>
      </Box>
      {(result.isFetching || download.preparing) && <LinearProgress aria-label={t('Loading report')} />}
      {result.isError ? (
        <LoadFailure
          text={phrase('Could not load the report, please try again later.')}
          isRetrying={result.isFetching}
          onRetry={() => void result.refetch()}
        />
      ) : (
        <>
          <DataTable
            label={tableLabel}
            columns={columns.map((column) => ({
              header: column.label,
              numeric: column.isNumber,
              cell: column.value,
            }))}
            rows={rows}
            rowKey={(_row, index) => String(index)}
            totals={
              totals && rows.length > 0
                ? columns.map((column, index) =>
                    index === 0 ? t('Total') : column.hasTotal && column.value(totals),
                  )
                : undefined
            }
            maxHeight={480}
          />
          {data && data.totalElements === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t(MESSAGES.noTransactionsFound)}
            </Typography>
          )}
        </>
      )}
      <TablePager
        count={data?.totalElements ?? 0}
        page={data ? page - 1 : 0}
        onPageChange={(_event, next) => setPage(next + 1)}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => {
          setSize(Number(event.target.value));
          setPage(1);
        }}
      />
    </Box>
  );
}

export function Reports({ filter }: { filter: AdvancedFilterInput }) {
  const { t } = useTranslation();
  const [report, setReport] = useState<AdvancedReport>('report-by-period');
  return (
    <SectionCard title={phrase('Reports')} isPadded={false}>
      <Tabs
        value={report}
        onChange={(_event, next: AdvancedReport) => setReport(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('Reports')}
      >
        {ADVANCED_REPORTS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(REPORTS[name].title)}
            id={`tab-${name}`}
            aria-controls={`panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${report}`} aria-labelledby={`tab-${report}`} sx={{ p: 2 }}>
        <ReportTable key={report} report={report} filter={filter} />
      </Box>
    </SectionCard>
  );
}
