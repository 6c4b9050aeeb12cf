// SQL of the performance dashboard: every figure from the dashboards' roll-ups (db/schema/transactions.ts),
// which the statement that stores card transactions keeps; none of these reads card transactions.
import { and, asc, between, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { dayFromIso, isoDay } from '@merchant-portal/contracts/dates';
import { REFUND_SOURCES } from '@merchant-portal/contracts/transaction-sources';
import { int, money, salesSums } from '../../db/aggregates.js';
import type { Executor } from '../../db/client.js';
import { bankCustomers, loanAssessments } from '../../db/schema/customers.js';
import { terminals } from '../../db/schema/merchants.js';
import {
  customerWeeklyTotals as weekly,
  dashboardDailyTotals as daily,
  dashboardMonthlyHours as hours,
  dashboardMonthlyMix as mix,
  dashboardMonthlyTerminals as terminalTotals,
  merchantCustomers as customers,
  dailySourceTotals as sourceTotals,
  DASHBOARD_CURRENCY,
} from '../../db/schema/transactions.js';

/** Days as YYYY-MM-DD, the way the date columns hold them. */
export interface Period {
  from: string;
  to: string;
}

/** Transactions and amount of a period, split by bank customer or not. */
export async function salesByBank(db: Executor, merchantCode: string, period: Period) {
  return db
    .select({ isBankCustomer: daily.isBankCustomer, ...salesSums(daily) })
    .from(daily)
    .where(and(eq(daily.merchantCode, merchantCode), between(daily.businessDate, period.from, period.to)))
    .groupBy(daily.isBankCustomer);
}

/** Customers (cards) who paid in one week (its Monday), split by bank customer or not. */
export async function customersOfWeek(db: Executor, merchantCode: string, weekStart: string) {
  return db
    .select({ isBankCustomer: weekly.isBankCustomer, count: int(sql`count(*)`) })
    .from(weekly)
    .where(and(eq(weekly.merchantCode, merchantCode), eq(weekly.weekStart, weekStart)))
    .groupBy(weekly.isBankCustomer);
}

/** Customers whose first payment at the merchant fell in the period, split by bank customer or not. */
export async function newCustomers(db: Executor, merchantCode: string, period: Period) {
  return db
    .select({ isBankCustomer: customers.isBankCustomer, count: int(sql`count(*)`) })
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), between(customers.firstDay, period.from, period.to)))
    .groupBy(customers.isBankCustomer);
}

/** The year's card mix: transactions by locality, debit/credit and scheme, and the year's amount. */
export async function cardMix(db: Executor, merchantCode: string, months: Period) {
  return db
    .select({ locality: mix.locality, cardKind: mix.cardKind, cardScheme: mix.cardScheme, ...salesSums(mix) })
    .from(mix)
    .where(and(eq(mix.merchantCode, merchantCode), between(mix.month, months.from, months.to)))
    .groupBy(mix.locality, mix.cardKind, mix.cardScheme);
}

export { branchesOf } from '../../db/branches.js';

/** Which daily sales a series reads: one branch or all (null), bank customers (true), the others or both (null). */
export interface SalesFilter {
  branchId: string | null;
  isBankCustomer: boolean | null;
}

const ALL_SALES: SalesFilter = { branchId: null, isBankCustomer: null };

/** Per branch and bucket of the period: 'week' (its Monday) or 'month' (its first day). */
export async function dailySeries(
  db: Executor,
  merchantCode: string,
  period: Period,
  bucket: 'week' | 'month',
  filter: SalesFilter = ALL_SALES,
) {
  // The bucket is written into the SQL (one of two words), so GROUP BY sees the same expression as SELECT.
  const start = sql<string>`date_trunc('${sql.raw(bucket)}', ${daily.businessDate})::date::text`;
  return db
    .select({ branchId: daily.branchId, start, ...salesSums(daily) })
    .from(daily)
    .where(
      and(
        eq(daily.merchantCode, merchantCode),
        between(daily.businessDate, period.from, period.to),
        filter.branchId === null ? undefined : eq(daily.branchId, filter.branchId),
        filter.isBankCustomer === null ? undefined : eq(daily.isBankCustomer, filter.isBankCustomer),
      ),
    )
    .groupBy(daily.branchId, start)
    .orderBy(start, daily.branchId);
}

/** Per branch and hour of the day (in Amman) over whole months. */
export async function hourSeries(db: Executor, merchantCode: string, months: Period) {
  return db
    .select({ branchId: hours.branchId, hour: hours.hour, ...salesSums(hours) })
    .from(hours)
    .where(and(eq(hours.merchantCode, merchantCode), between(hours.month, months.from, months.to)))
    .groupBy(hours.branchId, hours.hour)
    .orderBy(hours.hour, hours.branchId);
}

/** Every terminal of the merchant with its transactions over whole months (0 for a terminal with none). */
export async function terminalCounts(db: Executor, merchantCode: string, months: Period) {
  const counted = db
    .select({
      terminalId: terminalTotals.terminalId,
      count: sql<number>`sum(${terminalTotals.txCount})::int`.as('count'),
    })
    .from(terminalTotals)
    .where(
      and(
        eq(terminalTotals.merchantCode, merchantCode),
        between(terminalTotals.month, months.from, months.to),
      ),
    )
    .groupBy(terminalTotals.terminalId)
    .as('counted');
  return db
    .select({
      branchId: terminals.branchId,
      terminalId: terminals.terminalId,
      count: int(sql`${counted.count}`),
    })
    .from(terminals)
    .leftJoin(counted, eq(counted.terminalId, terminals.terminalId))
    .where(eq(terminals.merchantCode, merchantCode))
    .orderBy(asc(terminals.branchId), asc(terminals.terminalId));
}

/** The Mondays of a period that starts on a Monday. */
function weeksOf(period: Period): string[] {
  const weeks: string[] = [];
  for (let day = dayFromIso(period.from); day <= dayFromIso(period.to); day += 7) weeks.push(isoDay(day));
  return weeks;
}

/**
 * Churning customers: cards whose last payment fell in the seen window (so none since), with what they
 * bought in that window, kept when they paid in at least `minWeeks` of its weeks; the biggest spenders first.
 * The candidates come from their last day; only their own weeks are read.
 */
export async function churningCustomers(
  db: Executor,
  merchantCode: string,
  seen: Period,
  minWeeks: number,
  limit: number,
) {
  const inWindow = db
    .select({
      weeks: sql<number>`count(*)::int`.as('weeks'),
      count: int(sql`sum(${weekly.txCount})`).as('count'),
      amount: money(sql`sum(${weekly.amountSum})`).as('amount'),
    })
    .from(weekly)
    .where(
      and(
        eq(weekly.merchantCode, customers.merchantCode),
        eq(weekly.cardToken, customers.cardToken),
        // One probe per week of the window (the weeks lead the key).
        sql`${weekly.weekStart} = any(${sql.param(weeksOf(seen))}::date[])`,
      ),
    )
    .as('in_window');
  return db
    .select({
      pan: customers.maskedPan,
      count: inWindow.count,
      amount: inWindow.amount,
      lastDay: sql<string>`${customers.lastDay}::text`,
    })
    .from(customers)
    .innerJoinLateral(inWindow, sql`true`)
    .where(
      and(
        eq(customers.merchantCode, merchantCode),
        between(customers.lastDay, seen.from, seen.to),
        gte(inWindow.weeks, minWeeks),
      ),
    )
    .orderBy(desc(inWindow.amount), asc(customers.maskedPan))
    .limit(limit);
}

/** The bank's customers who paid in the year: per card, payments and amount. */
function bankCustomersOfYear(db: Executor, merchantCode: string, year: number) {
  return db
    .select({ cardToken: customers.cardToken, visits: customers.yearTxCount, amount: customers.yearAmount })
    .from(customers)
    .where(
      and(
        eq(customers.merchantCode, merchantCode),
        eq(customers.year, year),
        eq(customers.isBankCustomer, true),
      ),
    )
    .as('bank_cards');
}

/** Visitation frequency: how many bank customers paid N times in the year, and their amount, by N. */
export async function visitFrequency(db: Executor, merchantCode: string, year: number) {
  const cards = bankCustomersOfYear(db, merchantCode, year);
  return db
    .select({
      visits: cards.visits,
      customers: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${cards.amount})`,
    })
    .from(cards)
    .groupBy(cards.visits)
    .orderBy(asc(cards.visits));
}

/** Demographics of the bank customers who paid in the year: one row per kind of holder, with a count. */
export async function bankCustomerProfiles(db: Executor, merchantCode: string, year: number) {
  const cards = bankCustomersOfYear(db, merchantCode, year);
  return db
    .select({
      gender: bankCustomers.gender,
      birthYear: bankCustomers.birthYear,
      program: bankCustomers.program,
      usesBnpl: bankCustomers.usesBnpl,
      usesEpp: bankCustomers.usesEpp,
      count: sql<number>`count(*)::int`,
    })
    .from(cards)
    .innerJoin(bankCustomers, eq(bankCustomers.cardToken, cards.cardToken))
    .groupBy(
      bankCustomers.gender,
      bankCustomers.birthYear,
      bankCustomers.program,
      bankCustomers.usesBnpl,
      bankCustomers.usesEpp,
    );
}

/** The bank's latest loan assessment of the merchant, if it has one. */
export async function loanAssessment(db: Executor, merchantCode: string) {
  const [row] = await db.select().from(loanAssessments).where(eq(loanAssessments.merchantCode, merchantCode));
  return row;
}

/** The net amount credited to the merchant for its card sales in JOD over the days (refunds are not sales). */
export async function netSales(db: Executor, merchantCode: string, days: Period): Promise<string> {
  const [row] = await db
    .select({ net: money(sql`sum(${sourceTotals.netSum})`) })
    .from(sourceTotals)
    .where(
      and(
        eq(sourceTotals.merchantCode, merchantCode),
        eq(sourceTotals.currency, DASHBOARD_CURRENCY),
        between(sourceTotals.businessDate, days.from, days.to),
        notInArray(sourceTotals.source, [...REFUND_SOURCES]),
      ),
    );
  return row?.net ?? '0';
}

/** The first day the merchant has sales on, YYYY-MM-DD; null for a merchant without any. */
export async function firstSalesDay(db: Executor, merchantCode: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`min(${daily.businessDate})::text` })
    .from(daily)
    .where(eq(daily.merchantCode, merchantCode));
  return row?.day ?? null;
}

/** Sales (transactions and amount) of the merchant over days. */
export async function salesOf(db: Executor, merchantCode: string, days: Period) {
  const [row] = await db
    .select({
      ...salesSums(daily),
    })
    .from(daily)
    .where(and(eq(daily.merchantCode, merchantCode), between(daily.businessDate, days.from, days.to)));
  return { count: row?.count ?? 0, amount: row?.amount ?? '0' };
}
