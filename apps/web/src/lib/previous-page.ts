// A list query's placeholder: while the next page of the same search loads, the grid keeps the page it shows
// (under its loading bar); a new filter clears it to the loading state instead, so one search's rows never sit
// under another's columns. List query keys end with their paging: [...what, filter, paging].
import { hashKey, type QueryKey } from '@tanstack/react-query';

/** Whether a query is another page of the search the key names. */
export function isSameSearchAs(queryKey: QueryKey) {
  const search = hashKey(queryKey.slice(0, -1));
  return (previousQuery: { queryKey: QueryKey } | undefined): boolean =>
    previousQuery !== undefined && hashKey(previousQuery.queryKey.slice(0, -1)) === search;
}

export function previousPageOf<T>(queryKey: QueryKey) {
  const isSameSearch = isSameSearchAs(queryKey);
  return (previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    isSameSearch(previousQuery) ? previous : undefined;
}
