// /transactions and /modee-transactions (spec part 2 §2 "Transactions screen", "MODEE Transactions"): the
// filter bar over a server-paged transaction grid, its files, and the special merchant's extra tables.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { hasCareemCategory, merchantCodeOf } from '@merchant-portal/contracts/permissions';
import {
  ALL_BRANCHES,
  DEFAULT_SORT,
  SORT_FIELDS,
  sameDayIssue,
  type ExportFormat,
} from '@merchant-portal/contracts/schemas/transactions';
import {
  isSpecialMerchant,
  modeeColumns,
  transactionColumns,
} from '@merchant-portal/contracts/transaction-columns';
import type { ColumnScreen } from '@merchant-portal/contracts/schemas/preferences';
import {
  DEFAULT_TRANSACTION_SOURCE,
  MODEE_SOURCE_CODES,
  SOURCE_CODES,
  sourceSpec,
  type TransactionSource,
} from '@merchant-portal/contracts/transaction-sources';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyColumnsHidden } from '../../components/empty-columns';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import { transactionFilterChips } from '../../components/filter-bar/filter-chips';
import {
  filterReducer,
  initialFilterState,
  restoredFilterState,
  type AppliedFilter,
  type Branch,
} from '../../components/filter-bar/filter-state';
import { gridColumns, useGridSorting } from '../../components/grid-columns';
import { ListPanel } from '../../components/list-panel';
import { ListScreen } from '../../components/list-screen';
import { TRANSACTIONS_NOUN, TotalsStrip } from '../../components/totals-strip';
import { PaymentDetailsPanel } from '../../components/payment-details/payment-details-panel';
import { useOpenPayment } from '../../components/payment-details/use-open-payment';
import { useUrlListView } from '../../components/use-url-list-view';
import { useColumnVisibility } from '../../lib/api/column-visibility';
import { translateText } from '../../lib/i18n';
import { OWN_MERCHANT, useBranches } from '../../lib/api/get-branches';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { TRANSACTION_TEXTS, searchFailureText } from '../../lib/transaction-texts';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadDayDetails } from './api/download-details';
import { exportTransactions } from './api/export-transactions';
import { useCategories } from './api/get-categories';
import { useMerchantGroup } from './api/get-merchant-group';
import { useTransactions, type TransactionScreen } from './api/get-transactions';
import { gridRowId, type GridRow } from './columns';
import { SummaryTables } from './summary-tables';
import { TRANSACTION_PAGE_SIZES, settledScope, transactionsUrlView, type TransactionsView } from './url-view';

interface ScreenText {
  /** Whose column choice the grid keeps: one for every source, by field. */
  columnScreen: ColumnScreen;
  title: string;
  subtitle: string | null;
  files: Record<ExportFormat, string>;
  /** The sources its picker offers. */
  sources: readonly TransactionSource[];
}

const SCREENS: Record<TransactionScreen, ScreenText> = {
  transactions: {
    columnScreen: 'transactions',
    title: phrase('Transactions'),
    subtitle: phrase('View and filter past transactions'),
    files: { pdf: phrase('Export to PDF'), excel: phrase('Download as Excel') },
    sources: SOURCE_CODES,
  },
  modee: {
    columnScreen: 'modee-transactions',
    title: phrase('Transactions'),
    subtitle: null,
    files: { pdf: phrase('Export PDF'), excel: phrase('Download Excel') },
    sources: MODEE_SOURCE_CODES,
  },
};

/** The columns kept on screen even when the page has them empty: the date and the money of part 2 §2. */
const FIXED_COLUMNS = ['transactionDate', 'transactionAmount', 'mdrAmount', 'netAmount'];

/** The Transactions screen opens on PoS, like MODEE (part 2 §4). */
const DEFAULT_SOURCE: TransactionSource = DEFAULT_TRANSACTION_SOURCE;
const PAGE_SIZE_OPTIONS = TRANSACTION_PAGE_SIZES;
const NO_BRANCHES: Branch[] = [];
const NO_CATEGORIES: string[] = [];
const NO_ROWS: GridRow[] = [];

export function TransactionsPage() {
  return <TransactionSearchPage screen="transactions" />;
}

export function ModeeTransactionsPage() {
  return <TransactionSearchPage screen="modee" />;
}

function TransactionSearchPage({ screen }: { screen: TransactionScreen }) {
  const { t } = useTranslation();
  const text = SCREENS[screen];
  const user = useCurrentUser();
  const roles = roleNamesOf(user);
  const canPickCategory = hasCareemCategory(roles);
  const [today] = useState(todayInAmman);
  // The search is the address's (use-url-list-view.ts): a reload, Back and Forward and a shared link show it.
  const [codec] = useState(() =>
    transactionsUrlView({
      today,
      sources: text.sources,
      defaultSource: DEFAULT_SOURCE,
      hasMerchant: screen === 'transactions',
    }),
  );
  const list = useUrlListView<AppliedFilter, TransactionsView>(codec);
  const [filterState, dispatch] = useReducer(filterReducer, undefined, () =>
    restoredFilterState(initialFilterState(list.view.filter.transactionName, today), list.view.filter),
  );
  // The applied filter moved by Back, Forward or a fallback: the form shows it again.
  const [restores, setRestores] = useState(list.restores);
  if (restores !== list.restores) {
    setRestores(list.restores);
    dispatch({ type: 'filterRestored', filter: list.view.filter });
  }
  const payment = useOpenPayment();

  const group = useMerchantGroup(user.username);
  // The merchant select belongs to the Transactions screen (part 2 §2); MoDEE shows the user's merchant.
  const merchants = screen === 'transactions' ? (group.data ?? []) : [];
  const groupCodes = useMemo(
    () => group.data?.map((merchant) => merchant.merchantCode) ?? (group.isError ? [] : null),
    [group.data, group.isError],
  );
  // The address's merchant once the user's group has it; the user's own merchant until then.
  const aticoMerchantCode =
    list.view.merchant !== null && groupCodes?.includes(list.view.merchant) ? list.view.merchant : undefined;
  const viewedMerchantCode = aticoMerchantCode ?? merchantCodeOf(user.username);

  const branches = useBranches(aticoMerchantCode ?? OWN_MERCHANT);
  // The address's merchant and branch checked against the user's: null while that is loading.
  const settled = settledScope(list.view, {
    merchants: groupCodes,
    branches: branches.data ?? (branches.isError ? NO_BRANCHES : null),
  });
  const { view, setView } = list;
  useEffect(() => {
    if (settled !== null && settled !== view) setView(settled, { replace: true });
  }, [settled, view, setView]);
  const applied = (settled ?? view).filter;
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

  const transactions = useTransactions(
    {
      screen,
      filter: applied,
      aticoMerchantCode,
      sort: list.view.sort,
      maxCount: list.paging.pageSize,
      offset: list.paging.page * list.paging.pageSize,
    },
    settled !== null,
  );

  const rows = transactions.data?.content ?? NO_ROWS;
  const totalElements = transactions.data?.totalElements ?? 0;
  const columnSpecs =
    screen === 'modee'
      ? modeeColumns(applied.transactionName, roles)
      : transactionColumns(applied.transactionName, viewedMerchantCode, roles);
  // The date and the money sort on the server (contracts' SORT_FIELDS); DCC's summary has none of them.
  const columns = gridColumns<GridRow>(columnSpecs, { sortable: SORT_FIELDS, t });
  const sorting = useGridSorting(list, DEFAULT_SORT, columns);
  const visibility = useColumnVisibility(
    text.columnScreen,
    columnSpecs,
    emptyColumnsHidden(rows, columns, FIXED_COLUMNS),
  );
  const isSpecial = screen === 'transactions' && isSpecialMerchant(viewedMerchantCode);
  const showsSummaries = isSpecial && sourceSpec(applied.transactionName).hasSpecialMerchantSummaries;

  const files = useFileDownload<ExportFormat | 'details'>(TRANSACTION_TEXTS.downloadFailed);
  const exportFile = (format: ExportFormat) =>
    void files.run(format, () =>
      exportTransactions(
        { screen, filter: applied, aticoMerchantCode, sort: list.view.sort, columns: visibility.visible },
        totalElements,
        format,
      ),
    );
  const downloadDetails = () => {
    const issue = sameDayIssue(applied.fromDate, applied.toDate);
    if (issue) {
      enqueueSnackbar(translateText(issue), { variant: 'error' });
      return;
    }
    void files.run('details', () => downloadDayDetails(applied, viewedMerchantCode));
  };

  function changeMerchant(merchantCode: string) {
    dispatch({ type: 'merchantChanged' });
    list.setView(
      (current) => ({
        ...current,
        merchant: merchantCode,
        filter: { ...current.filter, branchId: ALL_BRANCHES },
        page: 0,
      }),
      { byScreen: true },
    );
  }

  return (
    <ListScreen
      title={text.title}
      subtitle={text.subtitle}
      activeFilters={transactionFilterChips(applied, loadedBranches ?? NO_BRANCHES, t)}
      filter={
        <>
          {merchants.length > 1 && (
            <TextField
              select
              size="small"
              label={t('Merchant')}
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
            sources={text.sources}
            hasSearch
            onSubmit={list.submit}
          />
        </>
      }
    >
      <ListPanel
        label={phrase('Transactions')}
        // While the address's merchant or branch is checked, the list shows it loading.
        query={settled === null ? { ...transactions, isFetching: true } : transactions}
        texts={{ empty: TRANSACTION_TEXTS.noRows, failure: searchFailureText }}
        files={{
          labels: text.files,
          preparing: files.preparing === 'details' ? null : files.preparing,
          onExport: exportFile,
          noneText: TRANSACTION_TEXTS.noExport,
          extra: isSpecial && (
            <Button
              size="small"
              startIcon={files.preparing === 'details' ? <CircularProgress size={16} /> : <EventIcon />}
              disabled={transactions.isFetching || files.preparing !== null}
              onClick={downloadDetails}
            >
              {t('Merchant Transaction Details')}
            </Button>
          ),
        }}
        totals={
          <TotalsStrip
            totals={transactions.data?.totals}
            noun={TRANSACTIONS_NOUN}
            columns={columns.filter((column) => visibility.model[column.field] !== false)}
          />
        }
        rows={rows}
        columns={columns}
        getRowId={gridRowId}
        columnVisibilityModel={visibility.model}
        onColumnVisibilityModelChange={visibility.onChange}
        {...sorting}
        total={totalElements}
        paging={list.paging}
        pageSizes={PAGE_SIZE_OPTIONS}
        onPagingChange={list.onPagingChange}
        // A DCC summary row is a merchant's month, not a payment: it opens nothing.
        {...(!sourceSpec(applied.transactionName).isDccSummary && {
          onRowOpen: (row: GridRow) => {
            if ('id' in row) payment.open(row.id);
          },
        })}
      />
      {showsSummaries && settled !== null && (
        <SummaryTables search={{ filter: applied, aticoMerchantCode }} />
      )}
      <PaymentDetailsPanel />
    </ListScreen>
  );
}
