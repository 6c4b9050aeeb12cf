// SQL of the special merchant's reports (DCC, Summary and Payment Summary), the ride-hailing categories, and
// the merchant's data version that tells whether a figure computed from its transactions is current.
import { and, asc, eq, sql } from 'drizzle-orm';
import { DCC_TYPES } from '@merchant-portal/contracts/transaction-sources';
import { money } from '../../db/aggregates.js';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import {
  cardTransactions as ct,
  dailyTransactionTotals as totals,
  merchantDataVersions as versions,
  rideCategories,
} from '../../db/schema/transactions.js';
import {
  dimensionConditions,
  nameOf,
  shapeOf,
  valuesOf,
  type SearchCriteria,
  type SearchScope,
} from './repository.js';

/** DCC: pure, DCC and key-entered counts and amounts of the merchant's eligible PoS transactions. */
export async function dccCounts(db: Executor, scope: SearchScope, filter: SearchCriteria) {
  const shape = shapeOf(scope, filter);
  const of = (type: string) => sql`${ct.dccType} = ${type}`;
  const query = prepared(db, nameOf('dcc', shape), (name) =>
    db
      .select({
        pureCount: sql<number>`count(*) filter (where ${of(DCC_TYPES.pure)})::int`,
        pureAmount: money(sql`sum(${ct.amount}) filter (where ${of(DCC_TYPES.pure)})`),
        dccCount: sql<number>`count(*) filter (where ${of(DCC_TYPES.dcc)})::int`,
        dccAmount: money(sql`sum(${ct.amount}) filter (where ${of(DCC_TYPES.dcc)})`),
        keyCount: sql<number>`count(*) filter (where ${of(DCC_TYPES.keyEntered)})::int`,
        keyAmount: money(sql`sum(${ct.amount}) filter (where ${of(DCC_TYPES.keyEntered)})`),
        totalAmount: money(sql`sum(${ct.amount})`),
      })
      .from(ct)
      .where(and(...dimensionConditions(ct, shape), sql`${ct.dccType} is not null`))
      .prepare(name),
  );
  const [row] = await query.execute(valuesOf(scope, filter));
  return row;
}

export type DccCounts = Awaited<ReturnType<typeof dccCounts>>;

/** The special merchant's Summary Report: per posting date and card scheme, from the daily roll-up. */
export async function summaryRows(db: Executor, scope: SearchScope, filter: SearchCriteria) {
  const shape = shapeOf(scope, filter);
  const query = prepared(db, nameOf('summary', shape), (name) =>
    db
      .select({
        day: totals.businessDate,
        cardScheme: totals.cardScheme,
        count: sql<number>`sum(${totals.txCount})::int`,
        amount: sql<string>`sum(${totals.amountSum})`,
        mdr: sql<string>`sum(${totals.mdrSum})`,
        net: sql<string>`sum(${totals.netSum})`,
      })
      .from(totals)
      .where(and(...dimensionConditions(totals, shape)))
      .groupBy(totals.businessDate, totals.cardScheme)
      .orderBy(asc(totals.businessDate), asc(totals.cardScheme))
      .prepare(name),
  );
  return query.execute(valuesOf(scope, filter));
}

export type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

/** The special merchant's Payment Summary Report: what is paid to the merchant per posting date. */
export async function paymentRows(db: Executor, scope: SearchScope, filter: SearchCriteria) {
  const shape = shapeOf(scope, filter);
  const query = prepared(db, nameOf('payment', shape), (name) =>
    db
      .select({ day: totals.businessDate, net: sql<string>`sum(${totals.netSum})` })
      .from(totals)
      .where(and(...dimensionConditions(totals, shape)))
      .groupBy(totals.businessDate)
      .orderBy(asc(totals.businessDate))
      .prepare(name),
  );
  return query.execute(valuesOf(scope, filter));
}

export type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

export async function rideCategoryList(db: Executor) {
  return db
    .select({ code: rideCategories.code, label: rideCategories.label })
    .from(rideCategories)
    .orderBy(asc(rideCategories.sortOrder));
}

/** How many loads have added to the merchant's card transactions (0 before the first). */
export async function dataVersion(db: Executor, merchantCode: string): Promise<number> {
  const [row] = await db
    .select({ version: versions.version })
    .from(versions)
    .where(eq(versions.merchantCode, merchantCode));
  return row?.version ?? 0;
}
