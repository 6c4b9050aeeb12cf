// Columns shown by default only where they say something: a column empty (or zero) on every row of the page
// shown is hidden, so the money fits at 1440 px rather than an always-empty Merchant Reference or an all-zero
// Fixed Amount. The page's rows are the signal (what the screen has); a column the user has shown or hidden
// from the column menu keeps their choice (lib/api/column-visibility.ts), in this session and the next.

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || value === 0;

/** The fields of `fields` blank on every row; none for a page without rows. */
export function emptyFields(rows: readonly object[], fields: readonly string[]): string[] {
  if (rows.length === 0) return [];
  return fields.filter((field) => rows.every((row) => isBlank((row as Record<string, unknown>)[field])));
}

/** The page's empty columns hidden, except `keep` (the columns the spec fixes on screen): the grid's rule. */
export function emptyColumnsHidden(
  rows: readonly object[],
  columns: readonly { field: string }[],
  keep: readonly string[],
): Record<string, boolean> {
  const candidates = columns.map(({ field }) => field).filter((field) => !keep.includes(field));
  return Object.fromEntries(emptyFields(rows, candidates).map((field) => [field, false]));
}
