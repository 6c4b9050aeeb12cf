// A server process killed (SIGKILL) while it writes a report: the report finishes after a restart, with one
// set of files. The job is caught mid-way for certain: a test transaction holds a lock on the card
// transactions, so the worker has opened its file and waits for its first rows when the process dies.
// (PostgreSQL pass: PGlite lives inside one process and nothing outside it can hold a lock.)
import type { ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { defaultSearch } from '../../test/search-filter.js';
import {
  completedReport,
  processDatabase,
  reportFileRows,
  requestReport,
  signInAt,
  startServer,
  until,
} from '../../test/server-process.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const today = todayInAmman();
const ZAHRAN = 'zahran.admin@4000000101';
const filter = defaultSearch(formatDay(today - 7), formatDay(today - 1));

describe.runIf(Boolean(ADMIN_URL))('a server killed in the middle of a report', () => {
  const children: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof processDatabase>> | undefined;
  const clients: pg.Client[] = [];

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const client of clients) await client.end().catch(() => undefined);
    await database?.drop();
  });

  it('finishes the report after the restart, with exactly one set of files', async () => {
    database = await processDatabase(ADMIN_URL ?? '');
    const { env, filesDir } = database;
    const sql = new pg.Client({ connectionString: database.url });
    clients.push(sql);
    await sql.connect();

    const first = await startServer(env);
    children.push(first.child);
    const base = `http://127.0.0.1:${first.port}`;
    const headers = await signInAt(base, ZAHRAN);

    // The worker will block on its first read of the card transactions.
    const lock = new pg.Client({ connectionString: database.url });
    clients.push(lock);
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table card_transactions in access exclusive mode');

    const id = await requestReport(base, headers, filter);
    await until('the job to start writing', async () => {
      const { rows } = await sql.query<{ status: string }>(
        'select status from report_requests where id = $1',
        [id],
      );
      const partial = (await readdir(filesDir).catch(() => [])).some((file) => file.includes('.partial-'));
      return rows[0]?.status === 'IN_PROGRESS' && partial;
    });

    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    await lock.query('rollback');

    const second = await startServer(env);
    children.push(second.child);
    const again = `http://127.0.0.1:${second.port}`;
    const headersAgain = await signInAt(again, ZAHRAN);
    const done = await completedReport(again, headersAgain, id);

    const { rows } = await sql.query<{ attempts: number }>(
      'select attempts from report_requests where id = $1',
      [id],
    );
    expect(rows[0]?.attempts).toBe(2);
    expect(await readdir(filesDir)).toEqual([done.fileName]);

    const dataRows = await reportFileRows(again, headersAgain, done.fileName ?? '');
    const search = await fetch(`${again}${ENDPOINTS.transactionSearch.path}?currency=`, {
      method: 'POST',
      headers: headersAgain,
      body: JSON.stringify({ ...filter, maxCount: 10, offset: 0 }),
    });
    const { totalElements } = (await search.json()) as { totalElements: number };
    expect(totalElements).toBeGreaterThan(0);
    expect(dataRows).toBe(totalElements);
    expect(done.rowCount).toBe(totalElements);
  }, 300_000);
});
