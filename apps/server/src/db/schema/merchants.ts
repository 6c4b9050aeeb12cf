import { index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { metadata, money } from './columns.js';

// Merchants, their branches and terminals (spec part 1 §3 "Merchant", "Terminal").

export const merchants = pgTable(
  'merchants',
  {
    merchantCode: text('merchant_code').primaryKey(),
    merchantName: text('merchant_name').notNull(),
    merchantEmail: text('merchant_email').notNull(),
    merchantAddress: text('merchant_address').notNull(),
    merchantCountry: text('merchant_country').notNull(),
    mobileNo: text('mobile_no').notNull(),
    chargeType: text('charge_type').notNull(),
    otherBankCardRate: numeric('other_bank_card_rate', { precision: 7, scale: 4 }).notNull(),
    fixedRate: money('fixed_rate').notNull(),
    status: text('status').notNull(),
    // The merchant group: a parent and the merchants whose parent it is (spec part 2 "merchant-group").
    parentMerchantCode: text('parent_merchant_code'),
    // The bank's relationship manager for the merchant: the dashboards' e-mail actions write to them.
    accountManagerName: text('account_manager_name'),
    accountManagerEmail: text('account_manager_email'),
    ...metadata(),
  },
  (t) => [index('merchants_parent_idx').on(t.parentMerchantCode)],
);

/** The merchant a row belongs to (`name`: its column, merchant_code unless the row names two merchants). */
export const merchantRef = (name = 'merchant_code') =>
  text(name)
    .notNull()
    .references(() => merchants.merchantCode);

/** `{product}CreditRate` and `{product}DebitRate`, one row per card product (visa, master, …). */
export const merchantChargeRates = pgTable(
  'merchant_charge_rates',
  {
    merchantCode: merchantRef(),
    product: text('product').notNull(),
    creditRate: numeric('credit_rate', { precision: 7, scale: 4 }).notNull(),
    debitRate: numeric('debit_rate', { precision: 7, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.product] })],
);

export const branches = pgTable(
  'branches',
  {
    branchId: text('branch_id').primaryKey(),
    merchantCode: merchantRef(),
    branchName: text('branch_name').notNull(),
    city: text('city').notNull(),
    transactionType: text('transaction_type').notNull().default('COMMON'),
    ...metadata(),
  },
  (t) => [index('branches_merchant_idx').on(t.merchantCode)],
);

export const terminals = pgTable(
  'terminals',
  {
    terminalId: text('terminal_id').primaryKey(),
    branchId: text('branch_id')
      .notNull()
      .references(() => branches.branchId),
    merchantCode: merchantRef(),
    status: text('status').notNull(),
    ...metadata(),
  },
  (t) => [index('terminals_branch_idx').on(t.branchId), index('terminals_merchant_idx').on(t.merchantCode)],
);
