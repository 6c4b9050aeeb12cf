import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Language } from '@merchant-portal/contracts/i18n/languages';
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import { looksLikeFormula, writeXlsx, zipEntryOf } from './xlsx.js';

const columns: ColumnSpec<string>[] = [
  { field: 'id', headerName: 'ID', kind: 'text', width: 80, hidden: true },
  { field: 'ref', headerName: 'Reference', kind: 'text', width: 150 },
  { field: 'amount', headerName: 'Amount', kind: 'amount', width: 120 },
];

async function* batches<R>(...groups: R[][]) {
  for (const group of groups) yield group;
}

async function write(
  rows: AsyncIterable<readonly object[]>,
  maxRowsPerSheet?: number,
  sheetColumns: ColumnSpec<string>[] = columns,
  language: Language = 'en',
) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(stream, {
    sheetName: 'Transactions',
    columns: sheetColumns,
    rows,
    ...(maxRowsPerSheet ? { maxRowsPerSheet } : {}),
    language,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

describe('streamed xlsx', () => {
  it("speaks the request's language: the sheet, its headers and its cells' words in Arabic, right to left", async () => {
    const withStatus: ColumnSpec<string>[] = [
      ...columns,
      { field: 'status', headerName: 'Status', kind: 'text', width: 100, inWords: true },
      {
        field: 'type',
        headerName: 'Transaction Status',
        kind: 'text',
        width: 100,
        words: 'transactionStatus',
      },
    ];
    const row = { id: '1', ref: 'Held', amount: 5, status: 'Held', type: 'DECLINED' };
    const arabic = await write(batches([row]), undefined, withStatus, 'ar');
    const sheet = arabic.worksheets[0];
    expect(sheet?.name).toBe('الحركات');
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Reference', 'المبلغ', 'الحالة', 'حالة الحركة']);
    // The words of a list are translated; data (a reference) is not, whatever it reads, nor a header the
    // catalogue does not hold.
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Held', 5, 'محجوز', 'مرفوضة']);

    const english = (await write(batches([row]), undefined, withStatus)).worksheets[0];
    expect(english?.name).toBe('Transactions');
    expect(english?.views[0]?.rightToLeft).toBeFalsy();
    expect(english?.getRow(1).values).toEqual([
      undefined,
      'Reference',
      'Amount',
      'Status',
      'Transaction Status',
    ]);
    expect(english?.getRow(2).values).toEqual([undefined, 'Held', 5, 'Held', 'Declined']);
  });

  it("finds the zip entry a sheet's XML goes into, to wait for it", async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('Transactions');
    const entry = zipEntryOf(sheet);
    if (!entry) throw new Error('ExcelJS no longer pipes a sheet into a zip entry: see zipEntryOf');
    let received = 0;
    const write = entry.write.bind(entry);
    entry.write = ((chunk: Buffer, ...rest: never[]) => {
      received += chunk.length;
      return write(chunk, ...rest);
    }) as typeof entry.write;
    for (let n = 0; n < 2_000; n += 1) sheet.addRow([n, 'x'.repeat(40)]).commit();
    expect(received).toBeGreaterThan(64 * 1024);
  });

  it('writes texts a spreadsheet would run as formulas as Text cells, as typed', async () => {
    for (const value of ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(looksLikeFormula(value), value).toBe(true);
    }
    expect(looksLikeFormula('REF-1')).toBe(false);
    const workbook = await write(
      batches([
        { id: '1', ref: '=1+2', amount: -5 },
        { id: '2', ref: '-1', amount: 7 },
        { id: '3', ref: 'REF-1', amount: 0 },
      ]),
    );
    const [formulaLike, minusOne, plain] = [2, 3, 4].map((n) => workbook.worksheets[0]!.getRow(n));
    expect(formulaLike!.getCell(1).value).toBe('=1+2');
    expect(formulaLike!.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike!.getCell(1).formula).toBeUndefined();
    expect(formulaLike!.getCell(1).numFmt).toBe('@');
    expect(minusOne!.getCell(1).value).toBe('-1');
    expect(minusOne!.getCell(1).numFmt).toBe('@');
    expect(plain!.getCell(1).value).toBe('REF-1');
    expect(plain!.getCell(1).numFmt).toBeUndefined();
    // Numbers stay numbers, negative ones too, shown with the dinar's 3 decimals.
    expect(formulaLike!.getCell(2).value).toBe(-5);
    expect(formulaLike!.getCell(2).numFmt).toBe('#,##0.000');
  });

  it('writes figures as numbers formatted as the screens show them, and codes in words', async () => {
    const figures: ColumnSpec<string>[] = [
      { field: 'scheme', headerName: 'Card Scheme', kind: 'text', width: 100, words: 'cardScheme' },
      { field: 'amount', headerName: 'Amount', kind: 'amount', width: 120 },
      { field: 'fee', headerName: 'Fee', kind: 'amount', width: 120, currencyField: 'feeCurrency' },
      { field: 'jod', headerName: 'JOD', kind: 'amount', width: 120, currency: 'JOD' },
      { field: 'mdr', headerName: 'MDR Percentage', kind: 'percent', width: 100 },
      { field: 'count', headerName: 'Count', kind: 'count', width: 100 },
      { field: 'day', headerName: 'Deposite Date', kind: 'slashDate', width: 100 },
    ];
    const workbook = await write(
      batches([
        {
          scheme: 'VISA',
          amount: 1572134.006,
          fee: 3446,
          feeCurrency: 'EGP',
          jod: 12.5,
          mdr: 2.5,
          count: 12345,
          day: '05-11-2026',
        },
        {
          scheme: 'MASTERCARD',
          amount: 3514.92,
          currency: 'USD',
          fee: 1200,
          feeCurrency: 'JPY',
          jod: 1,
          mdr: 0,
          count: 0,
          day: '06-11-2026',
        },
      ]),
      undefined,
      figures,
    );
    const sheet = workbook.worksheets[0]!;
    const [jod, usd] = [2, 3].map((n) => sheet.getRow(n));
    const cells = (row: ExcelJS.Row | undefined) =>
      [1, 2, 3, 4, 5, 6, 7].map((n) => {
        const { value, type, numFmt } = row!.getCell(n);
        return { value, type, numFmt };
      });
    // Each row's cells by column (scheme, amount, fee, JOD, MDR, count, day): the parts the row decides.
    expect(cells(jod)).toMatchObject([
      { value: 'Visa' },
      { type: ExcelJS.ValueType.Number, value: 1572134.006, numFmt: '#,##0.000' },
      { value: 3446, numFmt: '#,##0.00' },
      {},
      { type: ExcelJS.ValueType.Number, value: 0.025, numFmt: '0.00%' },
      { value: 12345, numFmt: '#,##0' },
      { value: '05/11/2026' },
    ]);
    expect(cells(usd)).toMatchObject([
      { value: 'Mastercard' },
      { value: 3514.92, numFmt: '#,##0.00' },
      { numFmt: '#,##0' },
      { numFmt: '#,##0.000' },
      {},
      {},
      {},
    ]);
  });

  it('continues on a new sheet with the same header past the row limit', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({
      id: String(index),
      ref: `R${index}`,
      amount: index,
    }));
    const workbook = await write(batches(rows.slice(0, 4), rows.slice(4)), 3);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Transactions',
      'Transactions (2)',
      'Transactions (3)',
    ]);
    expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([4, 4, 2]);
    for (const sheet of workbook.worksheets)
      expect(sheet.getRow(1).values).toEqual([undefined, 'Reference', 'Amount']);
    expect(workbook.worksheets[2]!.getRow(2).getCell(1).value).toBe('R6');
  });
});
