import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { formatCell, modeeColumns, transactionColumns } from '@merchant-portal/contracts/transaction-columns';
import { useHarness } from '../../test/harness.js';
import { defaultSearch } from '../../test/search-filter.js';
import { readPdf } from '../../test/pdf-text.js';
import { darkPixels, renderPage } from '../../test/pdf-image.js';
import { translateText } from '@merchant-portal/contracts/i18n/translate';
import { listTransactions, transactionBatches } from './repository.js';

const today = todayInAmman();
const from = formatDay(today - 6);
const to = formatDay(today - 1);
const iso = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-');
const MASKED = /^\d{6}\*{6}\d{4}$/;

const h = useHarness({
  transactions: { seed: 11, fromDay: today - 6, toDay: today - 1, scale: 0.2 },
  users: [
    'zahran.admin@4000000101',
    'zahran.teller@4000000101',
    'petra.admin@4000000194',
    'modee.user@4000000501',
    'rides.admin@4000000601',
  ],
});

const base = defaultSearch(from, to);

async function post(url: string, user: string, payload: object) {
  return h.app.inject({ method: 'POST', url, headers: h.sessions[user], payload });
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function sqlValue(query: string): Promise<number> {
  const result = (await h.database.db.execute(sql.raw(query))) as { rows: { n: string }[] };
  return Number(result.rows[0]?.n);
}

describe('transaction Excel export', () => {
  it('holds every row of the filter with the screen columns, masked PANs and numeric amounts', async () => {
    const user = 'zahran.admin@4000000101';
    const total = (await post('/merchant/transaction/v1/read?currency=', user, base)).json<{
      totalElements: number;
    }>().totalElements;
    expect(total).toBeGreaterThan(0);
    const reply = await post('/merchant/transaction/v1/generate/excel?currency=', user, {
      ...base,
      maxCount: total,
      offset: 0,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="TRANSACTIONS_P_FROM-${from}_TO-${to}_ALL-BRANCHES.xlsx"`,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    const workbook = await workbookOf(reply.rawPayload);
    expect(workbook.worksheets).toHaveLength(1);
    const [header, ...rows] = sheetRows(workbook.worksheets[0]!);
    const visible = transactionColumns('P', '4000000101', []).filter((column) => !column.hidden);
    expect(header).toEqual(visible.map((column) => column.headerName));
    expect(rows).toHaveLength(total);
    const pan = visible.findIndex((column) => column.headerName === 'PAN');
    const amount = visible.findIndex((column) => column.field === 'transactionAmount');
    for (const row of rows) {
      expect(row[pan]).toMatch(MASKED);
      expect(typeof row[amount]).toBe('number');
    }
    // Figures are numbers the file formats as the screen shows them: dinars to 3 decimals with separators,
    // the MDR as a percentage (its fraction, 2.5 % → 0.025).
    const first = workbook.worksheets[0]!.getRow(2);
    const mdr = visible.findIndex((column) => column.field === 'mdrPercentage');
    expect(first.getCell(amount + 1).numFmt).toBe('#,##0.000');
    expect(first.getCell(mdr + 1).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(mdr + 1).numFmt).toBe('0.00%');
    expect(rows.every((row) => Number(row[mdr]) < 1)).toBe(true);
    const sum = rows.reduce((acc, row) => acc + Number(row[amount]), 0);
    const sqlSum = await sqlValue(
      `select sum(amount) as n from card_transactions where merchant_code = '4000000101' and source = 'P'
       and business_date between '${iso(from)}' and '${iso(to)}'`,
    );
    expect(sum).toBeCloseTo(sqlSum, 2);
  });

  it('names the branch in the file and keeps only that branch', async () => {
    const reply = await post('/merchant/transaction/v1/generate/excel?currency=', 'zahran.admin@4000000101', {
      ...base,
      branchId: '010101',
    });
    expect(reply.headers['content-disposition']).toContain(`_TO-${to}_010101.xlsx`);
    const rows = sheetRows((await workbookOf(reply.rawPayload)).worksheets[0]!).slice(1);
    const branch = transactionColumns('P', '4000000101', []).filter((column) => !column.hidden);
    const branchName = branch.findIndex((column) => column.field === 'branchName');
    expect(new Set(rows.map((row) => row[branchName])).size).toBe(1);
    const count = await sqlValue(
      `select count(*) as n from card_transactions where branch_id = '010101' and source = 'P'
       and business_date between '${iso(from)}' and '${iso(to)}'`,
    );
    expect(rows).toHaveLength(count);
  });

  it('refuses what the search refuses, before sending a byte', async () => {
    const user = 'zahran.admin@4000000101';
    const url = '/merchant/transaction/v1/generate/excel?currency=';
    expect((await post(url, user, { ...base, aticoMerchantCode: '4000000194' })).statusCode).toBe(403);
    expect((await post(url, user, { ...base, branchId: '019401' })).statusCode).toBe(403);
    const bad = await post(url, user, { ...base, toDate: formatDay(today) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.validationErrors);
    expect((await post(url, 'modee.user@4000000501', base)).statusCode).toBe(200);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url,
          payload: base,
          headers: { ...h.sessions[user], 'access-token': '' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('whole-set reads', () => {
  it('page through by keyset with neither gaps nor repeats, in the order of the screen', async () => {
    const scope = {
      merchant: { merchantCode: '4000000194', merchantName: 'Petra Fuel Stations' },
      branchIds: null,
      currency: '',
    };
    const filter = {
      ...base,
      transactionName: 'P' as const,
      cardType: 'All' as const,
      methodType: 'All' as const,
    };
    const pages = await listTransactions(
      h.database.db,
      scope,
      {
        ...filter,
        category: 'ALL',
        maxCount: 1000,
        offset: 0,
      },
      null,
    );
    const ids: number[] = [];
    for await (const batch of transactionBatches(h.database.db, scope, { ...filter, category: 'ALL' }, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      ids.push(...batch.map(({ row }) => row.id));
    }
    expect(ids.length).toBeGreaterThan(7);
    expect(ids).toEqual(pages.map(({ row }) => row.id));
  });
});

describe('transaction PDF export', () => {
  it('is A2 portrait with the screen headers, the title and masked PANs', async () => {
    const reply = await post(
      '/merchant/transaction/v1/generate/pdf?currency=',
      'petra.admin@4000000194',
      base,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain(
      `TRANSACTIONS_P_FROM-${from}_TO-${to}_ALL-BRANCHES.pdf`,
    );
    const pdf = readPdf(reply.rawPayload);
    expect(pdf.mediaBoxes.length).toBeGreaterThan(0);
    for (const box of pdf.mediaBoxes) expect(box).toBe('0 0 1190.55 1683.78');
    expect(pdf.text).toContain('Transactions');
    expect(pdf.text).toContain('4000000194 - Petra Fuel Stations');
    for (const column of transactionColumns('P', '4000000194', []).filter((spec) => !spec.hidden)) {
      expect(pdf.text).toContain(column.headerName);
    }
    const pans = pdf.text.match(/\d{6}\*{6}\d{4}/g) ?? [];
    expect(pans.length).toBeGreaterThan(0);
    // The first row reads as on the screen: amounts with separators in dinars' 3 decimals, the MDR with '%'.
    const page = (
      await post('/merchant/transaction/v1/read?currency=', 'petra.admin@4000000194', base)
    ).json<{
      content: object[];
    }>();
    const row = page.content[0]!;
    for (const column of transactionColumns('P', '4000000194', [])) {
      if (column.kind === 'amount' || column.kind === 'percent') {
        expect(pdf.text).toContain(formatCell(column, row));
      }
    }
    expect(pdf.text).toMatch(/\n\d+\.\d{2}%\n/);
    expect(pdf.text).not.toMatch(/\d{13,19}/);
  });

  it('says so when nothing matches', async () => {
    const reply = await post('/merchant/transaction/v1/generate/pdf?currency=', 'zahran.admin@4000000101', {
      ...base,
      terminalId: 'NOSUCHTERMINAL',
    });
    expect(readPdf(reply.rawPayload).text).toContain(MESSAGES.noTransactionsFound);
  });

  it('is in Arabic, right to left, when the request asks in Arabic', async () => {
    const user = 'petra.admin@4000000194';
    const reply = await h.app.inject({
      method: 'POST',
      url: '/merchant/transaction/v1/generate/pdf?currency=',
      headers: { ...h.sessions[user], lang: 'ar' },
      payload: base,
    });
    expect(reply.statusCode).toBe(200);
    const page = await renderPage(reply.rawPayload);
    const text = page.text.replace(/\s/g, '');
    expect(text).toContain(translateText('ar', 'Transactions'));
    // pdf.js reads an Arabic glyph back as the first letter it was drawn for (letters share glyphs), so the
    // headers are checked by the English they must not show.
    for (const column of transactionColumns('P', '4000000194', []).filter((spec) => !spec.hidden)) {
      const arabic = translateText('ar', column.headerName);
      if (arabic !== column.headerName) expect(text).not.toContain(column.headerName.replace(/\s/g, ''));
    }
    expect(text).toMatch(/\d{6}\*{6}\d{4}/);
    // The title's glyphs are drawn from the right edge: ink in the title's band on the right half only. The
    // English file's title starts on the left.
    const english = await renderPage(
      (await post('/merchant/transaction/v1/generate/pdf?currency=', user, base)).rawPayload,
    );
    const half = page.width / 2;
    const titleBand = { top: 36, bottom: 56 };
    expect(darkPixels(page, { ...titleBand, left: half, right: page.width })).toBeGreaterThan(50);
    expect(darkPixels(page, { ...titleBand, left: 0, right: half })).toBe(0);
    expect(darkPixels(english, { ...titleBand, left: 0, right: half })).toBeGreaterThan(50);
    expect(darkPixels(english, { ...titleBand, left: half, right: page.width })).toBe(0);
  });
});

describe('MoDEE', () => {
  const url = '/merchant/transaction/v1/modee';
  it('reads with modee-transactions:read only', async () => {
    const reply = await post(`${url}/read?currency=`, 'modee.user@4000000501', base);
    expect(reply.statusCode).toBe(200);
    const count = await sqlValue(
      `select count(*) as n from card_transactions where merchant_code = '4000000501' and source = 'P'
       and business_date between '${iso(from)}' and '${iso(to)}'`,
    );
    expect(reply.json().totalElements).toBe(count);
    expect((await post(`${url}/read?currency=`, 'zahran.teller@4000000101', base)).statusCode).toBe(403);
  });

  it('exports with its own columns and file names', async () => {
    const excel = await post(`${url}/generate/excel?currency=`, 'modee.user@4000000501', base);
    expect(excel.headers['content-disposition']).toBe(
      `attachment; filename="MODEE_TRANSACTIONS_FROM-${from}_TO-${to}.xlsx"`,
    );
    const [header, first] = sheetRows((await workbookOf(excel.rawPayload)).worksheets[0]!);
    const columns = modeeColumns('P', ['MODEE_TRANSACTION_USER']).filter((column) => !column.hidden);
    expect(header).toEqual(columns.map((column) => column.headerName));
    expect(String(first?.[columns.findIndex((column) => column.field === 'loadDate')])).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    const pdf = await post(`${url}/generate/pdf?currency=`, 'modee.user@4000000501', base);
    expect(pdf.headers['content-disposition']).toContain(`MODEE_TRANSACTIONS_FROM-${from}_TO-${to}.pdf`);
    expect(readPdf(pdf.rawPayload).text).toContain('Deposite Date');
  });
});

describe('files with the columns the grid shows', () => {
  const file = (format: 'excel' | 'pdf', user: string, columns: unknown, screen = '') =>
    post(`/merchant/transaction/v1/${screen}generate/${format}?currency=`, user, { ...base, columns });

  it('write exactly the columns asked for, in their order, the id hidden at first included', async () => {
    const columns = ['netAmount', 'transactionDate', 'id', 'terminalId'];
    const excel = await file('excel', 'zahran.admin@4000000101', columns);
    expect(excel.statusCode).toBe(200);
    const [header, ...rows] = sheetRows((await workbookOf(excel.rawPayload)).worksheets[0]!);
    expect(header).toEqual(['Net Amount', 'Transaction Date', 'ID', 'Terminal ID']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveLength(columns.length);
      expect(typeof row[0]).toBe('number');
    }
    const pdf = readPdf((await file('pdf', 'petra.admin@4000000194', columns)).rawPayload).text;
    for (const kept of ['Net Amount', 'Transaction Date', 'Terminal ID']) expect(pdf).toContain(kept);
    for (const dropped of ['Branch Name', 'Transaction Amount', 'MDR Percentage']) {
      expect(pdf).not.toContain(dropped);
    }
  });

  it("check each column against the screen's set for the source, the merchant and the roles", async () => {
    // The special merchant's PoS set has the deposit date; another merchant's has not.
    const deposit = await file('excel', 'petra.admin@4000000194', ['loadDate', 'pan']);
    expect(deposit.statusCode).toBe(200);
    expect(sheetRows((await workbookOf(deposit.rawPayload)).worksheets[0]!)[0]).toEqual([
      'Deposit Date',
      'PAN',
    ]);
    const refused = await file('excel', 'zahran.admin@4000000101', ['transactionDate', 'loadDate']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.validationErrors,
      errors: [{ param: 'columns.1', msg: 'loadDate is not a column of this list' }],
    });
    // A QR column is not PoS's; MoDEE's set has no branch.
    expect((await file('pdf', 'zahran.admin@4000000101', ['billNumber'])).statusCode).toBe(400);
    const modee = await file('excel', 'modee.user@4000000501', ['branchName'], 'modee/');
    expect(modee.statusCode).toBe(400);
    expect((await file('excel', 'modee.user@4000000501', ['loadDate'], 'modee/')).statusCode).toBe(200);
  });

  it('refuse a column named twice, none, or a name no column has, before writing', async () => {
    for (const columns of [['netAmount', 'netAmount'], [], ['net-amount'], 'netAmount']) {
      const reply = await file('excel', 'zahran.admin@4000000101', columns);
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-disposition']).toBeUndefined();
    }
    const twice = await file('excel', 'zahran.admin@4000000101', ['netAmount', 'id', 'netAmount']);
    expect(twice.json()).toMatchObject({
      errors: [{ param: 'columns.2', msg: 'Column netAmount is named twice' }],
    });
  });
});

describe('special merchant summaries', () => {
  const user = 'petra.admin@4000000194';
  it('sums per posting date and scheme, and per date, equal to the rows', async () => {
    const reply = await post('/merchant/transaction/v1/aggregate/read?currency=JOD', user, base);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const { summary, paymentSummary } = reply.json<{
      summary: { transactionDate: string; cardScheme: string; trxCount: number; netAmount: number }[];
      paymentSummary: {
        transactionDate: string;
        netAmount: number;
        merchantId: string;
        merchantName: string;
      }[];
    }>();
    expect(summary.length).toBeGreaterThan(0);
    for (const row of summary) {
      const count = await sqlValue(
        `select count(*) as n from card_transactions where merchant_code = '4000000194' and source = 'P'
         and business_date = '${iso(row.transactionDate)}' and card_scheme = '${row.cardScheme}'`,
      );
      expect(row.trxCount).toBe(count);
    }
    for (const row of paymentSummary) {
      const net = await sqlValue(
        `select sum(net_amount) as n from card_transactions where merchant_code = '4000000194' and source = 'P'
         and business_date = '${iso(row.transactionDate)}'`,
      );
      expect(row.netAmount).toBeCloseTo(net, 3);
      expect(row).toMatchObject({ merchantId: '4000000194', merchantName: 'Petra Fuel Stations' });
    }
    expect((await post('/merchant/transaction/v1/aggregate/read?currency=USD', user, base)).statusCode).toBe(
      400,
    );
  });

  it('exports each summary as Excel and PDF', async () => {
    const summary = await post(
      '/merchant/transaction/v1/aggregate/generate?currency=JOD&report=summary&format=excel',
      user,
      base,
    );
    expect(summary.headers['content-disposition']).toContain(`SUMMARY_REPORT_FROM-${from}_TO-${to}.xlsx`);
    const [header] = sheetRows((await workbookOf(summary.rawPayload)).worksheets[0]!);
    expect(header).toEqual([
      'Transaction Date',
      'Card Scheme',
      'Trx Count',
      'Trx Amount',
      'Trx MDR',
      'Net Amount',
    ]);
    const payment = await post(
      '/merchant/transaction/v1/aggregate/generate?currency=JOD&report=payment-summary&format=pdf',
      user,
      base,
    );
    expect(payment.headers['content-disposition']).toContain(
      `PAYMENT_SUMMARY_REPORT_FROM-${from}_TO-${to}.pdf`,
    );
    expect(readPdf(payment.rawPayload).text).toContain('Payment Summary Report');
  });

  it("are the special merchant's alone: another merchant's user is refused both, of their own data too", async () => {
    const other = 'zahran.admin@4000000101';
    const own = { ...base, aticoMerchantCode: '4000000101' };
    expect((await post('/merchant/transaction/v1/aggregate/read?currency=JOD', other, own)).statusCode).toBe(
      403,
    );
    for (const report of ['summary', 'payment-summary']) {
      const file = await post(
        `/merchant/transaction/v1/aggregate/generate?currency=JOD&report=${report}&format=excel`,
        other,
        own,
      );
      expect(file.statusCode, report).toBe(403);
    }
  });
});

describe('GET download-trans-data', () => {
  const day = formatDay(today - 2);
  const url = (query: Record<string, string>) =>
    `/merchant/transaction/v1/download-trans-data?${new URLSearchParams(query).toString()}`;
  const query = { transactionName: 'P', cardType: 'All', methodType: 'All', fromDate: day, toDate: day };

  it("gives the special merchant one day's details", async () => {
    const reply = await h.app.inject({
      method: 'GET',
      url: url(query),
      headers: h.sessions['petra.admin@4000000194'],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(`MERCHANT_TRANSACTIONS_4000000194_P_${day}.xlsx`);
    const rows = sheetRows((await workbookOf(reply.rawPayload)).worksheets[0]!);
    const count = await sqlValue(
      `select count(*) as n from card_transactions where merchant_code = '4000000194' and source = 'P'
       and business_date = '${iso(day)}'`,
    );
    expect(rows).toHaveLength(count + 1);
    const scheme = rows[0]!.indexOf('Card Scheme');
    expect(count).toBeGreaterThan(0);
    for (const row of rows.slice(1)) expect(['Visa', 'Mastercard']).toContain(row[scheme]);
  });

  it('needs one day, and the special merchant', async () => {
    const wide = await h.app.inject({
      method: 'GET',
      url: url({ ...query, fromDate: formatDay(today - 3) }),
      headers: h.sessions['petra.admin@4000000194'],
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(MESSAGES.oneDayOnly);
    const other = await h.app.inject({
      method: 'GET',
      url: url(query),
      headers: h.sessions['zahran.admin@4000000101'],
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET categories', () => {
  it('lists the ride-hailing categories in order', async () => {
    const reply = await h.call('categories', { headers: h.sessions['rides.admin@4000000601'] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.results.map((item: { code: string }) => item.code)).toEqual([
      'Economy',
      'Comfort',
      'Business',
      'Delivery',
    ]);
  });
});
