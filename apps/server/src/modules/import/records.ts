// Reading an import file one record at a time, in constant memory: CSV with a header row (UTF-8, RFC 4180)
// or JSON Lines, chosen by the file's extension. Every record comes with the line it starts on and its values
// as text (a CSV's empty cell and a JSON null are both absent), so one schema per kind checks both formats.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';

export type ImportFormat = 'csv' | 'jsonl';

/** One record of a file: its first line and its values by column name. */
export interface FileRecord {
  line: number;
  values: Record<string, string | undefined>;
}

/** A file that cannot be read as its format at all (a broken quote, a line that is not a JSON object). */
export class UnreadableFile extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export function formatOf(file: string): ImportFormat | null {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.jsonl') return 'jsonl';
  return null;
}

async function* csvRecords(file: string): AsyncGenerator<FileRecord> {
  const parser = createReadStream(file).pipe(
    parse({ bom: true, columns: (header: string[]) => header.map((name) => name.trim()), info: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      const values: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(record)) values[name] = value === '' ? undefined : value;
      yield { line: info.lines, values };
    }
  } catch (error) {
    const { lines } = error as { lines?: number };
    throw new UnreadableFile(lines ?? 0, error instanceof Error ? error.message : String(error));
  }
}

/** A JSON value as the text a CSV cell would hold. */
function asText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

async function* jsonLinesRecords(file: string): AsyncGenerator<FileRecord> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    const trimmed = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
    if (trimmed === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new UnreadableFile(line, 'is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new UnreadableFile(line, 'is not a JSON object');
    }
    const values: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(parsed)) values[name] = asText(value);
    yield { line, values };
  }
}

/** The file's records, read as they are needed. */
export function readRecords(file: string, format: ImportFormat): AsyncGenerator<FileRecord> {
  return format === 'csv' ? csvRecords(file) : jsonLinesRecords(file);
}
