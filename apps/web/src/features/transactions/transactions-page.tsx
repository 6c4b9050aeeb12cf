// /transactions (spec part 2 §2 "Transactions screen"): the filter bar over a server-paged transaction grid.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { hasCareemCategory, merchantCodeOf } from '@merchant-portal/contracts/permissions';
import { ALL_BRANCHES, type TransactionSource } from '@merchant-portal/contracts/schemas/transactions';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { useEffect, useReducer, useState } from 'react';
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
import { OWN_MERCHANT, useBranches } from './api/get-branches';
import { useMerchantGroup } from './api/get-merchant-group';
import { useTransactions } from './api/get-transactions';
import { HIDDEN_COLUMNS, gridRowId, transactionColumns } from './columns';

// Texts of spec part 2 §8.
export const TRANSACTION_TEXTS = {
  loadFailed: MESSAGES.couldNotLoadTransactions,
  emptyReply: MESSAGES.couldNotGetTransactionsList,
  branchesFailed: MESSAGES.couldNotLoadBranches,
  noRows: MESSAGES.noTransactionsFound,
} as const;

/** The Transactions screen opens on PoS, like MODEE (part 2 §4). */
export const DEFAULT_SOURCE: TransactionSource = 'P';
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 1000];
const DEFAULT_PAGE_SIZE = 10;
/** The MIT grid caps its own page size at 100; paging is ours (TablePagination), the grid shows one page. */
const GRID_PAGINATION = { page: 0, pageSize: 100 } as const;
const NO_BRANCHES: Branch[] = [];
/** Careem categories have no call in this release: the picker stays hidden until they do. */
const NO_CATEGORIES: string[] = [];

function loadErrorText(error: unknown): string {
  if (!isHttpError(error)) return TRANSACTION_TEXTS.loadFailed;
  // A 2xx reply that is not a transaction list.
  if (error.status >= 200 && error.status < 300) return TRANSACTION_TEXTS.emptyReply;
  return validationErrorText(error) ?? (error.message || TRANSACTION_TEXTS.loadFailed);
}

export function TransactionsPage() {
  const user = useCurrentUser();
  const roles = roleNamesOf(user);
  const [today] = useState(todayInAmman);
  const [filterState, dispatch] = useReducer(filterReducer, undefined, () =>
    initialFilterState(DEFAULT_SOURCE, today),
  );
  const [applied, setApplied] = useState<AppliedFilter>(() => toAppliedFilter(filterState.form));
  const [aticoMerchantCode, setAticoMerchantCode] = useState<string | undefined>(undefined);
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });

  const group = useMerchantGroup(user.username);
  const merchants = group.data ?? [];
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

  const transactions = useTransactions({
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
  const columns = transactionColumns(applied.transactionName, viewedMerchantCode, roles);

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
          <Typography variant="h1">Transactions</Typography>
          <Typography color="text.secondary">View and filter past transactions</Typography>
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
            canPickCategory={hasCareemCategory(roles)}
            categories={NO_CATEGORIES}
            isBranchesLoading={branches.isPending}
            onSubmit={(filter) => {
              setApplied(filter);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
          />
        </Paper>
        <Paper variant="outlined">
          <Stack direction="row" sx={{ px: 1, py: 0.5 }}>
            <Button
              size="small"
              startIcon={<RefreshIcon />}
              disabled={isLoading}
              onClick={() => void transactions.refetch()}
            >
              Refresh
            </Button>
          </Stack>
          <Box sx={{ height: 640 }}>
            <DataGrid
              aria-label="Transactions"
              rows={rows}
              columns={columns}
              getRowId={gridRowId}
              initialState={{ columns: { columnVisibilityModel: HIDDEN_COLUMNS } }}
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
      </Stack>
    </LocalizationProvider>
  );
}
