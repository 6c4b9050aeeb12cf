// Reference data (merchants, branches, terminals) is loaded through a temporary table of the import's
// transaction: the rows go in with their line numbers, the database checks what one record alone cannot show
// (a branch of a merchant nobody loaded, a key twice in the file) and names the lines, and only then are the
// rows written, new ones added and changed ones updated, in the same transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import type { ImportKind, LineRow, LoadOutcome, Problem, RecordSchema } from './kind.js';

const BATCH_ROWS = 500;
export const STAGING = 'import_rows';

/** A staging column: its name and SQL type, and the row's value for it. */
export interface StagingColumn<Row> {
  column: string;
  type: 'text' | 'numeric' | 'date' | 'timestamptz' | 'boolean';
  value: (row: Row) => string | null;
}

/** A check over the staged rows: SQL selecting `line`, `field` and `message` of each row that fails it. */
export type StagingCheck = string;

interface ReferenceKindDefinition<Row> {
  name: string;
  summary: string;
  naturalKey: readonly (keyof Row & string)[];
  after: readonly string[];
  schema: RecordSchema<Row>;
  columns: readonly StagingColumn<Row>[];
  /** The staging table's key columns, matching `naturalKey`. */
  keyColumns: readonly string[];
  checks: readonly StagingCheck[];
  /** Counts the staged rows not stored yet (`added`) and stored but different (`updated`). */
  classify: string;
  /** Writes the staged rows: adds the new, updates the changed, leaves the rest. */
  write: readonly string[];
}

/** Creates the import's staging table with `columns` and the line numbers, and inserts the rows. */
export async function stage<Row>(
  tx: Transaction,
  columns: readonly StagingColumn<Row>[],
  rows: AsyncIterable<LineRow<Row>>,
): Promise<void> {
  const definition = columns.map(({ column, type }) => `${column} ${type}`).join(', ');
  await tx.execute(
    sql.raw(`create temporary table ${STAGING} (line integer not null, ${definition}) on commit drop`),
  );
  const names = sql.raw(['line', ...columns.map(({ column }) => column)].join(', '));
  let batch: SQL[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(sql`insert into ${sql.raw(STAGING)} (${names}) values ${sql.join(batch, sql`, `)}`);
    batch = [];
  };
  for await (const { line, row } of rows) {
    const values = [sql`${line}`, ...columns.map(({ value }) => sql`${value(row)}`)];
    batch.push(sql`(${sql.join(values, sql`, `)})`);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
}

/** `columns` of the table or alias `prefix`, as a select list: `s.a, s.b`. */
export const qualified = (prefix: string, columns: readonly string[]) =>
  columns.map((column) => `${prefix}.${column}`).join(', ');

/** The rows a query selects (both drivers answer with `rows`). */
export async function selected<T extends Record<string, unknown>>(
  tx: Transaction,
  query: string,
): Promise<T[]> {
  const result = (await tx.execute<T>(sql.raw(query))) as { rows: T[] };
  return result.rows;
}

/** The staged rows that fail `checks`, by line, at most `limit`. */
export async function stagedProblems(
  tx: Transaction,
  checks: readonly string[],
  limit: number,
): Promise<Problem[]> {
  if (checks.length === 0) return [];
  const union = checks.map((check) => `(${check})`).join(' union all ');
  const failed = await selected<{ line: number; field: string | null; message: string }>(
    tx,
    `select line, field, message from (${union}) as failed order by line, field, message limit ${limit}`,
  );
  return failed.map(({ line, field, message }) => ({ line: Number(line), field, message }));
}

/** The check every reference kind has: a key the file holds twice (the later lines are named). */
export function duplicateKeyCheck(
  naturalKey: readonly string[],
  keyColumns: readonly string[],
): StagingCheck {
  const same = keyColumns.map((column) => `earlier.${column} = later.${column}`).join(' and ');
  return `select later.line, '${naturalKey.join(', ')}' as field,
      'is already on line ' || min(earlier.line) || ' of this file' as message
    from ${STAGING} as later join ${STAGING} as earlier on ${same} and earlier.line < later.line
    group by later.line`;
}

export function referenceKind<Row>(definition: ReferenceKindDefinition<Row>): ImportKind<Row> {
  const checks = [duplicateKeyCheck(definition.naturalKey, definition.keyColumns), ...definition.checks];
  return {
    name: definition.name,
    summary: definition.summary,
    naturalKey: definition.naturalKey,
    onKnownKey: 'updated',
    after: definition.after,
    schema: definition.schema,
    async load(tx, rows, { problemLimit }): Promise<LoadOutcome> {
      await stage(tx, definition.columns, rows);
      const problems = await stagedProblems(tx, checks, problemLimit);
      if (problems.length > 0) return { ok: false, problems };
      const [classified] = await selected<{ total: number; added: number; updated: number }>(
        tx,
        definition.classify,
      );
      for (const statement of definition.write) await tx.execute(sql.raw(statement));
      const total = Number(classified?.total ?? 0);
      const added = Number(classified?.added ?? 0);
      const updated = Number(classified?.updated ?? 0);
      return { ok: true, counts: { added, updated, unchanged: total - added - updated } };
    },
  };
}
