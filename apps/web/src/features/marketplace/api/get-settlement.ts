// The Shopix and Emart settlement rows: one server page of the merchant's order payments for the applied
// period and currency (Shopix and Emart Reports).
import type { CURRENCIES } from '@merchant-portal/contracts/schemas/transactions';
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
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

export type SettlementSearch = PagedSearch<SettlementFilter>;

export type SettlementPage = EndpointReply<typeof ENDPOINTS.marketplaceSettlementList>;

export async function getSettlement(search: SettlementSearch, signal?: AbortSignal): Promise<SettlementPage> {
  return call(ENDPOINTS.marketplaceSettlementList, {
    query: { page: search.page, size: search.size, ...search.filter },
    signal,
  });
}

export function useSettlement(search: SettlementSearch) {
  return usePagedQuery(pagedKey(['marketplace-settlement'], search), (signal) =>
    getSettlement(search, signal),
  );
}
