// /reports (spec part 2 §2 "Reports", §4, §8): the transaction filter bar requests a report; the table below
// lists the merchant's requests, newest first, client-paged, with their files once Completed (the special
// merchant's summary, payment-summary and manual-refund files too). It reads itself again while a request is
// unfinished.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { merchantCodeOf } from '@merchant-portal/contracts/permissions';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import {
  REPORT_FILE_LABELS,
  REPORT_STATUSES,
  REPORT_TEXTS,
  type ReportRequestItem,
} from '@merchant-portal/contracts/schemas/reports';
import { DEFAULT_TRANSACTION_SOURCE, sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/data-table';
import { LoadFailure } from '../../components/load-failure';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import {
  filterReducer,
  initialFilterState,
  type AppliedFilter,
  type Branch,
} from '../../components/filter-bar/filter-state';
import { OWN_MERCHANT, useBranches } from '../../lib/api/get-branches';
import { useCurrentUser } from '../../lib/current-user';
import { isHttpError } from '../../lib/http';
import { countText, dateIn } from '../../lib/figures';
import { translateText } from '../../lib/i18n';
import { useFileDownload } from '../../lib/use-file-download';
import { TRANSACTIONS_NOUN } from '../../components/totals-strip';
import { downloadReport } from './api/download-report';
import { useReports } from './api/get-reports';
import { requestReport } from './api/request-report';
import { TablePager } from '../../components/table-pager';

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
const NO_BRANCHES: Branch[] = [];
const NO_ROWS: ReportRequestItem[] = [];

const STATUS_COLORS = {
  Pending: 'default',
  'In Progress': 'info',
  Completed: 'success',
  Failed: 'error',
  Expired: 'default',
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The spec's requestedDate object as DD-MM-YYYY, and the request's time in the user's clock. */
function requestedOn(item: ReportRequestItem): string {
  const { dayOfMonth, monthValue, year } = item.requestedDate;
  const at = new Date(item.requestedAt);
  return `${pad(dayOfMonth)}-${pad(monthValue)}-${year} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function FileLinks({ item, onDownload }: { item: ReportRequestItem; onDownload: (name: string) => void }) {
  const { t } = useTranslation();
  if (item.status !== REPORT_STATUSES.COMPLETED) return null;
  // The transactions file goes by its own name, a value kept in its own order (bdi) right to left.
  const files = [
    { label: item.fileName, name: item.fileName, isName: true },
    { label: t(REPORT_FILE_LABELS.summary), name: item.summaryFileName },
    { label: t(REPORT_FILE_LABELS.paymentSummary), name: item.paymentSummaryFileName },
    { label: t(REPORT_FILE_LABELS.manualRefunds), name: item.manualRefundFileName },
  ].filter((file): file is { label: string; name: string; isName?: boolean } =>
    Boolean(file.name && file.label),
  );
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {files.map((file) => (
        <Link
          key={file.name}
          component="button"
          type="button"
          variant="body2"
          sx={{ textAlign: 'start', wordBreak: 'break-all' }}
          onClick={() => onDownload(file.name)}
        >
          {file.isName ? <bdi>{file.label}</bdi> : file.label}
        </Link>
      ))}
    </Stack>
  );
}

function StatusCell({ item }: { item: ReportRequestItem }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={t(item.status)} color={STATUS_COLORS[item.status]} variant="outlined" />
      {item.failureReason && (
        <Typography variant="caption" color="text.secondary">
          {translateText(item.failureReason)}
        </Typography>
      )}
      {item.rowCount !== null && (
        <Typography variant="caption" color="text.secondary">
          {t(TRANSACTIONS_NOUN, { count: item.rowCount, total: countText(item.rowCount) })}
        </Typography>
      )}
    </Stack>
  );
}

export function ReportsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const merchantCode = merchantCodeOf(user.username);
  const queryClient = useQueryClient();
  const [today] = useState(todayInAmman);
  const [filterState, dispatch] = useReducer(filterReducer, undefined, () =>
    initialFilterState(DEFAULT_TRANSACTION_SOURCE, today),
  );
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [isSubmitting, setSubmitting] = useState(false);

  const branches = useBranches(OWN_MERCHANT);
  const loadedBranches = branches.data ?? (branches.isError ? NO_BRANCHES : null);
  if (loadedBranches !== null && loadedBranches !== filterState.branches) {
    dispatch({ type: 'branchesLoaded', branches: loadedBranches });
  }

  const reports = useReports(merchantCode);
  const rows = reports.data ?? NO_ROWS;
  const shown = rows.slice(paging.page * paging.pageSize, (paging.page + 1) * paging.pageSize);

  const files = useFileDownload<string>(REPORT_TEXTS.downloadFailed);
  const download = (fileName: string) => void files.run(fileName, () => downloadReport(fileName));

  const submit = useCallback(
    async (filter: AppliedFilter) => {
      setSubmitting(true);
      try {
        await requestReport(filter, { userName: user.username, merchantCode });
        enqueueSnackbar(t(REPORT_TEXTS.submitted), { variant: 'success' });
        setPaging((current) => ({ ...current, page: 0 }));
      } catch (error) {
        // The per-merchant limit (429) says what to do; anything else is the spec's text.
        const text = isHttpError(error) && error.status === 429 ? error.message : REPORT_TEXTS.submitFailed;
        enqueueSnackbar(translateText(text), { variant: 'error' });
      } finally {
        setSubmitting(false);
        await queryClient.invalidateQueries({ queryKey: ['reports', merchantCode] });
      }
    },
    [merchantCode, queryClient, t, user.username],
  );
  const submitFilter = useCallback((filter: AppliedFilter) => void submit(filter), [submit]);

  const columns: DataColumn<ReportRequestItem>[] = [
    { header: phrase('Requested Date'), cell: (item) => dateIn(requestedOn(item)) },
    {
      header: phrase('Date'),
      cell: (item) => (
        <>
          {t('{{from}} to {{to}}', {
            from: dateIn(item.fromDate),
            to: dateIn(item.toDate),
          })}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t(sourceSpec(item.transactionName).label)}
          </Typography>
        </>
      ),
    },
    { header: phrase('File Name'), cell: (item) => <FileLinks item={item} onDownload={download} /> },
    { header: phrase('Status'), cell: (item) => <StatusCell item={item} /> },
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{t('Reports')}</Typography>
          <Typography color="text.secondary">{t('View Submit and Download Reports')}</Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FilterBar
            state={filterState}
            dispatch={dispatch}
            today={today}
            canPickCategory={false}
            categories={[]}
            isBranchesLoading={branches.isPending}
            onSubmit={submitFilter}
            submitLabel={phrase('Request Report')}
          />
          {isSubmitting && <LinearProgress sx={{ mt: 2 }} aria-label={t('Submitting the report request')} />}
        </Paper>
        <Paper variant="outlined">
          <Stack direction="row" sx={{ p: 1, justifyContent: 'flex-end' }}>
            <Button
              size="small"
              startIcon={<RefreshIcon />}
              disabled={reports.isFetching}
              onClick={() => void reports.refetch()}
            >
              {t('Refresh')}
            </Button>
          </Stack>
          {reports.isFetching && <LinearProgress aria-label={t('Loading reports')} />}
          {reports.isError && (
            <LoadFailure
              text={REPORT_TEXTS.listFailed}
              onRetry={() => void reports.refetch()}
              isRetrying={reports.isFetching}
            />
          )}
          {rows.length === 0 ? (
            !reports.isPending &&
            !reports.isError && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {t(REPORT_TEXTS.noReports)}
              </Typography>
            )
          ) : (
            // On a phone the table keeps readable columns and scrolls sideways in its region.
            <Box sx={{ '& table': { minWidth: 720 } }}>
              <DataTable
                label={phrase('Requested reports')}
                columns={columns}
                rows={shown}
                rowKey={(item) => item.id}
              />
            </Box>
          )}
          <TablePager
            count={rows.length}
            page={paging.page}
            rowsPerPage={paging.pageSize}
            rowsPerPageOptions={PAGE_SIZE_OPTIONS}
            onPageChange={(_event, page) => setPaging((current) => ({ ...current, page }))}
            onRowsPerPageChange={(event) => setPaging({ page: 0, pageSize: Number(event.target.value) })}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
