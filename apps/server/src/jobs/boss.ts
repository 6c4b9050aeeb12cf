// The job queue of long work (e-mail delivery, report files, the files' retention): pg-boss 10 on the app's
// own database, in its own schema (`pgboss`), which pg-boss creates and migrates itself. Started when the app
// is ready, stopped when it closes. Job state lives in the database, so a job survives a restart and every
// server process on the database shares the work; schedules (cron) fire once across all processes.
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { poolStatsOf, type DatabaseHandle, type Executor } from '../db/client.js';
import type { PoolStats, QueueJobCounts } from '../lib/metrics.js';

/** Which job a worker runs, and how many times it was tried before. */
export interface JobInfo {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/** A queue, its retry policy, and the work of one job (throwing fails the job: pg-boss retries it). */
export interface QueueDefinition<T extends object = object> {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  /** Jobs fetched by one poll; they run at once, side by side. */
  batchSize: number;
  /** Workers of this process polling the queue, each on its own (1 unless said). */
  workers?: number;
  /** A cron schedule (in Amman's time) that sends the queue a job; it fires once across all processes. */
  cron?: string;
  work(data: T, job: JobInfo): Promise<void>;
}

/** How a job is sent: `id` makes it the one of its record (a second send of the same id adds nothing); jobs
 * of a higher `priority` are fetched first; none is fetched before `startAfter`. */
export interface SendOptions {
  id?: string;
  priority?: number;
  startAfter?: Date;
}

type BossDb = PgBoss.Db;
type Rows = { rows: unknown[] };

/**
 * Every queue's jobs by state, in one statement (pg-boss 10 counts one queue and one state range at a time).
 * Completed and cancelled jobs are left out; failed ones count until pg-boss archives them.
 */
const JOB_COUNTS = `
  SELECT q.name AS queue,
    count(*) FILTER (WHERE j.state IN ('created', 'retry'))::int AS queued,
    count(*) FILTER (WHERE j.state = 'active')::int AS active,
    count(*) FILTER (WHERE j.state = 'failed')::int AS failed
  FROM pgboss.queue q
  LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active', 'failed')
  GROUP BY q.name
  ORDER BY q.name`;

/** pg-boss writes `$1`-style SQL: as a Drizzle statement, so it runs on the caller's transaction. */
function boundSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss's statements on a transaction of ours: its job is written if and only if the transaction commits. */
function transactionDb(tx: Executor): BossDb {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const result: unknown = await tx.execute(boundSql(text, values));
      return { rows: (result as Rows).rows };
    },
  };
}

/**
 * On the embedded database, pg-boss shares its single connection: `exec` for SQL without values (its
 * schema scripts hold several statements), `query` otherwise. Queries queue behind an open transaction.
 */
function pgliteDb(client: PGlite): BossDb {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (!values?.length) return (await client.exec(text)).at(-1) ?? { rows: [] };
      return client.query(text, values);
    },
  };
}

/** On PostgreSQL, pg-boss has a small pool of its own: polling never waits for a request's connection. */
function postgresDb(
  config: Config,
  url: string,
  log: FastifyBaseLogger,
): { db: BossDb; end: () => Promise<void>; stats: () => PoolStats } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 3,
    application_name: 'merchant-portal-jobs',
    connectionTimeoutMillis: config.DB_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', (error) =>
    log.warn({ err: error }, 'job queue connection lost; the pool opens a new one'),
  );
  return {
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        // A script of several statements answers one result per statement: pg-boss reads the last.
        const result = (await pool.query(text, values)) as unknown as Rows | Rows[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
    },
    end: () => pool.end(),
    stats: () => poolStatsOf(pool),
  };
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly database: DatabaseHandle;
  private readonly endPool: () => Promise<void>;
  /** The queue's own connection pool now (PostgreSQL; on PGlite it shares the app's one connection). */
  readonly poolStats: (() => PoolStats) | undefined;
  private readonly queues: QueueDefinition[] = [];
  private readonly workers = new Map<string, string[]>();
  private stopped = false;

  constructor(
    private readonly config: Config,
    database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {
    this.database = database;
    let db: BossDb;
    if (database.kind === 'postgres' && config.DATABASE_URL) {
      const own = postgresDb(config, config.DATABASE_URL, log);
      db = own.db;
      this.endPool = own.end;
      this.poolStats = own.stats;
    } else {
      db = pgliteDb((database.db as unknown as { $client: PGlite }).$client);
      this.endPool = () => Promise.resolve();
      this.poolStats = undefined;
    }
    // Once stopped, a poll still in flight gets no job, and a job that ends later is left as it is (its
    // completion and failure commands answer "none changed") rather than reach a closed database: the job
    // stays active until it expires, or until the reports' watch takes it over.
    const guarded: BossDb = {
      executeSql: (text, values) =>
        this.stopped
          ? Promise.resolve({ rows: /COUNT\(\*\) FROM results/.test(text) ? [{ count: 0 }] : [] })
          : db.executeSql(text, values),
    };
    // Supervision expires jobs whose worker died and archives; the schedule fires the queues' cron jobs.
    this.boss = new PgBoss({ db: guarded, schedule: true, supervise: true, migrate: true });
    this.boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  }

  /** A queue and its worker, started with the queue; call before `start`. */
  define<T extends object>(queue: QueueDefinition<T>): void {
    this.queues.push(queue);
  }

  /**
   * One process at a time (the start-up lock): pg-boss creating its schema and its queues' partitions in two
   * processes at once deadlocks or fails, and the process would exit.
   */
  start(): Promise<void> {
    return this.database.exclusively(() => this.startQueues());
  }

  private async startQueues(): Promise<void> {
    await this.boss.start();
    for (const queue of this.queues) {
      // createQueue leaves an existing queue as it is; updateQueue applies this start's retry settings.
      await this.boss.createQueue(queue.name, { name: queue.name, ...queue.options });
      await this.boss.updateQueue(queue.name, { name: queue.name, ...queue.options });
      const options = {
        batchSize: queue.batchSize,
        includeMetadata: true as const,
        pollingIntervalSeconds: this.config.JOB_POLLING_INTERVAL_SECONDS,
      };
      const ids: string[] = [];
      // A web-only process queues jobs and leaves them to the job processes.
      const workers = this.config.PROCESS_ROLE === 'web' ? 0 : (queue.workers ?? 1);
      for (let worker = 0; worker < workers; worker += 1) {
        ids.push(await this.boss.work<object>(queue.name, options, (jobs) => this.run(queue, jobs)));
      }
      this.workers.set(queue.name, ids);
      if (queue.cron) await this.boss.schedule(queue.name, queue.cron, {}, { tz: 'Asia/Amman' });
    }
  }

  /** Runs a batch side by side; each failure fails its own job only (pg-boss completes the rest). */
  private async run(queue: QueueDefinition, jobs: PgBoss.JobWithMetadata<object>[]): Promise<void> {
    const outcomes = await Promise.allSettled(
      jobs.map((job) =>
        queue.work(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit }),
      ),
    );
    for (const [index, outcome] of outcomes.entries()) {
      const job = jobs[index];
      if (outcome.status === 'fulfilled' || !job) continue;
      const error = outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
      this.log.warn({ err: error, queue: queue.name, jobId: job.id }, 'job failed; pg-boss retries it');
      // Once stopped the database is out of reach: the job stays active until it expires and is retried.
      if (this.stopped) continue;
      await this.boss.fail(queue.name, job.id, { message: error.message });
    }
  }

  /** Enqueues a job in the caller's transaction (`tx`): it exists exactly when the transaction commits. */
  async sendInTransaction(
    tx: Executor,
    queue: string,
    data: object,
    options: SendOptions = {},
  ): Promise<string> {
    const jobId = await this.boss.send(queue, data, { db: transactionDb(tx), ...options });
    if (!jobId) throw new Error(`job not queued on ${queue}`);
    return jobId;
  }

  /** Wakes this process's workers of the queue (after a commit) rather than waiting for their next poll. */
  wake(queue: string): void {
    if (this.stopped) return;
    for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /** Every queue's jobs waiting, running and failed, for the metrics; none once stopped. */
  async jobCounts(): Promise<QueueJobCounts[]> {
    const { rows } = await this.boss.getDb().executeSql(JOB_COUNTS, []);
    return (rows as Record<string, unknown>[]).map((row) => ({
      queue: String(row.queue),
      queued: Number(row.queued),
      active: Number(row.active),
      failed: Number(row.failed),
    }));
  }

  /** Stops taking jobs, lets those running finish (up to 10 s), then lets go of the database. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    } finally {
      this.stopped = true;
      await this.endPool();
    }
  }
}
