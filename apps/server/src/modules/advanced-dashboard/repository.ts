// SQL of the advanced dashboard: every figure from roll-ups the statement that stores card transactions keeps
// (db/schema/transactions.ts); none of these reads card transactions. Each read takes the smallest roll-up
// that holds the filter's dimensions.
import { and, asc, between, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { addMonths, dayFromIso, isoDay } from '@merchant-portal/contracts/dates';
import { REFUND_SOURCES } from '@merchant-portal/contracts/transaction-sources';
import { salesSums } from '../../db/aggregates.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { terminals } from '../../db/schema/merchants.js';
import {
  customerWeeklyTotals as weekly,
  dailyTransactionTotals as dimensions,
  dashboardDailyHours as hours,
  dashboardDailyTotals as daily,
  dashboardMonthlyMix as mix,
  dashboardMonthlyTerminals as terminalMonths,
  merchantCustomers as customers,
  DASHBOARD_CURRENCY,
} from '../../db/schema/transactions.js';

/** Days as YYYY-MM-DD, both included, the way the date columns hold them. */
export interface Period {
  from: string;
  to: string;
}

/** The filter as the roll-ups read it: null is "any". */
export interface SalesScope {
  merchantCode: string;
  branchIds: readonly string[] | null;
  cardScheme: string | null;
  locality: 'L' | 'I' | null;
  isBankCustomer: boolean | null;
}

export { branchesOf } from '../../db/branches.js';

/** The merchant's terminals with their branches, by branch and terminal. */
export async function terminalsOf(db: Executor, merchantCode: string) {
  return db
    .select({ branchId: terminals.branchId, terminalId: terminals.terminalId })
    .from(terminals)
    .where(eq(terminals.merchantCode, merchantCode))
    .orderBy(asc(terminals.branchId), asc(terminals.terminalId));
}

const hasCardFilter = (scope: SalesScope) => scope.cardScheme !== null || scope.locality !== null;

/** The columns of the filter a roll-up has: every roll-up has the merchant and bank customer or not. */
interface ScopeColumns {
  merchantCode: AnyPgColumn;
  isBankCustomer: AnyPgColumn;
  branchId?: AnyPgColumn;
  cardScheme?: AnyPgColumn;
  locality?: AnyPgColumn;
}

/** The scope's conditions on the columns the roll-up has; `withBranches` false reads every branch. */
function scoped(table: ScopeColumns, scope: SalesScope, withBranches = true) {
  return [
    eq(table.merchantCode, scope.merchantCode),
    withBranches && table.branchId && scope.branchIds
      ? inArray(table.branchId, [...scope.branchIds])
      : undefined,
    scope.isBankCustomer === null ? undefined : eq(table.isBankCustomer, scope.isBankCustomer),
    table.cardScheme && scope.cardScheme !== null ? eq(table.cardScheme, scope.cardScheme) : undefined,
    table.locality && scope.locality !== null ? eq(table.locality, scope.locality) : undefined,
  ];
}

type Grouping = 'day' | 'branch';

/**
 * Sales per day or per branch: from the day × branch × bank-customer roll-up, or, when a card filter applies,
 * from the one with hours and card classes (24 times larger).
 */
async function dailySales(
  db: Executor,
  scope: SalesScope,
  period: Period,
  by: Grouping,
  withBranches = true,
): Promise<{ key: string; count: number; amount: string }[]> {
  const table = hasCardFilter(scope) ? hours : daily;
  const key = by === 'day' ? sql<string>`${table.businessDate}::text` : sql<string>`${table.branchId}`;
  return db
    .select({ key, ...salesSums(table) })
    .from(table)
    .where(and(...scoped(table, scope, withBranches), between(table.businessDate, period.from, period.to)))
    .groupBy(by === 'day' ? table.businessDate : table.branchId);
}

/** Sales per day of the period (days without sales absent). */
export function salesByDay(db: Executor, scope: SalesScope, period: Period) {
  return dailySales(db, scope, period, 'day');
}

/** Sales per branch of the merchant over the period, whatever branches the scope names. */
export function salesByBranch(db: Executor, scope: SalesScope, period: Period) {
  return dailySales(db, scope, period, 'branch', false);
}

/** Sales per weekday (1 Monday … 7 Sunday) and hour of the day in Amman. */
export async function salesByWeekdayHour(db: Executor, scope: SalesScope, period: Period) {
  const weekday = sql<number>`extract(isodow from ${hours.businessDate})::int`;
  return db
    .select({ weekday, hour: hours.hour, ...salesSums(hours) })
    .from(hours)
    .where(and(...scoped(hours, scope), between(hours.businessDate, period.from, period.to)))
    .groupBy(sql`1`, hours.hour);
}

/** The search's roll-up, which holds every dimension; sales are the rows of the sources that are not refunds. */
function dimensionConditions(scope: SalesScope, period: Period, refunds: boolean) {
  return and(
    ...scoped(dimensions, scope),
    between(dimensions.businessDate, period.from, period.to),
    eq(dimensions.currency, DASHBOARD_CURRENCY),
    refunds
      ? inArray(dimensions.source, [...REFUND_SOURCES])
      : notInArray(dimensions.source, [...REFUND_SOURCES]),
  );
}

/**
 * The whole calendar months inside a period (by their first days) and the days before and after them: a
 * monthly roll-up answers the months, a daily one the days around them.
 */
export function splitByMonths(period: Period): { months: Period | null; days: Period[] } {
  const from = dayFromIso(period.from);
  const to = dayFromIso(period.to);
  const firstOfMonth = (day: number) => dayFromIso(`${isoDay(day).slice(0, 7)}-01`);
  const firstWhole = firstOfMonth(from) === from ? from : addMonths(firstOfMonth(from), 1);
  const afterLastWhole = firstOfMonth(to + 1);
  if (firstWhole >= afterLastWhole) return { months: null, days: [period] };
  const days: Period[] = [];
  if (from < firstWhole) days.push({ from: period.from, to: isoDay(firstWhole - 1) });
  if (afterLastWhole <= to) days.push({ from: isoDay(afterLastWhole), to: period.to });
  return {
    months: { from: isoDay(firstWhole), to: isoDay(addMonths(afterLastWhole, -1)) },
    days,
  };
}

/** Sales per issuer locality, card scheme and debit/credit (a key may come twice: months and days). */
export async function salesByMarket(db: Executor, scope: SalesScope, period: Period) {
  const { months, days } = splitByMonths(period);
  // The monthly card mix has no branches: it answers whole months when the filter names none.
  const byMonths = months !== null && scope.branchIds === null;
  const fromMonths = byMonths
    ? db
        .select({
          locality: mix.locality,
          cardScheme: mix.cardScheme,
          cardKind: mix.cardKind,
          ...salesSums(mix),
        })
        .from(mix)
        .where(and(...scoped(mix, scope), between(mix.month, months.from, months.to)))
        .groupBy(mix.locality, mix.cardScheme, mix.cardKind)
    : Promise.resolve([]);
  const fromDays = (byMonths ? days : [period]).map((part) =>
    db
      .select({
        locality: dimensions.locality,
        cardScheme: dimensions.cardScheme,
        cardKind: dimensions.cardKind,
        ...salesSums(dimensions),
      })
      .from(dimensions)
      .where(dimensionConditions(scope, part, false))
      .groupBy(dimensions.locality, dimensions.cardScheme, dimensions.cardKind),
  );
  return (await Promise.all([fromMonths, ...fromDays])).flat();
}

/** Sales per branch and terminal (a key may come twice: months and days). */
export async function salesByTerminal(db: Executor, scope: SalesScope, period: Period) {
  const { months, days } = splitByMonths(period);
  // The monthly terminal roll-up has no card classes: it answers whole months when no card filter applies.
  const byMonths = months !== null && !hasCardFilter(scope);
  const fromMonths = byMonths
    ? db
        .select({
          branchId: terminalMonths.branchId,
          terminalId: terminalMonths.terminalId,
          ...salesSums(terminalMonths),
        })
        .from(terminalMonths)
        .where(and(...scoped(terminalMonths, scope), between(terminalMonths.month, months.from, months.to)))
        .groupBy(terminalMonths.branchId, terminalMonths.terminalId)
    : Promise.resolve([]);
  const fromDays = (byMonths ? days : [period]).map((part) =>
    db
      .select({ branchId: dimensions.branchId, terminalId: dimensions.terminalId, ...salesSums(dimensions) })
      .from(dimensions)
      .where(dimensionConditions(scope, part, false))
      .groupBy(dimensions.branchId, dimensions.terminalId),
  );
  return (await Promise.all([fromMonths, ...fromDays])).flat();
}

/** Refunds per day of the period under the same filter. */
export async function refundsByDay(db: Executor, scope: SalesScope, period: Period) {
  return db
    .select({ day: sql<string>`${dimensions.businessDate}::text`, ...salesSums(dimensions) })
    .from(dimensions)
    .where(dimensionConditions(scope, period, true))
    .groupBy(dimensions.businessDate);
}

/**
 * Each card that paid in the weeks (Mondays `weeks.from` to `weeks.to`): its payments and amount there, from
 * the weekly customer roll-up; its attributes (bank, scheme, locality, first and last day) from the merchant's
 * customer roll-up, where the card filters apply.
 */
function cardsOfWeeks(db: Executor, scope: SalesScope, weeks: Period) {
  const cards = db
    .select({
      cardToken: weekly.cardToken,
      visits: sql<number>`sum(${weekly.txCount})::int`.as('visits'),
      amount: sql<string>`sum(${weekly.amountSum})`.as('amount'),
    })
    .from(weekly)
    .where(and(eq(weekly.merchantCode, scope.merchantCode), between(weekly.weekStart, weeks.from, weeks.to)))
    .groupBy(weekly.cardToken)
    .as('cards');
  const joined = and(
    eq(customers.merchantCode, scope.merchantCode),
    eq(customers.cardToken, cards.cardToken),
  );
  const filters = and(
    scope.isBankCustomer === null ? undefined : eq(customers.isBankCustomer, scope.isBankCustomer),
    scope.cardScheme === null ? undefined : eq(customers.cardScheme, scope.cardScheme),
    scope.locality === null ? undefined : eq(customers.locality, scope.locality),
  );
  return { cards, joined, filters };
}

/**
 * Customers of the weeks grouped by how many payments each made, new or returning (first payment at the
 * merchant on or after `newFrom`, or before) and bank customer or not.
 */
export async function customerGroups(db: Executor, scope: SalesScope, weeks: Period, newFrom: string) {
  const { cards, joined, filters } = cardsOfWeeks(db, scope, weeks);
  return (
    db
      .select({
        visits: cards.visits,
        isNew: sql<boolean>`${customers.firstDay} >= ${newFrom}::date`,
        isBankCustomer: customers.isBankCustomer,
        customers: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${cards.amount})`,
      })
      .from(cards)
      .innerJoin(customers, joined)
      .where(filters)
      // By position: the new-customer test holds a parameter, which GROUP BY cannot repeat by value.
      .groupBy(sql`1, 2, 3`)
  );
}

/** The customers of the weeks who spent most there, largest first (ties by card). */
export async function topSpenders(
  db: Executor,
  scope: SalesScope,
  weeks: Period,
  newFrom: string,
  limit: number,
) {
  const { cards, joined, filters } = cardsOfWeeks(db, scope, weeks);
  return db
    .select({
      pan: customers.maskedPan,
      isBankCustomer: customers.isBankCustomer,
      isNew: sql<boolean>`${customers.firstDay} >= ${newFrom}::date`,
      count: cards.visits,
      amount: cards.amount,
      lastDay: sql<string>`${customers.lastDay}::text`,
    })
    .from(cards)
    .innerJoin(customers, joined)
    .where(filters)
    .orderBy(desc(cards.amount), asc(customers.maskedPan), asc(customers.cardToken))
    .limit(limit);
}
