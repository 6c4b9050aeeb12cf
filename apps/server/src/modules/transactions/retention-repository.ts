// SQL of the card transactions' retention: the monthly partitions there are, and one month taken out of the
// table, of every roll-up the statement that stores rows adds to (MOVE_STAGED_ROWS in ingest.ts), and of the
// rows that name its payments. Each function runs in the caller's transaction, under its locks (holdWriters).
// Then the other rows that keep a masked card number: pre-authorisation holds and airline bookings.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  bookingDailyCounts,
  bookingRefunds,
  bookings,
  refundWorkflows,
  workflowTasks,
} from '../../db/schema/bookings.js';
import { marketplaceDailyCounts, marketplaceOrders } from '../../db/schema/marketplace.js';
import { mofaDailyCounts, mofaPayments } from '../../db/schema/mofa.js';
import { preAuthDailyCounts, preAuthorisations } from '../../db/schema/pre-auth.js';
import {
  cardTransactions,
  customerWeeklyTotals,
  DASHBOARD_CURRENCY,
  dailySourceTotals,
  dailyTransactionTotals,
  dashboardDailyHours,
  dashboardDailyTotals,
  dashboardMonthlyHours,
  dashboardMonthlyMix,
  dashboardMonthlyTerminals,
  merchantCustomers,
  merchantDataVersions,
} from '../../db/schema/transactions.js';

/** A month's days: [from, to), both the first day of a month (YYYY-MM-DD). */
export interface MonthDays {
  from: string;
  to: string;
}

/** A month's partition as ensurePartitions (ingest.ts) names it: `card_transactions_2024_09` for 2024-09. */
const PARTITION = /^card_transactions_(\d{4})_(\d{2})$/;

export const partitionOf = (month: string) => `card_transactions_${month.replace('-', '_')}`;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function counted(db: Executor, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

/** The months (YYYY-MM) that have a partition, oldest first. */
export async function partitionMonths(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'card_transactions'::regclass`,
  );
  return rows
    .map((row) => PARTITION.exec(row.name))
    .flatMap((match) => (match ? [`${match[1]}-${match[2]}`] : []))
    .sort();
}

/**
 * The locks of a month's transaction, in the only order that cannot deadlock with the card transactions'
 * writers, and that lets readers go on until the partition itself goes:
 *
 * 1. `holdWriters` first: SHARE ROW EXCLUSIVE on card_transactions (and its partitions). Writers (ROW
 *    EXCLUSIVE) wait until the month is out, so no payment is added to a roll-up row this transaction is
 *    changing; readers (ACCESS SHARE) go on, seeing the month whole until the commit. A second run waits too
 *    (the mode conflicts with itself). Every writer takes card_transactions before any roll-up row
 *    (MOVE_STAGED_ROWS inserts the rows first) and none reads it earlier in its transaction (keep it so), so a writer
 *    waiting here holds nothing this transaction will want.
 * 2. `holdEveryone` last, just before the drop, which needs ACCESS EXCLUSIVE: it waits for the statements
 *    reading the table now, and readers arriving meanwhile wait for the drop and the commit only. A reader
 *    never waits for this transaction (its row locks do not block reads), so this wait ends.
 *
 * Taking ACCESS EXCLUSIVE first would stop every search for the whole month's work; taking it last without
 * step 1 could deadlock: a load's statement holding card_transactions and waiting for a roll-up row changed
 * here, while this transaction waits for the table. Each wait lasts `waitMs` at most; then the run fails and
 * the job is retried.
 */
export async function holdWriters(tx: Executor, waitMs: number): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = ${Math.round(waitMs)}`));
  // A month of a large acquirer is millions of rows: this is a job, not a request (readers are not held).
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`lock table ${cardTransactions} in share row exclusive mode`);
}

export async function holdEveryone(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table ${cardTransactions} in access exclusive mode`);
}

/** Whether the month's partition still exists (another run may have dropped it meanwhile). */
export async function hasPartition(tx: Executor, month: string): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(
    tx,
    sql`select to_regclass(${partitionOf(month)}) is not null as present`,
  );
  return row?.present === true;
}

const inMonth = (column: PgColumn, days: MonthDays) => and(gte(column, days.from), lt(column, days.to));

/**
 * Takes the month out of the per-source totals (which count every row, refunds and every currency alike)
 * and bumps the data version of each merchant it had rows of, so replies kept under the old version
 * (the dashboards') are computed again. Answers how many card transactions the month held, and of how many
 * merchants.
 */
export async function removeSourceTotals(
  tx: Executor,
  days: MonthDays,
): Promise<{ transactions: number; merchants: number }> {
  const [row] = await rowsOf<{ transactions: string; merchants: number }>(
    tx,
    sql`with gone as (
        delete from ${dailySourceTotals}
        where business_date >= ${days.from} and business_date < ${days.to}
        returning merchant_code, tx_count
      ), bumped as (
        update ${merchantDataVersions} as v set version = v.version + 1
        where v.merchant_code in (select merchant_code from gone)
      )
      select coalesce(sum(tx_count), 0)::text as transactions, count(distinct merchant_code)::int as merchants
      from gone`,
  );
  return { transactions: Number(row?.transactions ?? 0), merchants: row?.merchants ?? 0 };
}

/** Takes the month out of the roll-ups keyed by its days or by the month itself. */
export async function removeDayAndMonthRollUps(tx: Executor, days: MonthDays): Promise<void> {
  for (const table of [dailyTransactionTotals, dashboardDailyTotals, dashboardDailyHours]) {
    await tx.delete(table).where(inMonth(table.businessDate, days));
  }
  for (const table of [dashboardMonthlyMix, dashboardMonthlyHours, dashboardMonthlyTerminals]) {
    await tx.delete(table).where(inMonth(table.month, days));
  }
}

/** A sale as the dashboards' roll-ups count one (MOVE_STAGED_ROWS' `sales`): not a refund, in dinars. */
const SALE = sql`transaction_type <> 'REFUND' and currency = ${DASHBOARD_CURRENCY}`;

/**
 * Takes the month out of the customers' weeks. A week inside the month goes whole; a week across its first or
 * last day loses the month's days only (what the month's sales in it added), and goes when nothing is left.
 */
export async function removeCustomerWeeks(tx: Executor, days: MonthDays): Promise<void> {
  // The first Monday on or after the month's first day, and the Monday of the week its next month starts in.
  const firstMonday = sql`date_trunc('week', ${days.from}::date + 6)::date`;
  const lastMonday = sql`date_trunc('week', ${days.to}::date)::date`;
  await tx.execute(sql`
    with edges as (
      select merchant_code, date_trunc('week', business_date)::date as week_start, card_token,
        count(*)::int as n, sum(amount) as amount
      from ${cardTransactions}
      where business_date >= ${days.from} and business_date < ${days.to}
        and (business_date < ${firstMonday} or business_date >= ${lastMonday}) and ${SALE}
      group by 1, 2, 3
    ), emptied as (
      delete from ${customerWeeklyTotals} as t using edges as e
      where t.merchant_code = e.merchant_code and t.week_start = e.week_start and t.card_token = e.card_token
        and t.tx_count <= e.n
    ), reduced as (
      update ${customerWeeklyTotals} as t set tx_count = t.tx_count - e.n, amount_sum = t.amount_sum - e.amount
      from edges as e
      where t.merchant_code = e.merchant_code and t.week_start = e.week_start and t.card_token = e.card_token
        and t.tx_count > e.n
    )
    delete from ${customerWeeklyTotals} where week_start >= ${firstMonday} and week_start < ${lastMonday}`);
}

/**
 * Takes the month out of the merchants' customers: a card whose last payment is in the month (or before) goes
 * with its masked number; a card that paid later keeps its first day (it is no new customer when it comes
 * back) and, when its latest year is the month's, loses the month's payments from that year's figures.
 */
export async function removeMonthCustomers(tx: Executor, days: MonthDays): Promise<void> {
  await tx.delete(merchantCustomers).where(lt(merchantCustomers.lastDay, days.to));
  await tx.execute(sql`
    update ${merchantCustomers} as t
    set year_tx_count = t.year_tx_count - s.n, year_amount = t.year_amount - s.amount
    from (
      select merchant_code, card_token, count(*)::int as n, sum(amount) as amount
      from ${cardTransactions}
      where business_date >= ${days.from} and business_date < ${days.to} and ${SALE}
      group by merchant_code, card_token
    ) as s
    where t.merchant_code = s.merchant_code and t.card_token = s.card_token
      and t.year = extract(year from ${days.from}::date)`);
}

/**
 * Removes the rows that name one of the month's payments: marketplace orders and MOFA records (one per
 * payment, nothing without it) go, their per-day counts following through their triggers while the payments
 * are still there to sum; a booking refund stays, its link to the refund's card transaction emptied.
 * Answers how many of each.
 */
export async function removeLinkedRows(
  tx: Executor,
  days: MonthDays,
): Promise<{ marketplaceOrders: number; mofaPayments: number; bookingRefundsUnlinked: number }> {
  const marketplace = await counted(
    tx,
    sql`with gone as (
        delete from ${marketplaceOrders}
        where card_business_date >= ${days.from} and card_business_date < ${days.to} returning 1
      ) select count(*)::int as n from gone`,
  );
  await tx.delete(marketplaceDailyCounts).where(inMonth(marketplaceDailyCounts.cardBusinessDate, days));
  const mofa = await counted(
    tx,
    sql`with gone as (
        delete from ${mofaPayments}
        where card_business_date >= ${days.from} and card_business_date < ${days.to} returning 1
      ) select count(*)::int as n from gone`,
  );
  await tx
    .delete(mofaDailyCounts)
    .where(and(inMonth(mofaDailyCounts.businessDate, days), eq(mofaDailyCounts.paymentCount, 0)));
  const unlinked = await counted(
    tx,
    sql`with unlinked as (
        update ${bookingRefunds} set card_transaction_id = null
        where card_transaction_id in (
          select id from ${cardTransactions}
          where business_date >= ${days.from} and business_date < ${days.to}
        )
        returning 1
      ) select count(*)::int as n from unlinked`,
  );
  return { marketplaceOrders: marketplace, mofaPayments: mofa, bookingRefundsUnlinked: unlinked };
}

export async function dropPartition(tx: Executor, month: string): Promise<void> {
  await tx.execute(sql.raw(`drop table ${partitionOf(month)}`));
}

/**
 * Removes the pre-authorisation holds and the airline bookings (with their refund workflows, tasks and
 * refunds) of the days before `before`: they keep a masked card number, and a booking its customer's name
 * and e-mail. The holds' per-day counts follow through their triggers; the bookings' are deleted with them.
 * Answers how many of each.
 */
export async function removeHoldsAndBookings(
  tx: Executor,
  before: string,
): Promise<{ preAuthorisations: number; bookings: number }> {
  const holds = await counted(
    tx,
    sql`with gone as (delete from ${preAuthorisations} where business_date < ${before} returning 1)
      select count(*)::int as n from gone`,
  );
  await tx
    .delete(preAuthDailyCounts)
    .where(and(lt(preAuthDailyCounts.businessDate, before), eq(preAuthDailyCounts.holdCount, 0)));
  const old = sql`select id from ${bookings} where created_day < ${before}`;
  const workflows = sql`select id from ${refundWorkflows} where booking_id in (${old})`;
  await tx.execute(sql`delete from ${workflowTasks} where workflow_id in (${workflows})`);
  await tx.execute(sql`delete from ${bookingRefunds} where booking_id in (${old})`);
  await tx.execute(sql`delete from ${refundWorkflows} where booking_id in (${old})`);
  const gone = await counted(
    tx,
    sql`with gone as (delete from ${bookings} where created_day < ${before} returning 1)
      select count(*)::int as n from gone`,
  );
  await tx.delete(bookingDailyCounts).where(lt(bookingDailyCounts.day, before));
  return { preAuthorisations: holds, bookings: gone };
}
