// /transactions and /modee-transactions (spec part 2 §2 "Transactions screen", "MODEE Transactions"): the
// filter bar over a server-paged transaction grid, its files, and the special merchant's extra tables.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { hasCareemCategory, merchantCodeOf } from '@merchant-portal/contracts/permissions';
import {
  ALL_BRANCHES,
  sameDayIssue,
  type ExportFormat,
} from '@merchant-portal/contracts/schemas/transactions';
import {
  isSpecialMerchant,
  modeeColumns,
  transactionColumns,
} from '@merchant-portal/contracts/transaction-columns';
import {
  DEFAULT_TRANSACTION_SOURCE,
  sourceSpec,
  type TransactionSource,
} from '@merchant-portal/contracts/transaction-sources';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { PagedGrid } from '../../components/paged-grid';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import {
  filterReducer,
  initialFilterState,
  toAppliedFilter,
  type AppliedFilter,
  type Branch,
} from '../../components/filter-bar/filter-state';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { downloadDayDetails } from './api/download-details';
import { exportTransactions } from './api/export-transactions';
import { OWN_MERCHANT, useBranches } from '../../lib/api/get-branches';
import { useCategories } from './api/get-categories';
import { useMerchantGroup } from './api/get-merchant-group';
import { useTransactions, type TransactionScreen } from './api/get-transactions';
import { gridColumns, hiddenColumns } from '../../components/grid-columns';
import { gridRowId, type GridRow } from './columns';
import { FileToolbar } from '../../components/file-toolbar';
import { SummaryTables } from './summary-tables';
import { TRANSACTION_TEXTS } from '../../lib/transaction-texts';
import { useFileDownload } from '../../lib/use-file-download';

interface ScreenText {
  title: string;
  subtitle: string | null;
  files: Record<ExportFormat, string>;
}

const SCREENS: Record<TransactionScreen, ScreenText> = {
  transactions: {
    title: 'Transactions',
    subtitle: 'View and filter past transactions',
    files: { pdf: 'Export to PDF', excel: 'Download as Excel' },
  },
  modee: { title: 'Transactions', subtitle: null, files: { pdf: 'Export PDF', excel: 'Download Excel' } },
};

/** The Transactions screen opens on PoS, like MODEE (part 2 §4). */
const DEFAULT_SOURCE: TransactionSource = DEFAULT_TRANSACTION_SOURCE;
const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 1000];
const DEFAULT_PAGE_SIZE = 10;
const NO_BRANCHES: Branch[] = [];
const NO_CATEGORIES: string[] = [];

export function TransactionsPage() {
  return <TransactionSearchPage screen="transactions" />;
}

export function ModeeTransactionsPage() {
  return <TransactionSearchPage screen="modee" />;
}

function TransactionSearchPage({ screen }: { screen: TransactionScreen }) {
  const text = SCREENS[screen];
  const user = useCurrentUser();
  const roles = roleNamesOf(user);
  const canPickCategory = hasCareemCategory(roles);
  const [today] = useState(todayInAmman);
  const [filterState, dispatch] = useReducer(filterReducer, undefined, () =>
    initialFilterState(DEFAULT_SOURCE, today),
  );
  const [applied, setApplied] = useState<AppliedFilter>(() => toAppliedFilter(filterState.form));
  const [aticoMerchantCode, setAticoMerchantCode] = useState<string | undefined>(undefined);
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });

  const group = useMerchantGroup(user.username);
  // The merchant select belongs to the Transactions screen (part 2 §2); MoDEE shows the user's merchant.
  const merchants = screen === 'transactions' ? (group.data ?? []) : [];
  const viewedMerchantCode = aticoMerchantCode ?? merchantCodeOf(user.username);

  const branches = useBranches(aticoMerchantCode ?? OWN_MERCHANT);
  // Feeds each branch list, once, into the filter state (its load rule expands ALL or clears CS).
  const loadedBranches = branches.data ?? (branches.isError ? NO_BRANCHES : null);
  if (loadedBranches !== null && loadedBranches !== filterState.branches) {
    dispatch({ type: 'branchesLoaded', branches: loadedBranches });
  }

  const categoryList = useCategories(canPickCategory);
  const categories = useMemo(
    () => categoryList.data?.map((category) => category.code) ?? NO_CATEGORIES,
    [categoryList.data],
  );

  const transactions = useTransactions({
    screen,
    filter: applied,
    aticoMerchantCode,
    maxCount: paging.pageSize,
    offset: paging.page * paging.pageSize,
  });

  const isLoading = transactions.isFetching;
  const rows = transactions.data?.content ?? [];
  const totalElements = transactions.data?.totalElements ?? 0;
  const columnSpecs =
    screen === 'modee'
      ? modeeColumns(applied.transactionName, roles)
      : transactionColumns(applied.transactionName, viewedMerchantCode, roles);
  const columns = gridColumns<GridRow>(columnSpecs);
  const isSpecial = screen === 'transactions' && isSpecialMerchant(viewedMerchantCode);
  const showsSummaries = isSpecial && sourceSpec(applied.transactionName).hasSpecialMerchantSummaries;

  const files = useFileDownload<ExportFormat | 'details'>(TRANSACTION_TEXTS.downloadFailed);
  const exportFile = (format: ExportFormat) =>
    void files.run(format, () =>
      exportTransactions({ screen, filter: applied, aticoMerchantCode }, totalElements, format),
    );
  const downloadDetails = () => {
    const issue = sameDayIssue(applied.fromDate, applied.toDate);
    if (issue) {
      enqueueSnackbar(issue, { variant: 'error' });
      return;
    }
    void files.run('details', () => downloadDayDetails(applied, viewedMerchantCode));
  };

  // Stable, so the (memoised) filter bar and its date pickers sit out the grid's loading renders.
  const submitFilter = useCallback(
    (filter: AppliedFilter) => {
      setApplied(filter);
      setPaging((current) => ({ ...current, page: 0 }));
    },
    [setApplied, setPaging],
  );

  function changeMerchant(merchantCode: string) {
    setAticoMerchantCode(merchantCode);
    dispatch({ type: 'merchantChanged' });
    setApplied((current) => ({ ...current, branchId: ALL_BRANCHES }));
    setPaging((current) => ({ ...current, page: 0 }));
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{text.title}</Typography>
          {text.subtitle && <Typography color="text.secondary">{text.subtitle}</Typography>}
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {merchants.length > 1 && (
            <TextField
              select
              size="small"
              label="Merchant"
              value={aticoMerchantCode ?? merchants[0]?.merchantCode ?? ''}
              sx={{ width: '100%', maxWidth: 320, mb: 2 }}
              onChange={(event) => changeMerchant(event.target.value)}
            >
              {merchants.map((merchant) => (
                <MenuItem key={merchant.merchantCode} value={merchant.merchantCode}>
                  {`${merchant.merchantCode} - ${merchant.merchantName}`}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FilterBar
            state={filterState}
            dispatch={dispatch}
            today={today}
            canPickCategory={canPickCategory}
            categories={categories}
            isBranchesLoading={branches.isPending}
            onSubmit={submitFilter}
          />
        </Paper>
        <Paper variant="outlined">
          <FileToolbar
            labels={text.files}
            disabled={isLoading}
            preparing={files.preparing === 'details' ? null : files.preparing}
            onExport={exportFile}
            onRefresh={() => void transactions.refetch()}
          >
            {isSpecial && (
              <Button
                size="small"
                startIcon={files.preparing === 'details' ? <CircularProgress size={16} /> : <EventIcon />}
                disabled={isLoading || files.preparing !== null}
                onClick={downloadDetails}
              >
                Merchant Transaction Details
              </Button>
            )}
          </FileToolbar>
          <PagedGrid
            label="Transactions"
            rows={rows}
            columns={columns}
            getRowId={gridRowId}
            initialState={{ columns: { columnVisibilityModel: hiddenColumns(columnSpecs) } }}
            total={totalElements}
            loading={isLoading}
            emptyText={TRANSACTION_TEXTS.noRows}
            paging={paging}
            pageSizes={PAGE_SIZE_OPTIONS}
            onPagingChange={setPaging}
          />
        </Paper>
        {showsSummaries && <SummaryTables search={{ filter: applied, aticoMerchantCode }} />}
      </Stack>
    </LocalizationProvider>
  );
}
