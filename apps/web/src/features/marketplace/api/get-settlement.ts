// The Shopix and Emart settlement rows: one server page of the merchant's order payments for the applied
// period and currency (Shopix and Emart Reports).
import type { CURRENCIES } from '@merchant-portal/contracts/schemas/transactions';
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { previousPageOf } from '../../../lib/previous-page';

/** The transaction search's currency choices (blank: every currency). */
export type SettlementCurrency = (typeof CURRENCIES)[number];

/** The filter the screen applies: DD-MM-YYYY dates and a currency (blank: every currency). */
export interface SettlementFilter {
  fromDate: string;
  toDate: string;
  currency: SettlementCurrency;
}

export interface SettlementSearch {
  filter: SettlementFilter;
  /** Zero-based. */
  page: number;
  size: number;
}

export type SettlementPage = EndpointReply<typeof ENDPOINTS.marketplaceSettlementList>;

export async function getSettlement(search: SettlementSearch, signal?: AbortSignal): Promise<SettlementPage> {
  return call(ENDPOINTS.marketplaceSettlementList, {
    query: { page: search.page, size: search.size, ...search.filter },
    signal,
  });
}

export const settlementQueryOptions = (search: SettlementSearch) =>
  queryOptions({
    // Every filter and page value is in the key: a change re-queries, and the abandoned request is aborted.
    queryKey: ['marketplace-settlement', search.filter, { page: search.page, size: search.size }],
    queryFn: ({ signal }) => getSettlement(search, signal),
    // A search result is a snapshot the user refreshes on purpose.
    staleTime: 0,
  });

export function useSettlement(search: SettlementSearch) {
  const options = settlementQueryOptions(search);
  // The grid keeps the page on screen (under the loading bar) while the next page of the same search loads.
  return useQuery({ ...options, placeholderData: previousPageOf(options.queryKey) });
}
