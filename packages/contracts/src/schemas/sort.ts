import { z } from 'zod';

// The order of a server-paged list (issue 28 "Sorting"): one of the columns the list may be ordered by and a
// direction, the list's own order (newest first) unless asked otherwise. Ties are broken by the row's id in
// the same direction, so pages never overlap.

export const SORT_DIRECTIONS = ['desc', 'asc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list's order as its call takes it. */
export interface ListOrder<Field extends string = string> {
  sortBy: Field;
  sortDirection: SortDirection;
}

export const SORT_DIRECTION_MESSAGE = 'Must be desc or asc';

/** 'Must be transactionDate, transactionAmount or netAmount': the fields a list may be ordered by. */
export function sortByMessage(fields: readonly string[]): string {
  const last = fields.at(-1) ?? '';
  return `Must be ${fields.length > 1 ? `${fields.slice(0, -1).join(', ')} or ${last}` : last}`;
}

/** A list's `sortBy` and `sortDirection`: one of its fields and a direction, each its own order's by default. */
export function sortFields<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  own: ListOrder<NoInfer<Field>>,
) {
  return {
    sortBy: z.enum(fields, { error: sortByMessage(fields) }).default(own.sortBy),
    sortDirection: z.enum(SORT_DIRECTIONS, { error: SORT_DIRECTION_MESSAGE }).default(own.sortDirection),
  };
}
