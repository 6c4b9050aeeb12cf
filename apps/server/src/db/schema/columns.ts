// Column groups the tables share, written once so each means the same SQL type, default and constraint
// wherever it stands. Each call returns new builders: a column builder belongs to one table.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  numeric,
  text,
  timestamp,
  pgTable,
  primaryKey,
  uuid,
  type ExtraConfigColumn,
  type PgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

/** A moment: a timestamp with time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** An amount of money: numeric(18, 3), exact to the fils. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 3 });

/** A roll-up's sum of money, 0 until rows add to it. */
export const moneySum = (name: string) => money(name).notNull().default('0');

/** A key the database draws: a random uuid. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/** A key the database counts up, for a big table. */
export const serialKey = () => bigserial('id', { mode: 'number' }).primaryKey();

/** Who created a row and who last changed it, and when. */
export const metadata = () => ({
  createdOn: moment('created_on').notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  modifiedOn: moment('modified_on').notNull().defaultNow(),
  modifiedBy: text('modified_by').notNull(),
});

/**
 * The card transaction that paid for a row (card_transactions' key: business day and id). No foreign key:
 * one on the big partitioned table would forbid truncating it or detaching a month (bulk reloads,
 * retention); the reads join on it, so a row whose payment is gone is not listed.
 */
export const cardTransactionKey = () => ({
  cardBusinessDate: date('card_business_date').notNull(),
  cardTransactionId: bigint('card_transaction_id', { mode: 'number' }).notNull(),
});

/**
 * Index columns newest first. NULLS FIRST is what ORDER BY … DESC means: with Drizzle's default (NULLS LAST)
 * a list cannot walk the index and sorts the whole range instead.
 */
export const newestFirst = (...columns: ExtraConfigColumn[]) =>
  columns.map((column) => column.desc().nullsFirst());

/** A card number as it may be stored: the first 6 and last 4 digits only (PCI DSS 3.4). */
export const maskedPanCheck = (name: string, column: ExtraConfigColumn) =>
  check(name, sql`${column} ~ '^[0-9]{6}[*]{6}[0-9]{4}$'`);

/**
 * A roll-up table: its key columns, in the order of its primary key (`<name>_pk`), then what it keeps per key.
 */
export function keyedTable<
  TName extends string,
  TKey extends Record<string, PgColumnBuilderBase>,
  TValues extends Record<string, PgColumnBuilderBase>,
>(name: TName, key: TKey, values: TValues) {
  return pgTable(name, { ...key, ...values }, (t) => [
    primaryKey({
      name: `${name}_pk`,
      columns: Object.keys(key).map((column) => t[column] as PgColumn) as [PgColumn, ...PgColumn[]],
    }),
  ]);
}
