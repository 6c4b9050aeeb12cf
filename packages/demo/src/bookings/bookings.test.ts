// The airline's demo bookings and refund workflows, and the benchmark load, checked by independent SQL on the
// stored rows: on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import {
  CHECKER_TASK,
  PAYMENT_STATUSES,
  REQUEST_TASK,
  WORKFLOW_STATUSES,
} from '@merchant-portal/contracts/schemas/bookings';
import { openDatabase, type Database } from '@merchant-portal/server/ingest';
import { createPostgresDatabase } from '@merchant-portal/server/testing';
import { AIRPORTS } from '../airports.js';
import { seedDemoData } from '../seed.js';
import { loadBulkBookings } from './bulk.js';
import { BOOKING_CHECKER, BOOKING_MAKER } from './catalogue.js';
import { rollDemoBookingsForward, type BookingsRoll } from './load.js';
import { demoBookingsOfDay } from './plan.js';
import { bookingReference } from './references.js';

const SEED = 20260101;
const today = todayInAmman();
const FIRST_DAY = isoDay(today - 395);

interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/** A fresh migrated database with the demo merchants and users (no card transactions). */
async function freshDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const handle = await openDatabase({ databaseUrl: postgres?.url, dataDir: null });
  await handle.migrate();
  await seedDemoData(handle.db, SEED);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await postgres?.drop();
    },
  };
}

async function rows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
async function count(db: Database, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n ?? Number.NaN);
}

/** Days whose count disagrees with the bookings stored on them (either way). */
const countDisagreements = (db: Database) =>
  count(
    db,
    sql`
      select count(*) as n
      from (select merchant_code, created_day as day, count(*)::int as n from bookings
            group by merchant_code, created_day) as stored
      full join booking_daily_counts as counted using (merchant_code, day)
      where stored.n is distinct from counted.booking_count`,
  );

/**
 * Everything the demo wrote about the bookings made on or after `fromIso`, as text: the bookings, their
 * workflows, tasks and refunds, and the refunds' card transactions (but their ids, from a sequence).
 */
async function snapshot(db: Database, fromIso: string): Promise<string[]> {
  const ofBookings = sql`select id from bookings where created_day >= ${fromIso}`;
  const parts = await Promise.all([
    rows<{ r: string }>(
      db,
      sql`select row_to_json(b)::text as r from bookings b where id in (${ofBookings}) order by id`,
    ),
    rows<{ r: string }>(
      db,
      // The maker's user id is the database's own.
      sql`select (to_jsonb(w) - 'created_by_id')::text as r from refund_workflows w
          where booking_id in (${ofBookings}) order by id`,
    ),
    rows<{ r: string }>(
      db,
      sql`select row_to_json(t)::text as r from workflow_tasks t
          where workflow_id in (select id from refund_workflows where booking_id in (${ofBookings})) order by id`,
    ),
    rows<{ r: string }>(
      db,
      sql`select (to_jsonb(r) - 'card_transaction_id' || jsonb_build_object('card', to_jsonb(ct) - 'id'))::text as r
          from booking_refunds r left join card_transactions ct on ct.id = r.card_transaction_id
          where r.booking_id in (${ofBookings}) order by r.id`,
    ),
  ]);
  return parts.flat().map((row) => row.r);
}

let filled: TestDatabase;
let rolled: TestDatabase;
let fill: BookingsRoll;
const rolls: BookingsRoll[] = [];

beforeAll(async () => {
  [filled, rolled] = await Promise.all([freshDatabase(), freshDatabase()]);
  // One demo filled at once today; another started 12 days ago, again 5 days ago and today.
  fill = await rollDemoBookingsForward(filled.db, 'full', SEED, today);
  for (const day of [today - 12, today - 5, today]) {
    rolls.push(await rollDemoBookingsForward(rolled.db, 'full', SEED, day));
  }
}, 180_000);
afterAll(async () => {
  await Promise.all([filled.close(), rolled.close()]);
});

describe('the demo bookings', () => {
  it('are the same for the same seed and day, and other for another seed', async () => {
    for (const day of [today - 1, today - 200]) {
      expect(demoBookingsOfDay(SEED, 'full', day)).toEqual(demoBookingsOfDay(SEED, 'full', day));
      const refs = demoBookingsOfDay(SEED + 1, 'full', day).map((booking) => booking.row.customerName);
      expect(refs).not.toEqual(
        demoBookingsOfDay(SEED, 'full', day).map((booking) => booking.row.customerName),
      );
    }
    // Started three times over twelve days, the demo ends where one filled today does: the same bookings,
    // timeouts settled by then, workflows decided by then, refunds and their card transactions.
    expect(rolls[1]?.settled).toBeGreaterThan(0);
    expect(rolls[2]?.decided).toBeGreaterThan(0);
    const expected = await snapshot(filled.db, FIRST_DAY);
    expect(expected.length).toBeGreaterThan(3000);
    const actual = await snapshot(rolled.db, FIRST_DAY);
    // The first few rows that differ, either way, rather than thousands of lines.
    const differences = (from: string[], to: string[]) => from.filter((row) => !to.includes(row)).slice(0, 3);
    expect(differences(actual, expected)).toEqual([]);
    expect(differences(expected, actual)).toEqual([]);
    expect(actual).toEqual(expected);
  });

  it('are a few thousand believable bookings of Royal Wings Airline, paid by masked cards only', async () => {
    const { db } = filled;
    expect(fill.bookings).toBeGreaterThan(2500);
    expect(await count(db, sql`select count(*) as n from bookings`)).toBe(fill.bookings);
    const wrong = await rows(
      db,
      sql`
        select booking_ref_no from bookings
        where merchant_code <> '4000000301'
          or masked_pan !~ '^[0-9]{6}[*]{6}[0-9]{4}$'
          or card_scheme not in ('VISA', 'MASTERCARD')
          or booking_ref_no !~ '^[A-Z0-9]{6}$'
          or origin_code = destination_code or not (origin_code in ('AMM', 'AQJ') or destination_code in ('AMM', 'AQJ'))
          or departure_date <= created_day
          or (trip_type = 'ROUND_TRIP') <> (return_date is not null) or return_date <= departure_date
          or adults < 1 or infants > adults
          or due_amount <> ticket_amount or local_amount <> ticket_amount or currency <> 'JOD'
          or credit_currency <> 'JOD' or payment_method <> 'CARD' or fees < 0
          or flight_no !~ '^RW [0-9]{3}$'
          or (customer_email is not null and customer_email !~ '^[a-z.0-9]+@example[.](jo|com)$')
          or created_day <> (created_at at time zone 'Asia/Amman')::date
          or created_day < ${FIRST_DAY} or created_day >= ${isoDay(today)}`,
    );
    expect(wrong).toEqual([]);
    // Fares by route and cabin: Amman to Dubai one way in economy for one adult without a promotion.
    const [dubai] = await rows<{ low: string; high: string }>(
      db,
      sql`select min(ticket_amount) as low, max(ticket_amount) as high from bookings
          where origin_code = 'AMM' and destination_code = 'DXB' and trip_type = 'ONE_WAY' and cabin = 'ECONOMY'
            and adults = 1 and children + infants + youths = 0 and promo_code is null`,
    );
    expect(Number(dubai?.low)).toBeGreaterThanOrEqual(180);
    expect(Number(dubai?.high)).toBeLessThanOrEqual(320);
    expect(await count(db, sql`select count(*) as n from airports`)).toBe(AIRPORTS.length);
  });

  it('count every day in booking_daily_counts as the rows add up', async () => {
    expect(await countDisagreements(filled.db)).toBe(0);
    expect(await countDisagreements(rolled.db)).toBe(0);
    expect(await count(filled.db, sql`select sum(booking_count) as n from booking_daily_counts`)).toBe(
      fill.bookings,
    );
  });

  it('add nothing at a second start', async () => {
    const before = await snapshot(filled.db, FIRST_DAY);
    expect(await rollDemoBookingsForward(filled.db, 'full', SEED, today)).toEqual({
      bookings: 0,
      settled: 0,
      workflows: 0,
      decided: 0,
      refunds: 0,
    });
    expect(await snapshot(filled.db, FIRST_DAY)).toEqual(before);
  });

  it('show every status, timeouts and pending refunds among the recent days', async () => {
    const { db } = filled;
    const values = async (column: string, table = 'bookings') =>
      new Set(
        (await rows<{ v: string }>(db, sql.raw(`select distinct ${column}::text as v from ${table}`))).map(
          (row) => row.v,
        ),
      );
    expect(await values('payment_status')).toEqual(new Set(PAYMENT_STATUSES));
    expect(await values('notification_status')).toEqual(new Set(['SENT', 'FAILED', 'TIMEOUT']));
    expect(await values('trip_type')).toEqual(new Set(['ONE_WAY', 'ROUND_TRIP']));
    expect(await values('cabin')).toEqual(new Set(['ECONOMY', 'BUSINESS', 'FIRST']));
    expect(await values('status', 'refund_workflows')).toEqual(new Set(WORKFLOW_STATUSES));
    expect(await values('status', 'workflow_tasks')).toEqual(new Set(['OPEN', 'COMPLETED', 'REJECTED']));
    const [mix] = await rows<Record<string, number | string>>(
      db,
      sql`select count(*) filter (where cabin = 'ECONOMY') as economy, count(*) as total,
            count(*) filter (where adults <= 2 and children + infants + youths = 0) as one_or_two_adults,
            count(*) filter (where children > 0) as children, count(*) filter (where infants > 0) as infants,
            count(*) filter (where youths > 0) as youths, count(*) filter (where promo_code is not null) as promos,
            count(*) filter (where remarks is not null) as remarks,
            count(*) filter (where payment_status = 'PAYMENT_COMPLETED') as completed
          from bookings`,
    );
    const share = (key: string) => Number(mix?.[key]) / Number(mix?.total);
    expect(share('economy')).toBeGreaterThan(0.75);
    expect(share('one_or_two_adults')).toBeGreaterThan(0.5);
    expect(share('completed')).toBeGreaterThan(0.8);
    for (const key of ['children', 'infants', 'youths', 'promos', 'remarks'])
      expect(share(key)).toBeGreaterThan(0);
    // Timeouts wait for a maker only a few days; refunds for the checker likewise.
    const recent = isoDay(today - 30);
    const timeouts = await rows<{ recent: boolean }>(
      db,
      sql`select created_day >= ${recent} as recent from bookings
          where payment_status in ('PAYMENT_TIMEOUT', 'PAYMENT_REVERSED_TIMEOUT')`,
    );
    expect(timeouts.filter((row) => row.recent).length).toBeGreaterThan(timeouts.length / 2);
    expect(
      await count(
        db,
        sql`select count(*) as n from bookings where created_day >= ${isoDay(today - 7)}
            and payment_status in ('PAYMENT_TIMEOUT', 'PAYMENT_REVERSED_TIMEOUT')`,
      ),
    ).toBeGreaterThanOrEqual(2);
    const pending = await rows<{ day: string }>(
      db,
      sql`select created_day::text as day from refund_workflows where status = 'PENDING WITH CHECKER'`,
    );
    expect(pending.length).toBeGreaterThan(0);
    for (const row of pending) expect(row.day >= recent).toBe(true);
  });

  it('never refund a booking more than its ticket, nor ask more than it', async () => {
    const { db } = filled;
    const over = await rows(
      db,
      sql`
        select b.booking_ref_no from bookings b
        where (select coalesce(sum(amount), 0) from booking_refunds r where r.booking_id = b.id) > b.ticket_amount
          or exists (select 1 from refund_workflows w where w.booking_id = b.id and w.amount > b.ticket_amount)
          or exists (select 1 from refund_workflows w where w.booking_id = b.id
                     and b.payment_status <> 'PAYMENT_COMPLETED')`,
    );
    expect(over).toEqual([]);
    const percentages = await rows(
      db,
      sql`select w.id from refund_workflows w join bookings b on b.id = w.booking_id
          where w.percentage <> round(w.amount / b.ticket_amount * 100, 3) or w.currency <> 'JOD'`,
    );
    expect(percentages).toEqual([]);
  });

  it('complete each approved workflow with exactly one refund, approved by another user than asked', async () => {
    const { db } = filled;
    expect(fill.refunds).toBeGreaterThan(50);
    expect(await count(db, sql`select count(*) as n from booking_refunds`)).toBe(fill.refunds);
    const wrong = await rows(
      db,
      sql`
        select w.id, w.status, (select count(*) from booking_refunds r where r.workflow_id = w.id) as refunds
        from refund_workflows w
        where (w.status = 'COMPLETED') <> exists (select 1 from booking_refunds r where r.workflow_id = w.id)
          or (select count(*) from booking_refunds r where r.workflow_id = w.id) > 1
          or exists (select 1 from booking_refunds r where r.workflow_id = w.id
                     and (r.approved_by = r.requested_by or r.requested_by <> w.created_by or r.amount <> w.amount
                          or r.percentage <> w.percentage or r.booking_id <> w.booking_id))`,
    );
    expect(wrong).toEqual([]);
    const people = await rows<{ requested: string; approved: string }>(
      db,
      sql`select distinct requested_by as requested, approved_by as approved from booking_refunds`,
    );
    expect(people).toEqual([{ requested: BOOKING_MAKER, approved: BOOKING_CHECKER }]);
    // Two tasks per workflow, as the service writes them: the maker's request, done when asked, and the
    // checker's, open until decided; a rejection says why; the maker's user id.
    const tasks = await rows(
      db,
      sql`
        select w.id from refund_workflows w
        left join workflow_tasks t on t.workflow_id = w.id and t.task_name = ${CHECKER_TASK}
        left join workflow_tasks r on r.workflow_id = w.id and r.task_name = ${REQUEST_TASK}
        left join users u on u.username = ${BOOKING_MAKER}
        where t.id is null
          or (select count(*) from workflow_tasks o where o.workflow_id = w.id) <> 2
          or r.status <> 'COMPLETED' or r.acted_by <> ${BOOKING_MAKER} or r.created_at >= t.created_at
          or t.status <> case w.status when 'PENDING WITH CHECKER' then 'OPEN' else w.status end
          or t.assigned_group <> 'RJ_BOOKING_CHECKER_GROUP'
          or (w.status = 'PENDING WITH CHECKER') <> (t.acted_by is null)
          or (w.status = 'REJECTED' and (w.decision_comment is null or t.comment is distinct from w.decision_comment))
          or w.created_by_id is distinct from u.id or w.created_at > w.updated_at`,
    );
    expect(tasks).toEqual([]);
  });

  it('keep at most one workflow pending with the checker per booking, each asked after the last was decided', async () => {
    const { db } = filled;
    expect(await count(db, sql`select count(*) as n from refund_workflows`)).toBe(fill.workflows);
    expect(
      await count(
        db,
        sql`select count(*) as n from (select booking_id from refund_workflows
            where status = 'PENDING WITH CHECKER' group by booking_id having count(*) > 1) as twice`,
      ),
    ).toBe(0);
    const overlapping = await rows(
      db,
      sql`select a.id from refund_workflows a join refund_workflows b
            on b.booking_id = a.booking_id and b.created_at > a.created_at
          where a.status = 'PENDING WITH CHECKER' or b.created_at <= a.updated_at`,
    );
    expect(overlapping).toEqual([]);
  });

  it('book every refund as a CyberSource REFUND card transaction of the airline, to the card that paid', async () => {
    const { db } = filled;
    const wrong = await rows(
      db,
      sql`
        select r.id from booking_refunds r
        join bookings b on b.id = r.booking_id
        left join card_transactions ct on ct.id = r.card_transaction_id
        left join branches br on br.branch_id = ct.branch_id
        where ct.id is null or ct.merchant_code <> '4000000301' or ct.source <> 'CS'
          or ct.transaction_type <> 'REFUND' or br.branch_name <> 'Online Booking' or ct.amount <> r.amount
          or ct.masked_pan <> b.masked_pan or ct.card_scheme <> b.card_scheme or ct.card_kind <> b.card_kind
          or ct.business_date <> (r.created_at at time zone 'Asia/Amman')::date or ct.currency <> 'JOD'`,
    );
    expect(wrong).toEqual([]);
    // No card transaction of the airline without its refund (this database has no other).
    expect(
      await count(
        db,
        sql`select count(*) as n from card_transactions
            where merchant_code = '4000000301' and transaction_type = 'REFUND'`,
      ),
    ).toBe(fill.refunds);
    // And the search's roll-up counts them.
    expect(
      await count(
        db,
        sql`select coalesce(sum(tx_count), 0) as n from daily_source_totals
            where merchant_code = '4000000301' and source = 'CS'`,
      ),
    ).toBe(fill.refunds);
  });
});

describe('the benchmark load (--bookings N)', () => {
  it('loads exactly N bookings over the days asked, with unique references however often it runs', async () => {
    const { db } = filled;
    const before = await count(db, sql`select count(*) as n from bookings`);
    for (const run of [1, 2]) {
      expect(await loadBulkBookings(db, { seed: SEED + 1, rows: 4321, days: 30, today })).toBe(4321);
      expect(await count(db, sql`select count(*) as n from bookings`)).toBe(before + run * 4321);
      expect(await countDisagreements(db)).toBe(0);
    }
    const outside = await count(
      db,
      sql`select count(*) as n from bookings where customer_id like 'RWC2%'
          and (created_day < ${isoDay(today - 30)} or created_day >= ${isoDay(today)})`,
    );
    expect(outside).toBe(0);
    expect(await count(db, sql`select count(*) as n from bookings where customer_id like 'RWC2%'`)).toBe(
      2 * 4321,
    );
    expect(await count(db, sql`select count(distinct booking_ref_no) as n from bookings`)).toBe(
      before + 2 * 4321,
    );
  });

  it('gives every sequence number its own six-character reference', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 200_000; n += 1) seen.add(bookingReference(n));
    for (let n = 2 ** 31 - 100_000; n < 2 ** 31; n += 1) seen.add(bookingReference(n));
    expect(seen.size).toBe(300_000);
    expect([...seen].filter((reference) => !/^[A-Z0-9]{6}$/.test(reference))).toEqual([]);
  });
});
