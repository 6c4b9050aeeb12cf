// Any number of server processes may start at once on an empty database (a deploy that scales out, or an
// orchestrator starting every replica): each comes up, and the migrations and the demo data are applied
// once. (PostgreSQL pass: PGlite lives inside one process.)
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './config.js';
import { DEMO_USERS } from '@merchant-portal/demo/catalogue';
import { createPostgresDatabase } from './test/databases.js';
import { startServer } from './test/server-process.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const PROCESSES = 5;

describe.runIf(Boolean(ADMIN_URL))(
  `${PROCESSES} server processes started at once on an empty database`,
  () => {
    const servers: ChildProcess[] = [];
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

    afterAll(async () => {
      for (const child of servers) child.kill('SIGTERM');
      await Promise.all(servers.map((child) => new Promise((resolve) => child.once('exit', resolve))));
      await database?.drop();
    });

    it('all come up, each migration was applied once and the demo data loaded once', async () => {
      database = await createPostgresDatabase(ADMIN_URL ?? '');
      const name = new URL(database.url).pathname.slice(1);
      const started = await Promise.allSettled(
        Array.from({ length: PROCESSES }, (_, index) =>
          startServer({
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            DATABASE_URL: database?.url ?? '',
            DATA_DIR: path.join(tmpdir(), `${name}-${index}`),
            // Two load the demo data "if empty"; three load none, so they reach the job queue's set-up together.
            DEMO_DATA: index < 2 ? 'small' : 'none',
            WEB_DIST_DIR: '/nonexistent-web-dist',
          }),
        ),
      );
      for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value.child);
      expect(
        started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up')),
      ).toEqual(Array.from({ length: PROCESSES }, () => 'up'));

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const migrations = await client.query<{ hash: string; created_at: string }>(
        'select hash, created_at::text from drizzle.__drizzle_migrations order by created_at',
      );
      const users = await client.query<{ count: string }>('select count(*) from users');
      await client.end();
      const journal = readMigrationFiles({ migrationsFolder: path.join(SERVER_ROOT, 'src/db/migrations') });
      expect(migrations.rows).toEqual(
        journal.map(({ hash, folderMillis }) => ({ hash, created_at: String(folderMillis) })),
      );
      expect(Number(users.rows[0]?.count)).toBe(DEMO_USERS.length);
    }, 300_000);
  },
);
