// SQL of the pre-authorisations list and file: a merchant's holds of a period in the list's order (newest
// first unless another was asked for), each with its branch's name and where it stands today.
import type { PreAuthOrder } from '@merchant-portal/contracts/schemas/pre-auth';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inPeriod, listOrders, type KeyOrder, type PeriodCriteria, type RowOf } from '../../db/lists.js';
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

function selectHolds(db: Executor, criteria: PreAuthCriteria, order: KeyOrder) {
  const status = sql<'HELD' | 'CAPTURED' | 'EXPIRED'>`case
    when ${holds.capturedAt} is not null then 'CAPTURED'
    when ${holds.expiresOn} < ${criteria.today}::date then 'EXPIRED'
    else 'HELD' end`;
  return db
    .select({
      id: holds.id,
      day: sql<string>`${holds.businessDate}::text`,
      cursor: order.cursor,
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

/** The list's orders: by the day and moment of the hold, or its amount; ties by id (the list index's last). */
const ORDERS = listOrders(
  { transactionDate: [holds.businessDate, holds.authorisedAt], transactionAmount: [holds.amount] },
  holds.id,
);

/** One page (zero-based) of the list in an order. */
export async function pageOfHolds(
  db: Executor,
  criteria: PreAuthCriteria,
  order: PreAuthOrder,
  page: number,
  size: number,
): Promise<HoldRow[]> {
  const keyOrder = ORDERS(order);
  return selectHolds(db, criteria, keyOrder)
    .where(matching(criteria))
    .orderBy(...keyOrder.orderBy)
    .limit(size)
    .offset(page * size);
}

/** Every hold of the list in batches, in an order: each batch reads on from the last one's place. */
export function holdBatches(
  db: Executor,
  criteria: PreAuthCriteria,
  order: PreAuthOrder,
  batchSize = 1000,
): AsyncGenerator<HoldRow[]> {
  const keyOrder = ORDERS(order);
  return keyOrder.batches(batchSize, () => selectHolds(db, criteria, keyOrder), matching(criteria));
}
