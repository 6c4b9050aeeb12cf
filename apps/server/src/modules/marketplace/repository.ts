// SQL of the marketplace reports: a merchant's order payments of a period with their charges and settlement
// day (Shopix and Emart Reports) in the list's order, and one scheme's orders of a period (the order-master),
// newest first.
import { and, between, eq, sql, type SQL, type Subquery } from 'drizzle-orm';
import type {
  MarketplaceScheme,
  OrderStatus,
  SettlementOrder,
} from '@merchant-portal/contracts/schemas/marketplace';
import type { Executor } from '../../db/client.js';
import {
  inPeriod,
  keysetBatches,
  listOrders,
  type RowOf,
  type CardMoneySums,
  type PeriodCriteria,
} from '../../db/lists.js';
import {
  marketplaceDailyCounts as dailyCounts,
  marketplaceOrders as orders,
} from '../../db/schema/marketplace.js';
import { cardTransactions as payments } from '../../db/schema/transactions.js';

export interface SettlementCriteria extends PeriodCriteria {
  /** Empty: every currency. */
  currency: string;
}

export interface OrderCriteria extends PeriodCriteria {
  scheme: MarketplaceScheme;
  /** Today in Amman (YYYY-MM-DD): an order whose delivery day has come is delivered. */
  today: string;
}

const settlementMatching = (criteria: SettlementCriteria) =>
  and(
    inPeriod({ merchantCode: orders.merchantCode, day: orders.cardBusinessDate }, criteria),
    criteria.currency ? eq(orders.currency, criteria.currency) : undefined,
  );

/**
 * The period's total and the sums of the payments' amounts and charges per currency, largest count first,
 * from the per-day counts (one row a day and currency, kept by triggers with the orders, the sums beside
 * the count).
 */
export async function countSettlementRows(
  db: Executor,
  criteria: SettlementCriteria,
): Promise<CardMoneySums[]> {
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
        inPeriod({ merchantCode: dailyCounts.merchantCode, day: dailyCounts.cardBusinessDate }, criteria),
        criteria.currency ? eq(dailyCounts.currency, criteria.currency) : undefined,
      ),
    )
    .groupBy(dailyCounts.currency)
    .having(sql`sum(${dailyCounts.orderCount}) > 0`)
    .orderBy(sql`${count} desc`, dailyCounts.currency);
}

/** An order's card payment: its day and id, and the payment's own merchant too (a link can never lead to
 * another merchant's transaction). */
const PAYMENT_OF_ORDER = and(
  eq(payments.businessDate, orders.cardBusinessDate),
  eq(payments.id, orders.cardTransactionId),
  eq(payments.merchantCode, orders.merchantCode),
);

/**
 * The settlement rows' orders: by the payment's day and moment, or by its amount or net amount; ties by the
 * order's id (the row's).
 */
const SETTLEMENT_ORDERS = listOrders(
  {
    transactionDate: [orders.cardBusinessDate, orders.orderedAt],
    transactionAmount: [payments.amount],
    netAmount: [payments.netAmount],
  },
  orders.id,
);

/**
 * The settlement rows of the orders `where` picks, in the order, `limit` of them after skipping `offset`. By
 * day (the order's own columns) the orders are cut first, on their own index, under the table's own name, and
 * only they are joined to their payments: the page does not depend on the planner's guess of the join's size
 * (it once guessed 7 rows for 16,704 and hash-joined the whole period's orders and payments). By an amount,
 * which only the payment holds, the period's orders are joined to their payments before the page is cut.
 */
function settlementRows(
  db: Executor,
  criteria: SettlementCriteria,
  order: SettlementOrder,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  const keyOrder = SETTLEMENT_ORDERS(order);
  const select = (source: typeof orders | Subquery) =>
    db
      .select({
        id: orders.id,
        day: sql<string>`${orders.cardBusinessDate}::text`,
        cursor: keyOrder.cursor,
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
      .from(source)
      .innerJoin(
        payments,
        and(
          PAYMENT_OF_ORDER,
          // The period again, on the partitioned table, so only its months are read.
          between(payments.businessDate, criteria.from, criteria.to),
        ),
      )
      .orderBy(...keyOrder.orderBy)
      .$dynamic();
  if (order.sortBy !== 'transactionDate') return select(orders).where(where).limit(limit).offset(offset);
  const page = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...keyOrder.orderBy)
    .limit(limit)
    .offset(offset)
    .as('marketplace_orders');
  return select(page);
}

export type SettlementDbRow = Awaited<ReturnType<typeof settlementRows>>[number];

/** One page (zero-based) of the settlement rows in an order. */
export async function pageOfSettlementRows(
  db: Executor,
  criteria: SettlementCriteria,
  order: SettlementOrder,
  page: number,
  size: number,
): Promise<SettlementDbRow[]> {
  return settlementRows(db, criteria, order, settlementMatching(criteria), size, page * size);
}

/** Every settlement row in batches, in an order: each batch reads on from the last one's place. */
export function settlementBatches(
  db: Executor,
  criteria: SettlementCriteria,
  order: SettlementOrder,
  batchSize = 1000,
): AsyncGenerator<SettlementDbRow[]> {
  const after = SETTLEMENT_ORDERS(order).after;
  return keysetBatches(batchSize, (cursor) =>
    settlementRows(db, criteria, order, and(settlementMatching(criteria), after(cursor)), batchSize),
  );
}

function selectOrders(db: Executor, criteria: OrderCriteria) {
  const status = sql<OrderStatus>`case when ${orders.deliveredOn} <= ${criteria.today}::date
    then 'DELIVERED' else 'SHIPPED' end`;
  return db
    .select({
      id: orders.id,
      day: sql<string>`${orders.orderDate}::text`,
      cursor: ORDER_MASTER_ORDER.cursor,
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
    .innerJoin(payments, PAYMENT_OF_ORDER)
    .$dynamic();
}

export type OrderDbRow = RowOf<typeof selectOrders>;

const orderMatching = (criteria: OrderCriteria) =>
  and(
    inPeriod({ merchantCode: orders.merchantCode, day: orders.orderDate }, criteria),
    eq(orders.scheme, criteria.scheme),
  );

/** The order-master's one order: newest first (the order's day and moment, then its id). */
const ORDER_MASTER_ORDER = listOrders(
  { orderDate: [orders.orderDate, orders.orderedAt] },
  orders.id,
)({
  sortBy: 'orderDate',
  sortDirection: 'desc',
});

/** Every order of the scheme and period in batches, newest first, each batch after the last one's key. */
export function orderBatches(
  db: Executor,
  criteria: OrderCriteria,
  batchSize = 1000,
): AsyncGenerator<OrderDbRow[]> {
  return ORDER_MASTER_ORDER.batches(batchSize, () => selectOrders(db, criteria), orderMatching(criteria));
}
