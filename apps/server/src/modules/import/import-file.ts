// One file into the database, all or nothing (issue "Run it at a bank"): the whole file is read and checked
// first, every problem named by line and column (up to a limit), and a file with any problem is refused with
// nothing written; then it is read again and loaded in one transaction, which the kind's own checks against
// the stored data (a branch of an unknown merchant) can still roll back. Imports take turns, so two loads of
// the same file cannot both find its rows new.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ImportKind, IssuedPassword, LineRow, LoadCounts, Problem } from './kind.js';
import { recordProblems } from './kind.js';
import { UnreadableFile, formatOf, readRecords, type FileRecord, type ImportFormat } from './records.js';

/** How many problems a refused file's report names; the rest are counted. */
export const PROBLEM_LIMIT = 100;

const IMPORT_LOCK = "hashtextextended('merchant-portal:import', 0)";

export type ImportOutcome = 'loaded' | 'unchanged' | 'refused';

export interface ImportReport {
  kind: string;
  file: string;
  outcome: ImportOutcome;
  /** The records the file holds (0 when it could not be read). */
  records: number;
  counts: LoadCounts | null;
  /** The first problems of a refused file, by line. */
  problems: Problem[];
  /** Problems found beyond those listed. */
  moreProblems: number;
  /** Passwords made for new users, to be shown once (never written to a report file). */
  issuedPasswords: IssuedPassword[];
}

export interface ImportOptions {
  /** New users without a password in the file get one made (the command line); else such a row is refused. */
  issuePasswords: boolean;
}

class Refused extends Error {
  constructor(readonly problems: Problem[]) {
    super('refused');
  }
}

/** A CSV's header against the kind's columns: unknown and missing required columns, once, on line 1. */
function headerProblems(kind: ImportKind, columns: readonly string[]): Problem[] {
  const known = kind.schema.shape;
  const unknown = columns
    .filter((column) => !(column in known))
    .map((column) => ({ line: 1, field: column, message: 'is not a column of this kind' }));
  const missing = Object.entries(known)
    .filter(([column, schema]) => !columns.includes(column) && !schema.safeParse(undefined).success)
    .map(([column]) => ({ line: 1, field: column, message: 'is a required column the header lacks' }));
  return [...unknown, ...missing];
}

async function* checkedRows<Row>(
  kind: ImportKind<Row>,
  records: AsyncIterable<FileRecord>,
): AsyncGenerator<LineRow<Row>> {
  for await (const { line, values } of records) {
    const parsed = kind.schema.safeParse(values);
    // The first pass found the file clean: a record failing now means the file changed meanwhile.
    if (!parsed.success) throw new Refused([{ line, field: null, message: 'changed while it was loaded' }]);
    yield { line, row: parsed.data };
  }
}

interface CheckResult {
  records: number;
  problems: Problem[];
  moreProblems: number;
}

async function checkFile(kind: ImportKind, file: string, format: ImportFormat): Promise<CheckResult> {
  const problems: Problem[] = [];
  let more = 0;
  let records = 0;
  const add = (found: Problem[]) => {
    for (const problem of found) {
      if (problems.length < PROBLEM_LIMIT) problems.push(problem);
      else more += 1;
    }
  };
  try {
    for await (const { line, values } of readRecords(file, format)) {
      records += 1;
      if (records === 1 && format === 'csv') {
        const header = headerProblems(kind, Object.keys(values));
        if (header.length > 0) return { records: 0, problems: header, moreProblems: 0 };
      }
      const parsed = kind.schema.safeParse(values);
      if (!parsed.success) add(recordProblems(line, parsed.error.issues));
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    add([{ line: error.line, field: null, message: error.message }]);
  }
  return { records, problems, moreProblems: more };
}

export async function importFile(
  db: Database,
  kind: ImportKind,
  file: string,
  { issuePasswords }: ImportOptions,
): Promise<ImportReport> {
  const report = { kind: kind.name, file: path.basename(file), issuedPasswords: [] };
  const format = formatOf(file);
  if (!format) {
    const problem = { line: 0, field: null, message: 'must be a .csv or a .jsonl file' };
    return { ...report, outcome: 'refused', records: 0, counts: null, problems: [problem], moreProblems: 0 };
  }
  const checked = await checkFile(kind, file, format);
  if (checked.problems.length > 0) return { ...report, outcome: 'refused', counts: null, ...checked };
  try {
    const loaded = await db.transaction(async (tx) => {
      // A big file's statements run as long as they need: this is no request.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql.raw(`select pg_advisory_xact_lock(${IMPORT_LOCK})`));
      const rows = checkedRows(kind, readRecords(file, format));
      const outcome = await kind.load(tx, rows, { problemLimit: PROBLEM_LIMIT, issuePasswords });
      if (!outcome.ok) throw new Refused(outcome.problems);
      return outcome;
    });
    const { counts } = loaded;
    const outcome = counts.added + counts.updated > 0 ? 'loaded' : 'unchanged';
    return {
      ...report,
      outcome,
      records: checked.records,
      counts,
      problems: [],
      moreProblems: 0,
      issuedPasswords: loaded.issued ?? [],
    };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return {
      ...report,
      outcome: 'refused',
      records: checked.records,
      counts: null,
      problems: error.problems,
      moreProblems: 0,
    };
  }
}
