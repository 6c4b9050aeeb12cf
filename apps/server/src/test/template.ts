// The test database template: migrated and seeded with the demo data once per run, then cloned by every
// harness instead of each test file migrating and seeding its own. PostgreSQL clones a template database
// (`create database … template …`); PGlite opens a copy of a data directory.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { loadConfig } from '../config.js';
import { seedDemoData } from '@merchant-portal/demo/seed';
import { createPostgresDatabase, onAdmin, type DatabaseTemplate } from './databases.js';

/** The demo seed every harness gets unless its environment names another. */
export const TEMPLATE_SEED = loadConfig({ NODE_ENV: 'test' }).DEMO_SEED;

export async function migrateAndSeed(database: DatabaseHandle, seed: number): Promise<void> {
  await database.migrate();
  await seedDemoData(database.db, seed);
}

/** Builds a template in `database`, then lets it go: a template is cloned, never used. */
async function fill(database: DatabaseHandle): Promise<void> {
  try {
    await migrateAndSeed(database, TEMPLATE_SEED);
  } finally {
    await database.close();
  }
}

/**
 * Builds this run's template. Its name is the run's own: test runs of other checkouts may share the
 * PostgreSQL server at the same moment, with other migrations.
 */
export async function buildTemplate(adminUrl: string | undefined): Promise<DatabaseTemplate> {
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    await fill(await openDatabase({ databaseUrl: created.url, dataDir: null }));
    // Nothing may connect to it from now on: a connected template cannot be cloned.
    await onAdmin(adminUrl, (admin) =>
      admin.query(`alter database ${created.name} with allow_connections false`),
    );
    return { kind: 'postgres', name: created.name, seed: TEMPLATE_SEED };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'merchant-portal-template-'));
  await fill(await openDatabase({ dataDir: dir }));
  return { kind: 'pglite', dir, seed: TEMPLATE_SEED };
}
