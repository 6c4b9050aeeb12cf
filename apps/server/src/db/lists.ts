// A merchant's rows of a period as the lists and their files read them: newest first (by day, moment and id,
// all descending, the order of the lists' indexes), a file's whole list in batches by keyset, each batch
// starting after the last row of the one before, so every batch costs the same however deep it reads.
import { and, between, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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

/** Where one row of a list is. */
export interface RowKey {
  day: string;
  at: string;
  id: number;
}

/** A select a list reads from (built with `$dynamic()`), its rows `R`, narrowed and ordered in place. */
export interface ListSelect<R> extends PromiseLike<R[]> {
  where(where: SQL | undefined): ListSelect<R>;
  orderBy(...order: SQL[]): ListSelect<R>;
  limit(limit: number): ListSelect<R>;
}

/** A list's order by its day, moment and id columns: newest first, and the rows after a key in it. */
export function keyOrder<Id extends AnyColumn>(columns: { day: AnyColumn; at: AnyColumn; id: Id }) {
  const { day, at, id } = columns;
  const newestFirst = [desc(day), desc(at), desc(id)] as const;
  /** No condition for the first batch. */
  const after = (key: RowKey | null): SQL | undefined =>
    key ? sql`(${day}, ${at}, ${id}) < (${key.day}::date, ${key.at}::timestamptz, ${key.id})` : undefined;
  return {
    /** A row's key as the list selects it: day and moment as text, to come back unchanged in `after`. */
    key: { id, day: sql<string>`${day}::text`, at: sql<string>`${at}::text` },
    newestFirst,
    after,
    /** Every row of `select()` that matches `where`, newest first, in keyset batches of `batchSize`. */
    batches: <R extends RowKey>(
      batchSize: number,
      select: () => ListSelect<R>,
      where: SQL | undefined,
    ): AsyncGenerator<R[]> =>
      keysetBatches(batchSize, async (key) =>
        select()
          .where(and(where, after(key)))
          .orderBy(...newestFirst)
          .limit(batchSize),
      ),
  };
}

/** Every row in batches of `batchSize`: `read` gives the batch after a key, until one comes back short. */
export async function* keysetBatches<R extends RowKey>(
  batchSize: number,
  read: (key: RowKey | null) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let key: RowKey | null = null;
  for (;;) {
    const rows = await read(key);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    key = { day: last.day, at: last.at, id: last.id };
  }
}
