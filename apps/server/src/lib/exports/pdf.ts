// Streamed PDF tables (pdfkit) on A2 portrait pages (spec part 2 §7): a title, the column headers on every
// page, and page numbers. Pages are flushed to the stream as they fill, so memory stays flat.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { drained, writeThrough } from './backpressure.js';
import { formatCell, type ColumnSpec } from '@merchant-portal/contracts/transaction-columns';

const MARGIN = 36;
const FONT_SIZE = 8;
const ROW_HEIGHT = 14;
const CELL_PADDING = 3;

export interface PdfOptions<R> {
  title: string;
  subtitle: string;
  columns: readonly ColumnSpec<string>[];
  rows: AsyncIterable<readonly R[]>;
  /** Shown under the header when there is no row at all. */
  emptyText: string;
}

/** Writes the document to `stream` and resolves when it is complete. */
export async function writePdf<R extends object>(stream: Writable, options: PdfOptions<R>): Promise<void> {
  const doc = new PDFDocument({
    size: 'A2',
    layout: 'portrait',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: options.title, Subject: options.subtitle },
  });
  await writeThrough(doc, stream, async () => {
    await drawTable(doc, stream, options);
    doc.end();
  });
}

async function drawTable<R extends object>(
  doc: PDFKit.PDFDocument,
  stream: Writable,
  options: PdfOptions<R>,
): Promise<void> {
  const columns = options.columns.filter((column) => !column.hidden);
  const tableWidth = doc.page.width - 2 * MARGIN;
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / totalWidth) * tableWidth);
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  let page = 1;
  let y = MARGIN;

  const drawRow = (cells: string[], numeric: boolean[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      doc.text(cell, x + CELL_PADDING, y + 3, {
        width: width - 2 * CELL_PADDING,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: numeric[index] ? 'right' : 'left',
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
  const numeric = columns.map((column) => column.kind !== 'text' && column.kind !== 'slashDate');
  const header = () =>
    drawRow(
      columns.map((column) => column.headerName),
      numeric,
      true,
    );
  const footer = () => {
    // The page number sits in the bottom margin; pdfkit would start a new page for it without this.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(`Page ${page}`, MARGIN, doc.page.height - MARGIN + 8, { width: tableWidth, align: 'right' });
  };

  doc.font('Helvetica-Bold').fontSize(16).text(options.title, MARGIN, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(options.subtitle, MARGIN, y + 22);
  y += 48;
  header();

  let rowCount = 0;
  for await (const batch of options.rows) {
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
        columns.map((column) => formatCell(column, row)),
        numeric,
        false,
      );
      rowCount += 1;
    }
  }
  if (rowCount === 0)
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(options.emptyText, MARGIN, y + 6);
  footer();
}
