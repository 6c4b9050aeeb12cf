// One file into the database, all or nothing (issue "Run it at a bank"): the file is read once, inside one
// transaction, each record checked as it is read and the good ones handed to the kind's load; every problem
// is named by line and column (up to a limit), and a file with any problem, in its records or against the
// stored data (a branch of an unknown merchant), is refused and rolled back with nothing written. Imports take
// turns, so two loads of the same file cannot both find its rows new.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ImportKind, IssuedPassword, LineRow, LoadCounts, Problem } from './kind.js';
import { recordProblems } from './kind.js';
import { UnreadableFile, formatOf, readRecords, type ImportFormat } from './records.js';

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

/** The checked rows of a file, read once: a record with problems is counted and not passed on. */
class CheckedRecords<Row> {
  records = 0;
  problems: Problem[] = [];
  moreProblems = 0;

  constructor(
    private readonly kind: ImportKind<Row>,
    private readonly file: string,
    private readonly format: ImportFormat,
  ) {}

  private add(found: Problem[]) {
    for (const problem of found) {
      if (this.problems.length < PROBLEM_LIMIT) this.problems.push(problem);
      else this.moreProblems += 1;
    }
  }

  /**
   * The rows, for the kind's load. A file with problems is refused once its last record is read (every problem
   * found), before the load goes on to its checks and writes; a CSV header's problems refuse it at once.
   */
  async *rows(): AsyncGenerator<LineRow<Row>> {
    try {
      for await (const { line, values } of readRecords(this.file, this.format)) {
        this.records += 1;
        if (this.records === 1 && this.format === 'csv') {
          const header = headerProblems(this.kind, Object.keys(values));
          if (header.length > 0) {
            this.records = 0;
            this.add(header);
            break;
          }
        }
        const parsed = this.kind.schema.safeParse(values);
        if (parsed.success) yield { line, row: parsed.data };
        else this.add(recordProblems(line, parsed.error.issues));
      }
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      this.add([{ line: error.line, field: null, message: error.message }]);
    }
    if (this.problems.length > 0) throw new Refused(this.problems);
  }
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
  const checked = new CheckedRecords(kind, file, format);
  try {
    // One transaction: a file refused by its records or by the stored data leaves nothing behind.
    const loaded = await db.transaction(async (tx) => {
      // A big file's statements run as long as they need: this is no request.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql.raw(`select pg_advisory_xact_lock(${IMPORT_LOCK})`));
      const outcome = await kind.load(tx, checked.rows(), { problemLimit: PROBLEM_LIMIT, issuePasswords });
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
      moreProblems: checked.moreProblems,
    };
  }
}
