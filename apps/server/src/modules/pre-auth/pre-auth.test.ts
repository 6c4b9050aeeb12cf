import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import {
  PRE_AUTH_DATE_MESSAGES,
  PRE_AUTH_DEFAULT_SORT,
  type PreAuthRow,
} from '@merchant-portal/contracts/schemas/pre-auth';
import { loadBulkHolds, rollDemoHoldsForward } from '@merchant-portal/demo/pre-auth';
import { holdBatches } from './repository.js';
import { preAuthorisations } from '../../db/schema/pre-auth.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { sheetRows } from '../../test/workbook.js';

let h: Harness;
const today = todayInAmman();
const LIST = '/merchant/query/merchant/auth/v1/pre-auth';
const FILE = '/merchant/query/merchant/auth/v1/generate/excel';
const ZAHRAN = 'zahran.admin@4000000101';
const from = formatDay(today - 20);
const to = formatDay(today);
let sessions: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  h = await createHarness();
  await rollDemoHoldsForward(h.database.db, 'small', 7, today, h.clock.now());
  // Another merchant's hold inside the period: no Zahran user may ever see it.
  await h.database.db.insert(preAuthorisations).values({
    merchantCode: '4000000194',
    branchId: 'OTHER',
    terminalId: 'T-OTHER',
    businessDate: isoDay(today - 2),
    authorisedAt: new Date(),
    transactionId: 'PA-OTHER-1',
    authCode: '123456',
    maskedPan: '411111******1111',
    cardScheme: 'VISA',
    locality: 'L',
    cardKind: 'C',
    binType: 'Gold',
    amount: '50.000',
    currency: 'JOD',
    expiresOn: isoDay(today + 5),
  });
  sessions = await h.signedIn([ZAHRAN, 'zahran.analyst@4000000101']);
});
afterAll(() => h.close());

async function list(query: Record<string, string | number>, user = ZAHRAN) {
  return h.app.inject({
    method: 'GET',
    url: LIST,
    headers: sessions[user],
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}

async function rowsOf(query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** The holds of Zahran in the period, newest first, by independent SQL. */
const expectedSql = (fromIso: string, toIso: string) => `
  select transaction_id, masked_pan, amount::text as amount,
    case when captured_at is not null then 'CAPTURED' when expires_on < '${isoDay(today)}' then 'EXPIRED' else 'HELD' end as status
  from pre_authorisations
  where merchant_code = '4000000101' and business_date between '${fromIso}' and '${toIso}' and currency = 'JOD'
  order by business_date desc, authorised_at desc, id desc`;

describe('the pre-authorisation list', () => {
  it("reads only the user's merchant, newest first, with its total", async () => {
    const expected = await rowsOf(expectedSql(isoDay(today - 20), isoDay(today)));
    expect(expected.length).toBeGreaterThan(50);
    const reply = await list({ page: 0, size: 1000, fromDate: from, toDate: to, currency: 'JOD' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{
      data: { results: PreAuthRow[] };
      metadata: { pagination: { totalRecords: number } };
    }>();
    expect(body.metadata.pagination.totalRecords).toBe(expected.length);
    expect(body.data.results.map((row) => row.transactionID)).toEqual(
      expected.map((row) => row.transaction_id),
    );
    expect(body.data.results.map((row) => row.status)).toEqual(expected.map((row) => row.status));
    expect(body.data.results.some((row) => row.transactionID === 'PA-OTHER-1')).toBe(false);
    for (const row of body.data.results) {
      expect(row.pan).toMatch(/^\d{6}\*{6}\d{4}$/);
      expect(row.cardType).toMatch(/^[LF][CD]$/);
    }
  });

  it('pages by page (from 0) and size, with the same total on every page', async () => {
    const expected = await rowsOf(expectedSql(isoDay(today - 20), isoDay(today)));
    const second = (await list({ page: 1, size: 10, fromDate: from, toDate: to })).json();
    expect(second.data.results.map((row: PreAuthRow) => row.transactionID)).toEqual(
      expected.slice(10, 20).map((row) => row.transaction_id),
    );
    expect(second.metadata.pagination.totalRecords).toBe(expected.length);
  });

  it('shows held, captured and expired holds as they stand today', async () => {
    const wide = (
      await list({ page: 0, size: 1000, fromDate: formatDay(today - 31), toDate: formatDay(today - 1) })
    ).json();
    const statuses = new Set(wide.data.results.map((row: PreAuthRow) => row.status));
    expect(statuses).toEqual(new Set(['HELD', 'CAPTURED', 'EXPIRED']));
    for (const row of wide.data.results as PreAuthRow[]) {
      if (row.status === 'CAPTURED') expect(row.capturedAmount).toBeLessThanOrEqual(row.transactionAmount);
      else expect(row.capturedAmount).toBeNull();
    }
  });

  it('refuses bad input with its text and a user without the permission', async () => {
    const badDate = await list({ fromDate: '31-02-2026', toDate: to });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toContainEqual({
      param: 'fromDate',
      msg: PRE_AUTH_DATE_MESSAGES.invalidDate,
    });
    const tomorrow = await list({ fromDate: from, toDate: formatDay(today + 1) });
    expect(tomorrow.json().errors).toContainEqual({
      param: 'toDate',
      msg: PRE_AUTH_DATE_MESSAGES.toAfterToday,
    });
    const reversed = await list({ fromDate: to, toDate: from });
    expect(reversed.json().errors).toContainEqual({
      param: 'fromDate',
      msg: PRE_AUTH_DATE_MESSAGES.fromAfterTo,
    });
    const tooLong = await list({ fromDate: formatDay(today - 40), toDate: to });
    expect(tooLong.json().errors).toContainEqual({
      param: 'fromDate',
      msg: PRE_AUTH_DATE_MESSAGES.spanTooLong,
    });
    expect((await list({ fromDate: from, toDate: to, currency: 'USD' })).statusCode).toBe(400);
    expect((await list({ fromDate: from, toDate: to, size: 5000 })).statusCode).toBe(400);
    expect((await list({ fromDate: from, toDate: to }, 'zahran.analyst@4000000101')).statusCode).toBe(403);
  });
});

describe('the pre-authorisation file', () => {
  it('holds every row of the period, codes in words, named by the period', async () => {
    const expected = await rowsOf(expectedSql(isoDay(today - 20), isoDay(today)));
    const reply = await h.app.inject({
      method: 'POST',
      url: FILE,
      headers: sessions[ZAHRAN],
      query: { fromDate: from, toDate: to, page: '0', size: '10' },
      payload: { page: 0, size: 10, fromDate: from, toDate: to, currency: 'JOD' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="PRE_AUTH_TRANSACTIONS_FROM-${from}_TO-${to}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toContain('Transaction ID');
    const data = rows.slice(1);
    expect(data.map((row) => row[2])).toEqual(expected.map((row) => row.transaction_id));
    expect(new Set(data.map((row) => row[11]))).toEqual(
      new Set(
        expected.map(
          (row) => ({ HELD: 'Held', CAPTURED: 'Captured', EXPIRED: 'Expired' })[row.status as string],
        ),
      ),
    );
    expect(data.every((row) => /^(Local|International) (Credit|Debit)$/.test(String(row[5])))).toBe(true);
  });
});

describe('the pre-authorisation file with the columns the grid shows', () => {
  const excel = (columns: unknown) =>
    h.app.inject({
      method: 'POST',
      url: FILE,
      headers: sessions[ZAHRAN],
      query: { fromDate: from, toDate: to, page: '0', size: '10' },
      payload: { page: 0, size: 10, fromDate: from, toDate: to, currency: 'JOD', columns },
    });

  it('writes exactly the columns asked for, in their order', async () => {
    const reply = await excel(['status', 'transactionAmount', 'id']);
    expect(reply.statusCode).toBe(200);
    const rows = await sheetRows(reply.rawPayload);
    expect(rows[0]).toEqual(['Status', 'Transaction Amount', 'ID']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.length === 3 && typeof row[1] === 'number')).toBe(true);
  });

  it('refuses a column the list has not, one named twice, or none', async () => {
    for (const columns of [['status', 'netAmount'], ['status', 'status'], []]) {
      const reply = await excel(columns);
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-disposition']).toBeUndefined();
    }
    expect((await excel(['status', 'netAmount'])).json()).toMatchObject({
      errors: [{ param: 'columns.1', msg: 'netAmount is not a column of this list' }],
    });
  });
});

describe('the demo holds', () => {
  it('roll forward once: a second start on the same day adds none', async () => {
    expect(await rollDemoHoldsForward(h.database.db, 'small', 7, today, h.clock.now())).toBe(0);
    const [row] = await rowsOf(
      `select last_day::text as day from demo_state where name = 'pre-authorisations'`,
    );
    expect(row?.day).toBe(isoDay(today - 1));
  });
});

describe('reading every hold in batches', () => {
  it('continues each batch after the last one read, missing and repeating none', async () => {
    const expected = await rowsOf(expectedSql(isoDay(today - 20), isoDay(today)));
    const criteria = {
      merchantCode: '4000000101',
      from: isoDay(today - 20),
      to: isoDay(today),
      currency: 'JOD',
      today: isoDay(today),
    };
    const read: string[] = [];
    for await (const batch of holdBatches(h.database.db, criteria, PRE_AUTH_DEFAULT_SORT, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      read.push(...batch.map((row) => row.transactionId));
    }
    expect(read).toEqual(expected.map((row) => row.transaction_id));
  });
});

describe('the benchmark holds', () => {
  it('add exactly N holds of their own, spread over the days asked, card numbers masked', async () => {
    const count = async () =>
      Number(
        (await rowsOf(`select count(*) n from pre_authorisations where transaction_id like 'PB%'`))[0]?.n,
      );
    expect(await count()).toBe(0);
    expect(await loadBulkHolds(h.database.db, { seed: 3, rows: 250, days: 10, today: today - 30 })).toBe(250);
    const perDay = await rowsOf(`
      select business_date::text as day, count(*)::int as n, bool_and(masked_pan ~ '^[0-9]{6}[*]{6}[0-9]{4}$') as masked
      from pre_authorisations where transaction_id like 'PB%' group by 1 order by 1`);
    expect(perDay).toHaveLength(10);
    expect(perDay.every((day) => Number(day.n) === 25 && day.masked === true)).toBe(true);
    expect(perDay[0]?.day).toBe(isoDay(today - 40));
    expect(await count()).toBe(250);
  });
});

describe('the totals of the whole list', () => {
  type Totals = { currency: string; count: number; sums: Record<string, number> }[];
  /** The holds' totals of a period, summed by independent SQL over the holds. */
  const sqlTotals = async (fromIso: string, toIso: string, merchant = '4000000101'): Promise<Totals> =>
    (
      await rowsOf(`
        select currency, count(*)::int as n, sum(amount)::text as amount,
          coalesce(sum(captured_amount), 0)::text as captured
        from pre_authorisations
        where merchant_code = '${merchant}' and currency = 'JOD' and business_date between '${fromIso}' and '${toIso}'
        group by currency`)
    ).map((row) => ({
      currency: String(row.currency),
      count: Number(row.n),
      sums: { transactionAmount: Number(row.amount), capturedAmount: Number(row.captured) },
    }));
  const totalsOf = async (query: Record<string, string | number>) =>
    (await list({ currency: 'JOD', ...query })).json<{ totals: Totals }>().totals;

  it('counts and sums the period on every page, captured amounts included, never another merchant’s', async () => {
    const expected = await sqlTotals(isoDay(today - 20), isoDay(today));
    expect(expected[0]?.sums.capturedAmount).toBeGreaterThan(0);
    expect(await totalsOf({ page: 0, size: 10, fromDate: from, toDate: to })).toEqual(expected);
    expect(await totalsOf({ page: 3, size: 10, fromDate: from, toDate: to })).toEqual(expected);
    const day = formatDay(today - 2);
    expect(await totalsOf({ fromDate: day, toDate: day })).toEqual(
      await sqlTotals(isoDay(today - 2), isoDay(today - 2)),
    );
    const empty = formatDay(today - 300);
    expect(await totalsOf({ fromDate: empty, toDate: empty })).toEqual([]);
  });

  it('follow a hold captured later (the per-day counts’ trigger keeps the sums)', async () => {
    await rowsOf(`update pre_authorisations set captured_at = now(), captured_amount = amount
      where id = (select id from pre_authorisations where merchant_code = '4000000101' and currency = 'JOD'
        and captured_at is null and business_date = '${isoDay(today - 2)}' order by id limit 1)`);
    const expected = await sqlTotals(isoDay(today - 20), isoDay(today));
    expect(await totalsOf({ fromDate: from, toDate: to })).toEqual(expected);
  });
});
