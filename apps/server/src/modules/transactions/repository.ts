// SQL of the transaction search: what a search selects by, the conditions of a filter's shape, the order of
// its rows, and the rows of a page or of a whole file. Its totals are in totals-repository.ts, the special
// merchant's reports in reports-repository.ts. Every query takes the merchant scope first and answers with
// rows as the database gives them; mapping.ts turns them into the API's shapes.
import { and, between, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isoDay, parseDay } from '@merchant-portal/contracts/dates';
import type { SortDirection } from '@merchant-portal/contracts/schemas/sort';
import {
  DEFAULT_SORT,
  type SortField,
  type TransactionFilter,
} from '@merchant-portal/contracts/schemas/transactions';
import { hasSearchText, parseSearchTerm, type SearchTerm } from '@merchant-portal/contracts/search-term';
import { sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import type { Executor } from '../../db/client.js';
import { prepared, shapeName } from '../../db/prepared.js';
import { branches } from '../../db/schema/merchants.js';
import {
  cardTransactions as ct,
  dailySourceTotals as sourceTotals,
  dailyTransactionTotals as totals,
} from '../../db/schema/transactions.js';
import type { MerchantRef } from '../../lib/request-context.js';
import type { Landing } from './totals-repository.js';

/** What a search selects by, whether for a page or for a whole file. */
export type SearchCriteria = Pick<
  TransactionFilter,
  'transactionName' | 'fromDate' | 'toDate' | 'cardType' | 'methodType' | 'terminalId' | 'category'
> &
  Partial<Pick<TransactionFilter, 'search' | 'amountFrom' | 'amountTo' | 'sortBy' | 'sortDirection'>> & {
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

/** How the search text reads (the endpoint's schema refused a text it cannot read), or null for no text. */
function termOf(filter: SearchCriteria): SearchTerm | null {
  if (!hasSearchText(filter.search)) return null;
  const term = parseSearchTerm(filter.search);
  if (term === null) throw new Error(`unvalidated search text ${filter.search}`);
  return term;
}

/** The value a search text's reading compares with. */
function termValue(term: SearchTerm): string {
  switch (term.kind) {
    case 'last4':
      return term.last4;
    case 'card':
      return term.maskedPan;
    case 'rrn':
      return term.rrn;
    case 'authCode':
      return term.authCode;
    case 'amount':
      return term.amount;
  }
}

/** An amount bound as the exact decimal text the numeric column compares with. */
const amountText = (amount: number | undefined) => (amount === undefined ? null : amount.toFixed(3));

/**
 * Which conditions a search puts on its rows: each shape is one SQL text, prepared once (db/prepared.ts),
 * and the filter's values are its placeholders' values.
 */
export interface Shape {
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
  /** The search text's reading: at most one of these five. */
  lastFour: boolean;
  maskedPan: boolean;
  rrn: boolean;
  authCode: boolean;
  exactAmount: boolean;
  /** The amount range's bounds, each included. */
  minAmount: boolean;
  maxAmount: boolean;
}

export function shapeOf(scope: SearchScope, filter: SearchCriteria): Shape {
  const term = termOf(filter);
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
    lastFour: term?.kind === 'last4',
    maskedPan: term?.kind === 'card',
    rrn: term?.kind === 'rrn',
    authCode: term?.kind === 'authCode',
    exactAmount: term?.kind === 'amount',
    minAmount: filter.amountFrom !== undefined,
    maxAmount: filter.amountTo !== undefined,
  };
}

/**
 * Whether a shape selects by the rows' own card, references or amount, which the daily roll-ups do not
 * hold: its count and totals come from the matching rows.
 */
export const searchesRows = (shape: Shape) =>
  shape.lastFour ||
  shape.maskedPan ||
  shape.rrn ||
  shape.authCode ||
  shape.exactAmount ||
  shape.minAmount ||
  shape.maxAmount;

export const nameOf = (kind: string, shape: Shape) => shapeName(`tx_${kind}`, shape);

/** The placeholders' values for a search. */
export function valuesOf(scope: SearchScope, filter: SearchCriteria) {
  const term = termOf(filter);
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
    term: term === null ? null : termValue(term),
    amountFrom: amountText(filter.amountFrom),
    amountTo: amountText(filter.amountTo),
  };
}

const value = sql.placeholder;

/** The day a search selects and orders by: the deposit day for the settlement views, else the business day. */
export function dayColumn(table: typeof ct | typeof totals | typeof sourceTotals, shape: Shape) {
  return shape.settlement ? table.depositDate : table.businessDate;
}

/** The conditions every table of the search can take: merchant, source, days and currency. */
export function sourceConditions(table: typeof ct | typeof totals | typeof sourceTotals, shape: Shape) {
  return [
    eq(table.merchantCode, value('merchantCode')),
    eq(table.source, value('source')),
    between(dayColumn(table, shape), value('from'), value('to')),
    shape.currency ? eq(table.currency, value('currency')) : undefined,
  ];
}

/** The conditions a search puts on a table with the roll-up's dimension columns. */
export function dimensionConditions(table: typeof ct | typeof totals, shape: Shape): (SQL | undefined)[] {
  return [
    ...sourceConditions(table, shape),
    shape.branches ? sql`${table.branchId} = any(${value('branchIds')})` : undefined,
    shape.card ? eq(table.cardScheme, value('cardScheme')) : undefined,
    shape.method ? eq(table.locality, value('locality')) : undefined,
    shape.terminal ? eq(table.terminalId, value('terminalId')) : undefined,
  ];
}

/**
 * The conditions of the search text and the amount range, each as an index of the card transactions holds
 * it: the last four by the expression index on right(masked_pan, 4), a masked card by the same index (its
 * last four) and then the whole mask; auth codes are stored in capitals, as the reading gives them.
 */
function searchConditions(shape: Shape): (SQL | undefined)[] {
  const lastFour = sql`right(${ct.maskedPan}, 4)`;
  return [
    shape.lastFour ? sql`${lastFour} = ${value('term')}::text` : undefined,
    shape.maskedPan ? sql`${lastFour} = right(${value('term')}::text, 4)` : undefined,
    shape.maskedPan ? sql`${ct.maskedPan} = ${value('term')}::text` : undefined,
    shape.rrn ? sql`${ct.rrn} = ${value('term')}::text` : undefined,
    shape.authCode ? sql`${ct.authCode} = ${value('term')}::text` : undefined,
    shape.exactAmount ? sql`${ct.amount} = ${value('term')}::numeric` : undefined,
    shape.minAmount ? sql`${ct.amount} >= ${value('amountFrom')}::numeric` : undefined,
    shape.maxAmount ? sql`${ct.amount} <= ${value('amountTo')}::numeric` : undefined,
  ];
}

export function rowConditions(shape: Shape): SQL | undefined {
  return and(
    ...dimensionConditions(ct, shape),
    shape.dccType ? eq(ct.dccType, value('dccType')) : undefined,
    shape.category ? eq(ct.category, value('category')) : undefined,
    shape.refunds ? eq(ct.transactionType, REFUND) : undefined,
    ...searchConditions(shape),
  );
}

/** The order of a search's rows: a column and a direction, ties broken by id in the same direction. */
export interface Order {
  by: SortField;
  direction: SortDirection;
}

const DEFAULT_ORDER: Order = { by: DEFAULT_SORT.sortBy, direction: DEFAULT_SORT.sortDirection };

export const orderOf = (filter: SearchCriteria): Order => ({
  by: filter.sortBy ?? DEFAULT_ORDER.by,
  direction: filter.sortDirection ?? DEFAULT_ORDER.direction,
});

/** The order the search has always had and its indexes hold: newest day, then moment, then id first. */
export const isNewestFirst = (order: Order) =>
  order.by === DEFAULT_ORDER.by && order.direction === DEFAULT_ORDER.direction;

/**
 * The columns a row's place in an order is read from, with each one's type for a cursor's value: the day
 * the search selects by and the moment (then id) for the date, the money column (then id) for an amount.
 */
function orderKey(order: Order, shape: Shape): { column: AnyColumn; type: string }[] {
  const id = { column: ct.id, type: 'bigint' };
  switch (order.by) {
    case 'transactionDate':
      return [
        { column: dayColumn(ct, shape), type: 'date' },
        { column: ct.transactionAt, type: 'timestamptz' },
        id,
      ];
    case 'transactionAmount':
      return [{ column: ct.amount, type: 'numeric' }, id];
    case 'netAmount':
      return [{ column: ct.netAmount, type: 'numeric' }, id];
  }
}

/**
 * The name PostgreSQL keeps a statement by, or none ('', planned at every execution for its values) for a
 * search by text or amount range and for an order other than newest first. After five executions a named
 * statement may switch to one plan for any values, which takes the date range for a handful of rows and so
 * walks the whole month by day, filtering (measured: every row of the month read for a card's last four),
 * where the plan for the values finds the rows by the search's own index, or walks the amount index in order.
 * The statement's SQL is still built once (db/prepared.ts); only its parse and plan are repeated.
 */
export const statementName = (name: string, shape: Shape, order: Order = DEFAULT_ORDER) =>
  searchesRows(shape) || !isNewestFirst(order) ? '' : name;

/** A statement's kind with its order, the default order keeping the name it has always had. */
const orderedKind = (kind: string, order: Order) =>
  isNewestFirst(order) ? kind : `${kind}_${ORDER_NAMES[order.by]}${order.direction}`;
const ORDER_NAMES: Record<SortField, string> = {
  transactionDate: 'day',
  transactionAmount: 'amt',
  netAmount: 'net',
};

/**
 * Where the previous batch of a whole-set read ended: its last row's values of the order's columns (the day
 * and moment, or the money column; then the id), as text.
 */
type Cursor = string[];

/**
 * Where a read starts: at an offset into the filter's rows, at the row an offset lands on (a page past the
 * first), or (for whole files) after the previous batch's last row.
 */
type Position = { offset: number } | { landing: Landing } | { after: Cursor | null };

/** A page or a batch from its position, in the search's order. */
function selectRows(
  db: Executor,
  scope: SearchScope,
  filter: SearchCriteria,
  limit: number,
  position: Position,
) {
  const shape = shapeOf(scope, filter);
  const order = orderOf(filter);
  const key = orderKey(order, shape);
  const after = 'after' in position ? position.after : null;
  const landing = 'landing' in position ? position.landing : null;
  const kind = after ? 'after' : landing ? 'seek' : 'page';
  const query = prepared(db, nameOf(orderedKind(kind, order), shape), (name) => {
    const day = dayColumn(ct, shape);
    // Every column of the key in the one direction, so a single index walk (forwards or backwards) serves it.
    const ordered = key.map(({ column }) => sql`${column} ${sql.raw(order.direction)}`);
    // A deep page does not walk the rows before it: the roll-ups told which day it starts on, and the key
    // of its first row is read from that day alone (an OFFSET of at most one day, on the search index's
    // columns only, which needs no table rows when the filter is the index's own). Newest first only.
    const landingKey = db
      .select({ day, at: ct.transactionAt, id: ct.id })
      .from(ct)
      .where(and(rowConditions(shape), eq(day, sql`${value('landingDay')}::date`)))
      .orderBy(sql`${ct.transactionAt} desc`, sql`${ct.id} desc`)
      .limit(1)
      .offset(value('landingSkip'));
    const columns = sql.join(
      key.map(({ column }) => sql`${column}`),
      sql`, `,
    );
    const cursor = sql.join(
      key.map(({ type }, index) => sql`${value(`after${index}`)}::${sql.raw(type)}`),
      sql`, `,
    );
    // Past the cursor in the order's direction: a row comparison, which the index answers as a range.
    const start = after
      ? sql`(${columns}) ${sql.raw(order.direction === 'desc' ? '<' : '>')} (${cursor})`
      : landing
        ? sql`(${day}, ${ct.transactionAt}, ${ct.id}) <= (${landingKey})`
        : undefined;
    // The page is cut from whole rows first, under the table's own name, so the join and the formatting
    // below run for its rows only, not for every row an OFFSET skips (offset 10,000 at 10M rows: 25 → 7 ms).
    const page = db
      .select()
      .from(ct)
      .where(and(rowConditions(shape), start))
      .orderBy(...ordered)
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
      .orderBy(...ordered)
      .prepare(statementName(name, shape, order));
  });
  return query.execute({
    ...valuesOf(scope, filter),
    limit,
    offset: 'offset' in position ? position.offset : 0,
    landingDay: landing?.day,
    landingSkip: landing?.skip,
    ...Object.fromEntries((after ?? []).map((text, index) => [`after${index}`, text])),
  });
}

/** A transaction row of a page or batch, with its time of day in Amman and its branch's name. */
export type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * One page of the search, of the filter's page size: from the row its offset lands on when the day counts
 * tell where that is (newest first only), else by the offset itself.
 */
export async function listTransactions(
  db: Executor,
  scope: SearchScope,
  filter: SearchCriteria & Pick<TransactionFilter, 'maxCount' | 'offset'>,
  landing: Landing | null,
): Promise<SelectedRow[]> {
  return selectRows(db, scope, filter, filter.maxCount, landing ? { landing } : { offset: filter.offset });
}

/** Where a row is in an order: its values of the order's columns, as a cursor takes them. */
function cursorOf(row: SelectedRow, order: Order, settlement: boolean): Cursor {
  const id = String(row.row.id);
  switch (order.by) {
    case 'transactionDate':
      return [settlement ? row.row.depositDate : row.row.businessDate, row.at, id];
    case 'transactionAmount':
      return [row.row.amount, id];
    case 'netAmount':
      return [row.row.netAmount, id];
  }
}

/**
 * The whole filtered set in batches, in the search's order, for exports: keyset paging (never OFFSET), so
 * every batch costs the same however deep the file goes; the next batch is read while the caller writes this
 * one.
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
              after: cursorOf(last, orderOf(filter), bySettlement(filter)),
            }),
          )
        : null;
    if (rows.length > 0) yield rows;
  }
}
