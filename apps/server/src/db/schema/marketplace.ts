import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.js';

/**
 * Marketplace orders (spec part 2 §2 "Order-master report", "Shopix and Emart Reports"): an order a customer
 * placed on one of the merchant's storefronts (Emart, Shopix) and paid with one card payment, linked to that
 * card transaction, and the day the marketplace settles it to the merchant. Whether it is shipped or delivered
 * is read against today from its delivery day, never stored.
 */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    orderId: text('order_id').notNull(),
    scheme: text('scheme').notNull(),
    // The business day in Amman the order was placed and paid, and its moment (the payment's).
    orderDate: date('order_date').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    customerReference: text('customer_reference').notNull(),
    itemCount: integer('item_count').notNull(),
    amount: numeric('amount', { precision: 18, scale: 3 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    deliveredOn: date('delivered_on').notNull(),
    // The card transaction that paid the order (card_transactions' key: business day and id). No foreign key:
    // one on the big partitioned table would forbid truncating it or detaching a month (bulk reloads,
    // retention); the reports join on it, so an order whose payment is gone is not listed.
    cardBusinessDate: date('card_business_date').notNull(),
    cardTransactionId: bigint('card_transaction_id', { mode: 'number' }).notNull(),
    merchantSettlementDate: date('merchant_settlement_date').notNull(),
  },
  (t) => [
    unique('marketplace_orders_order_id_key').on(t.merchantCode, t.orderId),
    // One order per payment.
    unique('marketplace_orders_card_transaction_key').on(t.cardBusinessDate, t.cardTransactionId),
    // The order-master: one scheme's orders of a period, newest first.
    index('marketplace_orders_scheme_day_idx').on(t.merchantCode, t.scheme, t.orderDate, t.orderedAt, t.id),
    // The settlement report: the payments of a period, newest first.
    index('marketplace_orders_payment_day_idx').on(t.merchantCode, t.cardBusinessDate, t.orderedAt, t.id),
    check('marketplace_orders_scheme', sql`${t.scheme} in ('EMART', 'SHOPIX')`),
    check('marketplace_orders_item_count', sql`${t.itemCount} > 0`),
    check('marketplace_orders_amount', sql`${t.amount} > 0`),
    check('marketplace_orders_delivery', sql`${t.deliveredOn} >= ${t.orderDate}`),
    check('marketplace_orders_settlement', sql`${t.merchantSettlementDate} > ${t.orderDate}`),
  ],
);

/**
 * Order payments per merchant, currency and payment day: the settlement list's total reads one row a day.
 * Kept by triggers on marketplace_orders (migration 0019) in the statement that writes the orders.
 */
export const marketplaceDailyCounts = pgTable(
  'marketplace_daily_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    cardBusinessDate: date('card_business_date').notNull(),
    orderCount: integer('order_count').notNull(),
    // The day's payments' amounts and charges (their card transactions'): the list's totals (migration 0022).
    amountSum: numeric('amount_sum', { precision: 18, scale: 3 }).notNull().default('0'),
    fixedSum: numeric('fixed_sum', { precision: 18, scale: 3 }).notNull().default('0'),
    mdrSum: numeric('mdr_sum', { precision: 18, scale: 3 }).notNull().default('0'),
    netSum: numeric('net_sum', { precision: 18, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({
      name: 'marketplace_daily_counts_pk',
      columns: [t.merchantCode, t.currency, t.cardBusinessDate],
    }),
  ],
);
