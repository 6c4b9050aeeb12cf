// /pre-auth-transactions (spec part 2 §2 "Pre Auth Transactions"): the period filter over a server-paged grid
// of the merchant's pre-authorisation holds, its Excel file and Refresh.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  PRE_AUTH_COLUMNS,
  PRE_AUTH_PAGE_SIZES,
  preAuthDefaultRange,
  preAuthInWords,
  type PreAuthShownRow,
} from '@merchant-portal/contracts/schemas/pre-auth';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useCallback, useMemo, useState } from 'react';
import { PagedGrid } from '../../components/paged-grid';
import { gridColumns, hiddenColumns } from '../../components/grid-columns';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadPreAuth } from './api/download-pre-auth';
import { usePreAuth, type PreAuthFilter } from './api/get-pre-auth';
import { PreAuthFilterBar } from './pre-auth-filter';
import { ExcelToolbar } from '../../components/excel-toolbar';

const PAGE_SIZE_OPTIONS = [...PRE_AUTH_PAGE_SIZES];
const DEFAULT_PAGE_SIZE = 10;
const COLUMNS = gridColumns<PreAuthShownRow>(PRE_AUTH_COLUMNS);
const HIDDEN = hiddenColumns(PRE_AUTH_COLUMNS);

export function PreAuthPage() {
  const [today] = useState(todayInAmman);
  const [applied, setApplied] = useState<PreAuthFilter>(() => preAuthDefaultRange(today));
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });

  const list = usePreAuth({ filter: applied, page: paging.page, size: paging.pageSize });
  const isLoading = list.isFetching;
  // A failed load is silent (part 2 §8): the grid shows no rows rather than an earlier result.
  const reply = list.isError ? undefined : list.data;
  // Card type and status in words, as the file has them.
  const rows = useMemo(() => (reply?.data.results ?? []).map(preAuthInWords), [reply]);
  const totalRecords = reply?.metadata.pagination.totalRecords ?? 0;

  const files = useFileDownload<'excel'>(MESSAGES.downloadFailed);
  const downloadExcel = () => void files.run('excel', () => downloadPreAuth(applied, paging.pageSize));

  // Stable, so the (memoised) filter and its date pickers sit out the grid's loading renders.
  const submitFilter = useCallback((filter: PreAuthFilter) => {
    setApplied(filter);
    setPaging((current) => ({ ...current, page: 0 }));
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">Pre Auth Transactions</Typography>
          <Typography color="text.secondary">View and filter pre-authorisation holds</Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <PreAuthFilterBar defaults={applied} today={today} onSubmit={submitFilter} />
        </Paper>
        <Paper variant="outlined">
          <ExcelToolbar
            disabled={isLoading}
            isPreparing={files.preparing !== null}
            onDownload={downloadExcel}
            onRefresh={() => void list.refetch()}
          />
          <PagedGrid
            label="Pre Auth Transactions"
            rows={rows}
            columns={COLUMNS}
            initialState={{ columns: { columnVisibilityModel: HIDDEN } }}
            total={totalRecords}
            loading={isLoading}
            emptyText={MESSAGES.noTransactionsFound}
            // After a failed load there is nothing to page through.
            paging={reply ? paging : { ...paging, page: 0 }}
            pageSizes={PAGE_SIZE_OPTIONS}
            onPagingChange={setPaging}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
