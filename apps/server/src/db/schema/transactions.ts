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
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Card transactions: the big table, partitioned by month of the business day (the migration adds
// PARTITION BY RANGE; partitions are created ahead of every load), and its daily roll-ups, written in the
// same statement as the rows they summarise (ARCHITECTURE §5). A roll-up's day is the business day and the
// deposit (settlement) day together: in practice one follows from the other, so the pair adds few rows and
// lets the settlement views (PS, MS) count from the roll-ups too.

export const cardTransactionIds = pgSequence('card_transactions_id_seq');

export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('card_transactions_id_seq')`),
    businessDate: date('business_date').notNull(),
    transactionAt: timestamp('transaction_at', { withTimezone: true }).notNull(),
    depositDate: date('deposit_date').notNull(),
    merchantCode: text('merchant_code').notNull(),
    branchId: text('branch_id').notNull(),
    terminalId: text('terminal_id').notNull(),
    source: text('source').notNull(),
    transactionType: text('transaction_type').notNull(),
    merchantRef: text('merchant_ref'),
    // First 6 and last 4 only (PCI DSS 3.4); cardToken is a keyed hash for matching repeat customers.
    maskedPan: text('masked_pan').notNull(),
    cardToken: text('card_token').notNull(),
    tranPaymentMethod: text('tran_payment_method').notNull(),
    amount: numeric('amount', { precision: 18, scale: 3 }).notNull(),
    fixedAmount: numeric('fixed_amount', { precision: 18, scale: 3 }).notNull(),
    mdrPercentage: numeric('mdr_percentage', { precision: 7, scale: 4 }).notNull(),
    mdrAmount: numeric('mdr_amount', { precision: 18, scale: 3 }).notNull(),
    netAmount: numeric('net_amount', { precision: 18, scale: 3 }).notNull(),
    currency: text('currency').notNull(),
    cardScheme: text('card_scheme').notNull(),
    cardKind: char('card_kind', { length: 1 }).notNull(),
    locality: char('locality', { length: 1 }).notNull(),
    isBankCustomer: boolean('is_bank_customer').notNull(),
    category: text('category'),
    qrTransactionId: text('qr_transaction_id'),
    billNumber: text('bill_number'),
    bnplTxn: text('bnpl_txn'),
    bnplMdrValue: numeric('bnpl_mdr_value', { precision: 7, scale: 4 }),
    bnplAmount: numeric('bnpl_amount', { precision: 18, scale: 3 }),
    bnplMdrAmount: numeric('bnpl_mdr_amount', { precision: 18, scale: 3 }),
    dccType: text('dcc_type'),
    // A DCC transaction's share: the merchant's part of the currency-conversion markup, in the transaction's
    // currency, as the DCC provider reports it (null for every other transaction, or when none was reported).
    dccShare: numeric('dcc_share', { precision: 18, scale: 3 }),
    authCode: text('auth_code').notNull(),
    rrn: text('rrn').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessDate, t.id] }),
    // The search's order, newest day first, so a date range starts its walk at its own last day. NULLS FIRST
    // is what ORDER BY … DESC means: with Drizzle's default (NULLS LAST) the search cannot walk these
    // indexes and sorts the whole range instead.
    index('card_transactions_search_idx').on(
      t.merchantCode,
      t.source,
      t.businessDate.desc().nullsFirst(),
      t.transactionAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The settlement views (PS, MS) select and order by deposit date.
    index('card_transactions_settlement_idx').on(
      t.merchantCode,
      t.source,
      t.depositDate.desc().nullsFirst(),
      t.transactionAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('card_transactions_branch_idx').on(t.branchId, t.source, t.businessDate),
  ],
);

/** What both roll-ups add up, per key. */
const rollUpMeasures = () => ({
  txCount: integer('tx_count').notNull(),
  amountSum: numeric('amount_sum', { precision: 18, scale: 3 }).notNull(),
  fixedSum: numeric('fixed_sum', { precision: 18, scale: 3 }).notNull(),
  mdrSum: numeric('mdr_sum', { precision: 18, scale: 3 }).notNull(),
  netSum: numeric('net_sum', { precision: 18, scale: 3 }).notNull(),
});

export const dailyTransactionTotals = pgTable(
  'daily_transaction_totals',
  {
    businessDate: date('business_date').notNull(),
    depositDate: date('deposit_date').notNull(),
    merchantCode: text('merchant_code').notNull(),
    branchId: text('branch_id').notNull(),
    terminalId: text('terminal_id').notNull(),
    source: text('source').notNull(),
    cardScheme: text('card_scheme').notNull(),
    cardKind: char('card_kind', { length: 1 }).notNull(),
    locality: char('locality', { length: 1 }).notNull(),
    isBankCustomer: boolean('is_bank_customer').notNull(),
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
    businessDate: date('business_date').notNull(),
    depositDate: date('deposit_date').notNull(),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
