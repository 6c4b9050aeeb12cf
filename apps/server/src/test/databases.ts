// Test databases without the app's code (the global set-up loads this before any source is compiled): new
// PostgreSQL databases, empty or cloned from a template, copies of a PGlite data directory, their removal.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** What the run's global set-up built: a database name (PostgreSQL) or a data directory (PGlite). */
export type DatabaseTemplate =
  { kind: 'postgres'; name: string; seed: number } | { kind: 'pglite'; dir: string; seed: number };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export async function onAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** `adminUrl` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new PostgreSQL database next to the one `adminUrl` names, empty or a copy of `template`. */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    name,
    url: databaseUrl(adminUrl, name),
    // Whatever still holds a connection to it.
    drop: async () => {
      await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function removeTemplate(
  template: DatabaseTemplate,
  adminUrl: string | undefined,
): Promise<void> {
  if (template.kind === 'pglite') await rm(template.dir, { recursive: true, force: true });
  else if (adminUrl) {
    await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${template.name} with (force)`));
  }
}

/** A PGlite data directory of its own, copied from the template's; removed by the returned function. */
export async function copyPgliteTemplate(
  template: DatabaseTemplate & { kind: 'pglite' },
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'merchant-portal-db-'));
  await cp(template.dir, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
