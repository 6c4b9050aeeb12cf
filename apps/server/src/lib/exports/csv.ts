// Streamed CSV files (@fast-csv/format): rows are written as they come, waiting for the download to take
// them, so memory stays flat whatever the row count. A text a spreadsheet would read as a formula is
// written with a leading apostrophe (OWASP "CSV injection"), so it opens as the text it is.
import type { Writable } from 'node:stream';
import { format } from '@fast-csv/format';
import type { Language } from '@merchant-portal/contracts/i18n/languages';
import { translateText } from '@merchant-portal/contracts/i18n/translate';
import { drained, writeThrough } from './backpressure.js';
import { looksLikeFormula } from './xlsx.js';

export interface CsvColumn<R> {
  header: string;
  value(row: R): string | number | null;
}

/** What a cell holds: numbers as they are, texts formula-safe, nothing for null. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return looksLikeFormula(value) ? `'${value}` : value;
}

/** Writes the header (in `language`) and every row to `stream` and resolves when the file is complete. */
export async function writeCsv<R>(
  stream: Writable,
  columns: readonly CsvColumn<R>[],
  rows: AsyncIterable<readonly R[]>,
  language: Language = 'en',
): Promise<void> {
  const csv = format({
    headers: columns.map((column) => translateText(language, column.header)),
    alwaysWriteHeaders: true,
  });
  await writeThrough(csv, stream, async () => {
    for await (const batch of rows) {
      for (const row of batch) {
        csv.write(columns.map((column) => csvCell(column.value(row))));
      }
      await drained(csv, stream);
      if (stream.destroyed) throw new Error('the download was abandoned');
    }
    csv.end();
  });
}
