// Sums as the replies want them: 0, not null, for an empty group; counts as numbers, amounts as exact
// decimal strings.
import { sql, type SQL } from 'drizzle-orm';

export const int = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`;
export const money = (value: SQL) => sql<string>`coalesce(${value}, 0)`;
