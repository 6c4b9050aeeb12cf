// SQL of the marketplace reports: a merchant's order payments of a period with their charges and settlement
// day (Shopix and Emart Reports), and one scheme's orders of a period (the order-master), newest first.
import { and, between, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MarketplaceScheme, OrderStatus } from '@merchant-portal/contracts/schemas/marketplace';
import type { Executor } from '../../db/client.js';
import {
  marketplaceDailyCounts as dailyCounts,
  marketplaceOrders as orders,
} from '../../db/schema/marketplace.js';
import { cardTransactions as payments } from '../../db/schema/transactions.js';

export interface PeriodCriteria {
  merchantCode: string;
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export interface SettlementCriteria extends PeriodCriteria {
  /** Empty: every currency. */
  currency: string;
}

export interface OrderCriteria extends PeriodCriteria {
  scheme: MarketplaceScheme;
  /** Today in Amman (YYYY-MM-DD): an order whose delivery day has come is delivered. */
  today: string;
}

/** Where one row of a list is, to read the next batch after it. */
export interface OrderKey {
  day: string;
  at: string;
  id: number;
}

const settlementMatching = (criteria: SettlementCriteria) =>
  and(
    eq(orders.merchantCode, criteria.merchantCode),
    between(orders.cardBusinessDate, criteria.from, criteria.to),
    criteria.currency ? eq(orders.currency, criteria.currency) : undefined,
  );

/** A currency's rows of a list: how many, and the sums of its money columns. */
export interface CurrencyTotal {
  currency: string;
  count: number;
  amount: string;
  fixed: string;
  mdr: string;
  net: string;
}

/**
 * The period's total and the sums of the payments' amounts and charges per currency, largest count first,
 * from the per-day counts (one row a day and currency, kept by triggers with the orders, the sums beside
 * the count).
 */
export async function countSettlementRows(
  db: Executor,
  criteria: SettlementCriteria,
): Promise<CurrencyTotal[]> {
  const count = sql<number>`sum(${dailyCounts.orderCount})::int`;
  return db
    .select({
      currency: sql<string>`${dailyCounts.currency}`,
      count,
      amount: sql<string>`sum(${dailyCounts.amountSum})`,
      fixed: sql<string>`sum(${dailyCounts.fixedSum})`,
      mdr: sql<string>`sum(${dailyCounts.mdrSum})`,
      net: sql<string>`sum(${dailyCounts.netSum})`,
    })
    .from(dailyCounts)
    .where(
      and(
        eq(dailyCounts.merchantCode, criteria.merchantCode),
        between(dailyCounts.cardBusinessDate, criteria.from, criteria.to),
        criteria.currency ? eq(dailyCounts.currency, criteria.currency) : undefined,
      ),
    )
    .groupBy(dailyCounts.currency)
    .having(sql`sum(${dailyCounts.orderCount}) > 0`)
    .orderBy(sql`${count} desc`, dailyCounts.currency);
}

const PAYMENTS_NEWEST_FIRST = [
  desc(orders.cardBusinessDate),
  desc(orders.orderedAt),
  desc(orders.id),
] as const;

/**
 * The settlement rows of the orders `where` picks, newest first, `limit` of them after skipping `offset`.
 * The orders are cut first, on their own index, under the table's own name, and only they are joined to
 * their payments: the page no longer depends on the planner's guess of the join's size (it once guessed 7
 * rows for 16,704 and hash-joined the whole period's orders and payments).
 */
function settlementRows(
  db: Executor,
  criteria: SettlementCriteria,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  const page = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...PAYMENTS_NEWEST_FIRST)
    .limit(limit)
    .offset(offset)
    .as('marketplace_orders');
  return db
    .select({
      id: orders.id,
      day: sql<string>`${orders.cardBusinessDate}::text`,
      at: sql<string>`${orders.orderedAt}::text`,
      rrn: payments.rrn,
      orderId: orders.orderId,
      authCode: payments.authCode,
      maskedPan: payments.maskedPan,
      merchantRef: payments.merchantRef,
      amount: payments.amount,
      currency: payments.currency,
      fixedAmount: payments.fixedAmount,
      mdrPercentage: payments.mdrPercentage,
      mdrAmount: payments.mdrAmount,
      netAmount: payments.netAmount,
      settlementDate: sql<string>`${orders.merchantSettlementDate}::text`,
    })
    .from(page)
    .innerJoin(
      payments,
      and(
        eq(payments.businessDate, orders.cardBusinessDate),
        eq(payments.id, orders.cardTransactionId),
        // The payment's own merchant too: a link can never lead to another merchant's transaction.
        eq(payments.merchantCode, orders.merchantCode),
        // The period again, on the partitioned table, so only its months are read.
        between(payments.businessDate, criteria.from, criteria.to),
      ),
    )
    .orderBy(...PAYMENTS_NEWEST_FIRST);
}

export type SettlementDbRow = Awaited<ReturnType<typeof settlementRows>>[number];

/** One page (zero-based) of the settlement rows. */
export async function pageOfSettlementRows(
  db: Executor,
  criteria: SettlementCriteria,
  page: number,
  size: number,
): Promise<SettlementDbRow[]> {
  return settlementRows(db, criteria, settlementMatching(criteria), size, page * size);
}

const after = (day: AnyColumn, key: OrderKey | null) =>
  key
    ? sql`(${day}, ${orders.orderedAt}, ${orders.id}) < (${key.day}::date, ${key.at}::timestamptz, ${key.id})`
    : undefined;

/** Every settlement row in batches, newest first: each batch reads on from the last one's key. */
export async function* settlementBatches(
  db: Executor,
  criteria: SettlementCriteria,
  batchSize = 1000,
): AsyncGenerator<SettlementDbRow[]> {
  let key: OrderKey | null = null;
  for (;;) {
    const rows: SettlementDbRow[] = await settlementRows(
      db,
      criteria,
      and(settlementMatching(criteria), after(orders.cardBusinessDate, key)),
      batchSize,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    key = { day: last.day, at: last.at, id: last.id };
  }
}

function selectOrders(db: Executor, criteria: OrderCriteria) {
  const status = sql<OrderStatus>`case when ${orders.deliveredOn} <= ${criteria.today}::date
    then 'DELIVERED' else 'SHIPPED' end`;
  return db
    .select({
      id: orders.id,
      day: sql<string>`${orders.orderDate}::text`,
      at: sql<string>`${orders.orderedAt}::text`,
      time: sql<string>`to_char(${orders.orderedAt} at time zone 'Asia/Amman', 'HH24:MI:SS')`,
      orderId: orders.orderId,
      scheme: sql<MarketplaceScheme>`${orders.scheme}`,
      customerReference: orders.customerReference,
      itemCount: orders.itemCount,
      amount: orders.amount,
      currency: orders.currency,
      status,
      rrn: payments.rrn,
      settlementDate: sql<string>`${orders.merchantSettlementDate}::text`,
    })
    .from(orders)
    .innerJoin(
      payments,
      and(
        eq(payments.businessDate, orders.cardBusinessDate),
        eq(payments.id, orders.cardTransactionId),
        eq(payments.merchantCode, orders.merchantCode),
      ),
    )
    .$dynamic();
}

export type OrderDbRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

const orderMatching = (criteria: OrderCriteria) =>
  and(
    eq(orders.merchantCode, criteria.merchantCode),
    eq(orders.scheme, criteria.scheme),
    between(orders.orderDate, criteria.from, criteria.to),
  );

const ORDERS_NEWEST_FIRST = [desc(orders.orderDate), desc(orders.orderedAt), desc(orders.id)] as const;

/** Every order of the scheme and period in batches, newest first, each batch after the last one's key. */
export async function* orderBatches(
  db: Executor,
  criteria: OrderCriteria,
  batchSize = 1000,
): AsyncGenerator<OrderDbRow[]> {
  let key: OrderKey | null = null;
  for (;;) {
    const rows: OrderDbRow[] = await selectOrders(db, criteria)
      .where(and(orderMatching(criteria), after(orders.orderDate, key)))
      .orderBy(...ORDERS_NEWEST_FIRST)
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    key = { day: last.day, at: last.at, id: last.id };
  }
}
