// The app's Prometheus metrics (docs/architecture.md "Metrics"): one registry per app, never prom-client's
// global one, so that the apps a test file builds in one process keep counts of their own. Services move the
// counters; the pools and the job queue are read when Prometheus scrapes.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What became of an imported file: stored, already stored (nothing added), refused by its checks, or failed. */
export type ImportOutcome = 'loaded' | 'unchanged' | 'refused' | 'failed';

/** A connection pool now: connections open, of which idle, callers waiting for one, and its limit. */
export interface PoolStats {
  size: number;
  idle: number;
  waiting: number;
  max: number;
}

/** One job queue's jobs by state. `queued`: created or waiting for a retry; `failed`: not yet archived. */
export interface QueueJobCounts {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

/** The `route` label of a request that matched no route: its raw URL would make a series per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** From a cached answer (5 ms) to a big file's first byte or a slow dashboard (10 s). */
const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const JOB_STATES = ['queued', 'active', 'failed'] as const;

/** `work` or, after `ms`, a failure: a database that does not answer must not hang the scrape. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the arrival of a request to its response, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly imports = new Counter({
    name: 'imports_total',
    help: 'Files imported, by kind and outcome (loaded, unchanged, refused, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly mailSent = new Counter({
    name: 'mail_sent_total',
    help: 'E-mails handed to the mail server (or written as .eml files)',
    registers: [this.registry],
  });
  private readonly mailFailed = new Counter({
    name: 'mail_failed_total',
    help: 'E-mail delivery attempts that failed (each is retried until its retry limit)',
    registers: [this.registry],
  });

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text of every metric, the pools and the job queue read now. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /**
   * The process's own metrics (CPU, memory, event loop lag, GC). Their observers run for the life of the
   * process, so only an app that serves its metrics starts them.
   */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Times every request of `app` by its route pattern (`/merchant/transaction/v1/:id`), never its raw URL,
   * whose ids and queries would make a series per request.
   */
  trackRequests(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      };
      this.requestDuration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }

  countImport(kind: string, outcome: ImportOutcome): void {
    this.imports.inc({ kind, outcome });
  }

  countMailSent(): void {
    this.mailSent.inc();
  }

  countMailFailed(): void {
    this.mailFailed.inc();
  }

  /** Gauges of the connection pools, by name; none without a pool (the embedded database has none). */
  watchPools(pools: Record<string, (() => PoolStats) | undefined>): void {
    const watched = Object.entries(pools).flatMap(([pool, stats]) => (stats ? [{ pool, stats }] : []));
    if (watched.length === 0) return;
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          for (const { pool, stats } of watched) this.set({ pool }, read(stats()));
        },
      });
    gauge('db_pool_connections', 'Connections the pool holds open', (stats) => stats.size);
    gauge(
      'db_pool_idle_connections',
      'Open connections of the pool that no query uses',
      (stats) => stats.idle,
    );
    gauge(
      'db_pool_waiting_clients',
      'Queries waiting for a connection of the pool',
      (stats) => stats.waiting,
    );
    gauge('db_pool_max_connections', 'The most connections the pool opens', (stats) => stats.max);
  }

  /**
   * A gauge of the job queue's jobs by queue and state, counted when scraped. A count that does not answer
   * within `timeoutMs` leaves the gauge without values for that scrape (rather than old ones), and is not
   * asked again while it runs, so scrapes of a stuck database do not pile up.
   */
  watchJobs(
    count: () => Promise<QueueJobCounts[]>,
    { timeoutMs, onFailure }: { timeoutMs: number; onFailure: (error: unknown) => void },
  ): void {
    let running: Promise<QueueJobCounts[]> | null = null;
    new Gauge({
      name: 'pgboss_jobs',
      help: 'Jobs of each job queue by state: queued (created or waiting for a retry), active, failed (not yet archived)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        running ??= count().finally(() => {
          running = null;
        });
        let counts: QueueJobCounts[];
        try {
          counts = await within(running, timeoutMs);
        } catch (error) {
          onFailure(error);
          return;
        }
        for (const queue of counts) {
          for (const state of JOB_STATES) this.set({ queue: queue.queue, state }, queue[state]);
        }
      },
    });
  }
}
