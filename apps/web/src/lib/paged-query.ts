// One server page of a list's search as a query: every filter and page value is in the key (a change re-queries,
// and the abandoned request is aborted), a result is a snapshot the user refreshes on purpose (never stale-kept),
// and the grid keeps the page on screen (under the loading bar) while the next page of the same search loads.
// A failure shows in place of the rows (ListPanel), so no errorMessage goes in meta.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { isSameSearchAs } from './previous-page';

/** A search of a server-paged list: the applied filter and the page (zero-based) and its size. */
export interface PagedSearch<F> {
  filter: F;
  /** Zero-based. */
  page: number;
  size: number;
}

/** What names a search's page in its key: what is searched, then the search's paging last. */
export function pagedKey<F>(what: QueryKey, search: PagedSearch<F>): QueryKey {
  return [...what, search.filter, { page: search.page, size: search.size }];
}

/**
 * `queryKey` ends with the search's paging (see previousPageOf). Not `enabled` while the search is not yet
 * one to send (a merchant or branch from the address still being checked): the list shows it loading.
 */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  const isSameSearch = isSameSearchAs(queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    enabled,
    staleTime: 0,
    placeholderData: (previous, previousQuery) => (isSameSearch(previousQuery) ? previous : undefined),
  });
}

/** A server page as the list calls answer it. */
export interface ServerPage<R> {
  data: { results: R[] };
  metadata: { pagination: { totalRecords: number } };
}

const NO_ROWS: never[] = [];

/** A loaded page's rows and the search's whole count: none before the first page arrives. */
export function pageContents<R>(page: ServerPage<R> | undefined): { rows: R[]; total: number } {
  return { rows: page?.data.results ?? NO_ROWS, total: page?.metadata.pagination.totalRecords ?? 0 };
}
