// The pre-auth list: one server page of the merchant's holds for the applied period (spec part 2 §7), in the
// order a sortable column asked for.
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import {
  PRE_AUTH_DEFAULT_SORT,
  PRE_AUTH_SORT_FIELDS,
  type PreAuthOrder,
} from '@merchant-portal/contracts/schemas/pre-auth';
import { orderOf, type ListSort } from '../../../components/use-list-view';
import { call } from '../../../lib/http';
import { pagedKey, usePagedQuery, type PagedSearch } from '../../../lib/paged-query';

/** Pre-auth amounts are in dinars (part 2 §9). */
export const PRE_AUTH_CURRENCY = 'JOD';

/** The dates the filter applies (DD-MM-YYYY). */
export interface PreAuthFilter {
  fromDate: string;
  toDate: string;
}

export interface PreAuthSearch extends PagedSearch<PreAuthFilter> {
  /** The order a sortable column asked for; absent or null for the list's own, newest first. */
  sort?: ListSort | null | undefined;
}

export type PreAuthPage = EndpointReply<typeof ENDPOINTS.preAuthList>;

/** The order the list and its file are asked for. */
export const preAuthOrder = (sort: ListSort | null | undefined): PreAuthOrder =>
  orderOf(sort, PRE_AUTH_SORT_FIELDS, PRE_AUTH_DEFAULT_SORT);

export async function getPreAuth(search: PreAuthSearch, signal?: AbortSignal): Promise<PreAuthPage> {
  return call(ENDPOINTS.preAuthList, {
    query: {
      page: search.page,
      size: search.size,
      ...search.filter,
      currency: PRE_AUTH_CURRENCY,
      ...preAuthOrder(search.sort),
    },
    signal,
  });
}

// A failed pre-auth load is silent (part 2 §8): the list says so in place of its rows. A new order is a new
// search: the grid clears rather than show one order's rows under another's arrow.
export function usePreAuth(search: PreAuthSearch) {
  return usePagedQuery(pagedKey(['pre-auth', preAuthOrder(search.sort)], search), (signal) =>
    getPreAuth(search, signal),
  );
}
