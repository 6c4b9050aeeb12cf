// SQL of a search's totals: per currency from the daily roll-ups (or the matching rows when the roll-ups
// cannot tell: a search text, an amount range), and per day, which tells where a deep page starts.
import { and, sql } from 'drizzle-orm';
import { int, money } from '../../db/aggregates.js';
import type { Executor } from '../../db/client.js';
import type { CardMoneySums } from '../../db/lists.js';
import { prepared } from '../../db/prepared.js';
import {
  cardTransactions as ct,
  dailySourceTotals as sourceTotals,
  dailyTransactionTotals as totals,
} from '../../db/schema/transactions.js';
import {
  dayColumn,
  dimensionConditions,
  nameOf,
  rowConditions,
  searchesRows,
  shapeOf,
  sourceConditions,
  statementName,
  valuesOf,
  type SearchCriteria,
  type SearchScope,
  type Shape,
} from './repository.js';

/**
 * The roll-up that counts a filter's rows, with its conditions: the per-source one for the screen's default
 * view (a day in a row or two, where the full one has hundreds), the full one for the other dimensions, none
 * when the filter reaches past them (DCC details, a ride category, refunds only, a search text or an amount
 * range) and only the rows can tell: those are counted and summed in SQL, found by the search's indexes.
 */
function rollUpOf(shape: Shape) {
  if (shape.dccType || shape.category || shape.refunds || searchesRows(shape)) return null;
  return !shape.branches && !shape.card && !shape.method && !shape.terminal
    ? { kind: 'source', table: sourceTotals, conditions: sourceConditions(sourceTotals, shape) }
    : { kind: 'totals', table: totals, conditions: dimensionConditions(totals, shape) };
}

/** What a currency's rows of a filter add up to: their count and the sum of each money column. */
export interface CurrencySums extends CardMoneySums {
  /** The DCC shares (DCC details, read from the rows); null from the roll-ups, which do not hold them. */
  share: string | null;
}

/** The measures a currency's group of roll-up rows or card transactions adds up to. */
function measuresOf(rollUp: ReturnType<typeof rollUpOf>) {
  return rollUp
    ? {
        currency: rollUp.table.currency,
        count: int(sql`sum(${rollUp.table.txCount})`),
        amount: money(sql`sum(${rollUp.table.amountSum})`),
        fixed: money(sql`sum(${rollUp.table.fixedSum})`),
        mdr: money(sql`sum(${rollUp.table.mdrSum})`),
        net: money(sql`sum(${rollUp.table.netSum})`),
        share: sql<string | null>`null::text`,
      }
    : {
        currency: ct.currency,
        count: sql<number>`count(*)::int`,
        amount: money(sql`sum(${ct.amount})`),
        fixed: money(sql`sum(${ct.fixedAmount})`),
        mdr: money(sql`sum(${ct.mdrAmount})`),
        net: money(sql`sum(${ct.netAmount})`),
        share: money(sql`sum(${ct.dccShare})`),
      };
}

/**
 * The search's total per currency, with its money sums, largest count first: one statement, from the daily
 * roll-ups (which hold the sums beside the counts), or from the rows when the roll-ups cannot tell.
 */
export async function countTransactions(
  db: Executor,
  scope: SearchScope,
  filter: SearchCriteria,
): Promise<CurrencySums[]> {
  const shape = shapeOf(scope, filter);
  const rollUp = rollUpOf(shape);
  const query = prepared(db, nameOf(rollUp ? `count_${rollUp.kind}` : 'count_rows', shape), (name) => {
    const measures = measuresOf(rollUp);
    return db
      .select(measures)
      .from(rollUp ? rollUp.table : ct)
      .where(rollUp ? and(...rollUp.conditions) : rowConditions(shape))
      .groupBy(measures.currency)
      .having(sql`${measures.count} > 0`)
      .orderBy(sql`${measures.count} desc`, measures.currency)
      .prepare(statementName(name, shape));
  });
  return query.execute(valuesOf(scope, filter));
}

/** How many of the filter's rows one day holds. */
export interface DayCount {
  day: string;
  count: number;
}

/** The filter's rows per day (newest first) and its totals per currency, from one read of a roll-up. */
export interface DayCounts {
  days: DayCount[];
  totals: CurrencySums[];
}

/** Two sums of 3 decimals added in thousandths, so no binary fraction creeps in. */
const addMoney = (a: string, b: string) =>
  ((Math.round(Number(a) * 1000) + Math.round(Number(b) * 1000)) / 1000).toFixed(3);

/**
 * How many rows of the filter each day holds, newest day first, and the filter's totals per currency, from
 * the daily roll-ups grouped by day and currency (the days' sum is the search's total); null when the
 * roll-ups cannot tell.
 */
export async function dayCounts(
  db: Executor,
  scope: SearchScope,
  filter: SearchCriteria,
): Promise<DayCounts | null> {
  const shape = shapeOf(scope, filter);
  const rollUp = rollUpOf(shape);
  if (!rollUp) return null;
  const query = prepared(db, nameOf(`days_${rollUp.kind}`, shape), (name) => {
    const day = dayColumn(rollUp.table, shape);
    return db
      .select({ day: sql<string>`${day}::text`, ...measuresOf(rollUp) })
      .from(rollUp.table)
      .where(and(...rollUp.conditions))
      .groupBy(day, rollUp.table.currency)
      .orderBy(sql`${day} desc`)
      .prepare(name);
  });
  const days: DayCount[] = [];
  const totals = new Map<string, CurrencySums>();
  for (const { day, ...group } of await query.execute(valuesOf(scope, filter))) {
    const last = days.at(-1);
    if (last?.day === day) last.count += group.count;
    else days.push({ day, count: group.count });
    const sums = totals.get(group.currency);
    totals.set(
      group.currency,
      sums
        ? {
            ...sums,
            count: sums.count + group.count,
            amount: addMoney(sums.amount, group.amount),
            fixed: addMoney(sums.fixed, group.fixed),
            mdr: addMoney(sums.mdr, group.mdr),
            net: addMoney(sums.net, group.net),
          }
        : group,
    );
  }
  const byCount = [...totals.values()].sort(
    (a, b) => b.count - a.count || a.currency.localeCompare(b.currency),
  );
  return { days, totals: byCount };
}

/** Where an offset lands: the day holding that row (newest first) and how many of that day's rows precede it. */
export interface Landing {
  day: string;
  skip: number;
}

/** The day and place of row `offset` of the filter, from its day counts; null past the last row. */
export function landingOf(days: readonly DayCount[], offset: number): Landing | null {
  let before = 0;
  for (const { day, count } of days) {
    if (offset < before + count) return { day, skip: offset - before };
    before += count;
  }
  return null;
}
