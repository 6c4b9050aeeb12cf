// What the import's test files share: an empty database of the pass's kind (PostgreSQL when TEST_DATABASE_URL
// is set, else PGlite), migrated, a scratch folder for the files a test writes, and a few readers.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createPostgresDatabase } from '../../test/databases.js';
import { importFile } from './import-file.js';
import type { ImportKind } from './kind.js';
import { importKind } from './kinds/index.js';

/** As the command line runs it. */
export const CLI = { issuePasswords: true };
export const EXAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/examples');

/** Registers the database's set-up and removal with the file's suite; its members are set in `beforeAll`. */
export function emptyImportDatabase() {
  const context = { handle: undefined as unknown as DatabaseHandle, scratch: '' };
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const database = await createPostgresDatabase(adminUrl);
      dropDatabase = database.drop;
      context.handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
    } else {
      context.handle = await openDatabase({ dataDir: null });
    }
    await context.handle.migrate();
    context.scratch = await mkdtemp(path.join(tmpdir(), 'merchant-portal-import-'));
  });
  afterAll(async () => {
    await context.handle?.close();
    await dropDatabase?.();
    await rm(context.scratch, { recursive: true, force: true });
  });

  /** The rows a query selects. */
  async function rows<T>(query: string): Promise<T[]> {
    return ((await context.handle.db.execute(sql.raw(query))) as { rows: T[] }).rows;
  }

  async function file(name: string, text: string): Promise<string> {
    const at = path.join(context.scratch, name);
    await writeFile(at, text);
    return at;
  }

  return {
    get db() {
      return context.handle.db;
    },
    rows,
    async count(table: string): Promise<number> {
      const [row] = await rows<{ n: number }>(`select count(*)::int as n from ${table}`);
      return Number(row?.n);
    },
    /** Writes a file of the scratch folder and gives its path. */
    file,
    /** Imports a CSV of the kind made of `header` and `records`, as the command line does. */
    async load(kind: ImportKind, header: string, records: readonly string[]) {
      const at = await file(`${kind.name}.csv`, [header, ...records].join('\n'));
      return importFile(context.handle.db, kind, at, CLI);
    },
  };
}

export function kindNamed(name: string): ImportKind {
  const found = importKind(name);
  if (!found) throw new Error(`no kind ${name}`);
  return found;
}

/** An example file's header and its records (a line each). */
export async function exampleCsv(name: string): Promise<{ header: string; records: string[] }> {
  const [header = '', ...records] = (await readFile(path.join(EXAMPLES, name), 'utf8')).trim().split('\n');
  return { header, records };
}

/** A CSV record with some of its columns, named by the header, changed. */
export function withValues(header: string, record: string, changes: Record<string, string>): string {
  const names = header.split(',');
  const values = record.split(',');
  for (const [name, value] of Object.entries(changes)) values[names.indexOf(name)] = value;
  return values.join(',');
}
