// SQL of the transaction search: what a search selects by, the conditions of a filter's shape, and the rows
// of a page or of a whole file. Its totals are in totals-repository.ts, the special merchant's reports in
// reports-repository.ts. Every query takes the merchant scope first and answers with rows as the database
// gives them; mapping.ts turns them into the API's shapes.
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import { isoDay, parseDay } from '@merchant-portal/contracts/dates';
import type { TransactionFilter } from '@merchant-portal/contracts/schemas/transactions';
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
}

export function shapeOf(scope: SearchScope, filter: SearchCriteria): Shape {
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

export const nameOf = (kind: string, shape: Shape) => shapeName(`tx_${kind}`, shape);

/** The placeholders' values for a search. */
export function valuesOf(scope: SearchScope, filter: SearchCriteria) {
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

export function rowConditions(shape: Shape): SQL | undefined {
  return and(
    ...dimensionConditions(ct, shape),
    shape.dccType ? eq(ct.dccType, value('dccType')) : undefined,
    shape.category ? eq(ct.category, value('category')) : undefined,
    shape.refunds ? eq(ct.transactionType, REFUND) : undefined,
  );
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
