// Metrics (docs/architecture.md "Metrics"): GET /metrics on METRICS_PORT only, in the Prometheus text format
// (read by a strict parser), opened and closed with the app; its request histogram, job queue gauges and
// e-mail counters move as requests and jobs run, and a database that does not answer does not hang a scrape.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the connection pools are measured too).
// Outcomes are polled for, never timed.
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { loadConfig } from './config.js';
import { UNMATCHED_ROUTE } from './lib/metrics.js';
import { createHarness, type Harness } from './test/harness.js';
import { parsePrometheus, sampleValue, type Family } from './test/prometheus.js';
import { freePort } from './test/server-process.js';

const ADMIN = 'zahran.admin@4000000101';
const ANALYST = 'zahran.analyst@4000000101';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Jobs run when the worker gets to them: wait generously, look often. */
const eventually = { timeout: 60_000, interval: 100 };
const SLOW = 120_000;

/** An SMTP server that holds the messages it receives while `hold` is on, or refuses the next ones (451). */
interface SmtpStub {
  port: number;
  hold: boolean;
  held: number;
  refuseNext: number;
  received: number;
  release(): void;
  close(): Promise<void>;
}

async function startSmtp(): Promise<SmtpStub> {
  const waiting: (() => void)[] = [];
  const stub = {
    hold: false,
    held: 0,
    refuseNext: 0,
    received: 0,
    release: () => {
      stub.hold = false;
      for (const accept of waiting.splice(0)) accept();
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (stub.refuseNext > 0) {
          stub.refuseNext -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          stub.received += 1;
          callback();
        };
        if (!stub.hold) return accept();
        stub.held += 1;
        waiting.push(accept);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp stub has no port');
  return Object.assign(stub, {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The ports the app's log says its metrics listener opened. */
const metricsPorts = (logLines: string[]) =>
  logLines
    .map((line) => JSON.parse(line) as { msg?: string; port?: number })
    .filter((entry) => entry.msg === 'metrics listening')
    .map((entry) => entry.port);

describe('with METRICS_PORT', () => {
  let h: Harness;
  let smtp: SmtpStub;
  let port: number;
  let sessions: Record<string, Record<string, string>>;
  let closed = false;
  const logLines: string[] = [];

  const metricsUrl = (path = '/metrics') => `http://127.0.0.1:${port}${path}`;
  const scrape = async (): Promise<Map<string, Family>> => {
    const reply = await fetch(metricsUrl());
    expect(reply.status).toBe(200);
    return parsePrometheus(await reply.text());
  };
  const jobs = (families: Map<string, Family>, state: string) =>
    sampleValue(families, 'pgboss_jobs', { queue: 'mail-delivery', state });
  const counter = (families: Map<string, Family>, name: string) => sampleValue(families, name) ?? 0;
  const email = (user: string, emailSource: 'churn' | 'visitation' | 'loanEligibility') =>
    h.call('sendEmail', { query: { country: 'JO', lang: 'en', emailSource }, headers: sessions[user] });

  beforeAll(async () => {
    smtp = await startSmtp();
    port = await freePort();
    h = await createHarness(
      {
        METRICS_PORT: String(port),
        LOG_LEVEL: 'info',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        JOB_POLLING_INTERVAL_SECONDS: '0.5',
        // A refused delivery fails its job at once: the failed jobs' gauge moves without waiting for retries.
        MAIL_RETRY_LIMIT: '0',
      },
      { write: (line) => logLines.push(line) },
    );
    sessions = await h.signedIn([ADMIN, ANALYST]);
  });
  afterAll(async () => {
    smtp?.release();
    if (!closed) await h?.close();
    await smtp?.close();
  });

  it('serves Prometheus text on its own port: the process, the requests, the jobs, imports and e-mail', async () => {
    expect(metricsPorts(logLines)).toEqual([port]);
    const reply = await fetch(metricsUrl());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheus(await reply.text());
    const types = Object.fromEntries([...families.values()].map((family) => [family.name, family.type]));
    expect(types).toMatchObject({
      process_cpu_user_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      http_request_duration_seconds: 'histogram',
      pgboss_jobs: 'gauge',
      imports_total: 'counter',
      mail_sent_total: 'counter',
      mail_failed_total: 'counter',
    });
    for (const queue of ['mail-delivery', 'report-files', 'report-retention']) {
      for (const state of ['queued', 'active', 'failed']) {
        expect(sampleValue(families, 'pgboss_jobs', { queue, state }), `${queue} ${state}`).toBe(0);
      }
    }
    expect(counter(families, 'mail_sent_total')).toBe(0);
    expect(families.get('http_request_duration_seconds')?.help).toMatch(/route pattern/);
  });

  it(
    onPostgres
      ? 'measures the connection pools of the app and of the job queue'
      : 'has no pool gauges on the embedded database (one connection in the process, no pool)',
    async () => {
      const families = await scrape();
      const pools = [...families.keys()].filter((name) => name.startsWith('db_pool_'));
      if (!onPostgres) {
        expect(pools).toEqual([]);
        return;
      }
      expect(pools.sort()).toEqual([
        'db_pool_connections',
        'db_pool_idle_connections',
        'db_pool_max_connections',
        'db_pool_waiting_clients',
      ]);
      expect(sampleValue(families, 'db_pool_max_connections', { pool: 'app' })).toBe(10);
      expect(sampleValue(families, 'db_pool_max_connections', { pool: 'jobs' })).toBe(3);
      for (const pool of ['app', 'jobs']) {
        const open = sampleValue(families, 'db_pool_connections', { pool }) ?? 0;
        expect(open, pool).toBeGreaterThanOrEqual(1);
        expect(sampleValue(families, 'db_pool_idle_connections', { pool }), pool).toBeLessThanOrEqual(open);
        expect(sampleValue(families, 'db_pool_waiting_clients', { pool }), pool).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('answers GET /metrics only: another path is 404 there, and the API’s port has no /metrics', async () => {
    expect((await fetch(metricsUrl(ENDPOINTS.health.path))).status).toBe(404);
    expect((await fetch(metricsUrl('/metrics/extra'))).status).toBe(404);
    const post = await fetch(metricsUrl(), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('times each request under its route pattern and status, never its raw URL', async () => {
    const details = { method: 'GET', route: ENDPOINTS.transactionDetails.path, status_code: '401' };
    const unmatched = { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' };
    const before = await scrape();
    // No client token: both answer 401 from the route's access check.
    for (const id of ['771234567', '771234568']) {
      const reply = await h.app.inject({ method: 'GET', url: `/merchant/transaction/v1/${id}?probe=q771` });
      expect(reply.statusCode).toBe(401);
    }
    expect((await h.app.inject({ method: 'GET', url: '/no/such/route/771234569' })).statusCode).toBe(404);

    const after = await scrape();
    const count = (families: Map<string, Family>, labels: Record<string, string>) =>
      sampleValue(families, 'http_request_duration_seconds_count', labels) ?? 0;
    expect(count(after, details)).toBe(count(before, details) + 2);
    expect(sampleValue(after, 'http_request_duration_seconds_bucket', { ...details, le: '+Inf' })).toBe(
      count(before, details) + 2,
    );
    expect(sampleValue(after, 'http_request_duration_seconds_sum', details)).toBeGreaterThan(0);
    expect(count(after, unmatched)).toBe(count(before, unmatched) + 1);
    const routes = new Set(
      after.get('http_request_duration_seconds')?.samples.map((sample) => sample.labels.route),
    );
    expect([...routes].filter((route) => /77123456|probe|\?/.test(route ?? ''))).toEqual([]);
  });

  it(
    'counts the job queue’s jobs as they wait, run and fail, and the e-mails sent and failed',
    async () => {
      const start = await scrape();
      const sentBefore = counter(start, 'mail_sent_total');
      const failedBefore = counter(start, 'mail_failed_total');
      expect(jobs(start, 'failed')).toBe(0);

      // The mail server holds the first message: its job stays active, and the queue's one worker is busy.
      smtp.hold = true;
      expect((await email(ADMIN, 'churn')).statusCode).toBe(200);
      await vi.waitFor(async () => {
        expect(smtp.held).toBe(1);
        expect(jobs(await scrape(), 'active')).toBe(1);
      }, eventually);
      // A second message waits in the queue until the worker is free.
      expect((await email(ANALYST, 'visitation')).statusCode).toBe(200);
      await vi.waitFor(async () => expect(jobs(await scrape(), 'queued')).toBe(1), eventually);

      smtp.release();
      await vi.waitFor(async () => {
        const families = await scrape();
        expect(counter(families, 'mail_sent_total')).toBe(sentBefore + 2);
        expect(jobs(families, 'queued')).toBe(0);
        expect(jobs(families, 'active')).toBe(0);
      }, eventually);
      expect(smtp.received).toBe(2);

      // The server refuses the next one; with no retry left its job fails.
      smtp.refuseNext = 1;
      expect((await email(ADMIN, 'loanEligibility')).statusCode).toBe(200);
      await vi.waitFor(async () => {
        const families = await scrape();
        expect(counter(families, 'mail_failed_total')).toBe(failedBefore + 1);
        expect(jobs(families, 'failed')).toBe(1);
      }, eventually);
      expect(counter(await scrape(), 'mail_sent_total')).toBe(sentBefore + 2);
    },
    SLOW,
  );

  it('answers while the database does not, without the job counts, and counts them again after', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: Promise<void> = Promise.resolve();
    // On PGlite the transaction holds the one connection; on PostgreSQL its lock holds the queues' table.
    await new Promise<void>((locked, failed) => {
      holding = h.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`lock table pgboss.queue in access exclusive mode`);
          locked();
          await released;
        })
        .catch(failed);
    });
    try {
      const families = await scrape();
      expect(families.get('pgboss_jobs')?.samples).toEqual([]);
      expect(sampleValue(families, 'process_start_time_seconds')).toBeGreaterThan(0);
      expect(logLines.some((line) => line.includes('metrics: the job queue was not counted'))).toBe(true);
    } finally {
      release();
      await holding;
    }
    await vi.waitFor(async () => expect(jobs(await scrape(), 'failed')).toBe(1), eventually);
  });

  it('closes its port with the app', async () => {
    closed = true;
    await h.close();
    await expect(fetch(metricsUrl())).rejects.toThrow();
  });
});

describe('without METRICS_PORT', () => {
  let h: Harness;
  const logLines: string[] = [];
  beforeAll(async () => {
    h = await createHarness({ LOG_LEVEL: 'info' }, { write: (line) => logLines.push(line) });
  });
  afterAll(() => h?.close());

  it('opens no port for metrics, and the API’s port does not answer /metrics (404)', async () => {
    expect(h.config.METRICS_PORT).toBeUndefined();
    expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    // The log is read: that request is in it, and no metrics listener is.
    expect(logLines.length).toBeGreaterThan(0);
    expect(metricsPorts(logLines)).toEqual([]);
  });
});

describe('METRICS_PORT', () => {
  it('is off unless set, and takes a port other than 0 and than the API’s', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    for (const refused of ['', '0', '65536', '-1', '94.64', 'metrics']) {
      expect(() => loadConfig({ METRICS_PORT: refused }), refused).toThrow(/METRICS_PORT: /);
    }
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });
});
