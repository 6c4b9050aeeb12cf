// COPY into PostgreSQL or PGlite (Drizzle has none), through a temporary staging table of the session: each
// batch is COPYed into it and moved into its table by the caller's statement, in one transaction with
// whatever the caller writes alongside, so a batch is stored whole or not at all.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, Transaction } from './client.js';

/** A parameterised statement, as Drizzle's `toSQL()` gives it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Where a load's batches go: the staging table, the columns in COPY order, and the move out of it. */
export interface CopyTarget {
  /** The staging table's name (temporary: the session's own). */
  staging: string;
  /** Creates the staging table if it is missing. */
  create: string;
  /** The staging table's columns, in the order of each COPY line's values. */
  columns: string;
  /** Moves the staged batch into its table (and its roll-ups), then empties the staging table. */
  move: string;
}

export interface CopySession {
  /** One batch (COPY text), moved, then `alongside` if given, in one transaction. */
  write(text: string, alongside?: Statement): Promise<void>;
  close(): Promise<void>;
}

export type CopyValue = string | number | boolean | Date | null;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const NEEDS_ESCAPE = /[\\\n\r\t]/;

/** One value in COPY's text format. */
export function copyValue(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\n\r\t]/g, (char) => ESCAPES[char] ?? char) : text;
}

/** Rows as COPY text: each row's values of `fields`, in that order, one line per row. */
export function copyText<T>(rows: readonly T[], fields: readonly (keyof T)[]): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(fields.map((field) => copyValue(row[field] as CopyValue)).join('\t'));
  lines.push('');
  return lines.join('\n');
}

async function pgliteSession(client: PGlite, target: CopyTarget): Promise<CopySession> {
  await client.exec(target.create);
  return {
    async write(text, alongside) {
      await client.transaction(async (tx) => {
        await tx.query(`copy ${target.staging} (${target.columns}) from '/dev/blob'`, [], {
          blob: new Blob([text]),
        });
        await tx.exec(target.move);
        if (alongside) await tx.query(alongside.sql, alongside.params);
      });
    },
    async close() {
      await client.exec(`drop table if exists ${target.staging}`);
    },
  };
}

async function postgresSession(pool: pg.Pool, target: CopyTarget): Promise<CopySession> {
  // The staging table is temporary, so the whole load stays on one connection.
  const client = await pool.connect();
  try {
    await client.query(target.create);
  } catch (error) {
    client.release();
    throw error;
  }
  return {
    async write(text, alongside) {
      await client.query('begin');
      try {
        await pipeline(
          Readable.from([Buffer.from(text)]),
          client.query(copyFrom(`copy ${target.staging} (${target.columns}) from stdin`)),
        );
        await client.query(target.move);
        if (alongside) await client.query(alongside.sql, alongside.params);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    async close() {
      try {
        await client.query(`drop table if exists ${target.staging}`);
      } finally {
        client.release();
      }
    },
  };
}

/** A COPY session on the database's own driver; close it after the load. */
export async function openCopySession(db: Database, target: CopyTarget): Promise<CopySession> {
  const driver = (db as Database & { $client?: unknown }).$client;
  if (driver instanceof PGlite) return pgliteSession(driver, target);
  if (driver instanceof pg.Pool) return postgresSession(driver, target);
  throw new Error('COPY needs the database handle from openDatabase, not a transaction');
}

/**
 * COPY text into a table inside a transaction already open (an import's, which must stay one transaction):
 * on the transaction's own connection, through its driver.
 */
export async function copyInTransaction(
  tx: Transaction,
  table: string,
  columns: string,
  text: string,
): Promise<void> {
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  if (client instanceof pg.Client) {
    await pipeline(
      Readable.from([Buffer.from(text)]),
      client.query(copyFrom(`copy ${table} (${columns}) from stdin`)),
    );
    return;
  }
  const pglite = client as Partial<PGliteTransaction>;
  if (typeof pglite.query !== 'function') throw new Error('COPY needs a transaction of openDatabase');
  await pglite.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: new Blob([text]) });
}
