// Each generator's mark of the last day it filled (the demo_state table): a start fills the days after it, and
// a generator's rows commit with its mark, so a restart resumes after the last whole run.
import { dayFromIso, isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import { demoState, type Database, type Executor } from '@merchant-portal/server/ingest';
import { eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

// Rows per INSERT: the widest generator's 30 parameters a row stay well under PostgreSQL's 65,535.
const INSERT_ROWS = 1_000;

/** Marks a demo generator's data as filled up to `day`: committed with that day's rows, a restart resumes after it. */
export function demoMark(db: Executor, name: string, day: DayNumber) {
  return db
    .insert(demoState)
    .values({ name, lastDay: isoDay(day) })
    .onConflictDoUpdate({ target: demoState.name, set: { lastDay: isoDay(day), updatedAt: new Date() } });
}

/** The first day a demo generator still has to fill: the day after its mark, and at most `days` back. */
export async function firstDemoDayToFill(
  db: Executor,
  name: string,
  days: number,
  today: DayNumber,
): Promise<DayNumber> {
  const [state] = await db.select().from(demoState).where(eq(demoState.name, name));
  return state ? Math.max(dayFromIso(state.lastDay) + 1, today - days) : today - days;
}

/**
 * The days a generator built on the card transactions fills now: from its first day still to fill to the
 * last day of card transactions (yesterday at the latest); null when there is none.
 */
async function daysAfterCardPayments(
  db: Executor,
  name: string,
  days: number,
  today: DayNumber,
): Promise<{ fromDay: DayNumber; toDay: DayNumber } | null> {
  const fromDay = await firstDemoDayToFill(db, name, days, today);
  const [paid] = await db.select().from(demoState).where(eq(demoState.name, 'transactions'));
  if (!paid) return null;
  const toDay = Math.min(today - 1, dayFromIso(paid.lastDay));
  return fromDay > toDay ? null : { fromDay, toDay };
}

/** Inserts rows in batches, in the caller's transaction; a row already there is left as it is. */
export async function insertRows<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + INSERT_ROWS))
      .onConflictDoNothing();
  }
}

/** A generator's rows of its days and its mark, together: a start that stops half-way leaves none of them. */
export async function saveDays<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly PgInsertValue<T>[],
  name: string,
  lastDay: DayNumber,
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertRows(tx, table, rows);
    await demoMark(tx, name, lastDay);
  });
}

/**
 * Fills a generator built on the card transactions: the rows `rowsOf` makes of its days still to fill (up to
 * the last day of card transactions), saved with its mark. How many rows it stored.
 */
export async function fillDaysAfterCardPayments<T extends PgTable>(
  db: Database,
  generator: { name: string; days: number; today: DayNumber; table: T },
  rowsOf: (fromDay: DayNumber, toDay: DayNumber) => Promise<PgInsertValue<T>[]>,
): Promise<number> {
  const days = await daysAfterCardPayments(db, generator.name, generator.days, generator.today);
  if (!days) return 0;
  const rows = await rowsOf(days.fromDay, days.toDay);
  await saveDays(db, generator.table, rows, generator.name, days.toDay);
  return rows.length;
}
