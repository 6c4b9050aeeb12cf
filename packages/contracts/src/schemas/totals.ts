import { z } from 'zod';

// The totals strip above a transaction-like grid: the whole filtered set, not the page, per
// currency, computed by the server from what it already reads for the count.

/** One currency's share of a filtered set: how many rows, and the sum of each money column by its field. */
export const currencyTotal = z.object({
  currency: z.string(),
  count: z.number().int(),
  sums: z.record(z.string(), z.number()),
});
export type CurrencyTotal = z.infer<typeof currencyTotal>;

/** One entry per currency present in the set, largest count first; empty for an empty set. */
export const listTotals = z.array(currencyTotal);
export type ListTotals = z.infer<typeof listTotals>;

/** A list query's page (zero-based) and page size (1 to 1000 rows, 10 by default), from a query string. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(10),
};

/** A page of a list: its rows, and how many rows the whole filtered set holds. */
export function pagedReply<Row extends z.ZodType>(row: Row) {
  return z.object({
    data: z.object({ results: z.array(row) }),
    metadata: z.object({ pagination: z.object({ totalRecords: z.number().int() }) }),
  });
}

/** A page of a list with the whole set's totals per currency (the totals strip above the grid). */
export function totalledReply<Row extends z.ZodType>(row: Row) {
  return pagedReply(row).extend({ totals: listTotals });
}

/** A page of the transaction search: its rows, the whole filtered set's count and its totals per currency. */
export function searchReply<Row extends z.ZodType>(row: Row) {
  return z.object({ totalElements: z.number().int(), content: z.array(row), totals: listTotals });
}
