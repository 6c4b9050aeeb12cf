// A merchant's rows of a period as the lists and their files read them: in the list's order (newest first
// unless a column was asked for, issue 28 "Sorting"), ties broken by id, and a file's whole list in batches by
// keyset, each batch starting after the last row of the one before, so every batch costs the same however deep
// it reads.
import type { ListOrder, SortDirection } from '@merchant-portal/contracts/schemas/sort';
import { and, asc, between, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The merchant and the period a list reads. */
export interface PeriodCriteria {
  merchantCode: string;
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The merchant's rows of the period, by the table's merchant column and the day column the period is of. */
export function inPeriod(
  columns: { merchantCode: AnyColumn; day: AnyColumn },
  criteria: PeriodCriteria,
): SQL | undefined {
  return and(
    eq(columns.merchantCode, criteria.merchantCode),
    between(columns.day, criteria.from, criteria.to),
  );
}

/** A currency's rows of a card list: how many, and the sums of their money columns (exact decimals). */
export interface CardMoneySums {
  currency: string;
  count: number;
  amount: string;
  fixed: string;
  mdr: string;
  net: string;
}

/** A row of the list a select builder reads (the builder a function of the executor returns). */
export type RowOf<Select extends (...args: never[]) => { execute(): Promise<readonly unknown[]> }> = Awaited<
  ReturnType<ReturnType<Select>['execute']>
>[number];

/** A select a list reads from (built with `$dynamic()`), its rows `R`, narrowed and ordered in place. */
export interface ListSelect<R> extends PromiseLike<R[]> {
  where(where: SQL | undefined): ListSelect<R>;
  orderBy(...order: SQL[]): ListSelect<R>;
  limit(limit: number): ListSelect<R>;
}

/** A row's place in a list's order: its values of the order's columns, then its id, as text. */
export type Cursor = readonly string[];

/** A list read in one order: its ORDER BY, where a row stands in it, and the rows after such a place. */
export interface KeyOrder {
  orderBy: SQL[];
  /** A row's cursor, selected beside its columns. */
  cursor: SQL<string[]>;
  /** The rows past a cursor in the order; no condition for none (the first batch). */
  after: (cursor: Cursor | null) => SQL | undefined;
  /** Every row of `select()` that matches `where`, in the order, in keyset batches of `batchSize`. */
  batches: <R extends { cursor: Cursor }>(
    batchSize: number,
    select: () => ListSelect<R>,
    where: SQL | undefined,
  ) => AsyncGenerator<R[]>;
}

/** The type a key column's text is read back as: its own, a bigserial as the bigint it is. */
const castOf = (column: PgColumn) => column.getSQLType().replace(/^bigserial$/, 'bigint');

/**
 * A list's orders: for each field it may be ordered by, the columns that place a row (its day and moment, or
 * an amount), then the row's id, every one in the order's direction, so that one index walk (forwards or
 * backwards) serves it and rows that tie keep one order, page after page.
 */
export function listOrders<Field extends string>(keys: Record<Field, readonly PgColumn[]>, id: PgColumn) {
  return (order: ListOrder<Field>): KeyOrder => keyOrder([...keys[order.sortBy], id], order.sortDirection);
}

function keyOrder(columns: readonly PgColumn[], direction: SortDirection): KeyOrder {
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  const orderBy = columns.map((column) => (direction === 'asc' ? asc(column) : desc(column)));
  // Past the cursor in the order's direction: a row comparison, which an index answers as a range.
  const after = (cursor: Cursor | null) =>
    cursor
      ? sql`(${list(columns.map((column) => sql`${column}`))}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${list(
          columns.map((column, index) => sql`${cursor[index]}::${sql.raw(castOf(column))}`),
        )})`
      : undefined;
  return {
    orderBy,
    cursor: sql<string[]>`array[${list(columns.map((column) => sql`${column}::text`))}]`,
    after,
    batches: (batchSize, select, where) =>
      keysetBatches(batchSize, (cursor) =>
        select()
          .where(and(where, after(cursor)))
          .orderBy(...orderBy)
          .limit(batchSize),
      ),
  };
}

/** Whether two orders are the same: the list's own order is the one its indexes and statements were made for. */
export const isSameOrder = (a: ListOrder, b: ListOrder) =>
  a.sortBy === b.sortBy && a.sortDirection === b.sortDirection;

/**
 * The names of a list's prepared statement in an order: the one `prepared` keeps its SQL by (the order added,
 * unless it is the list's own, whose statements keep the names they have always had), and the one PostgreSQL
 * keeps it by — none ('', planned for its values at every execution) for another order, as the card search's
 * (modules/transactions/repository.ts, `statementName`): a generic plan made for one order's values may walk
 * the wrong index for another's.
 */
export function orderedNames(name: string, order: ListOrder, own: ListOrder) {
  return isSameOrder(order, own)
    ? { kept: name, statement: name }
    : { kept: `${name}_${order.sortBy}_${order.sortDirection}`, statement: '' };
}

/** Every row in batches of `batchSize`: `read` gives the batch after a cursor, until one comes back short. */
export async function* keysetBatches<R extends { cursor: Cursor }>(
  batchSize: number,
  read: (cursor: Cursor | null) => PromiseLike<R[]>,
): AsyncGenerator<R[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await read(cursor);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = last.cursor;
  }
}
