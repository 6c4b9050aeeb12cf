// The demo snapshot: made once, copied into an empty data directory and rolled forward, the demo is the
// one an uninterrupted load gives (row counts of every table, and per day the card transactions' count and
// total); and its failure modes: a stale snapshot, a copy cut short, a snapshot of another demo.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { openDatabase, type Database } from '@merchant-portal/server/ingest';
import { prepareDemoData } from './bootstrap.js';
import {
  isSnapshotCurrent,
  makeDemoSnapshot,
  makersDigest,
  restoreDemoSnapshot,
  RESTORING,
  type SnapshotNote,
} from './snapshot.js';

const SEED = 20260101;
const DEMO = { DEMO_DATA: 'small', DEMO_SEED: SEED } as const;
const today = todayInAmman();
const STALE_DAYS = 3;

let root = '';
let snapshots: string;

interface DemoFigures {
  /** Rows in every table of the portal's schema. */
  tables: Record<string, number>;
  /** Per business day: the card transactions' count and total. */
  days: Record<string, string>;
}

/**
 * `bookedFrom`: leaves out the refunds of bookings made before that day (a stale snapshot's older days have
 * bookings whose refunds fall in the days of today's demo).
 */
async function figuresOf(db: Database, bookedFrom = '0001-01-01'): Promise<DemoFigures> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as { rows: Record<string, string | number>[] }).rows;
  const names = await rows(
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
  );
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const [count] = await rows(sql.raw(`select count(*)::int as count from "${String(name)}"`));
    tables[String(name)] = Number(count?.count);
  }
  const days: Record<string, string> = {};
  for (const row of await rows(
    sql`select business_date::text as day, count(*) || ' ' || sum(amount) as figures from card_transactions ct
        where not exists (select 1 from booking_refunds r join bookings b on b.id = r.booking_id
                          where r.card_transaction_id = ct.id and b.created_day < ${bookedFrom}::date)
        group by 1 order by 1`,
  )) {
    days[String(row.day)] = String(row.figures);
  }
  return { tables, days };
}

/** Starts on `dataDir` as the server does (snapshot, migrations, demo rolled forward) and reads its figures. */
async function startOn(dataDir: string, bookedFrom?: string): Promise<DemoFigures> {
  await restoreDemoSnapshot(dataDir, DEMO, snapshots);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await prepareDemoData(database.db, DEMO, { today });
    return await figuresOf(database.db, bookedFrom);
  } finally {
    await database.close();
  }
}

/** The demo loaded day by day into an empty database, with no snapshot. */
let uninterrupted: DemoFigures;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  root = mkdtempSync(path.join(tmpdir(), 'mp-snapshot-'));
  snapshots = path.join(root, 'snapshots');
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await prepareDemoData(database.db, DEMO, { today });
  uninterrupted = await figuresOf(database.db);
  await database.close();
  await makeDemoSnapshot(path.join(snapshots, 'small'), { size: 'small', seed: SEED }, { today });
}, 300_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

// The snapshot is of the embedded database alone: the PostgreSQL pass has nothing more to check here.
describe.skipIf(process.env.TEST_DATABASE_URL)('the demo snapshot', () => {
  it('is a closed database without the WAL segments kept for reuse, and a note of what it holds', () => {
    const wal = readdirSync(path.join(snapshots, 'small', 'pglite', 'pg_wal')).filter((name) =>
      /^[0-9A-F]{24}$/.test(name),
    );
    expect(wal.length).toBeGreaterThan(0);
    expect(wal.length).toBeLessThanOrEqual(2);
    expect(existsSync(path.join(snapshots, 'small.making'))).toBe(false);
  });

  it('is current, and not made again by the build, only for the same demo and day made by the same code', () => {
    const folder = path.join(snapshots, 'small');
    const demo = { size: 'small', seed: SEED } as const;
    expect(isSnapshotCurrent(folder, demo, today)).toBe(true);
    expect(isSnapshotCurrent(folder, demo, today + 1)).toBe(false);
    expect(isSnapshotCurrent(folder, { ...demo, seed: 7 }, today)).toBe(false);
    expect(isSnapshotCurrent(folder, { ...demo, size: 'full' }, today)).toBe(false);
    const note = JSON.parse(readFileSync(path.join(folder, 'note.json'), 'utf8')) as SnapshotNote;
    expect(note.madeBy).toBe(makersDigest());
    const other = path.join(root, 'made-by-other-code', 'small');
    mkdirSync(other, { recursive: true });
    writeFileSync(path.join(other, 'note.json'), JSON.stringify({ ...note, madeBy: 'an older build' }));
    expect(isSnapshotCurrent(other, demo, today)).toBe(false);
  });

  it('copied into an empty data directory, gives the demo an uninterrupted load gives', async () => {
    const dataDir = path.join(root, 'fresh');
    await expect(restoreDemoSnapshot(dataDir, DEMO, snapshots)).resolves.toEqual({
      restored: true,
      madeFor: isoDay(today),
    });
    expect(await startOn(dataDir)).toEqual(uninterrupted);
  }, 120_000);

  it('leaves a data directory that holds a database as it is', async () => {
    const dataDir = path.join(root, 'fresh');
    await expect(restoreDemoSnapshot(dataDir, DEMO, snapshots)).resolves.toEqual({
      restored: false,
      why: null,
    });
  });

  it('copies again, whole, into a directory a copy was cut short in', async () => {
    const dataDir = path.join(root, 'cut-short');
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    writeFileSync(path.join(dataDir, RESTORING), '');
    await expect(restoreDemoSnapshot(dataDir, DEMO, snapshots)).resolves.toMatchObject({ restored: true });
    expect(existsSync(path.join(dataDir, RESTORING))).toBe(false);
    expect(await startOn(dataDir)).toEqual(uninterrupted);
  }, 120_000);

  it('is not used for another demo, and a copy cut short is cleared for the demo to load', async () => {
    const dataDir = path.join(root, 'other-seed');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    writeFileSync(path.join(dataDir, RESTORING), '');
    await expect(restoreDemoSnapshot(dataDir, { ...DEMO, DEMO_SEED: 7 }, snapshots)).resolves.toEqual({
      restored: false,
      why: 'the demo snapshot was made with DEMO_SEED=20260101',
    });
    expect(readdirSync(dataDir)).toEqual([]);
    await expect(restoreDemoSnapshot(dataDir, { ...DEMO, DEMO_DATA: 'full' }, snapshots)).resolves.toEqual({
      restored: false,
      why: 'no demo snapshot was built for DEMO_DATA=full',
    });
    const older = path.join(root, 'older-snapshots');
    mkdirSync(path.join(older, 'small'), { recursive: true });
    const note = JSON.parse(readFileSync(path.join(snapshots, 'small', 'note.json'), 'utf8')) as object;
    writeFileSync(path.join(older, 'small', 'note.json'), JSON.stringify({ ...note, lastMigration: 1 }));
    await expect(restoreDemoSnapshot(dataDir, DEMO, older)).resolves.toEqual({
      restored: false,
      why: 'the demo snapshot predates the migrations',
    });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('made days before, is rolled forward to yesterday: the same demo, with the days before it kept', async () => {
    const stale = path.join(root, 'stale-snapshots');
    await makeDemoSnapshot(
      path.join(stale, 'small'),
      { size: 'small', seed: SEED },
      {
        today: today - STALE_DAYS,
      },
    );
    const dataDir = path.join(root, 'stale');
    await expect(restoreDemoSnapshot(dataDir, DEMO, stale)).resolves.toMatchObject({ restored: true });
    const firstDay = Object.keys(uninterrupted.days)[0]!;
    const rolled = await startOn(dataDir, firstDay);
    const older = Object.keys(rolled.days).filter((day) => !(day in uninterrupted.days));
    expect(older).toHaveLength(STALE_DAYS);
    for (const day of older) expect(day < firstDay).toBe(true);
    expect(Object.fromEntries(Object.entries(rolled.days).filter(([day]) => !older.includes(day)))).toEqual(
      uninterrupted.days,
    );
  }, 300_000);
});
