// The transaction search: one server page of card transactions for the applied filter.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import {
  DEFAULT_SORT,
  SORT_FIELDS,
  type DccSummaryRow,
  type ExportFilter,
  type SortField,
  type TransactionFilterInput,
  type TransactionRow,
} from '@merchant-portal/contracts/schemas/transactions';
import type { MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import type { ListOrder } from '@merchant-portal/contracts/schemas/sort';
import { sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import type { AppliedFilter } from '../../../components/filter-bar/filter-state';
import { orderOf, type ListSort } from '../../../components/use-list-view';
import { call } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { warnedWhenEmpty } from '../../../lib/transaction-texts';

export interface TransactionsPage {
  totalElements: number;
  /** Card transactions, or for DCC one summary row per merchant. */
  content: (TransactionRow | DccSummaryRow)[];
  /** The whole filtered set's totals per currency, when the server sends them. */
  totals?: ListTotals | undefined;
}

/** The Transactions and MoDEE screens search the same data through their own calls and permissions. */
export type TransactionScreen = 'transactions' | 'modee';
export const SCREEN_CALLS = {
  transactions: { search: ENDPOINTS.transactionSearch, file: ENDPOINTS.transactionFile },
  modee: { search: ENDPOINTS.modeeSearch, file: ENDPOINTS.modeeFile },
} as const satisfies Record<TransactionScreen, object>;

export interface TransactionsSearch {
  screen: TransactionScreen;
  filter: AppliedFilter;
  /** A merchant of the user's group; absent for the user's own merchant. */
  aticoMerchantCode?: string | undefined;
  /** The order a sortable column asked for; absent or null for the default, newest first. */
  sort?: ListSort | null | undefined;
  maxCount: number;
  offset: number;
}

/** The filter of part 2 §3 that the filter bar owns (currency travels in the query string). */
export function filterFields(filter: AppliedFilter, aticoMerchantCode: string | undefined) {
  const { currency: _currency, search: _search, amountFrom: _from, amountTo: _to, ...fields } = filter;
  const body: Omit<ExportFilter, 'maxCount' | 'offset'> = {
    ...(aticoMerchantCode ? { aticoMerchantCode } : {}),
    ...fields,
  };
  return body;
}

/**
 * The order the server is asked for: the sorted column's, or the default. DCC's one summary row per
 * merchant has no sortable column, so it keeps the default whatever the transactions were sorted by.
 */
export function sortOf(filter: AppliedFilter, sort: ListSort | null | undefined): ListOrder<SortField> {
  return sourceSpec(filter.transactionName).isDccSummary
    ? DEFAULT_SORT
    : orderOf(sort, SORT_FIELDS, DEFAULT_SORT);
}

/** The request body: the search filter, the search text and amount range, and the order. */
export function searchBody({
  filter,
  aticoMerchantCode,
  sort,
  maxCount,
  offset,
}: Omit<TransactionsSearch, 'screen'>) {
  const { search, amountFrom, amountTo } = filter;
  const body: TransactionFilterInput = {
    maxCount,
    offset,
    ...filterFields(filter, aticoMerchantCode),
    ...(search.trim() === '' ? {} : { search: search.trim() }),
    ...(amountFrom === null ? {} : { amountFrom }),
    ...(amountTo === null ? {} : { amountTo }),
    ...sortOf(filter, sort),
  };
  return body;
}

export async function getTransactions(
  search: TransactionsSearch,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const reply: { totalElements: number; content: SearchRow[]; totals?: ListTotals | undefined } = await call(
    SCREEN_CALLS[search.screen].search,
    {
      query: { currency: search.filter.currency },
      body: searchBody(search),
      signal,
    },
  );
  // The search's call also answers MOFA searches; a body without MOFA fields never gets MOFA rows.
  return {
    totalElements: reply.totalElements,
    content: reply.content.filter(isCardSearchRow),
    totals: reply.totals,
  };
}

type SearchRow = TransactionRow | DccSummaryRow | MofaRow;

function isCardSearchRow(row: SearchRow): row is TransactionRow | DccSummaryRow {
  return !('referenceNumber' in row);
}

const transactionsKey = (search: TransactionsSearch) =>
  [
    'transactions',
    search.screen,
    {
      ...search.filter,
      aticoMerchantCode: search.aticoMerchantCode ?? null,
      ...sortOf(search.filter, search.sort),
    },
    { maxCount: search.maxCount, offset: search.offset },
  ] as const;

/** `enabled` is false while the search waits for its merchant and branch to be checked. */
export function useTransactions(search: TransactionsSearch, enabled = true) {
  return usePagedQuery(
    transactionsKey(search),
    (signal) => warnedWhenEmpty(getTransactions(search, signal)),
    enabled,
  );
}
