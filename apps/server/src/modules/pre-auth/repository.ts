// SQL of the pre-authorisations list and file: a merchant's holds of a period, newest first, each with its
// branch's name and where it stands today.
import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches } from '../../db/schema/merchants.js';
import { preAuthDailyCounts as dailyCounts, preAuthorisations as holds } from '../../db/schema/pre-auth.js';

export interface PreAuthCriteria {
  merchantCode: string;
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
  currency: string;
  /** Today in Amman (YYYY-MM-DD): a hold past its expiry date and not captured has expired. */
  today: string;
}

const matching = (criteria: PreAuthCriteria) =>
  and(
    eq(holds.merchantCode, criteria.merchantCode),
    between(holds.businessDate, criteria.from, criteria.to),
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
        eq(dailyCounts.merchantCode, criteria.merchantCode),
        eq(dailyCounts.currency, criteria.currency),
        between(dailyCounts.businessDate, criteria.from, criteria.to),
      ),
    )
    .groupBy(dailyCounts.currency)
    .having(sql`sum(${dailyCounts.holdCount}) > 0`);
}

/** Where one hold of the list is, to read the next batch after it. */
export interface HoldKey {
  day: string;
  at: string;
  id: number;
}

function selectHolds(db: Executor, criteria: PreAuthCriteria) {
  const status = sql<'HELD' | 'CAPTURED' | 'EXPIRED'>`case
    when ${holds.capturedAt} is not null then 'CAPTURED'
    when ${holds.expiresOn} < ${criteria.today}::date then 'EXPIRED'
    else 'HELD' end`;
  return db
    .select({
      id: holds.id,
      day: sql<string>`${holds.businessDate}::text`,
      at: sql<string>`${holds.authorisedAt}::text`,
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

export type HoldRow = Awaited<ReturnType<ReturnType<typeof selectHolds>['execute']>>[number];

const NEWEST_FIRST = [desc(holds.businessDate), desc(holds.authorisedAt), desc(holds.id)] as const;

/** One page (zero-based) of the list. */
export async function pageOfHolds(
  db: Executor,
  criteria: PreAuthCriteria,
  page: number,
  size: number,
): Promise<HoldRow[]> {
  return selectHolds(db, criteria)
    .where(matching(criteria))
    .orderBy(...NEWEST_FIRST)
    .limit(size)
    .offset(page * size);
}

/** Every hold of the list in batches, newest first: each batch reads on from the last one's key. */
export async function* holdBatches(
  db: Executor,
  criteria: PreAuthCriteria,
  batchSize = 1000,
): AsyncGenerator<HoldRow[]> {
  let after: HoldKey | null = null;
  for (;;) {
    const key = after;
    const rows: HoldRow[] = await selectHolds(db, criteria)
      .where(
        and(
          matching(criteria),
          key
            ? sql`(${holds.businessDate}, ${holds.authorisedAt}, ${holds.id}) < (${key.day}::date, ${key.at}::timestamptz, ${key.id})`
            : undefined,
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { day: last.day, at: last.at, id: last.id };
  }
}
