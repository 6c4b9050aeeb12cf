// List replies as the server shapes them (contracts' `pagedReply` and `totalledReply`): one page of rows and
// how many rows there are in all; and a reply that never comes, for a request left in flight.
export function pageOf<T>(results: T[], totalRecords = results.length) {
  return { data: { results }, metadata: { pagination: { totalRecords } } };
}

/** A page of a list with a totals strip, here empty. */
export function totalledPageOf<T>(results: T[], totalRecords = results.length) {
  return { ...pageOf(results, totalRecords), totals: [] };
}

/** A reply that never comes: it only ends when the request is aborted. */
export function hangingUntilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

/** A page of the transaction search (contracts' `searchReply`), here with an empty totals strip. */
export function searchPageOf<T>(content: T[], totalElements = content.length) {
  return { totalElements, content, totals: [] };
}
