// Demo ticket bookings of Royal Wings Airline (4000000301) and their maker-checker refunds (spec part 2 §2 "RJ
// Ticket Bookings", §3, §4): online card payments for flights from and to Amman and Aqaba, and refunds a maker
// requested and a checker approved (refund executed, also as a CyberSource REFUND card transaction) or
// rejected. Every booking and workflow is planned from the seed alone (its day, its place in the day), and the
// database holds each as it stood at the end of yesterday: at every start the new days are written, and what
// happened since the last start to the days before (a timed-out payment a maker settled, a checker's
// decision) is applied, so a demo started every day ends where one filled at once would.
import { isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import { PENDING_WITH_CHECKER, type WorkflowStatus } from '@merchant-portal/contracts/schemas/bookings';
import {
  bookingRefunds,
  bookings,
  type Database,
  ensurePartitions,
  openCopyWriter,
  refundWorkflows,
  type Statement,
  workflowTasks,
} from '@merchant-portal/server/ingest';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { saveAirports } from '../airports.js';
import { ammanMidnight } from '../calendar.js';
import { firstDemoDayToFill } from '../demo-state.js';
import { BOOKING_MAKER, BOOKING_MERCHANT, DEMO_BOOKINGS, type DemoBookingSize } from './catalogue.js';
import {
  bookingAsOf,
  demoBookingsOfDay,
  demoPool,
  refundPlansOf,
  type BookingRow,
  type PlannedBooking,
  type PlannedWorkflow,
} from './plan.js';
import { loadSetup, refundRow, refundTransaction, requestTaskRow, taskRow, workflowRow } from './rows.js';

const STATE = 'bookings';
/**
 * How far back a day's events reach: a booking's refund is asked for at most 60 days after it and its last
 * decision comes within 90; a timed-out payment is settled within 25 days.
 */
const LOOKBACK_DAYS = 90;

/** Rows as JSON records under their column names, for `json_populate_recordset`, and those columns. */
function records<T extends PgTable>(table: T, rows: readonly Record<string, unknown>[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = (row: Record<string, unknown>) =>
    Object.keys(row).map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`no column for ${key}`);
      return column.name;
    });
  const list = rows[0] ? names(rows[0]) : [];
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]): [string, unknown] => [columns[key]?.name ?? key, value]),
      ),
    ),
  );
  return { columns: list.join(', '), json };
}

interface RollWrite {
  bookings: BookingRow[];
  settled: { id: string; paymentStatus: string; updatedAt: Date; updatedBy: string }[];
  workflows: ReturnType<typeof workflowRow>[];
  decided: ReturnType<typeof workflowRow>[];
  tasks: ReturnType<typeof taskRow>[];
  decidedTasks: ReturnType<typeof taskRow>[];
  refunds: ReturnType<typeof refundRow>[];
  lastDay: DayNumber;
}

/**
 * One statement for everything a start writes besides the refunds' card transactions (written just before it,
 * in the same transaction): the new bookings and their per-day counts (counted from what was inserted, so
 * counts and rows agree), the settled timeouts and decided workflows of earlier days (only while nobody has
 * acted on them), the refunds (each finding its card transaction by its reference) and the demo's mark.
 */
function rollStatement(write: RollWrite): Statement {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const set = <T extends PgTable>(table: T, name: string, rows: readonly Record<string, unknown>[]) => {
    const { columns, json } = records(table, rows);
    return { columns, from: `json_populate_recordset(null::${name}, ${param(json)}::json)` };
  };
  const newBookings = set(bookings, 'bookings', write.bookings);
  const settled = set(bookings, 'bookings', write.settled);
  const workflows = set(refundWorkflows, 'refund_workflows', write.workflows);
  const decided = set(refundWorkflows, 'refund_workflows', write.decided);
  const tasks = set(workflowTasks, 'workflow_tasks', write.tasks);
  const decidedTasks = set(workflowTasks, 'workflow_tasks', write.decidedTasks);
  const refunds = set(bookingRefunds, 'booking_refunds', write.refunds);
  // A workflow only for a booking that is there, a task only for a workflow written now. With no rows, the
  // empty set is still read: a parameter the statement never names has no type, and PostgreSQL refuses it.
  const inserts = (table: string, rows: { columns: string; from: string }, where: string) =>
    rows.columns === ''
      ? `select null::uuid as id from ${rows.from} where false`
      : `insert into ${table} (${rows.columns}) select ${rows.columns} from ${rows.from} where ${where}
         on conflict do nothing returning id`;
  const text = `
    with new_bookings as (
      ${
        newBookings.columns === ''
          ? `select null::uuid as id, null::text as merchant_code, null::date as created_day from ${newBookings.from} where false`
          : `insert into bookings (${newBookings.columns}) select ${newBookings.columns} from ${newBookings.from}
             on conflict do nothing returning id, merchant_code, created_day`
      }
    ), counts as (
      insert into booking_daily_counts as t (merchant_code, day, booking_count)
      select merchant_code, created_day, count(*) from new_bookings group by merchant_code, created_day
      on conflict on constraint booking_daily_counts_pk do update
        set booking_count = t.booking_count + excluded.booking_count
    ), settled as (
      update bookings b set payment_status = s.payment_status, updated_at = s.updated_at, updated_by = s.updated_by
      from ${settled.from} s
      where b.id = s.id and b.updated_by is null
        and b.payment_status in ('PAYMENT_TIMEOUT', 'PAYMENT_REVERSED_TIMEOUT')
    ), decided as (
      update refund_workflows w set status = d.status, updated_by = d.updated_by, updated_at = d.updated_at,
        decision_comment = d.decision_comment
      from ${decided.from} d
      where w.id = d.id and w.status = '${PENDING_WITH_CHECKER}'
      returning w.id
    ), new_workflows as (
      ${inserts(
        'refund_workflows',
        workflows,
        // A booking's next request may come in the roll that decides its open one: the decisions are made
        // first (counting them runs them), or the one-open-workflow key would drop the new request.
        '(booking_id in (select id from new_bookings) or booking_id in (select id from bookings)) ' +
          'and (select count(*) from decided) >= 0',
      )}
    ), new_tasks as (
      ${inserts('workflow_tasks', tasks, 'workflow_id in (select id from new_workflows)')}
    ), decided_tasks as (
      update workflow_tasks t set status = d.status, acted_by = d.acted_by, acted_at = d.acted_at,
        comment = d.comment
      from ${decidedTasks.from} d
      where t.id = d.id and t.status = 'OPEN' and t.workflow_id in (select id from decided)
    ), refunds as (
      insert into booking_refunds (id, booking_id, workflow_id, amount, percentage, currency, requested_by,
        approved_by, created_at, transaction_ref_no, approval_ref_no, card_transaction_id)
      select r.id, r.booking_id, r.workflow_id, r.amount, r.percentage, r.currency, r.requested_by,
        r.approved_by, r.created_at, r.transaction_ref_no, r.approval_ref_no,
        (select ct.id from card_transactions ct
          where ct.merchant_code = ${param(BOOKING_MERCHANT)}
            and ct.business_date = (r.created_at at time zone 'Asia/Amman')::date
            and ct.merchant_ref = r.transaction_ref_no and ct.transaction_type = 'REFUND'
          order by ct.id limit 1)
      from ${refunds.from} r
      where r.workflow_id in (select id from new_workflows union all select id from decided)
      on conflict do nothing
    )
    insert into demo_state (name, last_day) values (${param(STATE)}, ${param(isoDay(write.lastDay))}::date)
    on conflict (name) do update set last_day = excluded.last_day, updated_at = now()`;
  return { sql: text, params };
}

export interface BookingsRoll {
  /** New bookings, and timeouts of earlier days a maker settled since the last start. */
  bookings: number;
  settled: number;
  /** New refund workflows, and earlier ones the checker decided since the last start. */
  workflows: number;
  decided: number;
  /** Refunds executed (each with its card transaction). */
  refunds: number;
}

const NOTHING: BookingsRoll = { bookings: 0, settled: 0, workflows: 0, decided: 0, refunds: 0 };

/**
 * Brings the demo bookings up to the end of yesterday: the bookings of every day since the last start (or the
 * size's first day), their refund workflows, and what happened since to the bookings and workflows of the
 * days before. All of it, with the refunds' card transactions and the demo's mark, in one transaction.
 */
export async function rollDemoBookingsForward(
  db: Database,
  size: DemoBookingSize,
  seed: number,
  today: DayNumber = todayInAmman(),
): Promise<BookingsRoll> {
  const fromDay = await firstDemoDayToFill(db, STATE, DEMO_BOOKINGS[size].days, today);
  if (fromDay >= today) return NOTHING;
  const setup = await loadSetup(db);
  if (!setup) return NOTHING;
  await saveAirports(db);
  const windowStart = ammanMidnight(fromDay);
  const cutoff = ammanMidnight(today);
  const inWindow = (time: number) => time >= windowStart && time < cutoff;

  const planned: PlannedBooking[] = [];
  for (let day = fromDay - LOOKBACK_DAYS; day < today; day += 1)
    planned.push(...demoBookingsOfDay(seed, size, day));
  const earlier = planned.filter((booking) => booking.day < fromDay);
  const stored = new Set(
    earlier.length === 0
      ? []
      : (
          await db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              inArray(
                bookings.id,
                earlier.map((booking) => booking.row.id),
              ),
            )
        ).map((row) => row.id),
  );
  const known = planned.filter((booking) => booking.day >= fromDay || stored.has(booking.row.id));
  const plans = known.flatMap((booking) => refundPlansOf(seed, size, booking));

  // Workflows already stored for the earlier bookings: one that is not among a booking's plans was asked for
  // by a person, and the demo leaves that booking's refunds to them.
  const storedFlows = new Map<string, { status: string; bookingId: string }>();
  const earlierIds = [...new Set(plans.filter((p) => p.booking.day < fromDay).map((p) => p.booking.row.id))];
  for (let start = 0; start < earlierIds.length; start += 1000) {
    const rows = await db
      .select({
        id: refundWorkflows.id,
        status: refundWorkflows.status,
        bookingId: refundWorkflows.bookingId,
      })
      .from(refundWorkflows)
      .where(inArray(refundWorkflows.bookingId, earlierIds.slice(start, start + 1000)));
    for (const row of rows) storedFlows.set(row.id, row);
  }
  const plannedIds = new Set(plans.map((plan) => plan.id));
  const touched = new Set(
    [...storedFlows.entries()].filter(([id]) => !plannedIds.has(id)).map(([, flow]) => flow.bookingId),
  );
  const ours = plans.filter((plan) => !touched.has(plan.booking.row.id));

  const created = ours.filter((plan) => inWindow(plan.requestedAt));
  const decidedNow = ours.filter(
    (plan) =>
      plan.requestedAt < windowStart &&
      inWindow(plan.decidedAt) &&
      storedFlows.get(plan.id)?.status === PENDING_WITH_CHECKER,
  );
  const statusAt = (plan: PlannedWorkflow): WorkflowStatus =>
    plan.decidedAt < cutoff ? plan.decision : PENDING_WITH_CHECKER;
  const executed = [...created, ...decidedNow].filter((plan) => statusAt(plan) === 'COMPLETED');

  const write: RollWrite = {
    bookings: planned
      .filter((booking) => booking.day >= fromDay)
      .map((booking) => bookingAsOf(booking, cutoff)),
    settled: earlier
      .filter(
        (booking) =>
          stored.has(booking.row.id) && booking.settlement && inWindow(booking.settlement.at.getTime()),
      )
      .map((booking) => {
        const row = bookingAsOf(booking, cutoff);
        return {
          id: row.id,
          paymentStatus: row.paymentStatus,
          updatedAt: row.updatedAt ?? new Date(cutoff),
          updatedBy: BOOKING_MAKER,
        };
      }),
    workflows: created.map((plan) => workflowRow(plan, statusAt(plan), setup.makerId)),
    decided: decidedNow.map((plan) => workflowRow(plan, statusAt(plan), setup.makerId)),
    tasks: created.flatMap((plan) => [requestTaskRow(plan), taskRow(plan, statusAt(plan))]),
    decidedTasks: decidedNow.map((plan) => taskRow(plan, statusAt(plan))),
    refunds: executed.map(refundRow),
    lastDay: today - 1,
  };
  const pool = demoPool(seed, size);
  const cardRows = executed.map((plan) => refundTransaction(plan, setup, pool));
  if (cardRows.length > 0) {
    const days = cardRows.map((row) => row.businessDate).sort();
    await ensurePartitions(db, days[0] ?? isoDay(fromDay), days.at(-1) ?? isoDay(today - 1));
  }
  const writer = await openCopyWriter(db);
  try {
    await writer.write(cardRows, rollStatement(write));
  } finally {
    await writer.close();
  }
  return {
    bookings: write.bookings.length,
    settled: write.settled.length,
    workflows: write.workflows.length,
    decided: write.decided.length,
    refunds: write.refunds.length,
  };
}
