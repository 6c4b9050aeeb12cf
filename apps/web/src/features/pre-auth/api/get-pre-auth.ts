// The pre-auth list: one server page of the merchant's holds for the applied period (spec part 2 §7).
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { call } from '../../../lib/http';
import { pagedKey, usePagedQuery, type PagedSearch } from '../../../lib/paged-query';

/** Pre-auth amounts are in dinars (part 2 §9). */
export const PRE_AUTH_CURRENCY = 'JOD';

/** The dates the filter applies (DD-MM-YYYY). */
export interface PreAuthFilter {
  fromDate: string;
  toDate: string;
}

export type PreAuthSearch = PagedSearch<PreAuthFilter>;

export type PreAuthPage = EndpointReply<typeof ENDPOINTS.preAuthList>;

export async function getPreAuth(search: PreAuthSearch, signal?: AbortSignal): Promise<PreAuthPage> {
  return call(ENDPOINTS.preAuthList, {
    query: { page: search.page, size: search.size, ...search.filter, currency: PRE_AUTH_CURRENCY },
    signal,
  });
}

// A failed pre-auth load is silent (part 2 §8): the list says so in place of its rows.
export function usePreAuth(search: PreAuthSearch) {
  return usePagedQuery(pagedKey(['pre-auth'], search), (signal) => getPreAuth(search, signal));
}
