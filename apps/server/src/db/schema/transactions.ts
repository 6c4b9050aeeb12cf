import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { keyedTable, moment, money, newestFirst } from './columns.js';

// Card transactions: the big table, partitioned by month of the business day (the migration adds
// PARTITION BY RANGE; partitions are created ahead of every load), and its daily roll-ups, written in the
// same statement as the rows they summarise (docs/architecture.md). A roll-up's day is the business day and
// the deposit (settlement) day together: in practice one follows from the other, so the pair adds few rows
// and lets the settlement views (PS, MS) count from the roll-ups too.

export const cardTransactionIds = pgSequence('card_transactions_id_seq');

/** Where a card transaction was taken: the merchant's branch and terminal, and the source that reports it. */
const pointOfSale = () => ({
  merchantCode: text('merchant_code').notNull(),
  branchId: text('branch_id').notNull(),
  terminalId: text('terminal_id').notNull(),
  source: text('source').notNull(),
});

/**
 * The card's class, as the transactions and their roll-ups tell cards apart: its scheme, its kind (C credit,
 * D debit), its issuer (L local, I international) and whether the bank issued it.
 */
const cardClass = () => ({
  cardScheme: text('card_scheme').notNull(),
  cardKind: char('card_kind', { length: 1 }).notNull(),
  locality: char('locality', { length: 1 }).notNull(),
  isBankCustomer: boolean('is_bank_customer').notNull(),
});

export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('card_transactions_id_seq')`),
    businessDate: date('business_date').notNull(),
    transactionAt: moment('transaction_at').notNull(),
    depositDate: date('deposit_date').notNull(),
    ...pointOfSale(),
    transactionType: text('transaction_type').notNull(),
    merchantRef: text('merchant_ref'),
    // First 6 and last 4 only (PCI DSS 3.4); cardToken is a keyed hash for matching repeat customers.
    maskedPan: text('masked_pan').notNull(),
    cardToken: text('card_token').notNull(),
    tranPaymentMethod: text('tran_payment_method').notNull(),
    amount: money('amount').notNull(),
    fixedAmount: money('fixed_amount').notNull(),
    mdrPercentage: numeric('mdr_percentage', { precision: 7, scale: 4 }).notNull(),
    mdrAmount: money('mdr_amount').notNull(),
    netAmount: money('net_amount').notNull(),
    currency: text('currency').notNull(),
    ...cardClass(),
    category: text('category'),
    qrTransactionId: text('qr_transaction_id'),
    billNumber: text('bill_number'),
    bnplTxn: text('bnpl_txn'),
    bnplMdrValue: numeric('bnpl_mdr_value', { precision: 7, scale: 4 }),
    bnplAmount: money('bnpl_amount'),
    bnplMdrAmount: money('bnpl_mdr_amount'),
    dccType: text('dcc_type'),
    // A DCC transaction's share: the merchant's part of the currency-conversion markup, in the transaction's
    // currency, as the DCC provider reports it (null for every other transaction, or when none was reported).
    dccShare: money('dcc_share'),
    authCode: text('auth_code').notNull(),
    rrn: text('rrn').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessDate, t.id] }),
    // The search's order, newest day first, so a date range starts its walk at its own last day.
    index('card_transactions_search_idx').on(
      t.merchantCode,
      t.source,
      ...newestFirst(t.businessDate, t.transactionAt, t.id),
    ),
    // The settlement views (PS, MS) select and order by deposit date.
    index('card_transactions_settlement_idx').on(
      t.merchantCode,
      t.source,
      ...newestFirst(t.depositDate, t.transactionAt, t.id),
    ),
    index('card_transactions_branch_idx').on(t.branchId, t.source, t.businessDate),
    // The card search's text: the card's last four, a masked card, an RRN, an auth code. The last four are an
    // expression index rather than a new column: a column would rewrite every row of the table (10M and
    // more), where the index is only built. A masked card is found by its last four, then the whole mask.
    index('card_transactions_last4_idx').on(t.merchantCode, sql`right(${t.maskedPan}, 4)`),
    index('card_transactions_rrn_idx').on(t.merchantCode, t.rrn),
    index('card_transactions_auth_code_idx').on(t.merchantCode, t.authCode),
    // An exact amount, an amount range, and the order by amount or by net amount, ties by id: walked
    // forwards or backwards, either direction's first page reads its own rows only.
    index('card_transactions_amount_idx').on(t.merchantCode, t.source, t.amount, t.id),
    index('card_transactions_net_amount_idx').on(t.merchantCode, t.source, t.netAmount, t.id),
    // One payment's details: by its id alone (the key leads with the day, which the link does not carry),
    // and the payments linked to it by the merchant's reference.
    index('card_transactions_id_idx').on(t.id),
    index('card_transactions_merchant_ref_idx')
      .on(t.merchantCode, t.merchantRef)
      .where(sql`${t.merchantRef} is not null`),
  ],
);

/** A roll-up's day: the business day and the deposit day together. */
const rollUpDay = () => ({
  businessDate: date('business_date').notNull(),
  depositDate: date('deposit_date').notNull(),
});

/** What both roll-ups add up, per key. */
const rollUpMeasures = () => ({
  txCount: integer('tx_count').notNull(),
  amountSum: money('amount_sum').notNull(),
  fixedSum: money('fixed_sum').notNull(),
  mdrSum: money('mdr_sum').notNull(),
  netSum: money('net_sum').notNull(),
});

export const dailyTransactionTotals = pgTable(
  'daily_transaction_totals',
  {
    ...rollUpDay(),
    ...pointOfSale(),
    ...cardClass(),
    currency: text('currency').notNull(),
    ...rollUpMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'daily_transaction_totals_pk',
      columns: [
        t.merchantCode,
        t.businessDate,
        t.depositDate,
        t.source,
        t.branchId,
        t.terminalId,
        t.cardScheme,
        t.cardKind,
        t.locality,
        t.isBankCustomer,
        t.currency,
      ],
    }),
    // The search's total: one merchant and source over a date range, whatever the other dimensions.
    index('daily_transaction_totals_search_idx').on(t.merchantCode, t.source, t.businessDate),
    index('daily_transaction_totals_settlement_idx').on(t.merchantCode, t.source, t.depositDate),
  ],
);

/**
 * The same totals per merchant, source, currency and days only: the search's total when no branch, card or
 * terminal filter applies (its default view) reads one row a day here instead of hundreds above.
 */
export const dailySourceTotals = pgTable(
  'daily_source_totals',
  {
    ...rollUpDay(),
    merchantCode: text('merchant_code').notNull(),
    source: text('source').notNull(),
    currency: text('currency').notNull(),
    ...rollUpMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'daily_source_totals_pk',
      columns: [t.merchantCode, t.source, t.businessDate, t.depositDate, t.currency],
    }),
  ],
);

/** The last business day the demo generator has filled, so a restart only adds the missing days. */
export const demoState = pgTable('demo_state', {
  name: text('name').primaryKey(),
  lastDay: date('last_day').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * Ride-hailing categories (the Careem picker and column, spec part 2 §4): reference data, loaded by the
 * migration; card_transactions.category holds the code.
 */
export const rideCategories = pgTable('ride_categories', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

// The dashboards' roll-ups: sales in dinars only (refunds and other currencies excluded), written by
// the same statement as the rows like the two above, each as small as its screen needs, so no dashboard read
// scans card transactions.

/** The dashboards' currency: their roll-ups hold sales in it only, and their reads of the search's keep to it. */
export const DASHBOARD_CURRENCY = 'JOD';

/** What the dashboard roll-ups add up, per key. */
const salesMeasures = () => ({
  txCount: integer('tx_count').notNull(),
  amountSum: money('amount_sum').notNull(),
});

/**
 * What a dashboard roll-up may be keyed by: the card transactions' columns, each as they have it, and the
 * month and hour of the day a transaction falls in.
 */
const dashboardDimensions = () => ({
  ...pointOfSale(),
  businessDate: date('business_date').notNull(),
  /** The month's first day. */
  month: date('month').notNull(),
  /** The hour of the day in Amman. */
  hour: smallint('hour').notNull(),
  ...cardClass(),
});

type DashboardDimensions = ReturnType<typeof dashboardDimensions>;

/**
 * A dashboard roll-up: the dimensions of its key, in the order of its primary key, and the sales added up
 * per key.
 */
function salesRollUp<TName extends string, const TKey extends readonly (keyof DashboardDimensions)[]>(
  name: TName,
  key: TKey,
) {
  const dimensions = dashboardDimensions();
  const columns = Object.fromEntries(key.map((column) => [column, dimensions[column]]));
  return keyedTable(name, columns as Pick<DashboardDimensions, TKey[number]>, salesMeasures());
}

/** Per merchant, business day, branch and bank customer or not: tiles, branches, weeks and months. */
export const dashboardDailyTotals = salesRollUp('dashboard_daily_totals', [
  'merchantCode',
  'businessDate',
  'branchId',
  'isBankCustomer',
]);

/** Per merchant and month: the card mix — local or not, debit or credit, scheme. */
export const dashboardMonthlyMix = salesRollUp('dashboard_monthly_mix', [
  'merchantCode',
  'month',
  'isBankCustomer',
  'locality',
  'cardKind',
  'cardScheme',
]);

/** Per merchant, month, branch and hour of the day in Amman: the transactions' timestamps. */
export const dashboardMonthlyHours = salesRollUp('dashboard_monthly_hours', [
  'merchantCode',
  'month',
  'branchId',
  'hour',
  'isBankCustomer',
]);

/** Per merchant, month, branch and terminal: the terminals' share of their branch. */
export const dashboardMonthlyTerminals = salesRollUp('dashboard_monthly_terminals', [
  'merchantCode',
  'month',
  'branchId',
  'terminalId',
  'isBankCustomer',
]);

/**
 * Per merchant, business day, branch, hour of the day in Amman and card class (scheme, local or not, bank
 * customer or not): the advanced dashboard's hour × weekday heat map, and its days when a card filter applies.
 */
export const dashboardDailyHours = salesRollUp('dashboard_daily_hours', [
  'merchantCode',
  'businessDate',
  'branchId',
  'hour',
  'cardScheme',
  'locality',
  'isBankCustomer',
]);

/**
 * Per merchant, week (its Monday) and card (the keyed token): what each customer bought that week — unique
 * customers, churn and visit frequency without reading the rows.
 */
export const customerWeeklyTotals = keyedTable(
  'customer_weekly_totals',
  // A week's customers together; churn reads a few cards' weeks by probing each week.
  {
    merchantCode: text('merchant_code').notNull(),
    weekStart: date('week_start').notNull(),
    cardToken: text('card_token').notNull(),
  },
  {
    isBankCustomer: boolean('is_bank_customer').notNull(),
    ...salesMeasures(),
  },
);

/**
 * Per merchant and card: the first and last day it paid there (new customers, churn candidates) and its
 * payments in the latest calendar year it paid in (visit frequency: a card whose year is not this year has
 * not visited this year).
 */
export const merchantCustomers = pgTable(
  'merchant_customers',
  {
    merchantCode: text('merchant_code').notNull(),
    cardToken: text('card_token').notNull(),
    // The card as it may be shown (first 6, last 4), for the churn list.
    maskedPan: text('masked_pan').notNull(),
    isBankCustomer: boolean('is_bank_customer').notNull(),
    // The card's scheme and local or international issuer: the advanced dashboard's card filters on customers.
    cardScheme: text('card_scheme').notNull(),
    locality: char('locality', { length: 1 }).notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    year: smallint('year').notNull(),
    yearTxCount: integer('year_tx_count').notNull(),
    yearAmount: money('year_amount').notNull(),
  },
  (t) => [
    primaryKey({ name: 'merchant_customers_pk', columns: [t.merchantCode, t.cardToken] }),
    index('merchant_customers_first_day_idx').on(t.merchantCode, t.firstDay),
    index('merchant_customers_last_day_idx').on(t.merchantCode, t.lastDay),
  ],
);

/**
 * Per merchant, how many loads have added to its card transactions: bumped by the statement that stores
 * rows, so a reply computed from them (the dashboard's) can be kept until the next load.
 */
export const merchantDataVersions = pgTable('merchant_data_versions', {
  merchantCode: text('merchant_code').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  loadedAt: moment('loaded_at').notNull(),
});
