// Consular Fees (MOFA): the demo payments, the search, the embassy binding, the tenant scope, validation,
// the files, the kept column visibility and the per-day counts.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MOFA_COLUMNS, MOFA_MESSAGES, type EmbassyItem } from '@merchant-portal/contracts/schemas/mofa';
import { excelAmountFormat } from '@merchant-portal/contracts/format';
import { DEMO_EMBASSIES } from '@merchant-portal/demo/embassies';
import { loadBulkMofa } from '@merchant-portal/demo/mofa/bulk';
import { readPdf } from '../../test/pdf-text.js';
import { defaultSearch } from '../../test/search-filter.js';
import {
  ALL,
  BOUND,
  PETRA,
  ZAHRAN,
  expectedIds,
  expectedTotals,
  file,
  found,
  from,
  fromIso,
  mofaSearch,
  paymentAt,
  rowsOf,
  search,
  to,
  toIso,
  today,
  useMofa,
} from '../../test/mofa.js';
import { sheetRows } from '../../test/workbook.js';

const h = useMofa();

describe('the demo MOFA payments', () => {
  it('are one per CyberSource payment of Consular Fees, with its card fields and JOD amount', async () => {
    const [counts] = await rowsOf(`
      select
        (select count(*)::int from mofa_payments where merchant_code = '4000000401') as payments,
        (select count(*)::int from card_transactions where merchant_code = '4000000401' and source = 'CS'
          and business_date >= '${isoDay(today - 60)}') as cards,
        (select count(*)::int from mofa_payments m join card_transactions c
          on c.business_date = m.card_business_date and c.id = m.card_transaction_id
          where m.merchant_code = '4000000401' and c.merchant_code = m.merchant_code and c.source = 'CS'
            and c.rrn = m.rrn and c.auth_code = m.auth_code and c.masked_pan = m.masked_pan
            and c.amount = m.total_amount_jod and c.currency = m.currency and c.merchant_ref = m.mrn) as linked,
        (select count(*)::int from mofa_payments where merchant_code = '4000000401'
          and round(amount_in_org_ccy * transaction_fx_rate + surcharge_amount * surcharge_fx_rate, 3)
            <> total_amount_jod) as unbalanced,
        (select count(*)::int from embassies) as embassies`);
    expect(counts?.payments).toBeGreaterThan(50);
    expect(counts?.payments).toBe(counts?.cards);
    expect(counts?.linked).toBe(counts?.payments);
    expect(counts?.unbalanced).toBe(0);
    expect(counts?.embassies).toBe(DEMO_EMBASSIES.length);
    expect(Number(counts?.embassies)).toBeGreaterThanOrEqual(40);
    expect(Number(counts?.embassies)).toBeLessThanOrEqual(60);
  });

  it('have payments and a charge-back at Cairo (12) and Riyadh (7) in the last 30 days', async () => {
    for (const embassy of ['12', '7']) {
      expect((await expectedIds(`embassy_code = '${embassy}'`)).length).toBeGreaterThan(2);
      expect((await expectedIds(`embassy_code = '${embassy}' and is_charged_back`)).length).toBeGreaterThan(
        0,
      );
    }
    const locations = await rowsOf(
      `select code, location from embassies where code in ('7', '12') order by 1`,
    );
    expect(locations).toEqual([
      { code: '12', location: 'Cairo' },
      { code: '7', location: 'Riyadh' },
    ]);
  });
});

describe('the MOFA search', () => {
  it('matches independent SQL for every filter alone and combined', async () => {
    const cairo = await paymentAt('12');
    const riyadh = await paymentAt('7');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'true'],
      [{ embassy: '' }, 'true'],
      [{ embassy: '12' }, `embassy_code = '12'`],
      [{ embassy: '7' }, `embassy_code = '7'`],
      [{ isChargedBack: true }, 'is_charged_back'],
      [{ isChargedBack: false }, 'not is_charged_back'],
      [{ isProcessed: true }, 'is_processed'],
      [{ isProcessed: false }, 'not is_processed'],
      [{ isPreArb: true }, 'is_pre_arb'],
      [{ isPreArb: false }, 'not is_pre_arb'],
      [{ rrn: cairo.rrn }, `rrn = '${cairo.rrn}'`],
      [{ authCode: riyadh.authCode }, `auth_code = '${riyadh.authCode}'`],
      [{ tranRefNo: cairo.referenceNumber }, `reference_number = '${cairo.referenceNumber}'`],
      [{ rrn: '', authCode: '', tranRefNo: '' }, 'true'],
      [{ embassy: '12', isChargedBack: true }, `embassy_code = '12' and is_charged_back`],
      [
        { embassy: '7', isProcessed: true, isChargedBack: false },
        `embassy_code = '7' and is_processed and not is_charged_back`,
      ],
      [{ isChargedBack: true, isPreArb: false }, 'is_charged_back and not is_pre_arb'],
      [{ embassy: '7', rrn: cairo.rrn }, `embassy_code = '7' and rrn = '${cairo.rrn}'`],
      [
        { embassy: '12', rrn: cairo.rrn, authCode: cairo.authCode, tranRefNo: cairo.referenceNumber },
        `embassy_code = '12' and rrn = '${cairo.rrn}' and auth_code = '${cairo.authCode}'
          and reference_number = '${cairo.referenceNumber}'`,
      ],
      [{ rrn: 'NOSUCHRRN' }, 'false'],
    ];
    for (const [filter, where] of cases) {
      const expected = await expectedIds(where);
      const reply = await found(mofaSearch(filter));
      expect(reply.totalElements, JSON.stringify(filter)).toBe(expected.length);
      // The totals of the whole filtered set, whether from the per-day counts or (a reference) the rows.
      expect(reply.totals, JSON.stringify(filter)).toEqual(await expectedTotals(where));
      expect(
        reply.content.map((row) => row.id),
        JSON.stringify(filter),
      ).toEqual(expected);
    }
    // The single reference filters did find something to compare.
    expect((await expectedIds(`rrn = '${cairo.rrn}'`)).length).toBeGreaterThan(0);
  });

  it('reads the currency asked for: JOD and any find the payments, USD none', async () => {
    const all = await expectedIds();
    expect((await found(mofaSearch(), ALL, '')).totalElements).toBe(all.length);
    expect((await found(mofaSearch(), ALL, 'JOD')).totalElements).toBe(all.length);
    expect(await found(mofaSearch(), ALL, 'USD')).toEqual({ totalElements: 0, content: [], totals: [] });
    expect((await found(mofaSearch(), ALL, '')).totals).toEqual(await expectedTotals());
  });

  it('pages newest first with offset and maxCount', async () => {
    const expected = await expectedIds();
    const page = await found(mofaSearch({ maxCount: 10, offset: 10 }));
    expect(page.totalElements).toBe(expected.length);
    expect(page.content.map((row) => row.id)).toEqual(expected.slice(10, 20));
    const past = await found(mofaSearch({ maxCount: 10, offset: expected.length }));
    expect(past).toEqual({ totalElements: expected.length, content: [], totals: await expectedTotals() });
  });

  it("answers the grid's row: JOD amounts to 3 decimals, rates as stored, flags, embassy, date and card", async () => {
    const cairo = await paymentAt('12');
    const [row] = (await found(mofaSearch({ tranRefNo: cairo.referenceNumber }))).content;
    const [stored] = await rowsOf(`
      select to_char(business_date, 'DD-MM-YYYY') as day, total_amount::text as total, masked_pan,
        fx_rate::text as fx, transaction_fx_rate::text as tfx, surcharge_fx_rate::text as sfx,
        total_amount_jod::text as jod, amount_in_org_ccy::text as fee, org_currency, is_charged_back,
        is_processed, is_pre_arb, mofa_posted_transactions, card_transaction_id::text as card_id
      from mofa_payments where id = ${cairo.id}`);
    if (!row || !stored) throw new Error('no row');
    const yesNo = (value: unknown) => (value ? 'YES' : 'NO');
    expect(row).toMatchObject({
      id: cairo.id,
      cardTransactionId: stored.card_id,
      transactionDate: stored.day,
      referenceNumber: cairo.referenceNumber,
      totalAmount: Number(stored.total),
      pan: stored.masked_pan,
      rrn: cairo.rrn,
      authCode: cairo.authCode,
      embassy: '12 - Cairo',
      amountInOrgCcy: Number(stored.fee),
      orgCurrency: stored.org_currency,
      fxRate: Number(stored.fx),
      transactionFxRate: Number(stored.tfx),
      surChargeFxRate: Number(stored.sfx),
      totalAmountJOD: Number(stored.jod),
      isChargedBack: yesNo(stored.is_charged_back),
      isProcessed: yesNo(stored.is_processed),
      isPreArb: yesNo(stored.is_pre_arb),
      mofaPostedTransactions: stored.mofa_posted_transactions,
    });
    expect(row.pan).toMatch(/^\d{6}\*{6}\d{4}$/);
  });
});

describe('the embassy binding', () => {
  it("applies the user's embassy when none is asked for, and their own when asked", async () => {
    const expected = await expectedIds(`embassy_code = '12'`);
    for (const body of [mofaSearch(), mofaSearch({ embassy: '' }), mofaSearch({ embassy: '12' })]) {
      const reply = await found(body, BOUND);
      expect(reply.totalElements).toBe(expected.length);
      expect(reply.content.map((row) => row.id)).toEqual(expected);
      expect(new Set(reply.content.map((row) => row.embassy))).toEqual(new Set(['12 - Cairo']));
    }
  });

  it('refuses another embassy, and finds nothing of it by rrn, auth code or reference', async () => {
    const refused = await search(mofaSearch({ embassy: '7' }), BOUND);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '403', message: MOFA_MESSAGES.otherEmbassy });
    const riyadh = await paymentAt('7');
    const byField: [Record<string, string>, string][] = [
      [{ rrn: riyadh.rrn }, `rrn = '${riyadh.rrn}'`],
      [{ authCode: riyadh.authCode }, `auth_code = '${riyadh.authCode}'`],
      [{ tranRefNo: riyadh.referenceNumber }, `reference_number = '${riyadh.referenceNumber}'`],
    ];
    for (const [filter, where] of byField) {
      const reply = await found(mofaSearch(filter), BOUND);
      expect(reply.content.map((row) => row.id)).not.toContain(riyadh.id);
      // Only embassy 12's payments with the same value (an auth code can repeat), never Riyadh's.
      expect(reply.content.map((row) => row.id)).toEqual(
        await expectedIds(`embassy_code = '12' and ${where}`),
      );
      // Consular Fees' unbound user finds it.
      expect((await found(mofaSearch(filter))).content.map((row) => row.id)).toContain(riyadh.id);
    }
  });

  it("gives the bound user's files their embassy only, and refuses another's", async () => {
    expect((await file('excel', mofaSearch({ embassy: '7' }), BOUND)).statusCode).toBe(403);
    expect((await file('pdf', mofaSearch({ embassy: '7' }), BOUND)).statusCode).toBe(403);
    const reply = await file('excel', mofaSearch(), BOUND);
    expect(reply.statusCode).toBe(200);
    const rows = await sheetRows(reply.rawPayload);
    const embassyColumn = MOFA_COLUMNS.filter((column) => !column.hidden).findIndex(
      (column) => column.field === 'embassy',
    );
    const body = rows.slice(1);
    expect(body).toHaveLength((await expectedIds(`embassy_code = '12'`)).length);
    expect(new Set(body.map((row) => row[embassyColumn]))).toEqual(new Set(['12 - Cairo']));
  });

  it('lists every embassy by location, and the bound user their own only', async () => {
    const all = await h.call('embassyList', { headers: h.sessions[ALL] });
    expect(all.statusCode).toBe(200);
    const results = all.json<{ data: { results: EmbassyItem[] } }>().data.results;
    const expected = await rowsOf(`select code, location from embassies order by location, code`);
    expect(results).toEqual(
      expected.map((row) => ({ embassyCode: row.code, embassyLocation: row.location })),
    );
    expect(results.map((item) => item.embassyLocation)).toEqual(
      [...results.map((item) => item.embassyLocation)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const bound = await h.call('embassyList', { headers: h.sessions[BOUND] });
    expect(bound.json()).toEqual({ data: { results: [{ embassyCode: '12', embassyLocation: 'Cairo' }] } });
    const zahran = await h.call('embassyList', { headers: h.sessions[ZAHRAN] });
    expect(zahran.statusCode).toBe(403);
  });
});

describe('the tenant scope', () => {
  it('refuses a MOFA search to a user without the MOFA permission', async () => {
    for (const body of [mofaSearch(), { ...defaultSearch(from, to), transactionName: 'CS', embassy: '12' }]) {
      const reply = await search(body, ZAHRAN);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ message: MESSAGES.forbidden });
    }
    expect((await file('excel', mofaSearch(), ZAHRAN)).statusCode).toBe(403);
  });

  it("refuses a MOFA user's plain card search", async () => {
    const reply = await search(defaultSearch(from, to), ALL);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ message: MESSAGES.forbidden });
    // The card search itself is untouched for its users.
    expect((await search(defaultSearch(from, to), ZAHRAN)).statusCode).toBe(200);
  });

  it('refuses another merchant named in the body', async () => {
    const reply = await search(mofaSearch({ merchantCode: '4000000101' }), ALL);
    expect(reply.statusCode).toBe(403);
    expect((await search(mofaSearch({ aticoMerchantCode: '4000000101' }), ALL)).statusCode).toBe(403);
    expect((await file('pdf', mofaSearch({ merchantCode: '4000000101' }), ALL)).statusCode).toBe(403);
  });

  it("gives another merchant's MOFA user their own payments only", async () => {
    const own = await found(mofaSearch({ merchantCode: undefined, embassy: '12' }), PETRA);
    expect(own.content.map((row) => row.id)).toEqual(await expectedIds('true', '4000000194'));
    expect(own.totalElements).toBe(1);
    expect(own.totals).toEqual(await expectedTotals("embassy_code = '12'", '4000000194'));
    expect((await search(mofaSearch(), PETRA)).statusCode).toBe(403);
    const consular = await found(mofaSearch({ embassy: '12' }));
    expect(consular.content.map((row) => row.referenceNumber)).not.toContain('MOFA-OTHER-1');
    expect(consular.totals).toEqual(await expectedTotals("embassy_code = '12'"));
  });
});

describe('the MOFA validation', () => {
  it('refuses a bad or unknown embassy and bad references with their texts', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ embassy: 'abc' }, 'embassy', MOFA_MESSAGES.invalidEmbassy],
      [{ embassy: '999' }, 'embassy', MOFA_MESSAGES.invalidEmbassy],
      [{ rrn: "1' or '1" }, 'rrn', MOFA_MESSAGES.invalidReference],
      [{ authCode: 'AB$12' }, 'authCode', MOFA_MESSAGES.invalidReference],
      [{ tranRefNo: 'MOFA 1' }, 'tranRefNo', MOFA_MESSAGES.invalidReference],
    ];
    for (const [filter, param, msg] of cases) {
      const reply = await search(mofaSearch(filter));
      expect(reply.statusCode, JSON.stringify(filter)).toBe(400);
      expect(reply.json<{ errors: { param: string; msg: string }[] }>().errors).toContainEqual({
        param,
        msg,
      });
    }
  });

  it('refuses a MOFA search of another source, branch, card or method', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ transactionName: 'P' }, 'transactionName'],
      [{ branchId: '1' }, 'branchId'],
      [{ cardType: 'VISA' }, 'cardType'],
      [{ methodType: 'Local' }, 'methodType'],
    ];
    for (const [filter, param] of cases) {
      const reply = await search(mofaSearch(filter));
      expect(reply.statusCode, JSON.stringify(filter)).toBe(400);
      expect(reply.json<{ errors: { param: string; msg: string }[] }>().errors).toEqual([
        { param, msg: MOFA_MESSAGES.mofaFilterOnly },
      ]);
    }
  });
});

describe('the MOFA files', () => {
  it('hold every row of the filter with the shown columns, masked cards, under the contract name', async () => {
    const filter = { isChargedBack: false };
    const total = (await found(mofaSearch(filter))).totalElements;
    const reply = await file('excel', { ...mofaSearch(filter), maxCount: total });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="MOFA_TRANSACTIONS_FROM-${from}_TO-${to}.xlsx"`,
    );
    const rows = await sheetRows(reply.rawPayload);
    const shown = MOFA_COLUMNS.filter((column) => !column.hidden);
    expect(rows[0]).toEqual(shown.map((column) => column.headerName));
    expect(rows.slice(1)).toHaveLength(total);
    const pan = shown.findIndex((column) => column.field === 'pan');
    const reference = shown.findIndex((column) => column.field === 'referenceNumber');
    for (const row of rows.slice(1)) expect(String(row[pan])).toMatch(/^\d{6}\*{6}\d{4}$/);
    const expected = await rowsOf(`
      select reference_number from mofa_payments
      where merchant_code = '4000000401' and business_date between '${fromIso}' and '${toIso}'
        and not is_charged_back
      order by business_date desc, transaction_at desc, id desc`);
    expect(rows.slice(1).map((row) => row[reference])).toEqual(expected.map((row) => row.reference_number));
  });

  it("write each amount as a number in its currency's decimals: the embassy's, and JOD for the total in JOD", async () => {
    const total = (await found(mofaSearch())).totalElements;
    const reply = await file('excel', mofaSearch({ maxCount: total }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const shown = MOFA_COLUMNS.filter((column) => !column.hidden);
    const at = (field: string) => shown.findIndex((column) => column.field === field) + 1;
    const formats = new Set<string>();
    for (let n = 2; n <= total + 1; n += 1) {
      const row = sheet.getRow(n);
      const currency = row.getCell(at('orgCurrency')).text;
      for (const field of ['totalAmount', 'amountInOrgCcy', 'surchargeAmount']) {
        expect(row.getCell(at(field)).type).toBe(ExcelJS.ValueType.Number);
        expect(row.getCell(at(field)).numFmt).toBe(excelAmountFormat(currency));
      }
      expect(row.getCell(at('totalAmountJOD')).numFmt).toBe('#,##0.000');
      formats.add(excelAmountFormat(currency));
    }
    // The embassies' currencies differ in their decimals (EGP 2, KWD 3 …): both kinds are in the file.
    expect(formats.size).toBeGreaterThan(1);
  });

  it("show the ministry's and the processor's messages with their references and request ids in full", async () => {
    const total = (await found(mofaSearch())).totalElements;
    const replies = (await found(mofaSearch({ maxCount: total }))).content;
    const rows = await sheetRows((await file('excel', mofaSearch({ maxCount: total }))).rawPayload);
    const shown = MOFA_COLUMNS.filter((column) => !column.hidden).map((column) => column.field);
    const stored = await rowsOf(`
      select id::text as id, reference_number, mofa_payment_notification, cybersource_transactions_details,
        mofa_posted_transactions
      from mofa_payments where merchant_code = '4000000401' and business_date between '${fromIso}' and '${toIso}'
      order by business_date desc, transaction_at desc, id desc`);
    const messages = [
      ['mofaPaymentNotification', 'mofa_payment_notification'],
      ['cybersourceTransactionsDetails', 'cybersource_transactions_details'],
      ['mofaPostedTransactions', 'mofa_posted_transactions'],
    ] as const;
    // The one reference in ten passing the Luhn check is masked in the messages (lib/card-numbers.ts).
    const passesLuhn = (digits: string) =>
      [...digits].reverse().reduce((sum, digit, i) => {
        const value = Number(digit) * (i % 2 === 1 ? 2 : 1);
        return sum + (value > 9 ? value - 9 : value);
      }, 0) %
        10 ===
      0;
    const readable = stored.filter((row) => !passesLuhn(String(row.reference_number).replace(/\D/g, '')));
    expect(readable.length).toBeGreaterThan(stored.length / 2);
    for (const row of readable) {
      const index = stored.indexOf(row);
      const reply = replies[index];
      expect(reply?.id).toBe(row.id);
      for (const [field, column] of messages) {
        expect(reply?.[field] ?? null).toBe(row[column]);
        expect(rows[index + 1]?.[shown.indexOf(field)] ?? null).toBe(row[column]);
      }
    }
  });

  it('writes the PDF on A2 portrait pages', async () => {
    const reply = await file('pdf', mofaSearch({ embassy: '7' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="MOFA_TRANSACTIONS_FROM-${from}_TO-${to}.pdf"`,
    );
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = readPdf(reply.rawPayload);
    expect(pdf.mediaBoxes[0]).toBe('0 0 1190.55 1683.78');
    expect(pdf.text).toContain('MOFA Transactions');
    expect(pdf.text).toContain('7 - Riyadh');
  });
});

describe('the MOFA files with the columns the grid shows', () => {
  const COLUMNS = ['rrn', 'id', 'transactionDate', 'totalAmountJOD'];

  it('write exactly the columns asked for, in their order, the id hidden at first included', async () => {
    const rows = await sheetRows((await file('excel', mofaSearch({ columns: COLUMNS }))).rawPayload);
    expect(rows[0]).toEqual(['RRN', 'ID', 'Transaction Date', 'Total Amount JOD']);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row).toHaveLength(COLUMNS.length);
    const pdf = readPdf((await file('pdf', mofaSearch({ columns: COLUMNS }))).rawPayload).text;
    expect(pdf).toContain('Total Amount JOD');
    expect(pdf).not.toContain('Transaction Reference Number');
  });

  it('refuse a column the screen does not have, one named twice, or none, before writing', async () => {
    for (const columns of [['rrn', 'loadDate'], ['rrn', 'rrn'], [], ['not-a-field']]) {
      const reply = await file('excel', mofaSearch({ columns }));
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-disposition']).toBeUndefined();
      expect(reply.json<{ errors: { param: string }[] }>().errors[0]?.param).toMatch(/^columns/);
    }
    const unknown = await file('pdf', mofaSearch({ columns: ['rrn', 'loadDate'] }));
    expect(unknown.json()).toMatchObject({
      message: MESSAGES.validationErrors,
      errors: [{ param: 'columns.1', msg: 'loadDate is not a column of this list' }],
    });
  });
});

describe('the MOFA per-day counts', () => {
  const drift = () =>
    rowsOf(`
      with counted as (
        select merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb,
          count(*)::int as n, sum(total_amount_jod) as jod
        from mofa_payments group by 1, 2, 3, 4, 5, 6, 7),
      kept as (select * from mofa_daily_counts where payment_count <> 0)
      select * from counted c full join kept k using (merchant_code, business_date, embassy_code, currency,
        is_charged_back, is_processed, is_pre_arb)
      where c.n is distinct from k.payment_count or c.jod is distinct from k.total_amount_jod_sum`);

  it('stay equal to the rows after inserts, flag updates and deletes', async () => {
    expect(await drift()).toEqual([]);
    const loaded = await loadBulkMofa(h.database.db, { seed: 99, rows: 300, days: 20, today });
    expect(loaded).toBe(300);
    const [bulk] = await rowsOf(`
      select count(*)::int as n from mofa_payments m join card_transactions c
        on c.business_date = m.card_business_date and c.id = m.card_transaction_id
      where m.mrn like '%-B%' and c.source = 'CS' and c.amount = m.total_amount_jod and c.rrn = m.rrn`);
    expect(bulk?.n).toBe(300);
    expect(await drift()).toEqual([]);
    await h.database.db.execute(sql`
      update mofa_payments set is_charged_back = true, is_pre_arb = true
      where id in (select id from mofa_payments where not is_charged_back order by id limit 7)`);
    await h.database.db.execute(sql`
      update mofa_payments set is_processed = not is_processed
      where id in (select id from mofa_payments order by id desc limit 5)`);
    expect(await drift()).toEqual([]);
    await h.database.db.execute(sql`
      delete from mofa_payments where id in (select id from mofa_payments order by id desc limit 4)`);
    expect(await drift()).toEqual([]);
    // The search's total and totals (from the counts) still equal the rows.
    const after = await found(mofaSearch({ maxCount: 10 }));
    expect(after.totalElements).toBe((await expectedIds()).length);
    expect(after.totals).toEqual(await expectedTotals());
    await h.database.db.execute(sql`truncate mofa_payments`);
    expect(await rowsOf('select * from mofa_daily_counts')).toEqual([]);
  });
});
