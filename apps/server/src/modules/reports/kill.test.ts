// A server process killed (SIGKILL) while it writes a report: the report finishes after a restart, with one
// set of files. The job is caught mid-way for certain: a test transaction holds a lock on the card
// transactions, so the worker has opened its file and waits for its first rows when the process dies.
// (PostgreSQL pass: PGlite lives inside one process and nothing outside it can hold a lock.)
import type { ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ReportRequestItem } from '@merchant-portal/contracts/schemas/reports';
import { DEMO_PASSWORD } from '../../demo/catalogue.js';
import { createPostgresDatabase } from '../../test/harness.js';
import { clientHeaders, startServer } from '../../test/server-process.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const today = todayInAmman();
const filter = {
  fromDate: formatDay(today - 7),
  toDate: formatDay(today - 1),
  transactionName: 'P',
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
};

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let tries = 0; tries < 480; tries += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.runIf(Boolean(ADMIN_URL))('a server killed in the middle of a report', () => {
  const children: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const clients: pg.Client[] = [];

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const client of clients) await client.end().catch(() => undefined);
    await database?.drop();
  });

  it('finishes the report after the restart, with exactly one set of files', async () => {
    database = await createPostgresDatabase(ADMIN_URL ?? '');
    const name = new URL(database.url).pathname.slice(1);
    const dataDir = path.join(tmpdir(), name);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'small',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      REPORT_HEARTBEAT_SECONDS: '1',
      REPORT_RETRY_DELAY_SECONDS: '1',
    };
    const filesDir = path.join(dataDir, 'files');
    const sql = new pg.Client({ connectionString: database.url });
    clients.push(sql);
    await sql.connect();

    const session = async (base: string) => {
      const headers = await clientHeaders(base);
      const reply = await fetch(`${base}${ENDPOINTS.signIn.path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: 'zahran.admin@4000000101', password: DEMO_PASSWORD }),
      });
      return { ...headers, 'access-token': reply.headers.get('access-token') ?? '' };
    };

    const first = await startServer(env);
    children.push(first.child);
    const base = `http://127.0.0.1:${first.port}`;
    const headers = await session(base);

    // The worker will block on its first read of the card transactions.
    const lock = new pg.Client({ connectionString: database.url });
    clients.push(lock);
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table card_transactions in access exclusive mode');

    const asked = await fetch(`${base}${ENDPOINTS.reportRequest.path}?country=JO`, {
      method: 'POST',
      headers,
      body: JSON.stringify(filter),
    });
    expect(asked.status).toBe(201);
    const { id } = ((await asked.json()) as { data: ReportRequestItem }).data;
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
    const headersAgain = await session(again);
    const done = await until('the report to complete', async () => {
      const reply = await fetch(`${again}${ENDPOINTS.reportList.path}`, { headers: headersAgain });
      const { data } = (await reply.json()) as { data: { results: ReportRequestItem[] } };
      const item = data.results.find((candidate) => candidate.id === id);
      return item?.status === 'Completed' ? item : null;
    });

    const { rows } = await sql.query<{ attempts: number }>(
      'select attempts from report_requests where id = $1',
      [id],
    );
    expect(rows[0]?.attempts).toBe(2);
    expect(await readdir(filesDir)).toEqual([done.fileName]);

    const file = await fetch(
      `${again}/merchant/report/v1/report/download/${done.fileName ?? ''}?country=JO`,
      { headers: headersAgain },
    );
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const dataRows = (workbook.worksheets[0]?.rowCount ?? 0) - 1;
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
