// The first sheet of a workbook a download answered, read back as the tests check it.
import ExcelJS from 'exceljs';

export async function firstSheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** Every row of the first sheet (header included), each as its cells' values. */
export async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await firstSheet(body)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
