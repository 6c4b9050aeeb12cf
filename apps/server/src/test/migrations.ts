// One committed migration run again by a test, on data the test shaped as it was before that migration.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Runs the statements of `db/migrations/<name>.sql`, one after the other. */
export async function runMigration(db: Executor, name: string): Promise<void> {
  const text = await readFile(path.join(import.meta.dirname, '../db/migrations', `${name}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}
