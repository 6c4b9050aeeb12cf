// The demo snapshot (docs/demo-data.md "The demo snapshot"): an embedded data directory loaded once at build
// time with the full demo, closed, and kept with a note of what it holds. A start on an empty data directory
// copies it in (a few seconds) instead of generating 13 months of card transactions (about 40), then rolls
// it forward to yesterday as every start does.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import {
  lastMigrationMillis,
  openDatabase,
  type Config,
  type PrepareDemoData,
  type RestoreDemoSnapshot,
} from '@merchant-portal/server/ingest';
import { sql } from 'drizzle-orm';
import { prepareDemoData } from './bootstrap.js';

/** Where the build keeps its snapshots, one folder per demo size (`dist/snapshot/full`). */
export const SNAPSHOTS = path.resolve(import.meta.dirname, '../dist/snapshot');

/** What a snapshot holds: a start uses it only for the same demo, made by the same migrations. */
export interface SnapshotNote {
  size: Exclude<Config['DEMO_DATA'], 'none'>;
  seed: number;
  /** The day it was made for (ISO): its last day of data is the one before. */
  today: string;
  /** The newest migration it applied (lastMigrationMillis). */
  lastMigration: number;
  /** The digest of the code that made it (makersDigest). */
  madeBy: string;
}

/** The code a snapshot comes from: this package's and the server's compiled files, and the migrations. */
function makers(): string[] {
  const server = path.dirname(fileURLToPath(import.meta.resolve('@merchant-portal/server/ingest')));
  return [import.meta.dirname, server, path.resolve(server, '../src/db/migrations')];
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'snapshot' ? [] : filesUnder(name);
    return entry.isFile() ? [name] : [];
  });
}

/** One digest of the files of the code that makes a snapshot: any change to them changes it. */
export function makersDigest(): string {
  const hash = createHash('sha256');
  for (const file of makers().flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The note of the snapshot in `folder`; null when there is none. */
function noteIn(folder: string): SnapshotNote | null {
  const file = path.join(folder, NOTE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SnapshotNote) : null;
}

/** Whether `folder` holds a snapshot of `demo` made for `today` by the code as it is now: no need to make it again. */
export function isSnapshotCurrent(
  folder: string,
  demo: Pick<SnapshotNote, 'size' | 'seed'>,
  today: DayNumber = todayInAmman(),
): boolean {
  const note = noteIn(folder);
  return (
    note !== null &&
    note.size === demo.size &&
    note.seed === demo.seed &&
    note.today === isoDay(today) &&
    note.madeBy === makersDigest()
  );
}

const NOTE = 'note.json';
/** PGlite's folder in a data directory (db/client.ts), in a snapshot as in DATA_DIR. */
const DATABASE = 'pglite';
/** Written before a copy starts and removed once it is whole: a copy cut short is started again. */
export const RESTORING = '.demo-snapshot-restoring';

/**
 * Loads the demo for `today` into a new embedded database and keeps it as `folder`, with its note. Made
 * beside the folder and renamed into place, so a folder there is always a whole snapshot.
 */
export async function makeDemoSnapshot(
  folder: string,
  demo: Pick<SnapshotNote, 'size' | 'seed'>,
  { today = todayInAmman(), onProgress }: Parameters<PrepareDemoData>[2] = {},
): Promise<SnapshotNote> {
  const making = `${folder}.making`;
  rmSync(making, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: making });
  let walFile: string;
  try {
    await database.migrate();
    await prepareDemoData(database.db, { DEMO_DATA: demo.size, DEMO_SEED: demo.seed }, { today, onProgress });
    const current = (await database.db.execute(
      sql`select pg_walfile_name(pg_current_wal_lsn()) as file`,
    )) as { rows: { file: string }[] };
    walFile = current.rows[0]?.file ?? '';
  } finally {
    await database.close();
  }
  dropRecycledWal(path.join(making, DATABASE, 'pg_wal'), walFile);
  const note: SnapshotNote = {
    ...demo,
    today: isoDay(today),
    lastMigration: lastMigrationMillis(),
    madeBy: makersDigest(),
  };
  writeFileSync(path.join(making, NOTE), `${JSON.stringify(note, null, 2)}\n`);
  rmSync(folder, { recursive: true, force: true });
  renameSync(making, folder);
  return note;
}

/**
 * PostgreSQL keeps the WAL segments a load filled, renamed ahead for reuse (a gigabyte after the full demo).
 * A cleanly closed database needs none past the segment it ended in and the next (where closing may write
 * its last checkpoint); the rest are left out of the snapshot and made again when needed.
 */
function dropRecycledWal(walFolder: string, lastFile: string): void {
  const segment = /^[0-9A-F]{24}$/;
  const segments = readdirSync(walFolder)
    .filter((name) => segment.test(name))
    .sort();
  const kept = segments.findIndex((name) => name > lastFile);
  if (kept < 0) return;
  for (const name of segments.slice(kept + 1)) rmSync(path.join(walFolder, name));
}

/** The note of the snapshot in `folder` when it can stand for the demo `config` asks for; why not otherwise. */
function fittingNote(folder: string, config: Pick<Config, 'DEMO_DATA' | 'DEMO_SEED'>): SnapshotNote | string {
  const note = noteIn(folder);
  if (!note) return `no demo snapshot was built for DEMO_DATA=${config.DEMO_DATA}`;
  if (note.seed !== config.DEMO_SEED) return `the demo snapshot was made with DEMO_SEED=${note.seed}`;
  if (note.lastMigration !== lastMigrationMillis()) return 'the demo snapshot predates the migrations';
  return note;
}

/**
 * Copies the snapshot of the demo `config` asks for into an empty data directory. A directory that holds a
 * database is left as it is; one a copy was cut short in (its marker still there) is emptied and copied
 * into again, or emptied for the demo to be loaded when there is no snapshot to copy any more.
 */
export async function restoreDemoSnapshot(
  dataDir: string,
  config: Pick<Config, 'DEMO_DATA' | 'DEMO_SEED'>,
  snapshots: string = SNAPSHOTS,
): ReturnType<RestoreDemoSnapshot> {
  const target = path.join(dataDir, DATABASE);
  const marker = path.join(dataDir, RESTORING);
  const interrupted = existsSync(marker);
  if (!interrupted && existsSync(target) && readdirSync(target).length > 0) {
    return { restored: false, why: null };
  }
  const source = path.join(snapshots, config.DEMO_DATA);
  const note = fittingNote(source, config);
  if (typeof note === 'string') {
    if (interrupted) {
      rmSync(target, { recursive: true, force: true });
      rmSync(marker);
    }
    return { restored: false, why: note };
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(marker, '');
  rmSync(target, { recursive: true, force: true });
  await cp(path.join(source, DATABASE), target, { recursive: true });
  rmSync(marker);
  return { restored: true, madeFor: note.today };
}
