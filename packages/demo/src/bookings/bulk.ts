// Benchmark bookings (`npm run seed -- --bookings N`): the demo's planning scaled to any N, written by COPY in
// batches of a fixed size with their per-day counts, so memory does not grow with N.
import {
  bookingDailyCounts,
  bookings,
  copyText,
  type Database,
  openCopySession,
} from '@merchant-portal/server/ingest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { saveAirports } from '../airports.js';
import { analyzeLoaded, bulkWindow, shareByWeight, type BulkLoad } from '../bulk-load.js';
import { ammanMidnight } from '../calendar.js';
import { createRandom, seedOf } from '../random.js';
import { BOOKING_MERCHANT } from './catalogue.js';
import type { CustomerPool } from './customers.js';
import { bookingAsOf, dayFactor, planBooking, type BookingRow } from './plan.js';

/** Benchmark bookings (`--bookings N`) number from here, past every demo day's (until the year 2149). */
const BULK_BASE = 64 * 65_536;
// Rows per COPY batch of the benchmark load: one transaction each, with their per-day counts.
const BULK_BATCH = 20_000;

const BOOKING_FIELDS = Object.keys(getTableColumns(bookings)) as (keyof BookingRow)[];
const BOOKING_COLUMNS = BOOKING_FIELDS.map((field) => getTableColumns(bookings)[field].name).join(', ');
const STAGING = 'bookings_staging';
/** The staged batch into the table and its per-day counts, by one statement: counts and rows agree. */
const BOOKINGS_TARGET = {
  staging: STAGING,
  create: `create temporary table if not exists ${STAGING} as
    select ${BOOKING_COLUMNS} from bookings with no data`,
  columns: BOOKING_COLUMNS,
  move: `
    with inserted as (
      insert into bookings (${BOOKING_COLUMNS}) select ${BOOKING_COLUMNS} from ${STAGING}
      returning merchant_code, created_day
    )
    insert into booking_daily_counts as t (merchant_code, day, booking_count)
    select merchant_code, created_day, count(*) from inserted group by merchant_code, created_day
    on conflict on constraint booking_daily_counts_pk do update
      set booking_count = t.booking_count + excluded.booking_count;
    truncate ${STAGING}`,
};

/**
 * Benchmark bookings (`npm run seed -- --bookings N`): exactly N more of the airline's bookings over the last
 * `days` days (busier in the season, as the demo), as they stood at the end of yesterday, without refunds.
 * Their sequence numbers start past every booking already stored, so references stay unique however many
 * loads run. Written by COPY in batches of a fixed size with their per-day counts: memory does not grow with N.
 */
export async function loadBulkBookings(db: Database, options: BulkLoad): Promise<number> {
  if (options.rows <= 0) return 0;
  const { today, dayCount } = bulkWindow(options);
  await saveAirports(db);
  // Every booking stored is counted by day: the sum is how many there are, and only grows.
  const [stored] = await db
    .select({ total: sql<string | null>`sum(${bookingDailyCounts.bookingCount})` })
    .from(bookingDailyCounts)
    .where(eq(bookingDailyCounts.merchantCode, BOOKING_MERCHANT));
  const first = BULK_BASE + Number(stored?.total ?? 0);
  const cutoff = ammanMidnight(today);
  const pool: CustomerPool = {
    seed: options.seed,
    tag: 'bulk',
    size: Math.min(900_000, Math.max(2_000, Math.round(options.rows / 5))),
    firstId: 2_000_000,
  };
  // Each day's share of N by its volume.
  const days = Array.from({ length: dayCount }, (_, index) => today - dayCount + index);
  const counts = shareByWeight(options.rows, days.map(dayFactor));

  const copier = await openCopySession(db, BOOKINGS_TARGET);
  let batch: BookingRow[] = [];
  let loaded = 0;
  try {
    for (const [index, day] of days.entries()) {
      const count = counts[index] ?? 0;
      const random = createRandom(seedOf('bulk-bookings', options.seed, first, day));
      for (let place = 0; place < count; place += 1) {
        const n = first + loaded;
        const booking = planBooking(random, {
          seed: options.seed,
          idTag: 'bulk-booking',
          n,
          day,
          place,
          pool,
        });
        batch.push(bookingAsOf(booking, cutoff));
        loaded += 1;
        if (batch.length === BULK_BATCH) {
          await copier.write(copyText(batch, BOOKING_FIELDS));
          batch = [];
        }
      }
    }
    if (batch.length > 0) await copier.write(copyText(batch, BOOKING_FIELDS));
  } finally {
    await copier.close();
  }
  await analyzeLoaded(db, 'bookings, booking_daily_counts');
  return loaded;
}
