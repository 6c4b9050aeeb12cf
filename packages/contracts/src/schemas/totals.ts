import { z } from 'zod';

// The totals strip above a transaction-like grid (issue 26 §3): the whole filtered set, not the page, per
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
