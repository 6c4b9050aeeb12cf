// Streamed Excel files (ExcelJS WorkbookWriter): rows are committed as they come, so memory stays flat
// whatever the row count; past a sheet's row limit the rows go on in a new sheet with the same header. In
// Arabic the sheet's name, its headers and the words of its cells are Arabic, and the sheet reads right to left.
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Language } from '@merchant-portal/contracts/i18n/languages';
import { translateText } from '@merchant-portal/contracts/i18n/translate';
import { drained, writeThrough } from './backpressure.js';
import { excelAmountFormat } from '@merchant-portal/contracts/format';
import {
  cellCurrency,
  formatCell,
  type ColumnKind,
  type ColumnSpec,
} from '@merchant-portal/contracts/transaction-columns';

/** Excel's limit is 1,048,576 rows per sheet, the header included. */
export const EXCEL_MAX_DATA_ROWS = 1_048_575;
/** Rows written between two turns of the event loop (about 2 ms of work). */
const YIELD_EVERY_ROWS = 64;

/**
 * Whether a spreadsheet would read the text as a formula (=, +, -, @, or a leading tab or carriage return:
 * OWASP "CSV injection"). Such a text is written as it is, in a cell formatted as Text: Excel shows it as
 * typed (`-1` reads `-1`, no visible apostrophe) and keeps it text when the cell is edited. (Excel's
 * quote-prefix attribute would do the same; ExcelJS cannot write it.)
 */
export function looksLikeFormula(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value);
}

/**
 * A cell's value: figures stay numbers (a percentage as its fraction, 2.5 % → 0.025, which the cell's
 * '0.00%' format shows as 2.50%), texts read as on the screen (codes in words, DD/MM/YYYY dates).
 */
function cellValue(column: ColumnSpec<string>, row: object, language: Language): string | number | null {
  const value = (row as Record<string, unknown>)[column.field];
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && column.kind !== 'text' && column.kind !== 'slashDate') {
    return column.kind === 'percent' ? value / 100 : value;
  }
  const text = formatCell(column, row);
  return column.words || column.inWords ? translateText(language, text) : text;
}

/** Excel's limit on a sheet's name. */
const SHEET_NAME_LENGTH = 31;

/** The style of a text that looks like a formula: Text format (one shared object, see below). */
const FORMULA_SAFE_STYLE: Partial<ExcelJS.Style> = { numFmt: '@' };

/**
 * One style object per column kind (and per currency for amounts), shared by every cell that uses it: ExcelJS
 * recognises a style object it has seen (by identity) and skips rebuilding it, which makes writing about
 * twice as fast as per-cell copies. Amounts, counts and percentages read as the screens show them.
 */
const SHARED_STYLES: Record<Exclude<ColumnKind, 'amount'>, Partial<ExcelJS.Style>> = {
  text: {},
  slashDate: {},
  number: {},
  count: { numFmt: '#,##0' },
  percent: { numFmt: '0.00%' },
};
const AMOUNT_STYLES = new Map<string, Partial<ExcelJS.Style>>();

/** An amount's style: its currency's minor units with thousands separators ('#,##0.000' for JOD). */
function amountStyle(currency: string): Partial<ExcelJS.Style> {
  const numFmt = excelAmountFormat(currency);
  let style = AMOUNT_STYLES.get(numFmt);
  if (!style) {
    style = { numFmt };
    AMOUNT_STYLES.set(numFmt, style);
  }
  return style;
}

function cellStyle(column: ColumnSpec<string>, row: object): Partial<ExcelJS.Style> {
  return column.kind === 'amount' ? amountStyle(cellCurrency(column, row)) : SHARED_STYLES[column.kind];
}

/**
 * The zip entry a streamed sheet writes its XML into. ExcelJS (4.4, pinned) writes there without heeding
 * backpressure, so when deflate falls behind, the XML piles up in the entry's buffer (RSS 255 → 360 MB
 * from 100,000 to 1,000,000 rows); the writer waits for the entry as it waits for the download.
 */
export function zipEntryOf(sheet: ExcelJS.Worksheet): Writable | null {
  const entry = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return entry && typeof (entry as Writable).write === 'function' ? (entry as Writable) : null;
}

export interface XlsxOptions<R> {
  sheetName: string;
  columns: readonly ColumnSpec<string>[];
  rows: AsyncIterable<readonly R[]>;
  maxRowsPerSheet?: number;
  /** Where the writer lets waiting requests go first (every 64 rows); the next turn of the event loop unless given. */
  giveWay?: () => Promise<void>;
  /** The language of the sheet's name, headers and words; English unless given. */
  language?: Language;
}

/** Writes the workbook to `stream` and resolves when the file is complete. */
export async function writeXlsx<R extends object>(stream: Writable, options: XlsxOptions<R>): Promise<void> {
  // ExcelJS pipes its zip into a stream of ours, which the pipeline hands on to the download.
  const zipped = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: zipped,
    useStyles: true,
    useSharedStrings: false,
  });
  // The zip (archiver) listens for its own errors only once the workbook commits: until then they end the file.
  zipOf(workbook).on('error', (error: Error) => zipped.destroy(error));
  await writeThrough(zipped, stream, async (outcome) => {
    await writeSheets(workbook, zipped, stream, options);
    // The commit waits for the zip's 'finish', which a destroyed download never gives.
    await Promise.race([workbook.commit(), outcome]);
  });
}

function zipOf(workbook: ExcelJS.stream.xlsx.WorkbookWriter): NodeJS.EventEmitter {
  return (workbook as unknown as { zip: NodeJS.EventEmitter }).zip;
}

async function writeSheets<R extends object>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  zipped: Writable,
  stream: Writable,
  options: XlsxOptions<R>,
): Promise<void> {
  const columns = options.columns.filter((column) => !column.hidden);
  const limit = options.maxRowsPerSheet ?? EXCEL_MAX_DATA_ROWS;
  const giveWay = options.giveWay ?? (() => nextTurn());
  const language = options.language ?? 'en';
  const sheetName = translateText(language, options.sheetName).slice(0, SHEET_NAME_LENGTH - 4);
  let sheetNumber = 0;
  let sheet: ExcelJS.Worksheet | null = null;
  let rowsInSheet = 0;

  const openSheet = () => {
    sheet?.commit();
    sheetNumber += 1;
    const next = workbook.addWorksheet(sheetNumber === 1 ? sheetName : `${sheetName} (${sheetNumber})`, {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
    });
    next.columns = columns.map((column) => ({
      header: translateText(language, column.headerName),
      key: column.field,
      width: Math.max(10, Math.round(column.width / 7)),
    }));
    next.getRow(1).font = { bold: true };
    next.getRow(1).commit();
    rowsInSheet = 0;
    return next;
  };

  sheet = openSheet();
  for await (const batch of options.rows) {
    await drained(zipped, stream);
    const entry = zipEntryOf(sheet);
    if (entry) await drained(entry, stream);
    if (stream.destroyed) throw new Error('the download was abandoned');
    for (const [index, row] of batch.entries()) {
      // Writing rows is CPU work on the event loop: every few rows, requests waiting on it go first.
      if (index > 0 && index % YIELD_EVERY_ROWS === 0) await giveWay();
      if (rowsInSheet === limit) sheet = openSheet();
      const values = columns.map((column) => cellValue(column, row, language));
      const added = sheet.addRow(values);
      columns.forEach((column, index) => {
        const value = values[index];
        added.getCell(index + 1).style =
          typeof value === 'string' && looksLikeFormula(value) ? FORMULA_SAFE_STYLE : cellStyle(column, row);
      });
      added.commit();
      rowsInSheet += 1;
    }
  }
  sheet.commit();
}
