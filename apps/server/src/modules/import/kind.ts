// What every kind of import file is: a strict zod schema for one record (which is also the documented column
// list, docs/import.md), the natural key that makes loading a file twice add nothing, and its load, which
// runs in the import's one transaction and either stores every row or names the rows that cannot be stored.
import { z } from 'zod';
import type { Transaction } from '../../db/client.js';

/** A row that cannot be imported: where, which column, and why (line 0 and no field: the file as a whole). */
export interface Problem {
  line: number;
  field: string | null;
  message: string;
}

/** What a load did with the rows of a file. */
export interface LoadCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** A password the import made for a new user: shown once to whoever ran it, stored only as its hash. */
export interface IssuedPassword {
  line: number;
  username: string;
  password: string;
}

export type LoadOutcome =
  { ok: true; counts: LoadCounts; issued?: IssuedPassword[] } | { ok: false; problems: Problem[] };

/** What a load may do besides storing rows. */
export interface LoadOptions {
  /** The most problems a refused file names. */
  problemLimit: number;
  /**
   * Whether a new user without a password in the file gets one made and shown: only where someone reads the
   * import's output (the command line), never into a report file.
   */
  issuePasswords: boolean;
}

/** A checked row and the line it starts on. */
export interface LineRow<Row> {
  line: number;
  row: Row;
}

/** Record values come as text (CSV cells; JSON values written as text), absent when empty. */
export type RecordSchema<Row> = z.ZodType<Row, Record<string, string | undefined>> & {
  shape: Record<string, z.ZodType>;
};

export interface ImportKind<Row = unknown> {
  /** The kind's name: the CLI's argument and the file name a folder import looks for. */
  name: string;
  /** What one record is, for docs/import.md. */
  summary: string;
  /** The columns that name a record: a record whose key is already stored is not added again. */
  naturalKey: readonly string[];
  /** What a record already stored becomes when its file is loaded again. */
  onKnownKey: 'updated' | 'kept';
  /** Kinds whose rows this kind's rows refer to: a folder import loads them first. */
  after: readonly string[];
  schema: RecordSchema<Row>;
  /** Stores the rows (read again from the file, in order) in the import's transaction. */
  load(tx: Transaction, rows: AsyncIterable<LineRow<Row>>, options: LoadOptions): Promise<LoadOutcome>;
}

// Field rules the kinds share. Each message says what a good value looks like.
export const field = {
  text: (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`),
  code: (what: string, max = 20) =>
    z
      .string()
      .trim()
      .regex(new RegExp(`^[0-9]{1,${max}}$`), `must be the ${what}: digits only, at most ${max}`),
  id: (max = 30) =>
    z
      .string()
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `must be letters, digits, '-' or '_', at most ${max}`),
  email: () => z.string().trim().pipe(z.email('must be an e-mail address')),
  mobile: () =>
    z
      .string()
      .trim()
      .regex(/^\+?[0-9]{7,15}$/, 'must be a phone number: 7 to 15 digits, optionally after +'),
  country: () =>
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1), such as JO'),
  /** A rate in percent: 0 to 100, at most 4 decimals. */
  percent: () =>
    z
      .string()
      .trim()
      .regex(/^[0-9]{1,3}(\.[0-9]{1,4})?$/, 'must be a percentage such as 1.75 (at most 4 decimals)')
      .refine((value) => Number(value) <= 100, 'must be at most 100'),
  /** An amount of money: at most 3 decimals (fils), not negative. */
  amount: () =>
    z
      .string()
      .trim()
      .regex(/^[0-9]{1,15}(\.[0-9]{1,3})?$/, 'must be an amount such as 12.500 (at most 3 decimals)'),
  /** A three-letter currency code. */
  currency: () =>
    z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (ISO 4217), such as JOD'),
  /** A network's reference (an RRN, an auth code): letters and digits. */
  reference: (max: number) =>
    z
      .string()
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9]{1,${max}}$`), `must be 1 to ${max} letters or digits`),
  /** Names separated by ';', each one of `allowed`, without repeats. */
  names: (allowed: readonly string[], what: string) =>
    z
      .string()
      .trim()
      .transform((value) => [...new Set(value.split(';').map((name) => name.trim()))])
      .refine(
        (names) => names.every((name) => allowed.includes(name)),
        `must be ${what} separated by ';', of ${allowed.join(', ')}`,
      ),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) =>
    z.enum(values, { error: () => `must be one of ${values.join(', ')}` }),
};

/** The problems of a record against its kind's schema: one per field, named by its column. */
export function recordProblems(line: number, issues: readonly z.core.$ZodIssue[]): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        problems.push({ line, field: key, message: 'is not a column of this kind' });
      continue;
    }
    const name = issue.path.length > 0 ? issue.path.join('.') : null;
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    problems.push({ line, field: name, message });
  }
  return problems;
}
