// List replies as the server shapes them (contracts' `pagedReply` and `totalledReply`): one page of rows and
// how many rows there are in all.
export function pageOf<T>(results: T[], totalRecords = results.length) {
  return { data: { results }, metadata: { pagination: { totalRecords } } };
}

/** A page of a list with a totals strip, here empty. */
export function totalledPageOf<T>(results: T[], totalRecords = results.length) {
  return { ...pageOf(results, totalRecords), totals: [] };
}
