// The database handle: embedded PGlite (files under DATA_DIR) or PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../config.js';
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
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Where a lost idle connection is reported (the app's logger); the pool replaces it on the next query. */
  reportConnectionErrors: (report: (error: Error) => void) => void;
}

const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');

/** PostgreSQL's limits: a black-holed network fails requests after these instead of hanging them. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 30_000 };

/** `DATABASE_URL` wins; otherwise PGlite stored in `dataDir` (in memory when `dataDir` is null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  timeouts?: DatabaseTimeouts;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { connectMs, statementMs } = options.timeouts ?? DEFAULT_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
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
      // Migrations may rewrite big tables for minutes: their own connection, without the statement limits.
      migrate: async () => {
        const migrator = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
        try {
          await migratePg(drizzlePg(migrator), { migrationsFolder });
        } finally {
          await migrator.end();
        }
      },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      reportConnectionErrors: (next) => {
        report = next;
      },
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
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    // In-process: there is no connection to lose.
    reportConnectionErrors: () => undefined,
  };
}
