// SQL of the transaction search and the special merchant's reports. Every query takes the merchant scope
// first and answers with rows as the database gives them; mapping.ts turns them into the API's shapes.
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import { isoDay, parseDay } from '@merchant-portal/contracts/dates';
import type { TransactionFilter } from '@merchant-portal/contracts/schemas/transactions';
import { DCC_TYPES, sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import { int, money } from '../../db/aggregates.js';
import type { Executor } from '../../db/client.js';
import { prepared, shapeName } from '../../db/prepared.js';
import { branches } from '../../db/schema/merchants.js';
import {
  cardTransactions as ct,
  dailySourceTotals as sourceTotals,
  dailyTransactionTotals as totals,
  merchantDataVersions as versions,
  rideCategories,
} from '../../db/schema/transactions.js';
import type { MerchantRef } from '../merchants/service.js';

/** What a search selects by, whether for a page or for a whole file. */
export type SearchCriteria = Pick<
  TransactionFilter,
  'transactionName' | 'fromDate' | 'toDate' | 'cardType' | 'methodType' | 'terminalId' | 'category'
> & {
  /** Refunds only (a report's manual-refund file). */
  refundsOnly?: boolean;
};

/** How a refund is recorded among the card transactions. */
const REFUND = 'REFUND';

export interface SearchScope {
  merchant: MerchantRef;
  /** Branch ids to keep, or null for every branch of the merchant. */
  branchIds: string[] | null;
  currency: string;
}

const SCHEMES = { VISA: 'VISA', MasterCard: 'MASTERCARD' } as const;
const LOCALITIES = { Local: 'L', International: 'I' } as const;

function isoOf(ddmmyyyy: string): string {
  const day = parseDay(ddmmyyyy);
  if (day === null) throw new Error(`invalid date ${ddmmyyyy}`);
  return isoDay(day);
}

// Which rows a source reads, and whether by deposit date, is the sources table's (contracts).
const bySettlement = (filter: SearchCriteria) => sourceSpec(filter.transactionName).isSettlement;
const readsOf = (filter: SearchCriteria) => sourceSpec(filter.transactionName).reads;

/**
 * Which conditions a search puts on its rows: each shape is one SQL text, prepared once (db/prepared.ts),
 * and the filter's values are its placeholders' values.
 */
interface Shape {
  /** Selected and ordered by deposit day (the settlement views) rather than business day. */
  settlement: boolean;
  branches: boolean;
  card: boolean;
  method: boolean;
  currency: boolean;
  terminal: boolean;
  /** Rows of one DCC type only (DCC details). */
  dccType: boolean;
  category: boolean;
  refunds: boolean;
}

function shapeOf(scope: SearchScope, filter: SearchCriteria): Shape {
  return {
    settlement: bySettlement(filter),
    branches: scope.branchIds !== null,
    card: filter.cardType !== 'All',
    method: filter.methodType !== 'All',
    currency: scope.currency !== '',
    terminal: Boolean(filter.terminalId),
    dccType: readsOf(filter).dccType !== null,
    category: Boolean(filter.category && filter.category !== 'ALL'),
    refunds: filter.refundsOnly === true,
  };
}

const nameOf = (kind: string, shape: Shape) => shapeName(`tx_${kind}`, shape);

/** The placeholders' values for a search. */
function valuesOf(scope: SearchScope, filter: SearchCriteria) {
  return {
    merchantCode: scope.merchant.merchantCode,
    source: readsOf(filter).source,
    dccType: readsOf(filter).dccType,
    from: isoOf(filter.fromDate),
    to: isoOf(filter.toDate),
    branchIds: scope.branchIds ?? [],
    cardScheme: filter.cardType === 'All' ? null : SCHEMES[filter.cardType],
    locality: filter.methodType === 'All' ? null : LOCALITIES[filter.methodType],
    currency: scope.currency,
    terminalId: filter.terminalId ?? null,
    category: filter.category ?? null,
  };
}

const value = sql.placeholder;

/** The day a search selects and orders by: the deposit day for the settlement views, else the business day. */
function dayColumn(table: typeof ct | typeof totals | typeof sourceTotals, shape: Shape) {
  return shape.settlement ? table.depositDate : table.businessDate;
}

/** The conditions every table of the search can take: merchant, source, days and currency. */
function sourceConditions(table: typeof ct | typeof totals | typeof sourceTotals, shape: Shape) {
  return [
    eq(table.merchantCode, value('merchantCode')),
    eq(table.source, value('source')),
    between(dayColumn(table, shape), value('from'), value('to')),
    shape.currency ? eq(table.currency, value('currency')) : undefined,
  ];
}

/** The conditions a search puts on a table with the roll-up's dimension columns. */
function dimensionConditions(table: typeof ct | typeof totals, shape: Shape): (SQL | undefined)[] {
  return [
    ...sourceConditions(table, shape),
    shape.branches ? sql`${table.branchId} = any(${value('branchIds')})` : undefined,
    shape.card ? eq(table.cardScheme, value('cardScheme')) : undefined,
    shape.method ? eq(table.locality, value('locality')) : undefined,
    shape.terminal ? eq(table.terminalId, value('terminalId')) : undefined,
  ];
}

function rowConditions(shape: Shape): SQL | undefined {
  return and(
    ...dimensionConditions(ct, shape),
    shape.dccType ? eq(ct.dccType, value('dccType')) : undefined,
    shape.category ? eq(ct.category, value('category')) : undefined,
    shape.refunds ? eq(ct.transactionType, REFUND) : undefined,
  );
}

/**
 * The roll-up that counts a filter's rows, with its conditions: the per-source one for the screen's default
 * view (a day in a row or two, where the full one has hundreds), the full one for the other dimensions, none
 * when the filter reaches past them (DCC details, a ride category, refunds only) and only the rows can tell.
 */
function rollUpOf(shape: Shape) {
  if (shape.dccType || shape.category || shape.refunds) return null;
  return !shape.branches && !shape.card && !shape.method && !shape.terminal
    ? { kind: 'source', table: sourceTotals, conditions: sourceConditions(sourceTotals, shape) }
    : { kind: 'totals', table: totals, conditions: dimensionConditions(totals, shape) };
}

/** What a currency's rows of a filter add up to: their count and the sum of each money column. */
export interface CurrencySums {
  currency: string;
  count: number;
  amount: string;
  fixed: string;
  mdr: string;
  net: string;
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
      .prepare(name);
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

/** Where the previous batch of a whole-set read ended (newest first). */
interface Cursor {
  day: string;
  at: string;
  id: number;
}

/**
 * Where a read starts: at an offset into the filter's rows, at the row an offset lands on (a page past the
 * first), or (for whole files) after the previous batch's last row.
 */
type Position = { offset: number } | { landing: Landing } | { after: Cursor | null };

/** A page or a batch from its position, newest day first. */
function selectRows(
  db: Executor,
  scope: SearchScope,
  filter: SearchCriteria,
  limit: number,
  position: Position,
) {
  const shape = shapeOf(scope, filter);
  const after = 'after' in position ? position.after : null;
  const landing = 'landing' in position ? position.landing : null;
  const kind = after ? 'after' : landing ? 'seek' : 'page';
  const query = prepared(db, nameOf(kind, shape), (name) => {
    const day = dayColumn(ct, shape);
    // Newest day first, as the indexes hold them: a range ending mid-month starts at its own last day.
    const newestFirst = [sql`${day} desc`, sql`${ct.transactionAt} desc`, sql`${ct.id} desc`];
    // A deep page does not walk the rows before it: the roll-ups told which day it starts on, and the key
    // of its first row is read from that day alone (an OFFSET of at most one day, on the search index's
    // columns only, which needs no table rows when the filter is the index's own).
    const landingKey = db
      .select({ day, at: ct.transactionAt, id: ct.id })
      .from(ct)
      .where(and(rowConditions(shape), eq(day, sql`${value('landingDay')}::date`)))
      .orderBy(sql`${ct.transactionAt} desc`, sql`${ct.id} desc`)
      .limit(1)
      .offset(value('landingSkip'));
    const start = after
      ? sql`(${day}, ${ct.transactionAt}, ${ct.id}) < (${value('afterDay')}::date, ${value('afterAt')}::timestamptz, ${value('afterId')})`
      : landing
        ? sql`(${day}, ${ct.transactionAt}, ${ct.id}) <= (${landingKey})`
        : undefined;
    // The page is cut from whole rows first, under the table's own name, so the join and the formatting
    // below run for its rows only, not for every row an OFFSET skips (offset 10,000 at 10M rows: 25 → 7 ms).
    const page = db
      .select()
      .from(ct)
      .where(and(rowConditions(shape), start))
      .orderBy(...newestFirst)
      .limit(value('limit'))
      .offset(value('offset'));
    return db
      .select({
        row: ct,
        at: sql<string>`${ct.transactionAt}::text`,
        time: sql<string>`to_char(${ct.transactionAt} at time zone 'Asia/Amman', 'HH24:MI:SS')`,
        branchName: branches.branchName,
      })
      .from(page.as('card_transactions'))
      .innerJoin(branches, eq(branches.branchId, ct.branchId))
      .orderBy(...newestFirst)
      .prepare(name);
  });
  return query.execute({
    ...valuesOf(scope, filter),
    limit,
    offset: 'offset' in position ? position.offset : 0,
    landingDay: landing?.day,
    landingSkip: landing?.skip,
    afterDay: after?.day,
    afterAt: after?.at,
    afterId: after?.id,
  });
}

/** A transaction row of a page or batch, with its time of day in Amman and its branch's name. */
export type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * One page of the search, of the filter's page size: from the row its offset lands on when the day counts
 * tell where that is, else by the offset itself.
 */
export async function listTransactions(
  db: Executor,
  scope: SearchScope,
  filter: TransactionFilter,
  landing: Landing | null,
): Promise<SelectedRow[]> {
  return selectRows(db, scope, filter, filter.maxCount, landing ? { landing } : { offset: filter.offset });
}

/**
 * The whole filtered set in batches, newest first, for exports: keyset paging (never OFFSET), so every
 * batch costs the same however deep the file goes; the next batch is read while the caller writes this one.
 */
export async function* transactionBatches(
  db: Executor,
  scope: SearchScope,
  filter: SearchCriteria,
  batchSize = 1000,
): AsyncGenerator<SelectedRow[]> {
  // The read ahead may fail while the caller writes (the generator suspended, nobody awaiting it), or never be
  // awaited when the download is abandoned: handled at once, so its failure reaches the caller at the next
  // batch, or nobody, and never the process.
  const ahead = (read: Promise<SelectedRow[]>) => {
    read.catch(() => undefined);
    return read;
  };
  let next: Promise<SelectedRow[]> | null = ahead(selectRows(db, scope, filter, batchSize, { after: null }));
  while (next) {
    const rows: SelectedRow[] = await next;
    const last = rows.at(-1);
    next =
      last && rows.length === batchSize
        ? ahead(
            selectRows(db, scope, filter, batchSize, {
              after: {
                day: bySettlement(filter) ? last.row.depositDate : last.row.businessDate,
                at: last.at,
                id: last.row.id,
              },
            }),
          )
        : null;
    if (rows.length > 0) yield rows;
  }
}

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
