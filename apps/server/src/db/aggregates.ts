// Sums as the replies want them: 0, not null, for an empty group; counts as numbers, amounts as exact
// decimal strings.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const int = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`;
export const money = (value: SQL) => sql<string>`coalesce(${value}, 0)`;

/** A roll-up's sales summed: its transactions and their amount. */
export const salesSums = (rollUp: { txCount: AnyPgColumn; amountSum: AnyPgColumn }) => ({
  count: int(sql`sum(${rollUp.txCount})`),
  amount: money(sql`sum(${rollUp.amountSum})`),
});
