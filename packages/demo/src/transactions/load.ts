// The demo card transactions written (docs/demo-data.md "What it promises"): every demo merchant's rows, day by day,
// through the card transactions' COPY writer, each day committed with its mark, so a restart resumes after
// the last whole day; rolled forward to yesterday at every start.
import { isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import {
  bankCustomers,
  type Database,
  type DemoProgress,
  ensurePartitions,
  type NewCardTransaction,
  openCopyWriter,
} from '@merchant-portal/server/ingest';
import { demoMark, firstDemoDayToFill } from '../demo-state.js';
import { dayVolume } from './profiles.js';
import { bankCustomersOf, loadSetups, merchantDayRows } from './rows.js';

export interface DemoDays {
  seed: number;
  /** The days, in the order to generate them. */
  days: Iterable<DayNumber>;
  /** Volume per merchant: 1 = the full demo volume. */
  scaleOf(merchantCode: string): number;
}

/** Stores the bank's data on the demo cards it issued (once: a card already there is left as it is). */
export async function saveBankCustomers(db: Database, seed: number): Promise<void> {
  const rows = bankCustomersOf(await loadSetups(db, seed));
  for (let start = 0; start < rows.length; start += 2000) {
    await db
      .insert(bankCustomers)
      .values(rows.slice(start, start + 2000))
      .onConflictDoNothing();
  }
}

/**
 * Every demo merchant's rows, day by day. A day's rows are made while they are read, so a caller that
 * writes them in batches holds one batch, whatever the scale.
 */
export async function* demoTransactionDays(
  db: Database,
  options: DemoDays,
): AsyncGenerator<{ day: DayNumber; rows: Iterable<NewCardTransaction> }> {
  const setups = await loadSetups(db, options.seed);
  for (const day of options.days) {
    yield {
      day,
      rows: (function* () {
        for (const setup of setups) {
          yield* merchantDayRows(setup, day, options.seed, options.scaleOf(setup.code));
        }
      })(),
    };
  }
}

/** How many rows demoTransactionDays yields on average (its random spread has mean 1), to size a load. */
export async function expectedDemoRows(db: Database, options: Omit<DemoDays, 'seed'>): Promise<number> {
  // The seed only shapes the card pools, which play no part in the volume.
  const setups = await loadSetups(db, 0);
  let expected = 0;
  for (const day of options.days) {
    for (const setup of setups) {
      const branchCount = setup.branches.filter((branch) => branch.terminals.length > 0).length;
      expected += branchCount * setup.profile.perBranchDay * options.scaleOf(setup.code) * dayVolume(day);
    }
  }
  return expected;
}

function* dayRange(fromDay: DayNumber, toDay: DayNumber): Generator<DayNumber> {
  for (let day = fromDay; day <= toDay; day += 1) yield day;
}

export interface TransactionGeneration {
  seed: number;
  fromDay: DayNumber;
  toDay: DayNumber;
  /** 1 = the full demo volume. */
  scale: number;
  /** Told after each day is committed, with the rows written so far. */
  onDay?: (day: DayNumber, transactions: number) => void;
}

/** Generates [fromDay, toDay] for every demo merchant and records the last day generated. */
export async function generateDemoTransactions(
  db: Database,
  options: TransactionGeneration,
): Promise<number> {
  if (options.fromDay > options.toDay) return 0;
  // The bank's data on its demo cards with the rows (a database seeded before the table gets it with its next
  // day; a start with no day to add does no work here).
  await saveBankCustomers(db, options.seed);
  await ensurePartitions(db, isoDay(options.fromDay), isoDay(options.toDay));
  const days = demoTransactionDays(db, {
    seed: options.seed,
    days: dayRange(options.fromDay, options.toDay),
    scaleOf: () => options.scale,
  });
  const writer = await openCopyWriter(db);
  let total = 0;
  try {
    for await (const { day, rows } of days) {
      const batch = [...rows];
      // The day and its mark commit together, so a restart resumes after the last whole day.
      const mark = demoMark(db, 'transactions', day).toSQL();
      await writer.write(batch, mark);
      total += batch.length;
      options.onDay?.(day, total);
    }
  } finally {
    await writer.close();
  }
  return total;
}

const DEMO_SIZES = { full: { days: 395, scale: 1 }, small: { days: 60, scale: 0.3 } } as const;

/**
 * Keeps the demo current: fills every day from where the last run stopped (or the size's first day) up to
 * yesterday, so the default windows ("2 days ago to yesterday", "last 30 days") are never empty.
 */
export async function rollDemoTransactionsForward(
  db: Database,
  size: keyof typeof DEMO_SIZES,
  seed: number,
  {
    today = todayInAmman(),
    onProgress,
  }: { today?: DayNumber; onProgress?: ((progress: DemoProgress) => void) | undefined } = {},
): Promise<number> {
  const { days, scale } = DEMO_SIZES[size];
  const fromDay = await firstDemoDayToFill(db, 'transactions', days, today);
  const toDay = today - 1;
  const report = onProgress && progressEvery(PROGRESS_EVERY_MS, fromDay, toDay, onProgress);
  return generateDemoTransactions(db, { seed, fromDay, toDay, scale, ...(report && { onDay: report }) });
}

const PROGRESS_EVERY_MS = 3000;
const DAYS_A_MONTH = 365.25 / 12;

/**
 * Tells `onProgress` how the load goes at most once every `everyMs` (and always for its last day): whole
 * months loaded of the months to load, and the rows written so far.
 */
export function progressEvery(
  everyMs: number,
  fromDay: DayNumber,
  toDay: DayNumber,
  onProgress: (progress: DemoProgress) => void,
  now: () => number = () => performance.now(),
): (day: DayNumber, transactions: number) => void {
  const ofMonths = Math.max(1, Math.round((toDay - fromDay + 1) / DAYS_A_MONTH));
  let last = now();
  return (day, transactions) => {
    const isLast = day === toDay;
    if (!isLast && now() - last < everyMs) return;
    last = now();
    const months = isLast ? ofMonths : Math.min(ofMonths, Math.floor((day - fromDay + 1) / DAYS_A_MONTH));
    onProgress({ months, ofMonths, transactions });
  };
}
