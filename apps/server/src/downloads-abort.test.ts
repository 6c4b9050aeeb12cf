// Every kind of download, cut short against a real server process: by the client (it reads ~300 KB and then
// closes the socket) and by the database (every backend of the server terminated while a read of the file
// waits on a lock). Either ends that one download; the process stays up and answers a search. A report job
// whose connection is terminated fails that attempt, is retried and completes with a whole file. Only a real
// process shows this: an unhandled rejection kills it, which app.inject cannot show. (PostgreSQL pass:
// nothing outside PGlite's process can terminate its connections; the writers' own tests run on both.)
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { openDatabase } from './db/client.js';
import { loadBulkBookings } from '@merchant-portal/demo/bookings/bulk';
import { loadBulkTransactions } from '@merchant-portal/demo/transactions/bulk';
import { loadBulkMofa } from '@merchant-portal/demo/mofa/bulk';
import { loadBulkHolds } from '@merchant-portal/demo/pre-auth';
import { defaultSearch } from './test/search-filter.js';
import {
  completedReport,
  processDatabase,
  reportFileRows,
  requestReport,
  signInAt,
  startServer,
  until,
} from './test/server-process.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const today = todayInAmman();
const from = formatDay(today - 30);
const to = formatDay(today - 1);
/** What the client reads before it goes away: well into any file that takes seconds to stream. */
const READ_BEFORE_ABORT = 300 * 1024;
/** The tables the files read: locked so the server's next read of a file waits, and is then terminated. */
const FILE_TABLES = [
  'card_transactions',
  'mofa_payments',
  'pre_authorisations',
  'marketplace_orders',
  'bookings',
  'refund_workflows',
];

/** The first page of the Transactions screen's default search over the month: the searches' and files' body. */
const SEARCH = { ...defaultSearch(from, to), maxCount: 10, offset: 0 };

interface Download {
  user: string;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
  /** Whether the seeded rows make the file long enough to be cut mid-way (the others end before 300 KB). */
  midStream?: boolean;
}

const DOWNLOADS: Record<string, Download> = {
  'transactions PDF': {
    midStream: true,
    user: 'zahran.teller@4000000101',
    method: 'POST',
    url: '/merchant/transaction/v1/generate/pdf?currency=',
    body: SEARCH,
  },
  'transactions Excel': {
    midStream: true,
    user: 'zahran.teller@4000000101',
    method: 'POST',
    url: '/merchant/transaction/v1/generate/excel?currency=',
    body: SEARCH,
  },
  'MoDEE PDF': {
    user: 'modee.user@4000000501',
    method: 'POST',
    url: '/merchant/transaction/v1/modee/generate/pdf?currency=',
    body: SEARCH,
  },
  'MOFA PDF': {
    midStream: true,
    user: 'consular.all@4000000401',
    method: 'POST',
    url: '/merchant/transaction/v1/mofa/generate/pdf?currency=JOD',
    body: { ...SEARCH, transactionName: 'CS', merchantCode: '4000000401' },
  },
  'MOFA Excel': {
    midStream: true,
    user: 'consular.all@4000000401',
    method: 'POST',
    url: '/merchant/transaction/v1/mofa/generate/excel?currency=JOD',
    body: { ...SEARCH, transactionName: 'CS', merchantCode: '4000000401' },
  },
  'pre-auth Excel': {
    midStream: true,
    user: 'zahran.admin@4000000101',
    method: 'POST',
    url: `/merchant/query/merchant/auth/v1/generate/excel?fromDate=${from}&toDate=${to}&page=0&size=10`,
    body: { page: 0, size: 10, fromDate: from, toDate: to, currency: 'JOD' },
  },
  'Shopix/Emart settlements Excel': {
    user: 'market.reports@4000000701',
    method: 'GET',
    url: `/merchant/arabie-report/v1/generate/excel?fromDate=${from}&toDate=${to}&currency=JOD`,
  },
  'order-master Excel': {
    user: 'market.reports@4000000701',
    method: 'GET',
    url: `/merchant/order-master-report/v1/generate/excel?fromDate=${from}&toDate=${to}&schemeType=EMART`,
  },
  'bookings CSV': {
    midStream: true,
    user: 'wings.maker@4000000301',
    method: 'GET',
    url: `/rj-booking/processing/v1/payment/history/csv?fromDate=${from}&toDate=${formatDay(today)}`,
  },
  'refund workflows CSV': {
    user: 'wings.checker@4000000301',
    method: 'POST',
    url: '/merchant/query/merchant/workflow/v1/search/csv',
    body: { workFlowName: 'RJ_MERCHANT_PORTAL_REFUND', workFlowStatus: 'COMPLETED' },
  },
  'advanced-dashboard Excel': {
    user: 'zahran.analyst@4000000101',
    method: 'POST',
    url: '/merchant/dashboard/v1/generate/report-by-period',
    body: { fromDate: from, toDate: to },
  },
};

/** The kinds whose rows are read while the file streams (the advanced dashboard's are read before). */
const STREAMED_FROM_DATABASE = Object.keys(DOWNLOADS).filter((kind) => kind !== 'advanced-dashboard Excel');

/** A download read by hand: its status, what arrived so far, and how it ended. */
class SlowDownload {
  received = 0;
  /** 'complete' when the whole file arrived, 'cut' when the server ended it short, null while it lasts. */
  ending: 'complete' | 'cut' | null = null;
  private readonly ended: Promise<void>;
  private response: http.IncomingMessage | null = null;
  private readonly request: http.ClientRequest;
  readonly status: Promise<number>;

  constructor(base: string, headers: Record<string, string>, download: Download) {
    const url = new URL(download.url, base);
    this.request = http.request(url, { method: download.method, headers });
    let settle: () => void = () => undefined;
    this.ended = new Promise<void>((resolve) => (settle = resolve));
    this.status = new Promise((resolve, reject) => {
      this.request.on('response', (response) => {
        this.response = response;
        response.pause();
        response.on('data', (chunk: Buffer) => (this.received += chunk.length));
        response.on('end', () => {
          this.ending ??= 'complete';
          settle();
        });
        response.on('aborted', () => (this.ending ??= 'cut'));
        response.on('error', () => (this.ending ??= 'cut'));
        response.on('close', () => {
          this.ending ??= 'cut';
          settle();
        });
        resolve(response.statusCode ?? 0);
      });
      this.request.on('error', (error) => {
        this.ending ??= 'cut';
        settle();
        reject(error);
      });
    });
    this.request.end(download.body ? JSON.stringify(download.body) : undefined);
  }

  /** Reads until `bytes` arrived in all (or the file ended), then stops reading. */
  async readUpTo(bytes: number): Promise<void> {
    const response = this.response;
    if (!response) throw new Error('no response yet');
    await until(`${bytes} bytes`, async () => {
      if (this.received >= bytes || this.ending) return true;
      response.resume();
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.pause();
      return false;
    });
  }

  /**
   * Reads on one chunk at a time until `enough()` says so (or the file ended), then stops reading: the server
   * is left with its output full, waiting to write the batch it holds while it reads the next one ahead.
   */
  async readUntil(enough: () => Promise<boolean>): Promise<void> {
    const response = this.response;
    if (!response) throw new Error('no response yet');
    await until('the condition', async () => {
      if (this.ending || (await enough())) return true;
      await new Promise<void>((resolve) => {
        const stop = () => {
          clearTimeout(timer);
          response.off('data', stop);
          response.pause();
          resolve();
        };
        const timer = setTimeout(stop, 20);
        response.on('data', stop);
        response.resume();
      });
      return false;
    });
  }

  /** Reads the rest, however it ends. */
  async drain(): Promise<void> {
    this.response?.resume();
    await this.ended;
  }

  /** Closes the connection, as a browser tab closed mid-download does. */
  abort(): void {
    this.request.destroy();
  }
}

describe.runIf(Boolean(ADMIN_URL))('downloads cut short on a real server process', () => {
  let database: Awaited<ReturnType<typeof processDatabase>> | undefined;
  let server: { port: number; child: ChildProcess } | undefined;
  let base = '';
  let filesDir = '';
  let sql: pg.Client;
  let lock: pg.Client;
  const sessions: Record<string, Record<string, string>> = {};

  const session = async (username: string) => {
    sessions[username] ??= await signInAt(base, username);
    return sessions[username];
  };

  const start = async (kind: string, download: Download) => {
    const started = new SlowDownload(base, await session(download.user), download);
    expect(await started.status, kind).toBe(200);
    return started;
  };

  /**
   * The process is up and answers a search with rows. A search that races the connections just terminated may
   * be told to try again (503), as the web app silently does (part 2 §8); anything else is a failure.
   */
  const expectAlive = async (kind: string) => {
    expect(server?.child.exitCode, kind).toBeNull();
    const search = async () =>
      fetch(`${base}${ENDPOINTS.transactionSearch.path}?currency=`, {
        method: 'POST',
        headers: await session('zahran.teller@4000000101'),
        body: JSON.stringify(SEARCH),
      });
    let reply = await search();
    for (let attempt = 1; reply.status === 503 && attempt < 3; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      reply = await search();
    }
    expect(server?.child.exitCode, kind).toBeNull();
    expect(reply.status, kind).toBe(200);
    expect(((await reply.json()) as { totalElements: number }).totalElements, kind).toBeGreaterThan(0);
  };

  /** Whether a backend other than ours waits on a lock: the server's read of a file, held by `lock`. */
  const serverWaitsOnLock = async () => {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    return (rows[0]?.n ?? 0) > 0;
  };

  const terminateServerBackends = async () => {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from (
         select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and pid <> $1
       ) terminated`,
      [(lock as unknown as { processID: number }).processID],
    );
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    database = await processDatabase(ADMIN_URL ?? '');
    filesDir = database.filesDir;
    server = await startServer(database.env);
    base = `http://127.0.0.1:${server.port}`;
    // Enough rows over the month that each mid-stream file is 3 MB or more (the server migrated and seeded):
    // what the sockets buffer after the first 300 KB must not be the whole rest of the file, or it can end
    // whole before the lock is taken (a 1.7 MB pre-auth Excel once did).
    const seeding = await openDatabase({ databaseUrl: database.url, dataDir: null });
    try {
      await loadBulkTransactions(seeding.db, { seed: 31, rows: 150_000, days: 31 });
      await loadBulkHolds(seeding.db, { seed: 31, rows: 80_000, days: 31 });
      await loadBulkMofa(seeding.db, { seed: 31, rows: 20_000, days: 31 });
      await loadBulkBookings(seeding.db, { seed: 31, rows: 20_000, days: 31 });
    } finally {
      await seeding.close();
    }
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    lock = new pg.Client({ connectionString: database.url });
    await lock.connect();
  }, 600_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server?.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    await sql?.end().catch(() => undefined);
    await lock?.end().catch(() => undefined);
    await database?.drop();
  });

  it.each(Object.keys(DOWNLOADS))(
    'a client that closes the %s download mid-way ends that download only',
    async (kind) => {
      const download = await start(kind, DOWNLOADS[kind]!);
      await download.readUpTo(READ_BEFORE_ABORT);
      if (DOWNLOADS[kind]!.midStream) expect(download.ending, `${kind} was whole`).toBeNull();
      download.abort();
      await expectAlive(kind);
    },
    120_000,
  );

  it.each(STREAMED_FROM_DATABASE)(
    'the database dropping the connection of a %s download ends that download only',
    async (kind) => {
      const download = await start(kind, DOWNLOADS[kind]!);
      await download.readUpTo(READ_BEFORE_ABORT);
      await lock.query('begin');
      try {
        await lock.query(`lock table ${FILE_TABLES.join(', ')} in access exclusive mode`);
        // The server's next read of this file now waits on the lock; the client stops reading there.
        await download.readUntil(serverWaitsOnLock);
        if (DOWNLOADS[kind]!.midStream) expect(download.ending, `${kind} was whole`).toBeNull();
        if (!download.ending) expect(await terminateServerBackends(), kind).toBeGreaterThan(0);
      } finally {
        await lock.query('rollback');
      }
      await download.drain();
      await expectAlive(kind);
    },
    120_000,
  );

  // The read ahead is in flight while the writer formats the batch it holds (the generator suspended): cut
  // there, again and again at full speed, its failure must still reach the writer and nothing else.
  it.each(['transactions Excel', 'transactions PDF'])(
    'the database dropping connections again and again while a %s streams ends that download only',
    async (kind) => {
      const download = await start(kind, DOWNLOADS[kind]!);
      // Past the first read, which the writer awaits: from here on the reads are read ahead.
      await download.readUpTo(READ_BEFORE_ABORT);
      expect(download.ending, kind).toBeNull();
      const read = download.drain();
      let terminated = 0;
      while (!download.ending) {
        terminated += await terminateServerBackends();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await read;
      expect(terminated, kind).toBeGreaterThan(0);
      expect(download.ending, kind).toBe('cut');
      await expectAlive(kind);
    },
    120_000,
  );

  it('a report job whose connection is terminated fails that attempt, is retried and completes whole', async () => {
    const admin = await session('zahran.admin@4000000101');
    await lock.query('begin');
    let id: string;
    try {
      await lock.query('lock table card_transactions in access exclusive mode');
      id = await requestReport(base, admin, defaultSearch(from, to));
      // The worker has opened its partial file and waits for its first rows.
      await until('the job to wait for its rows', async () => {
        const partial = (await readdir(filesDir).catch(() => [])).some((file) => file.includes('.partial-'));
        return partial && (await serverWaitsOnLock());
      });
      expect(await terminateServerBackends()).toBeGreaterThan(0);
    } finally {
      await lock.query('rollback');
    }

    const done = await completedReport(base, admin, id);
    const { rows } = await sql.query<{ attempts: number }>(
      'select attempts from report_requests where id = $1',
      [id],
    );
    expect(rows[0]?.attempts).toBe(2);
    const fileName = done.fileName ?? '';
    expect(await readdir(filesDir)).toEqual([fileName]);
    expect((await stat(path.join(filesDir, fileName))).mode & 0o777).toBe(0o600);

    expect(await reportFileRows(base, admin, fileName)).toBe(done.rowCount);
    expect(done.rowCount).toBeGreaterThan(0);
    await expectAlive('report job');

    // The same file, downloaded and cut short by the client.
    const cut = await start('report file', {
      user: 'zahran.admin@4000000101',
      method: 'GET',
      url: `/merchant/report/v1/report/download/${fileName}?country=JO`,
    });
    await cut.readUpTo(READ_BEFORE_ABORT);
    cut.abort();
    await expectAlive('report file');
  }, 300_000);
});
