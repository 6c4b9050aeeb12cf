// /transactions and /modee-transactions (spec part 2 §2 "Transactions screen", "MODEE Transactions"): the
// filter bar over a server-paged transaction grid, its files, and the special merchant's extra tables.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { hasCareemCategory, merchantCodeOf } from '@merchant-portal/contracts/permissions';
import {
  ALL_BRANCHES,
  sameDayIssue,
  type ExportFormat,
  type TransactionSource,
} from '@merchant-portal/contracts/schemas/transactions';
import {
  isSpecialMerchant,
  modeeColumns,
  transactionColumns,
} from '@merchant-portal/contracts/transaction-columns';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import {
  filterReducer,
  initialFilterState,
  toAppliedFilter,
  type AppliedFilter,
  type Branch,
} from '../../components/filter-bar/filter-state';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { isHttpError } from '../../lib/http';
import { validationErrorText } from '../../lib/errors';
import { downloadDayDetails } from './api/download-details';
import { exportTransactions } from './api/export-transactions';
import { OWN_MERCHANT, useBranches } from './api/get-branches';
import { useCategories } from './api/get-categories';
import { useMerchantGroup } from './api/get-merchant-group';
import { useTransactions, type TransactionScreen } from './api/get-transactions';
import { gridColumns, gridRowId, hiddenColumns, type GridRow } from './columns';
import { FileToolbar } from './file-toolbar';
import { SummaryTables } from './summary-tables';
import { useFileDownload } from './use-file-download';

// Texts of spec part 2 §8.
export const TRANSACTION_TEXTS = {
  loadFailed: MESSAGES.couldNotLoadTransactions,
  emptyReply: MESSAGES.couldNotGetTransactionsList,
  branchesFailed: MESSAGES.couldNotLoadBranches,
  noRows: MESSAGES.noTransactionsFound,
  downloadFailed: MESSAGES.downloadFailed,
} as const;

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
export const DEFAULT_SOURCE: TransactionSource = 'P';
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 1000];
const DEFAULT_PAGE_SIZE = 10;
/** The MIT grid caps its own page size at 100; paging is ours (TablePagination), the grid shows one page. */
const GRID_PAGINATION = { page: 0, pageSize: 100 } as const;
const NO_BRANCHES: Branch[] = [];
const NO_CATEGORIES: string[] = [];

function loadErrorText(error: unknown): string {
  if (!isHttpError(error)) return TRANSACTION_TEXTS.loadFailed;
  // A 2xx reply that is not a transaction list.
  if (error.status >= 200 && error.status < 300) return TRANSACTION_TEXTS.emptyReply;
  return validationErrorText(error) ?? (error.message || TRANSACTION_TEXTS.loadFailed);
}

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
  useEffect(() => {
    if (branches.isError) enqueueSnackbar(TRANSACTION_TEXTS.branchesFailed, { variant: 'error' });
  }, [branches.isError, branches.errorUpdatedAt]);

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
  const { error: loadError } = transactions;
  useEffect(() => {
    if (loadError) enqueueSnackbar(loadErrorText(loadError), { variant: 'error' });
  }, [loadError]);

  const isLoading = transactions.isFetching;
  const rows = transactions.data?.content ?? [];
  const totalElements = transactions.data?.totalElements ?? 0;
  const columnSpecs =
    screen === 'modee'
      ? modeeColumns(applied.transactionName, roles)
      : transactionColumns(applied.transactionName, viewedMerchantCode, roles);
  const columns = gridColumns<GridRow>(columnSpecs);
  const isSpecial = screen === 'transactions' && isSpecialMerchant(viewedMerchantCode);
  const showsSummaries = isSpecial && (applied.transactionName === 'M' || applied.transactionName === 'P');

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
              sx={{ width: 320, mb: 2 }}
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
            onSubmit={(filter) => {
              setApplied(filter);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
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
          <Box sx={{ height: 640 }}>
            <DataGrid
              aria-label="Transactions"
              rows={rows}
              columns={columns}
              getRowId={gridRowId}
              initialState={{ columns: { columnVisibilityModel: hiddenColumns(columnSpecs) } }}
              paginationMode="server"
              paginationModel={GRID_PAGINATION}
              rowCount={totalElements}
              hideFooter
              loading={isLoading}
              disableColumnFilter
              // The CSP (script-src 'self') forbids new Function(): filter with the plain code path.
              disableEval
              disableRowSelectionOnClick
              localeText={{ noRowsLabel: TRANSACTION_TEXTS.noRows }}
              slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
            />
          </Box>
          <TablePagination
            component="div"
            count={totalElements}
            page={paging.page}
            rowsPerPage={paging.pageSize}
            rowsPerPageOptions={PAGE_SIZE_OPTIONS}
            disabled={isLoading}
            onPageChange={(_event, page) => setPaging((current) => ({ ...current, page }))}
            onRowsPerPageChange={(event) => setPaging({ page: 0, pageSize: Number(event.target.value) })}
          />
        </Paper>
        {showsSummaries && <SummaryTables search={{ filter: applied, aticoMerchantCode }} />}
      </Stack>
    </LocalizationProvider>
  );
}
