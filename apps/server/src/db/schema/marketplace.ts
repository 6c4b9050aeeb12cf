import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cardTransactionKey, moment, money, moneySum, serialKey, keyedTable } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * Marketplace orders (spec part 2 §2 "Order-master report", "Shopix and Emart Reports"): an order a customer
 * placed on one of the merchant's storefronts (Emart, Shopix) and paid with one card payment, linked to that
 * card transaction, and the day the marketplace settles it to the merchant. Whether it is shipped or delivered
 * is read against today from its delivery day, never stored.
 */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: serialKey(),
    merchantCode: merchantRef(),
    orderId: text('order_id').notNull(),
    scheme: text('scheme').notNull(),
    // The business day in Amman the order was placed and paid, and its moment (the payment's).
    orderDate: date('order_date').notNull(),
    orderedAt: moment('ordered_at').notNull(),
    customerReference: text('customer_reference').notNull(),
    itemCount: integer('item_count').notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    deliveredOn: date('delivered_on').notNull(),
    // The card transaction that paid the order.
    ...cardTransactionKey(),
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
export const marketplaceDailyCounts = keyedTable(
  'marketplace_daily_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    cardBusinessDate: date('card_business_date').notNull(),
  },
  {
    orderCount: integer('order_count').notNull(),
    // The day's payments' amounts and charges (their card transactions'): the list's totals (migration 0022).
    amountSum: moneySum('amount_sum'),
    fixedSum: moneySum('fixed_sum'),
    mdrSum: moneySum('mdr_sum'),
    netSum: moneySum('net_sum'),
  },
);
