// What a file call answers: a table written as the rows come, to Excel (one sheet named by the table) or PDF.
// Both speak the request's language: the title, headers and the words of the cells, right to left in Arabic.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { fillTemplate } from '@merchant-portal/contracts/messages';
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import type { Language } from '@merchant-portal/contracts/i18n/languages';
import type { Writable } from 'node:stream';
import { writePdf } from './pdf.js';
import { writeXlsx } from './xlsx.js';

/** The files calls answer with: the transaction exports' formats, and CSV (the booking lists). */
export type FileFormat = ExportFormat | 'csv';

/** What a file call's handler gives back: the file is named by the endpoint table's rule and streamed. */
export interface FileBody {
  /** The merchant the file is about, as the scope resolved it (some names carry it). */
  merchantCode: string;
  format: FileFormat;
  /** Writes the file in `language`, the request's. */
  write(stream: Writable, language: Language): Promise<void>;
}

/** A file's table: its title and subtitle, its columns and what it says when it has no rows. */
export interface FileTable {
  title: string;
  /** What the file is about, in parts (a PDF translates each and joins them with ' · '). */
  subtitle: readonly string[];
  columns: readonly ColumnSpec<string>[];
  emptyText: string;
}

/** An Excel file of one sheet; `rows` is read once the download starts. */
export function excelFile<R extends object>(
  merchantCode: string,
  sheetName: string,
  columns: readonly ColumnSpec<string>[],
  rows: () => AsyncIterable<readonly R[]>,
): FileBody {
  return {
    merchantCode,
    format: 'excel',
    write: (stream, language) => writeXlsx(stream, { sheetName, columns, rows: rows(), language }),
  };
}

/** A table as the format asks: Excel (its sheet named by the title) or PDF with the title and subtitle. */
export function tableFile<R extends object>(
  merchantCode: string,
  format: ExportFormat,
  table: FileTable,
  rows: () => AsyncIterable<readonly R[]>,
): FileBody {
  if (format === 'excel') return excelFile(merchantCode, table.title, table.columns, rows);
  return {
    merchantCode,
    format,
    write: (stream, language) => writePdf(stream, { ...table, rows: rows(), language }),
  };
}

/** What a file with no row says. */
export const NO_DATA = phrase('No data');

/** A subtitle's part that says the period a file covers (DD-MM-YYYY days). */
export const periodPart = (from: string, to: string) =>
  fillTemplate(phrase('{{from}} to {{to}}'), { from, to });
