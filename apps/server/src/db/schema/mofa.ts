import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  cardTransactionKey,
  maskedPanCheck,
  moment,
  money,
  moneySum,
  newestFirst,
  serialKey,
  keyedTable,
} from './columns.js';
import { merchantRef } from './merchants.js';

// MOFA (spec part 2 §2 "MOFA Transactions", §3): the consular and embassy fees the ministry of foreign affairs
// collects online by card. Each payment is a CyberSource card transaction of the ministry's merchant that
// carries the ministry's record of it: the embassy, the fee in the embassy's currency and its rates to JOD,
// the charge-back, processing and pre-arbitration flags and the four messages exchanged about it.

/** The embassies and consulates a fee is paid to. */
export const embassies = pgTable('embassies', {
  code: text('code').primaryKey(),
  /** The city the embassy or consulate is in: 'Cairo'. */
  location: text('location').notNull(),
  country: text('country').notNull(),
});

const rate = (name: string) => numeric(name, { precision: 18, scale: 6 });

export const mofaPayments = pgTable(
  'mofa_payments',
  {
    id: serialKey(),
    merchantCode: merchantRef(),
    // The business day in Amman of the card payment, and its moment.
    businessDate: date('business_date').notNull(),
    transactionAt: moment('transaction_at').notNull(),
    // The card transaction that paid the fee.
    ...cardTransactionKey(),
    // The ministry's reference of the payment (the filter's tranRefNo) and of the consular request.
    referenceNumber: text('reference_number').notNull(),
    requestNumber: text('request_number').notNull(),
    country: text('country').notNull(),
    // Copied from the card transaction, so the search reads this table alone.
    rrn: text('rrn').notNull(),
    mrn: text('mrn').notNull(),
    authCode: text('auth_code').notNull(),
    maskedPan: text('masked_pan').notNull(),
    // The fee in the embassy's currency and the ministry's rate of that currency to JOD.
    amountInOrgCcy: money('amount_in_org_ccy').notNull(),
    orgCurrency: char('org_currency', { length: 3 }).notNull(),
    embassyCode: text('embassy_code')
      .notNull()
      .references(() => embassies.code),
    fxRate: rate('fx_rate').notNull(),
    // The rate the card payment was converted at, and the card surcharge (org currency) with its own rate.
    transactionFxRate: rate('transaction_fx_rate').notNull(),
    surchargeAmount: money('surcharge_amount').notNull(),
    surchargeFxRate: rate('surcharge_fx_rate').notNull(),
    // Fee and surcharge in the org currency, and what the card was charged (the card transaction's amount).
    totalAmount: money('total_amount').notNull(),
    totalAmountJod: money('total_amount_jod').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    tranStatus: text('tran_status').notNull(),
    isChargedBack: boolean('is_charged_back').notNull().default(false),
    isProcessed: boolean('is_processed').notNull().default(false),
    isPreArb: boolean('is_pre_arb').notNull().default(false),
    mofaCalculationRequest: text('mofa_calculation_request').notNull(),
    mofaPaymentNotification: text('mofa_payment_notification'),
    cybersourceTransactionsDetails: text('cybersource_transactions_details').notNull(),
    // Null until the ministry has posted the payment.
    mofaPostedTransactions: text('mofa_posted_transactions'),
  },
  (t) => [
    // One ministry record per card payment.
    unique('mofa_payments_card_transaction_key').on(t.cardBusinessDate, t.cardTransactionId),
    // The search: a merchant's payments of a period, newest first (the page reads the index in its order).
    index('mofa_payments_list_idx').on(t.merchantCode, ...newestFirst(t.businessDate, t.transactionAt, t.id)),
    // The same for one embassy: an embassy user's every search, and the embassy filter.
    index('mofa_payments_embassy_list_idx').on(
      t.merchantCode,
      t.embassyCode,
      ...newestFirst(t.businessDate, t.transactionAt, t.id),
    ),
    // The search by either amount (either way, ties by id): walked in its order and filtered by the period,
    // rather than every payment of the period sorted (30 days at 200,000 payments: 50 ms before, under 1 ms).
    index('mofa_payments_total_amount_idx').on(t.merchantCode, t.totalAmount, t.id),
    index('mofa_payments_total_amount_jod_idx').on(t.merchantCode, t.totalAmountJod, t.id),
    // A payment looked up by one of its references: a handful of rows, whatever the period.
    index('mofa_payments_rrn_idx').on(t.merchantCode, t.rrn),
    index('mofa_payments_auth_code_idx').on(t.merchantCode, t.authCode),
    index('mofa_payments_reference_idx').on(t.merchantCode, t.referenceNumber),
    maskedPanCheck('mofa_payments_masked_pan', t.maskedPan),
    check('mofa_payments_amounts', sql`${t.amountInOrgCcy} > 0 and ${t.surchargeAmount} >= 0`),
    // A pre-arbitration follows a disputed charge-back, never a payment that stands.
    check('mofa_payments_pre_arb', sql`not ${t.isPreArb} or ${t.isChargedBack}`),
  ],
);

/**
 * Payments per merchant, day, embassy, currency and flags: a search's total without a reference filter reads
 * one row per day and kind instead of counting the period's payments. Kept by triggers on mofa_payments
 * (migration 0020) in the statement that writes the payments, a flag changed later (a charge-back) included.
 */
export const mofaDailyCounts = keyedTable(
  'mofa_daily_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    businessDate: date('business_date').notNull(),
    embassyCode: text('embassy_code').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    isChargedBack: boolean('is_charged_back').notNull(),
    isProcessed: boolean('is_processed').notNull(),
    isPreArb: boolean('is_pre_arb').notNull(),
  },
  {
    paymentCount: integer('payment_count').notNull(),
    // What the cards were charged in JOD: the search's totals (migration 0022).
    totalAmountJodSum: moneySum('total_amount_jod_sum'),
  },
);

export type NewMofaPayment = typeof mofaPayments.$inferInsert;
