// What the benchmark loads (`npm run seed -- --transactions N`, `--holds N`, `--bookings N`, `--mofa N`) have
// in common: their options, the days they spread over, and how N rows are shared out among those days.
import { todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '@merchant-portal/server/ingest';

/** Thirteen months: how far back a benchmark load spreads unless told (`--days D`). */
export const BULK_DAYS = 395;

export interface BulkLoad {
  seed: number;
  rows: number;
  /** How many days back from yesterday the rows spread over (13 months by default). */
  days?: number;
  today?: DayNumber;
}

/** A load's today (Amman's unless given) and how many days before it the rows spread over. */
export function bulkWindow(options: BulkLoad): { today: DayNumber; dayCount: number } {
  return { today: options.today ?? todayInAmman(), dayCount: options.days ?? BULK_DAYS };
}

/**
 * `total` rows shared out by weight (one weight a day): each count rounded on the running total, so the counts
 * add up to `total` exactly.
 */
export function shareByWeight(total: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  let shared = 0;
  return weights.map((weight) => {
    running += weight;
    const count = Math.round((total * running) / totalWeight) - shared;
    shared += count;
    return count;
  });
}

/**
 * Analyses the tables a bulk load filled (autovacuum never analyses a partitioned parent), without the
 * server's statement limit: on a table of ten million rows under load it takes longer than a request may.
 */
export async function analyzeLoaded(db: Database, tables: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql.raw(`analyze ${tables}`));
  });
}
