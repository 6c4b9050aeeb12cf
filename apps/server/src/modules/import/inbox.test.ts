// The import inbox (issue "Run it at a bank"), on an empty database of the pass's kind: files taken in the
// kinds' order, each moved to done/ or failed/ beside its report, what is not an import file left alone, a
// file a dead run left in processing/ loaded first, and (PostgreSQL) a process killed mid-file leaving
// nothing half-loaded and the file to load once on the next run.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import type { ImportOutcome } from '../../lib/metrics.js';
import { createPostgresDatabase } from '../../test/databases.js';
import { until } from '../../test/server-process.js';
import { importFolder } from './import-folder.js';
import { runInbox } from './inbox.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const EXAMPLES = path.resolve(SERVER_DIR, '../../docs/examples');
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const NOW = new Date('2026-11-29T05:00:00Z');

let handle: DatabaseHandle;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let inbox: string;
let counted: [string, ImportOutcome][];

beforeAll(async () => {
  if (ADMIN_URL) {
    const database = await createPostgresDatabase(ADMIN_URL);
    databaseUrl = database.url;
    dropDatabase = database.drop;
    handle = await openDatabase({ databaseUrl, dataDir: null });
  } else {
    handle = await openDatabase({ dataDir: null });
  }
  await handle.migrate();
});

afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
});

beforeEach(async () => {
  inbox = await mkdtemp(path.join(tmpdir(), 'merchant-portal-inbox-'));
  counted = [];
});

afterEach(() => rm(inbox, { recursive: true, force: true }));

const run = () => runInbox(handle.db, inbox, { now: () => NOW, counted: (...each) => counted.push(each) });
const list = async (folder = '') => (await readdir(path.join(inbox, folder))).sort();
const stamp = `${NOW.toISOString().replaceAll(':', '-')}-`;

async function count(table: string): Promise<number> {
  const result = (await handle.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

describe('the import inbox', () => {
  it('loads its files in the kinds’ order, files each with its report, and leaves what is not an import file', async () => {
    await copyFile(path.join(EXAMPLES, 'terminals.jsonl'), path.join(inbox, 'terminals.jsonl'));
    await copyFile(path.join(EXAMPLES, 'branches.csv'), path.join(inbox, 'branches.2026-11-29.csv'));
    await copyFile(path.join(EXAMPLES, 'merchants.csv'), path.join(inbox, 'merchants.csv'));
    await writeFile(path.join(inbox, '.merchants.csv'), 'still being written');
    await writeFile(path.join(inbox, 'notes.txt'), 'not an import file');
    await writeFile(path.join(inbox, 'orders.csv'), 'orderId\n1\n');

    const reports = await run();

    expect(reports.map((report) => [report.kind, report.outcome])).toEqual([
      ['merchants', 'loaded'],
      ['branches', 'loaded'],
      ['terminals', 'loaded'],
    ]);
    expect(counted).toEqual([
      ['merchants', 'loaded'],
      ['branches', 'loaded'],
      ['terminals', 'loaded'],
    ]);
    expect(await list()).toEqual(['.merchants.csv', 'done', 'failed', 'notes.txt', 'processing']);
    expect(await list('processing')).toEqual([]);
    expect(await list('done')).toEqual(
      ['branches.2026-11-29.csv', 'merchants.csv', 'terminals.jsonl'].flatMap((name) => [
        `${stamp}${name}`,
        `${stamp}${name}.report.json`,
      ]),
    );
    const report = JSON.parse(
      await readFile(path.join(inbox, 'done', `${stamp}terminals.jsonl.report.json`), 'utf8'),
    );
    expect(report).toMatchObject({ kind: 'terminals', outcome: 'loaded', counts: { added: 7 } });
    expect(await list('failed')).toEqual([`${stamp}orders.csv`, `${stamp}orders.csv.report.json`]);
    expect([await count('merchants'), await count('branches'), await count('terminals')]).toEqual([3, 5, 7]);
  });

  it('files a refused file in failed/ with the problems, and loads nothing of it', async () => {
    await writeFile(
      path.join(inbox, 'terminals.csv'),
      'terminalId,branchId,merchantCode,status\n09010190,090101,4000000901,ACTIVE\n09010191,090101,4000000901,LOST\n',
    );
    await run();
    expect(counted).toEqual([['terminals', 'refused']]);
    const report = JSON.parse(
      await readFile(path.join(inbox, 'failed', `${stamp}terminals.csv.report.json`), 'utf8'),
    );
    expect(report.problems).toEqual([
      { line: 3, field: 'status', message: 'must be one of ACTIVE, INACTIVE' },
    ]);
    expect(await count('terminals')).toBe(7);
  });

  it('loads first what a dead run left in processing/; a new file of the same name waits for the next run', async () => {
    const line = (id: string) => `${id},090101,4000000901,ACTIVE`;
    const header = 'terminalId,branchId,merchantCode,status';
    await mkdir(path.join(inbox, 'processing'), { recursive: true });
    await writeFile(path.join(inbox, 'processing', 'terminals.csv'), `${header}\n${line('09010180')}\n`);
    await writeFile(path.join(inbox, 'terminals.csv'), `${header}\n${line('09010181')}\n`);

    await run();
    expect(await list()).toContain('terminals.csv');
    expect(await count('terminals')).toBe(8);
    await run();
    expect(await list()).not.toContain('terminals.csv');
    expect(await count('terminals')).toBe(9);
    expect(counted).toEqual([
      ['terminals', 'loaded'],
      ['terminals', 'loaded'],
    ]);
  });
});

/** Locks are the whole server's: only this test's database counts. */
const THIS_DATABASE = sql`database = (select oid from pg_database where datname = current_database())`;

describe.runIf(Boolean(ADMIN_URL))('a process killed in the middle of a file', () => {
  it('leaves nothing of the file loaded, and the next run loads it once', { timeout: 240_000 }, async () => {
    await importFolder(handle.db, EXAMPLES, { issuePasswords: true });
    const before = await count('terminals');
    const rows = Array.from(
      { length: 100_000 },
      (_, n) => `K${String(n).padStart(7, '0')},090101,4000000901,ACTIVE`,
    );
    await writeFile(
      path.join(inbox, 'terminals.csv'),
      `terminalId,branchId,merchantCode,status\n${rows.join('\n')}\n`,
    );

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/test/inbox-child.ts', inbox],
      { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'ignore' },
    );
    const ended = new Promise((resolve) => child.once('exit', resolve));
    // The load's transaction holds the import lock: the file is being written to the tables.
    await until('the load to start', async () => {
      const result = (await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and ${THIS_DATABASE}`,
      )) as { rows: { n: number }[] };
      return Number(result.rows[0]?.n) > 0;
    });
    child.kill('SIGKILL');
    await ended;

    await until('the killed load to roll back', async () => {
      const result = (await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and ${THIS_DATABASE}`,
      )) as { rows: { n: number }[] };
      return Number(result.rows[0]?.n) === 0;
    });
    expect(await count('terminals')).toBe(before);
    expect(await list('processing')).toEqual(['terminals.csv']);

    await run();
    expect(await count('terminals')).toBe(before + 100_000);
    expect(await list('processing')).toEqual([]);
    expect(counted).toEqual([['terminals', 'loaded']]);
  });
});
