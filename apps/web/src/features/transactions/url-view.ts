// The Transactions and MoDEE view in the address: source, from, to, branch, card, method, currency, category,
// the search (q, amountFrom, amountTo), merchant (a merchant of the user's group, Transactions only), page,
// size and the order (sort, dir). Each value falls back to its default on its own; a period the source's rules
// refuse (part 2 §5) is the source's default period, and what a source locks or hides (part 2 §4) is its
// default. A merchant or branch the user does not have falls back once they are known (settledScope).
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { SEARCH_MAX_LENGTH, parseSearchTerm } from '@merchant-portal/contracts/search-term';
import {
  ALL_BRANCHES,
  CARD_TYPES,
  CURRENCIES,
  DEFAULT_SORT,
  METHOD_TYPES,
  SORT_FIELDS,
  cardSearchFields,
  dateRangeIssues,
  type BranchItem,
} from '@merchant-portal/contracts/schemas/transactions';
import { sourceSpec, type TransactionSource } from '@merchant-portal/contracts/transaction-sources';
import {
  ALL_CATEGORIES,
  defaultFilterForm,
  toAppliedFilter,
  type AppliedFilter,
} from '../../components/filter-bar/filter-state';
import type { ListView } from '../../components/use-list-view';
import {
  oneOf,
  pagingKeys,
  readPaging,
  readPeriod,
  readSort,
  readText,
  sortKeys,
  writePaging,
  writeSort,
  type UrlViewCodec,
} from '../../components/use-url-list-view';

/** The applied filter, and the merchant of the user's group being viewed (null: the user's own). */
export type TransactionsView = ListView<AppliedFilter> & { merchant: string | null };

export const TRANSACTION_PAGE_SIZES = [10, 20, 50, 100, 1000];
/** Part 2 §9: ten rows a page. */
const DEFAULT_SIZE = 10;
const BRANCH_IDS = /^[0-9A-Za-z_-]+(,[0-9A-Za-z_-]+)*$/;
const MERCHANT_CODE = /^[0-9A-Za-z_-]{1,20}$/;
const CATEGORY = /^[\w .&-]{1,50}$/;

export interface TransactionsUrlViewOptions {
  today: DayNumber;
  /** The sources the screen offers, and the one it opens on. */
  sources: readonly TransactionSource[];
  defaultSource: TransactionSource;
  /** The Transactions screen has a merchant select for a merchant group; MoDEE has not. */
  hasMerchant: boolean;
}

/** The branch choice a source takes: ALL where the choice is locked or one branch is asked and several came. */
function readBranch(value: string | null, source: TransactionSource): string {
  const choice = sourceSpec(source).filter.branches;
  if (value === null || !BRANCH_IDS.test(value) || choice === 'disabled') return ALL_BRANCHES;
  if (choice !== 'many' && value.includes(',')) return ALL_BRANCHES;
  return value.split(',').includes(ALL_BRANCHES) ? ALL_BRANCHES : value;
}

/** An amount bound the search accepts (at most 3 decimals, not negative), else none. */
function readAmount(value: string | null): number | null {
  if (value === null || !/^\d{1,15}(\.\d{1,3})?$/.test(value)) return null;
  const amount = Number(value);
  return cardSearchFields.amountFrom.safeParse(amount).success ? amount : null;
}

function readSearch(params: URLSearchParams): Pick<AppliedFilter, 'search' | 'amountFrom' | 'amountTo'> {
  const text = readText(params, 'q', SEARCH_MAX_LENGTH);
  const amountFrom = readAmount(params.get('amountFrom'));
  const amountTo = readAmount(params.get('amountTo'));
  // A range the wrong way round is refused by the search: it is dropped whole, like a broken period.
  const isRange = amountFrom === null || amountTo === null || amountFrom <= amountTo;
  return {
    search: parseSearchTerm(text) === null ? '' : text,
    amountFrom: isRange ? amountFrom : null,
    amountTo: isRange ? amountTo : null,
  };
}

export function readTransactionsFilter(
  params: URLSearchParams,
  { today, sources, defaultSource }: Omit<TransactionsUrlViewOptions, 'hasMerchant'>,
): AppliedFilter {
  const source = oneOf(params.get('source'), sources) ?? defaultSource;
  const rules = sourceSpec(source).filter;
  const defaults = toAppliedFilter(defaultFilterForm(source, today));
  const category = params.get('category');
  return {
    ...defaults,
    ...readPeriod(
      params,
      { from: 'from', to: 'to' },
      (fromDate, toDate) => dateRangeIssues(fromDate, toDate, source, today),
      defaults,
    ),
    branchId: readBranch(params.get('branch'), source),
    cardType: rules.cardType === 'locked' ? 'All' : (oneOf(params.get('card'), CARD_TYPES) ?? 'All'),
    methodType: rules.methodType === 'locked' ? 'All' : (oneOf(params.get('method'), METHOD_TYPES) ?? 'All'),
    currency: rules.hasCurrency ? (oneOf(params.get('currency'), CURRENCIES) ?? '') : '',
    category: rules.hasCategory && category !== null && CATEGORY.test(category) ? category : ALL_CATEGORIES,
    ...readSearch(params),
  };
}

export function transactionsUrlView(options: TransactionsUrlViewOptions): UrlViewCodec<TransactionsView> {
  const defaults = toAppliedFilter(defaultFilterForm(options.defaultSource, options.today));
  const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? undefined : String(value));
  return {
    keys: ['source', 'from', 'to', 'branch', 'card', 'method', 'currency', 'category', 'q']
      .concat(['amountFrom', 'amountTo', 'merchant'])
      .concat(pagingKeys())
      .concat(sortKeys()),
    read: (params) => {
      const merchant = params.get('merchant');
      return {
        filter: readTransactionsFilter(params, options),
        merchant: options.hasMerchant && merchant !== null && MERCHANT_CODE.test(merchant) ? merchant : null,
        ...readPaging(params, TRANSACTION_PAGE_SIZES, DEFAULT_SIZE),
        sort: readSort(params, SORT_FIELDS, DEFAULT_SORT),
      };
    },
    write: (view) => {
      const { filter } = view;
      return {
        source: unlessDefault(filter.transactionName, defaults.transactionName),
        from: filter.fromDate,
        to: filter.toDate,
        branch: unlessDefault(filter.branchId, ALL_BRANCHES),
        card: unlessDefault(filter.cardType, 'All'),
        method: unlessDefault(filter.methodType, 'All'),
        currency: filter.currency || undefined,
        category: unlessDefault(filter.category, ALL_CATEGORIES),
        q: filter.search.trim() || undefined,
        amountFrom: filter.amountFrom === null ? undefined : String(filter.amountFrom),
        amountTo: filter.amountTo === null ? undefined : String(filter.amountTo),
        merchant: view.merchant ?? undefined,
        ...writePaging(view, DEFAULT_SIZE),
        ...writeSort(view.sort, DEFAULT_SORT),
      };
    },
  };
}

/** What the user's merchants and the viewed merchant's branches are, once loaded (null while loading). */
export interface KnownScope {
  merchants: readonly string[] | null;
  branches: readonly BranchItem[] | null;
}

/**
 * The view with its merchant and branch checked against what the user has: a merchant outside the user's
 * group is the user's own (and its branches ALL), a branch the merchant lacks is ALL. Null while what decides
 * is still loading: nothing is asked of the server with a merchant or branch it would refuse.
 */
export function settledScope(view: TransactionsView, known: KnownScope): TransactionsView | null {
  if (view.merchant !== null) {
    if (known.merchants === null) return null;
    if (!known.merchants.includes(view.merchant)) {
      return { ...view, merchant: null, filter: { ...view.filter, branchId: ALL_BRANCHES }, page: 0 };
    }
  }
  if (view.filter.branchId === ALL_BRANCHES) return view;
  if (known.branches === null) return null;
  const ids = new Set(known.branches.map((branch) => branch.branchId));
  if (view.filter.branchId.split(',').every((id) => ids.has(id))) return view;
  return { ...view, filter: { ...view.filter, branchId: ALL_BRANCHES }, page: 0 };
}
