// Streamed PDF tables (pdfkit) on A2 portrait pages (spec part 2 §7): a title, the column headers on every
// page, and page numbers. Pages are flushed to the stream as they fill, so memory stays flat. In Arabic the
// title, subtitle, headers and the words of the cells are Arabic, and the page reads right to left: the first
// column on the right, texts from the right edge, figures lined up on the left.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { fillTemplate } from '@merchant-portal/contracts/messages';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import type { Language } from '@merchant-portal/contracts/i18n/languages';
import { translateText } from '@merchant-portal/contracts/i18n/translate';
import { formatCell, type ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import { drained, writeThrough } from './backpressure.js';
import { PdfText } from './pdf-text.js';

const MARGIN = 36;
const FONT_SIZE = 8;
const ROW_HEIGHT = 14;
const CELL_PADDING = 3;

export interface PdfOptions<R> {
  title: string;
  /** Its parts, each translated, joined with ' · '. */
  subtitle: readonly string[];
  columns: readonly ColumnSpec<string>[];
  rows: AsyncIterable<readonly R[]>;
  /** Shown under the header when there is no row at all. */
  emptyText: string;
  /** The language of the texts and the page's direction; English unless given. */
  language?: Language;
}

/** Writes the document to `stream` and resolves when it is complete. */
export async function writePdf<R extends object>(stream: Writable, options: PdfOptions<R>): Promise<void> {
  const language = options.language ?? 'en';
  const say = (text: string) => translateText(language, text);
  const title = say(options.title);
  const subtitle = options.subtitle.map(say).join(' · ');
  const doc = new PDFDocument({
    size: 'A2',
    layout: 'portrait',
    margin: MARGIN,
    bufferPages: false,
    lang: language,
    info: { Title: title, Subject: subtitle },
  });
  await writeThrough(doc, stream, async () => {
    await drawTable(
      doc,
      stream,
      { ...options, title, subtitle, emptyText: say(options.emptyText) },
      language,
    );
    doc.end();
  });
}

interface Table<R> extends Pick<PdfOptions<R>, 'columns' | 'rows' | 'title' | 'emptyText'> {
  subtitle: string;
}

async function drawTable<R extends object>(
  doc: PDFKit.PDFDocument,
  stream: Writable,
  table: Table<R>,
  language: Language,
): Promise<void> {
  const text = new PdfText(doc, language);
  const say = (words: string) => translateText(language, words);
  const shown = table.columns.filter((column) => !column.hidden);
  // Right to left, the first column is drawn at the right edge.
  const columns = language === 'ar' ? [...shown].reverse() : shown;
  const tableWidth = doc.page.width - 2 * MARGIN;
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / totalWidth) * tableWidth);
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  let page = 1;
  let y = MARGIN;

  const align = columns.map((column) =>
    column.kind !== 'text' && column.kind !== 'slashDate' ? text.end : text.start,
  );
  const drawRow = (cells: string[], bold: boolean) => {
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      text.line(cell, {
        x: x + CELL_PADDING,
        y: y + 3,
        width: width - 2 * CELL_PADDING,
        size: FONT_SIZE,
        weight: bold ? 'bold' : 'regular',
        align: align[index] ?? text.start,
      });
      x += width;
    });
    y += ROW_HEIGHT;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + tableWidth, y)
      .lineWidth(0.3)
      .strokeColor('#c0c0c0')
      .stroke();
  };
  const cellOf = (column: ColumnSpec<string>, row: R) => {
    const cell = formatCell(column, row);
    return column.words || column.inWords ? say(cell) : cell;
  };
  const header = () =>
    drawRow(
      columns.map((column) => say(column.headerName)),
      true,
    );
  const footer = () => {
    // The page number sits in the bottom margin; pdfkit would start a new page for it without this.
    doc.page.margins.bottom = 0;
    text.line(say(fillTemplate(phrase('Page {{page}}'), { page })), {
      x: MARGIN,
      y: doc.page.height - MARGIN + 8,
      width: tableWidth,
      size: FONT_SIZE,
      weight: 'regular',
      align: text.end,
    });
  };
  const full = { x: MARGIN, width: tableWidth, align: text.start };
  text.line(table.title, { ...full, y, size: 16, weight: 'bold' });
  text.line(table.subtitle, { ...full, y: y + 22, size: 10, weight: 'regular' });
  y += 48;
  header();

  let rowCount = 0;
  for await (const batch of table.rows) {
    await drained(stream);
    if (stream.destroyed) throw new Error('the download was abandoned');
    for (const row of batch) {
      if (y > bottom) {
        footer();
        doc.addPage();
        page += 1;
        y = MARGIN;
        header();
      }
      drawRow(
        columns.map((column) => cellOf(column, row)),
        false,
      );
      rowCount += 1;
    }
  }
  if (rowCount === 0) text.line(table.emptyText, { ...full, y: y + 6, size: FONT_SIZE, weight: 'regular' });
  footer();
}
