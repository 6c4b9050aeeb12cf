// The Shopix and Emart settlement rows: one server page of the merchant's order payments for the applied
// period and currency (Shopix and Emart Reports), in the order a sortable column asked for.
import type { SettlementOrder } from '@merchant-portal/contracts/schemas/marketplace';
import { DEFAULT_SORT, SORT_FIELDS, type CURRENCIES } from '@merchant-portal/contracts/schemas/transactions';
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { orderOf, type ListSort } from '../../../components/use-list-view';
import { call } from '../../../lib/http';
import { pagedKey, usePagedQuery, type PagedSearch } from '../../../lib/paged-query';

/** The transaction search's currency choices (blank: every currency). */
export type SettlementCurrency = (typeof CURRENCIES)[number];

/** The filter the screen applies: DD-MM-YYYY dates and a currency (blank: every currency). */
export interface SettlementFilter {
  fromDate: string;
  toDate: string;
  currency: SettlementCurrency;
}

export interface SettlementSearch extends PagedSearch<SettlementFilter> {
  /** The order a sortable column asked for; absent or null for the list's own, newest first. */
  sort?: ListSort | null | undefined;
}

export type SettlementPage = EndpointReply<typeof ENDPOINTS.marketplaceSettlementList>;

/** The order the list and its file are asked for: the card search's columns, as the rows are card payments. */
export const settlementOrder = (sort: ListSort | null | undefined): SettlementOrder =>
  orderOf(sort, SORT_FIELDS, DEFAULT_SORT);

export async function getSettlement(search: SettlementSearch, signal?: AbortSignal): Promise<SettlementPage> {
  return call(ENDPOINTS.marketplaceSettlementList, {
    query: { page: search.page, size: search.size, ...search.filter, ...settlementOrder(search.sort) },
    signal,
  });
}

/** A new order is a new search: the grid clears rather than show one order's rows under another's arrow. */
export function useSettlement(search: SettlementSearch) {
  return usePagedQuery(pagedKey(['marketplace-settlement', settlementOrder(search.sort)], search), (signal) =>
    getSettlement(search, signal),
  );
}
