// /mofa-transactions (spec part 2 §2 "MOFA Transactions", §4, §9): the consular fees paid by card to the
// ministry's merchant — the filter bar over a server-paged grid whose column choice the user keeps, its PDF and
// Excel files and Refresh. Which embassies a user may see is the server's rule; the screen only preselects.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { isEmbassyUser, merchantCodeOf } from '@merchant-portal/contracts/permissions';
import {
  MOFA_COLUMNS,
  embassyOfUsername,
  mofaDefaultRange,
  mofaFormRange,
  showsEmbassyFilter,
  type MofaRow,
} from '@merchant-portal/contracts/schemas/mofa';
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useCallback, useMemo, useState } from 'react';
import { PagedGrid } from '../../components/paged-grid';
import { FileToolbar } from '../../components/file-toolbar';
import { gridColumns } from '../../components/grid-columns';
import { useColumnVisibility } from '../../lib/api/column-visibility';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { TRANSACTION_TEXTS } from '../../lib/transaction-texts';
import { useFileDownload } from '../../lib/use-file-download';
import { exportMofaTransactions } from './api/export-mofa-transactions';
import { useEmbassies } from './api/get-embassies';
import { useMofaTransactions, type MofaFilter } from './api/get-mofa-transactions';
import { MofaFilterBar } from './mofa-filter';

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 1000];
const DEFAULT_PAGE_SIZE = 10;
const COLUMNS = gridColumns<MofaRow>(MOFA_COLUMNS);
const FILE_LABELS: Record<ExportFormat, string> = { pdf: 'Export to PDF', excel: 'Download as Excel' };
const NO_ROWS: MofaRow[] = [];

const NO_CONDITIONS = {
  rrn: '',
  authCode: '',
  tranRefNo: '',
  isChargedBack: false,
  isProcessed: false,
  isPreArb: false,
} as const;

export function MofaTransactionsPage() {
  const user = useCurrentUser();
  const merchantCode = merchantCodeOf(user.username);
  const showsEmbassy = showsEmbassyFilter(user.username);
  // An embassy user named after their embassy (consular_12@…) searches it from the first load (part 2 §4).
  const embassy = (isEmbassyUser(roleNamesOf(user)) && embassyOfUsername(user.username)) || '';
  const [today] = useState(todayInAmman);
  const [formDefaults] = useState<MofaFilter>(() => ({ ...NO_CONDITIONS, ...mofaFormRange(today), embassy }));
  const [applied, setApplied] = useState<MofaFilter>(() => ({
    ...NO_CONDITIONS,
    ...mofaDefaultRange(today),
    embassy,
  }));
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });

  const embassies = useEmbassies(showsEmbassy);
  const columns = useColumnVisibility('mofa-transactions', MOFA_COLUMNS);
  const search = { filter: applied, merchantCode };
  const list = useMofaTransactions({
    ...search,
    maxCount: paging.pageSize,
    offset: paging.page * paging.pageSize,
  });
  const isLoading = list.isFetching;
  const rows = list.data?.content ?? NO_ROWS;
  const totalElements = list.data?.totalElements ?? 0;

  const files = useFileDownload<ExportFormat>(TRANSACTION_TEXTS.downloadFailed);
  const exportFile = (format: ExportFormat) =>
    void files.run(format, () => exportMofaTransactions(search, totalElements, format));

  // Stable, so the (memoised) filter bar and its date pickers sit out the grid's loading renders. The form's
  // values replace the applied filter whole (part 2 §4).
  const submitFilter = useCallback((filter: MofaFilter) => {
    setApplied(filter);
    setPaging((current) => ({ ...current, page: 0 }));
  }, []);
  const embassyOptions = useMemo(() => embassies.data ?? [], [embassies.data]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">MOFA Transactions</Typography>
          <Typography color="text.secondary">View and filter past transactions</Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <MofaFilterBar
            defaults={formDefaults}
            today={today}
            showsEmbassy={showsEmbassy}
            embassies={embassyOptions}
            onSubmit={submitFilter}
          />
        </Paper>
        <Paper variant="outlined">
          <FileToolbar
            labels={FILE_LABELS}
            disabled={isLoading}
            preparing={files.preparing}
            onExport={exportFile}
            onRefresh={() => void list.refetch()}
          />
          <PagedGrid
            label="MOFA Transactions"
            rows={rows}
            columns={COLUMNS}
            columnVisibilityModel={columns.model}
            onColumnVisibilityModelChange={columns.onChange}
            total={totalElements}
            loading={isLoading}
            emptyText={TRANSACTION_TEXTS.noRows}
            paging={paging}
            pageSizes={PAGE_SIZE_OPTIONS}
            onPagingChange={setPaging}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
