// A connection the database ends while a transaction holds it (pg_terminate_backend, a restart, a failover)
// fails that transaction, not the process: the pool hands out a client without an 'error' listener, whose
// unanswered 'error' event would end it. (PostgreSQL pass: PGlite has no connection to lose.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { createPostgresDatabase } from '../test/databases.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(ADMIN_URL))('a connection terminated inside a transaction', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createPostgresDatabase(ADMIN_URL ?? '');
    handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const pidOf = async (executor: Pick<DatabaseHandle['db'], 'execute'>) => {
    const result: unknown = await executor.execute(sql`select pg_backend_pid() as pid`);
    return (result as { rows: { pid: number }[] }).rows[0]?.pid;
  };

  it.each([
    ['between two statements', false],
    ['during a statement', true],
  ])('fails the transaction %s, and the next query gets a live connection', async (_when, during) => {
    const transaction = handle.db.transaction(async (tx) => {
      const pid = await pidOf(tx);
      if (during) {
        await tx.execute(sql`select pg_terminate_backend(${pid}::int), pg_sleep(5)`);
      } else {
        await pidOf(handle.db).then(() => handle.db.execute(sql`select pg_terminate_backend(${pid}::int)`));
        // The transaction's connection sits idle while the database ends it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      }
    });
    await expect(transaction).rejects.toThrow();
    expect(await pidOf(handle.db)).toBeGreaterThan(0);
  });
});
