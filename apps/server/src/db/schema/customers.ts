import { boolean, char, date, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { moment, money } from './columns.js';
import { merchants } from './merchants.js';

// What the bank knows beyond the card transactions: its own card holders, matched to the
// transactions by the keyed card token (never a card number), and its loan assessments of merchants.

/** A card the bank issued, by its keyed token: the holder's demographics and product use. */
export const bankCustomers = pgTable('bank_customers', {
  cardToken: text('card_token').primaryKey(),
  gender: char('gender', { length: 1 }).notNull(),
  birthYear: smallint('birth_year').notNull(),
  program: text('program').notNull(),
  usesBnpl: boolean('uses_bnpl').notNull(),
  usesEpp: boolean('uses_epp').notNull(),
});

/** The bank's latest loan assessment of a merchant (spec part 1 §3 "Loan"). */
export const loanAssessments = pgTable('loan_assessments', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.merchantCode),
  isEligible: boolean('is_eligible').notNull(),
  customerSegmentCode: text('customer_segment_code').notNull(),
  loanAmount: money('loan_amount').notNull(),
  isBlacklisted: boolean('is_blacklisted').notNull(),
  hasReturnedCheques: boolean('has_returned_cheques').notNull(),
  assessedOn: date('assessed_on').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
