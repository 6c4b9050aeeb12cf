// Demo pre-authorisations of Zahran Hypermarkets: fuel-station holds (a fixed hold, captured minutes later for
// what was pumped) and hotel-style holds (a deposit captured at check-out days later, some never captured),
// rolled forward to yesterday like the card transactions.
import { createHash } from 'node:crypto';
import { isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import { asc, eq } from 'drizzle-orm';
import { type Database, preAuthorisations, terminals } from '@merchant-portal/server/ingest';
import { bulkWindow, type BulkLoad } from './bulk-load.js';
import { filsText as fils } from './calendar.js';
import { firstDemoDayToFill, saveDays } from './demo-state.js';
import { maskedPanOf } from './cards.js';
import { createRandom, type Random } from './random.js';

export const PRE_AUTH_MERCHANT = '4000000101';
const STATE = 'pre-authorisations';
const HOURS = 3_600_000;
// Rows per INSERT: 18 parameters each stay well under PostgreSQL's 65,535.
const INSERT_ROWS = 1_000;
const BIN_TYPES = ['Classic', 'Gold', 'Platinum', 'Signature', 'Business'] as const;

interface HoldKind {
  share: number;
  /** Hold in fils: [min, max]. */
  hold: [number, number];
  /** Share of the hold the capture takes: [min, max]. */
  captured: [number, number];
  /** How long after the hold the capture comes, in hours: [min, max]. */
  captureAfterHours: [number, number];
  captureRate: number;
  expiryDays: number;
}

const FUEL: HoldKind = {
  share: 0.7,
  hold: [30_000, 50_000],
  captured: [0.2, 1],
  captureAfterHours: [0.05, 0.5],
  captureRate: 0.97,
  expiryDays: 7,
};
const HOTEL: HoldKind = {
  share: 0.3,
  hold: [80_000, 600_000],
  captured: [0.6, 1],
  captureAfterHours: [20, 120],
  captureRate: 0.85,
  expiryDays: 30,
};

function holdsOfDay(
  day: DayNumber,
  seed: number,
  perDay: number,
  tills: readonly { branchId: string; terminalId: string }[],
  now: number,
  idPrefix = 'PA',
) {
  const random: Random = createRandom(
    Number.parseInt(createHash('sha256').update(`holds:${seed}:${day}`).digest('hex').slice(0, 8), 16),
  );
  const midnightInAmman = Date.parse(`${isoDay(day)}T00:00:00+03:00`);
  return Array.from({ length: perDay }, (_, index) => {
    const kind = random.chance(FUEL.share) ? FUEL : HOTEL;
    const till = random.pick(tills);
    const scheme = random.chance(0.6) ? 'VISA' : 'MASTERCARD';
    const at = midnightInAmman + random.int(6 * 60, 23 * 60) * 60_000 + random.int(0, 59_999);
    const hold = Math.round(random.int(kind.hold[0], kind.hold[1]) / 1000) * 1000;
    const capturedAt =
      at +
      (kind.captureAfterHours[0] + random.next() * (kind.captureAfterHours[1] - kind.captureAfterHours[0])) *
        HOURS;
    const captures = random.chance(kind.captureRate) && capturedAt < now;
    const share = kind.captured[0] + random.next() * (kind.captured[1] - kind.captured[0]);
    return {
      merchantCode: PRE_AUTH_MERCHANT,
      branchId: till.branchId,
      terminalId: till.terminalId,
      businessDate: isoDay(day),
      authorisedAt: new Date(at),
      transactionId: `${idPrefix}${isoDay(day).replaceAll('-', '')}${String(index).padStart(5, '0')}`,
      authCode: String(random.int(0, 999_999)).padStart(6, '0'),
      maskedPan: maskedPanOf(random, scheme),
      cardScheme: scheme,
      locality: random.chance(0.8) ? 'L' : 'I',
      cardKind: random.chance(0.5) ? 'C' : 'D',
      binType: random.pick(BIN_TYPES),
      amount: fils(hold),
      currency: 'JOD',
      expiresOn: isoDay(day + kind.expiryDays),
      capturedAt: captures ? new Date(capturedAt) : null,
      capturedAmount: captures ? fils(Math.round((hold * share) / 10) * 10) : null,
    };
  });
}

async function tillsOf(db: Database) {
  return db
    .select({ branchId: terminals.branchId, terminalId: terminals.terminalId })
    .from(terminals)
    .where(eq(terminals.merchantCode, PRE_AUTH_MERCHANT))
    .orderBy(asc(terminals.terminalId));
}

const DEMO_HOLDS = { full: { days: 395, perDay: 24 }, small: { days: 60, perDay: 8 } } as const;

/**
 * Fills Zahran's holds from the day after the last one stored (or the size's first day) up to yesterday. A
 * hold is stored as it stands when it is written: a capture still to come is not there (the hold stays held).
 */
export async function rollDemoHoldsForward(
  db: Database,
  size: keyof typeof DEMO_HOLDS,
  seed: number,
  today: DayNumber = todayInAmman(),
  now: Date = new Date(),
): Promise<number> {
  const { days, perDay } = DEMO_HOLDS[size];
  const fromDay = await firstDemoDayToFill(db, STATE, days, today);
  if (fromDay >= today) return 0;
  const tills = await tillsOf(db);
  if (tills.length === 0) return 0;
  const rows = Array.from({ length: today - fromDay }, (_, index) =>
    holdsOfDay(fromDay + index, seed, perDay, tills, now.getTime()),
  ).flat();
  await saveDays(db, preAuthorisations, rows, STATE, today - 1);
  return rows.length;
}

/**
 * Benchmark holds (`npm run seed -- --holds N`): N more of Zahran's holds spread evenly over the last `days`
 * days, with transaction ids of their own (`PB…`) beside the demo's. Day by day, one transaction per day.
 */
export async function loadBulkHolds(db: Database, options: BulkLoad): Promise<number> {
  const { today, dayCount } = bulkWindow(options);
  const tills = await tillsOf(db);
  if (tills.length === 0 || options.rows <= 0) return 0;
  const perDay = Math.ceil(options.rows / dayCount);
  let loaded = 0;
  for (let back = 1; back <= dayCount && loaded < options.rows; back += 1) {
    const rows = holdsOfDay(today - back, options.seed, perDay, tills, Date.now(), 'PB').slice(
      0,
      options.rows - loaded,
    );
    await db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += INSERT_ROWS) {
        await tx.insert(preAuthorisations).values(rows.slice(start, start + INSERT_ROWS));
      }
    });
    loaded += rows.length;
  }
  return loaded;
}
