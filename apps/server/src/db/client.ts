// The database handle: embedded PGlite (files under DATA_DIR) or PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../config.js';
import type { PoolStats } from '../lib/metrics.js';
import { pgliteFeed, postgresFeed, type ChangeFeed, type FeedEvents } from './change-feed.js';
import * as merchants from './schema/merchants.js';
import * as users from './schema/users.js';
import * as auth from './schema/auth.js';

export const schema = { ...merchants, ...users, ...auth };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction a service opened with `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/**
 * What a repository runs its SQL on: the database, or the transaction of the service that called it.
 * Inside a transaction every query must go to the transaction: on PGlite (one connection) a query on the
 * database waits for the transaction to end, which waits for the query; on PostgreSQL it escapes it.
 */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs start-up work (the demo data, the job queue's set-up) in one process at a time, however many start
   * at once on this database: under the same PostgreSQL advisory lock as the migrations. PGlite belongs to
   * one process.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Whether the database holds every migration of this build ('current'; a newer release's on top are fine,
   * as in a rolling deploy) or misses one ('behind', its migrations' own table included). Throws when the
   * database does not answer.
   */
  schemaState: () => Promise<SchemaState>;
  close: () => Promise<void>;
  /** Listens to a channel's notifications (change-feed.ts). */
  watch: (channel: string, events: FeedEvents) => Promise<ChangeFeed>;
  /** Where a lost idle connection is reported (the app's logger); the pool replaces it on the next query. */
  reportConnectionErrors: (report: (error: Error) => void) => void;
  /** The connection pool now, for the metrics; absent on PGlite, which has one connection in the process. */
  poolStats?: () => PoolStats;
}

/** What a `pg` pool holds now (docs/architecture.md "Metrics"). */
export function poolStatsOf(pool: pg.Pool): PoolStats {
  return {
    size: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    // pg's own default when no `max` is given.
    max: pool.options.max ?? 10,
  };
}

const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');

export type SchemaState = 'current' | 'behind';

/** The advisory lock key of start-up work (advisory locks are per database). */
const STARTUP_LOCK = "hashtextextended('merchant-portal:start-up', 0)";

/**
 * Runs `work` holding the start-up lock, on a connection of its own without the statement limits (a
 * migration may rewrite big tables for minutes): processes starting together take turns instead of racing
 * to create the same tables. Ending the connection releases the lock whatever happened.
 */
async function underStartupLock<T>(url: string, work: (connection: pg.Client) => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: url, application_name: 'merchant-portal-start-up' });
  await connection.connect();
  try {
    await connection.query(`select pg_advisory_lock(${STARTUP_LOCK})`);
    const result = await work(connection);
    await connection.query(`select pg_advisory_unlock(${STARTUP_LOCK})`);
    return result;
  } finally {
    await connection.end();
  }
}

/**
 * Compares the migrations drizzle recorded with this build's journal, as drizzle's migrator does: by the
 * journal time (`created_at`) of the last one applied.
 */
async function schemaStateOf(db: Database, last: number): Promise<SchemaState> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  const [table] = await rows(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return 'behind';
  const [applied] = await rows(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  return Number(applied?.last ?? 0) >= last ? 'current' : 'behind';
}

/** PostgreSQL's limits: a black-holed network fails requests after these instead of hanging them. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 30_000 };

/** When the newest migration was made (its journal's milliseconds): a database that applied it is current. */
export function lastMigrationMillis(): number {
  return readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
}

/** `DATABASE_URL` wins; otherwise PGlite stored in `dataDir` (in memory when `dataDir` is null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  timeouts?: DatabaseTimeouts;
}): Promise<DatabaseHandle> {
  const lastMigration = lastMigrationMillis();
  const url = options.databaseUrl;
  if (url) {
    const { connectMs, statementMs } = options.timeouts ?? DEFAULT_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: connectMs,
      // The server ends a statement or an abandoned transaction after this; the client gives up a little
      // later on a statement whose answer never arrives (a dead network the server cannot see). 0: no limit.
      ...(statementMs > 0 && {
        statement_timeout: statementMs,
        idle_in_transaction_session_timeout: statementMs,
        query_timeout: statementMs + connectMs,
      }),
      // TCP keep-alive finds a connection whose peer vanished without a reset.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // The database ends idle connections on a restart, a failover or pg_terminate_backend: without a listener
    // the pool's 'error' event would end the process. The pool drops the connection and opens a new one.
    let report = (error: Error) => console.warn(`database connection lost: ${error.message}`);
    pool.on('error', (error) => report(error));
    // The pool listens only while a client is idle: one lost while handed out (a transaction holds it) would
    // emit 'error' to nobody and end the process. Its statements fail on their own; the pool then drops it.
    pool.on('connect', (client) => client.on('error', (error) => report(error)));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () =>
        underStartupLock(url, (connection) => migratePg(drizzlePg(connection), { migrationsFolder })),
      exclusively: (work) => underStartupLock(url, work),
      schemaState: () => schemaStateOf(db, lastMigration),
      close: () => pool.end(),
      watch: (channel, events) => Promise.resolve(postgresFeed(url, channel, events)),
      reportConnectionErrors: (next) => {
        report = next;
      },
      poolStats: () => poolStatsOf(pool),
    };
  }
  let client: PGlite;
  if (options.dataDir === null) {
    client = new PGlite();
  } else {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    schemaState: () => schemaStateOf(db, lastMigration),
    close: () => client.close(),
    watch: (channel, events) => pgliteFeed(client, channel, events),
    // In-process: there is no connection to lose.
    reportConnectionErrors: () => undefined,
  };
}
