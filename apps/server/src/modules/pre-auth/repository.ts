// SQL of the pre-authorisations list and file: a merchant's holds of a period, newest first, each with its
// branch's name and where it stands today.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inPeriod, keyOrder, type RowOf, type PeriodCriteria } from '../../db/lists.js';
import { branches } from '../../db/schema/merchants.js';
import { preAuthDailyCounts as dailyCounts, preAuthorisations as holds } from '../../db/schema/pre-auth.js';

export interface PreAuthCriteria extends PeriodCriteria {
  currency: string;
  /** Today in Amman (YYYY-MM-DD): a hold past its expiry date and not captured has expired. */
  today: string;
}

const matching = (criteria: PreAuthCriteria) =>
  and(
    inPeriod({ merchantCode: holds.merchantCode, day: holds.businessDate }, criteria),
    eq(holds.currency, criteria.currency),
  );

/** The period's holds of a currency: how many, and the amounts held and captured. */
export interface HoldTotal {
  currency: string;
  count: number;
  amount: string;
  captured: string;
}

/**
 * The period's total and sums, from the per-day counts (one row a day, kept by triggers with the holds, the
 * sums beside the count): one row for the list's currency, none when it has no holds.
 */
export async function countHolds(db: Executor, criteria: PreAuthCriteria): Promise<HoldTotal[]> {
  return db
    .select({
      currency: sql<string>`${dailyCounts.currency}`,
      count: sql<number>`sum(${dailyCounts.holdCount})::int`,
      amount: sql<string>`sum(${dailyCounts.amountSum})`,
      captured: sql<string>`sum(${dailyCounts.capturedSum})`,
    })
    .from(dailyCounts)
    .where(
      and(
        inPeriod({ merchantCode: dailyCounts.merchantCode, day: dailyCounts.businessDate }, criteria),
        eq(dailyCounts.currency, criteria.currency),
      ),
    )
    .groupBy(dailyCounts.currency)
    .having(sql`sum(${dailyCounts.holdCount}) > 0`);
}

function selectHolds(db: Executor, criteria: PreAuthCriteria) {
  const status = sql<'HELD' | 'CAPTURED' | 'EXPIRED'>`case
    when ${holds.capturedAt} is not null then 'CAPTURED'
    when ${holds.expiresOn} < ${criteria.today}::date then 'EXPIRED'
    else 'HELD' end`;
  return db
    .select({
      ...ORDER.key,
      time: sql<string>`to_char(${holds.authorisedAt} at time zone 'Asia/Amman', 'HH24:MI:SS')`,
      transactionId: holds.transactionId,
      authCode: holds.authCode,
      maskedPan: holds.maskedPan,
      locality: holds.locality,
      cardKind: holds.cardKind,
      binType: holds.binType,
      branchName: sql<string>`coalesce(${branches.branchName}, ${holds.branchId})`,
      terminalId: holds.terminalId,
      amount: holds.amount,
      currency: holds.currency,
      expiresOn: sql<string>`${holds.expiresOn}::text`,
      status,
      capturedAmount: holds.capturedAmount,
    })
    .from(holds)
    .leftJoin(
      branches,
      and(eq(branches.merchantCode, holds.merchantCode), eq(branches.branchId, holds.branchId)),
    )
    .$dynamic();
}

export type HoldRow = RowOf<typeof selectHolds>;

const ORDER = keyOrder({ day: holds.businessDate, at: holds.authorisedAt, id: holds.id });

/** One page (zero-based) of the list. */
export async function pageOfHolds(
  db: Executor,
  criteria: PreAuthCriteria,
  page: number,
  size: number,
): Promise<HoldRow[]> {
  return selectHolds(db, criteria)
    .where(matching(criteria))
    .orderBy(...ORDER.newestFirst)
    .limit(size)
    .offset(page * size);
}

/** Every hold of the list in batches, newest first: each batch reads on from the last one's key. */
export function holdBatches(
  db: Executor,
  criteria: PreAuthCriteria,
  batchSize = 1000,
): AsyncGenerator<HoldRow[]> {
  return ORDER.batches(batchSize, () => selectHolds(db, criteria), matching(criteria));
}
