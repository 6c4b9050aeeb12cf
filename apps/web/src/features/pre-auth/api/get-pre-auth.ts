// The pre-auth list: one server page of the merchant's holds for the applied period (spec part 2 §7).
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { previousPageOf } from '../../../lib/previous-page';

/** Pre-auth amounts are in dinars (part 2 §9). */
export const PRE_AUTH_CURRENCY = 'JOD';

/** The dates the filter applies (DD-MM-YYYY). */
export interface PreAuthFilter {
  fromDate: string;
  toDate: string;
}

export interface PreAuthSearch {
  filter: PreAuthFilter;
  /** Zero-based. */
  page: number;
  size: number;
}

export type PreAuthPage = EndpointReply<typeof ENDPOINTS.preAuthList>;

export async function getPreAuth(search: PreAuthSearch, signal?: AbortSignal): Promise<PreAuthPage> {
  return call(ENDPOINTS.preAuthList, {
    query: { page: search.page, size: search.size, ...search.filter, currency: PRE_AUTH_CURRENCY },
    signal,
  });
}

export const preAuthQueryOptions = (search: PreAuthSearch) =>
  queryOptions({
    // Every filter and page value is in the key: a change re-queries, and the abandoned request is aborted.
    queryKey: ['pre-auth', search.filter, { page: search.page, size: search.size }],
    queryFn: ({ signal }) => getPreAuth(search, signal),
    // No errorMessage in meta: a failed pre-auth load is silent (part 2 §8).
    // A search result is a snapshot the user refreshes on purpose.
    staleTime: 0,
  });

export function usePreAuth(search: PreAuthSearch) {
  const options = preAuthQueryOptions(search);
  // The grid keeps the page on screen (under the loading bar) while the next page of the same search loads.
  return useQuery({ ...options, placeholderData: previousPageOf(options.queryKey) });
}
