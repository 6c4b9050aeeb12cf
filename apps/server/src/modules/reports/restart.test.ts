// A report whose worker stops mid-way — its server closed while the file is half written, the job still
// active in the queue — is taken over once its heartbeat falls silent: a restarted server on the same
// database finishes it, and the store holds one set of files, not a part beside a whole.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { ReportRequestItem } from '@merchant-portal/contracts/schemas/reports';
import { generateDemoTransactions } from '@merchant-portal/demo/transactions/load';
import { DirectoryFileStore, type FileStore } from '../../lib/file-store.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { defaultSearch } from '../../test/search-filter.js';
import { FAST_REPORT_JOBS } from '../../test/server-process.js';

const today = todayInAmman();
const ZAHRAN = 'zahran.admin@4000000101';
const filter = defaultSearch(formatDay(today - 7), formatDay(today - 1));
const env = FAST_REPORT_JOBS;

/** Starts each file, writes its first bytes, and then stops as a killed process would: it never finishes. */
class StoppingStore implements FileStore {
  readonly started: Promise<void>;
  private markStarted = () => undefined as void;
  private stop = (_error: Error) => undefined as void;
  private readonly stopped = new Promise<never>((_resolve, reject) => (this.stop = reject));

  constructor(private readonly inner: DirectoryFileStore) {
    this.started = new Promise((resolve) => (this.markStarted = resolve));
    this.stopped.catch(() => undefined);
  }
  write(name: string, fill: Parameters<FileStore['write']>[1]) {
    void fill;
    return this.inner.write(name, async (stream) => {
      await new Promise((resolve) => stream.write('PK\u0003\u0004 the first bytes of a workbook', resolve));
      this.markStarted();
      await this.stopped;
    });
  }
  read(name: string) {
    return this.inner.read(name);
  }
  remove(name: string) {
    return this.inner.remove(name);
  }
  /** Lets the stopped write end (long after its server is gone). */
  release() {
    this.stop(new Error('the process is gone'));
  }
}

const harnesses: Harness[] = [];
afterAll(async () => {
  for (const harness of harnesses.reverse()) await harness.close();
});

async function rowOf(h: Harness, id: string) {
  const result = (await h.database.db.execute(
    sql`select status, attempts from report_requests where id = ${id}`,
  )) as { rows: { status: string; attempts: number }[] };
  return result.rows[0];
}

it('a report stopped mid-way finishes after a restart with exactly one set of files', async () => {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'reports-restart-')), 'files');
  const stopping = new StoppingStore(new DirectoryFileStore(dir));
  const first = await createHarness(env, undefined, { fileStore: stopping });
  harnesses.push(first);
  await generateDemoTransactions(first.database.db, {
    seed: 5,
    fromDay: today - 7,
    toDay: today - 1,
    scale: 0.2,
  });
  const reply = await first.call('reportRequest', {
    query: { country: 'JO' },
    headers: (await first.signedIn([ZAHRAN]))[ZAHRAN],
    body: filter,
  });
  expect(reply.statusCode).toBe(201);
  const { id } = reply.json<{ data: ReportRequestItem }>().data;
  await stopping.started;
  expect((await rowOf(first, id))?.status).toBe('IN_PROGRESS');
  expect((await readdir(dir)).some((name) => name.includes('.partial-'))).toBe(true);

  // The server goes away with the write unfinished; its job stays active in the queue.
  await first.app.close();

  const second = await createHarness(
    { ...env, ...(first.config.DATABASE_URL && { DATABASE_URL: first.config.DATABASE_URL }) },
    undefined,
    { database: first.database, fileStore: new DirectoryFileStore(dir) },
  );
  harnesses.push(second);
  const headers = (await second.signedIn([ZAHRAN]))[ZAHRAN];
  let item: ReportRequestItem | undefined;
  for (let tries = 0; tries < 240 && item?.status !== 'Completed'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const list = await second.call('reportList', { headers });
    item = list.json<{ data: { results: ReportRequestItem[] } }>().data.results.find((r) => r.id === id);
  }
  expect(item?.status).toBe('Completed');
  expect((await rowOf(second, id))?.attempts).toBe(2);
  // The stopped process's write ends at last: it changes nothing.
  stopping.release();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await readdir(dir)).toEqual([item?.fileName]);
  const total = await second.call('transactionSearch', {
    query: { currency: '' },
    headers,
    body: { ...filter, maxCount: 10, offset: 0 },
  });
  expect(item?.rowCount).toBe(total.json<{ totalElements: number }>().totalElements);
  expect(item?.rowCount).toBeGreaterThan(0);
}, 120_000);

it('a web-only process queues the report and a job process on the same database writes it', async () => {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'reports-roles-')), 'files');
  const web = await createHarness({ ...env, PROCESS_ROLE: 'web' }, undefined, {
    fileStore: new DirectoryFileStore(dir),
  });
  harnesses.push(web);
  await generateDemoTransactions(web.database.db, {
    seed: 6,
    fromDay: today - 7,
    toDay: today - 1,
    scale: 0.1,
  });
  const headers = (await web.signedIn([ZAHRAN]))[ZAHRAN];
  const reply = await web.call('reportRequest', { query: { country: 'JO' }, headers, body: filter });
  expect(reply.statusCode).toBe(201);
  const { id } = reply.json<{ data: ReportRequestItem }>().data;
  // Several polls of a worker's interval later, nothing in the web process has taken it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect((await rowOf(web, id))?.status).toBe('PENDING');

  const jobs = await createHarness(
    {
      ...env,
      PROCESS_ROLE: 'jobs',
      ...(web.config.DATABASE_URL && { DATABASE_URL: web.config.DATABASE_URL }),
    },
    undefined,
    { database: web.database, fileStore: new DirectoryFileStore(dir) },
  );
  harnesses.push(jobs);
  for (let tries = 0; tries < 240 && (await rowOf(web, id))?.status !== 'COMPLETED'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect((await rowOf(web, id))?.status).toBe('COMPLETED');
  expect((await rowOf(web, id))?.attempts).toBe(1);
}, 120_000);
