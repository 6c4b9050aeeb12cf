// The reports library end to end on the real job queue: a request is checked like the transaction search,
// its job writes the files, the list and the downloads stay with the requester's merchant, failures are
// retried and end FAILED with a reason, and the retention removes old files.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  REPORT_FAILURES,
  expiredAfter,
  tooManyReports,
  type ReportRequestItem,
} from '@merchant-portal/contracts/schemas/reports';
import { DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { DirectoryFileStore, type FileStore } from '../../lib/file-store.js';
import { useHarness } from '../../test/harness.js';
import { firstSheet, sheetRows } from '../../test/workbook.js';
import { removeExpiredReports } from './service.js';

const REPORTS = '/merchant/report/v1/report';
const ZAHRAN = 'zahran.admin@4000000101';
const PETRA = 'petra.admin@4000000194';
const ANALYST = 'zahran.analyst@4000000101';
const today = todayInAmman();
const period = { fromDate: formatDay(today - 10), toDate: formatDay(today - 1) };
const filter = {
  ...period,
  transactionName: 'P',
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  currency: '',
  download: true,
};

/**
 * A directory store whose writes fail while `failures` is above zero (each failure counts it down), and
 * whose writes of the names `failing` picks always fail.
 */
class FlakyStore implements FileStore {
  failures = 0;
  failing: ((name: string) => boolean) | null = null;
  constructor(private readonly inner: DirectoryFileStore) {}
  write(name: string, fill: Parameters<FileStore['write']>[1]) {
    if (this.failures > 0 || this.failing?.(name)) {
      this.failures = Math.max(0, this.failures - 1);
      return Promise.reject(new Error('disk full'));
    }
    return this.inner.write(name, fill);
  }
  read(name: string) {
    return this.inner.read(name);
  }
  remove(name: string) {
    return this.inner.remove(name);
  }
}

// Report files in a directory of this file's own (created with the first file), behind a store that can fail.
const filesDir = path.join(tmpdir(), `reports-test-${randomUUID()}`, 'files');
const store = new FlakyStore(new DirectoryFileStore(filesDir));

const h = useHarness({
  env: {
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
    REPORT_RETRY_LIMIT: '1',
    REPORT_RETRY_DELAY_SECONDS: '1',
    REPORT_PENDING_PER_MERCHANT: '3',
  },
  options: { fileStore: store },
  transactions: { seed: 12, fromDay: today - 10, toDay: today - 1, scale: 0.2 },
  users: [ZAHRAN, PETRA, ANALYST],
  timeout: 120_000,
});

const request = (payload: object, user = ZAHRAN) =>
  h.app.inject({ method: 'POST', url: `${REPORTS}?country=JO`, headers: h.sessions[user], payload });

const list = async (user = ZAHRAN) => {
  const reply = await h.app.inject({
    method: 'GET',
    url: REPORTS,
    headers: h.sessions[user],
    query: { country: 'JO', lang: 'en', merchantCode: user.split('@')[1] ?? '' },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ data: { results: ReportRequestItem[] } }>().data.results;
};

const download = (fileName: string, user = ZAHRAN) =>
  h.app.inject({
    method: 'GET',
    url: `${REPORTS}/download/${encodeURIComponent(fileName)}?country=JO`,
    headers: h.sessions[user],
  });

/** Waits for the request to finish (the job runs on the queue's own time), and answers its list item. */
async function finished(id: string, user = ZAHRAN): Promise<ReportRequestItem> {
  for (let tries = 0; tries < 240; tries += 1) {
    const item = (await list(user)).find((candidate) => candidate.id === id);
    if (item && !['Pending', 'In Progress'].includes(item.status)) return item;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`report ${id} did not finish`);
}

async function submitted(payload: object, user = ZAHRAN): Promise<ReportRequestItem> {
  const reply = await request(payload, user);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ data: ReportRequestItem }>().data;
}

async function sheetOf(body: Buffer) {
  const rows = await sheetRows(body);
  return { name: (await firstSheet(body)).name, header: rows[0] ?? [], data: rows.slice(1) };
}

async function count(query: string): Promise<number> {
  const result = (await h.database.db.execute(sql.raw(query))) as { rows: { n: string }[] };
  return Number(result.rows[0]?.n);
}

async function searchTotal(payload: object, user = ZAHRAN): Promise<number> {
  const reply = await h.app.inject({
    method: 'POST',
    url: '/merchant/transaction/v1/read?currency=',
    headers: h.sessions[user],
    payload: { ...payload, maxCount: 10, offset: 0 },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ totalElements: number }>().totalElements;
}

describe('a report request', () => {
  it.each([
    ['a future to date', { toDate: formatDay(today + 1) }, 'toDate', DATE_MESSAGES.toAfterYesterday],
    [
      'from after to',
      { fromDate: formatDay(today - 1), toDate: formatDay(today - 3) },
      'fromDate',
      DATE_MESSAGES.fromAfterTo,
    ],
    [
      'a span over a month',
      { fromDate: formatDay(today - 70), toDate: formatDay(today - 1) },
      'fromDate',
      DATE_MESSAGES.spanTooLong,
    ],
    ['a date not in DD-MM-YYYY', { fromDate: isoDay(today - 3) }, 'fromDate', DATE_MESSAGES.invalidDate],
    ['no source', { transactionName: undefined }, 'transactionName', MESSAGES.required],
    ['no card', { cardType: undefined }, 'cardType', MESSAGES.required],
    ['no method', { methodType: undefined }, 'methodType', MESSAGES.required],
  ])('with %s is refused with the search rule text and stores nothing', async (_case, change, param, msg) => {
    const before = await count('select count(*) n from report_requests');
    const reply = await request({ ...filter, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ errors: { param: string; msg: string }[] }>().errors).toContainEqual(
      expect.objectContaining({ param, msg }),
    );
    expect(await count('select count(*) n from report_requests')).toBe(before);
  });

  it.each([
    ["another merchant's branch", { branchId: '019401' }],
    ['a merchant outside the group', { aticoMerchantCode: '4000000194' }],
    ["another user's name", { userName: 'zahran.teller@4000000101' }],
    ["another merchant's code", { merchantCode: '4000000194' }],
  ])('for %s is refused (403) and stores nothing', async (_case, change) => {
    const before = await count('select count(*) n from report_requests');
    const reply = await request({ ...filter, ...change });
    expect(reply.statusCode).toBe(403);
    expect(await count('select count(*) n from report_requests')).toBe(before);
  });

  it('needs the reports permission', async () => {
    expect((await request(filter, ANALYST)).statusCode).toBe(403);
    const reply = await h.app.inject({ method: 'GET', url: REPORTS, headers: h.sessions[ANALYST] });
    expect(reply.statusCode).toBe(403);
  });
});

describe('the report job', () => {
  it('writes every transaction of the filter; the list offers the file once Completed', async () => {
    const asked = await submitted({ ...filter, userName: ZAHRAN, merchantCode: '4000000101' });
    expect(asked.status).toBe('Pending');
    expect(asked.fileName).toBeNull();
    expect(asked.requestedDate).toEqual({
      dayOfMonth: Number(isoDay(today).slice(8)),
      monthValue: Number(isoDay(today).slice(5, 7)),
      year: Number(isoDay(today).slice(0, 4)),
    });
    const done = await finished(asked.id);
    expect(done.status).toBe('Completed');
    expect(done.fileName).toMatch(/^TRANSACTIONS_P_FROM-.+_TO-.+_ALL-BRANCHES_[A-Za-z0-9_-]{22}\.xlsx$/);
    expect(done.summaryFileName).toBeNull();
    const total = await searchTotal(filter);
    expect(total).toBeGreaterThan(0);
    expect(done.rowCount).toBe(total);

    const reply = await download(done.fileName ?? '');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(done.fileName);
    const sheet = await sheetOf(reply.rawPayload);
    expect(sheet.data).toHaveLength(total);
    expect(sheet.header).toContain('Transaction Amount');
    // Card numbers masked in every row.
    const panColumn = sheet.header.indexOf('PAN');
    expect(panColumn).toBeGreaterThanOrEqual(0);
    for (const row of sheet.data) expect(String(row[panColumn])).toMatch(/^\d{6}\*+\d{4}$/);
  });

  it('writes its files in the language it was requested in, whenever the job runs', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: `${REPORTS}?country=JO`,
      headers: { ...h.sessions[ZAHRAN], lang: 'ar' },
      payload: filter,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const done = await finished(reply.json<{ data: ReportRequestItem }>().data.id);
    const sheet = await sheetOf((await download(done.fileName ?? '')).rawPayload);
    expect(sheet.name).toBe('الحركات');
    expect(sheet.header).toContain('مبلغ الحركة');
    expect(sheet.header).not.toContain('Transaction Amount');
    expect(sheet.data).toHaveLength(done.rowCount ?? -1);
  });

  it('lists newest first, only the requester merchant’s requests', async () => {
    const second = await submitted({ ...filter, transactionName: 'M' });
    await finished(second.id);
    const zahrans = await list();
    expect(zahrans[0]?.id).toBe(second.id);
    const times = zahrans.map((item) => item.requestedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list(PETRA)).some((item) => zahrans.some((mine) => mine.id === item.id))).toBe(false);
  });

  it("never hands a file to another merchant's user, nor a made-up name", async () => {
    const [mine] = await list();
    const fileName = mine?.fileName ?? '';
    expect(fileName).not.toBe('');
    expect((await download(fileName, PETRA)).statusCode).toBe(404);
    expect((await download(`${fileName.slice(0, -27)}${'A'.repeat(22)}.xlsx`)).statusCode).toBe(404);
    expect((await download('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    // A name as long as the rule allows is looked up (404), not cut off by the router (414).
    expect((await download(`${'A'.repeat(191)}.xlsx`)).statusCode).toBe(404);
  });

  it("writes the special merchant's summary, payment summary and manual-refund files", async () => {
    const petra = { ...filter, transactionName: 'M' };
    // A few of the period's sales become refunds (the demo's refunds are rare at this scale).
    await h.database.db.execute(sql`
      update card_transactions set transaction_type = 'REFUND' where (business_date, id) in (
        select business_date, id from card_transactions where merchant_code = '4000000194' and source = 'M'
          and business_date between ${isoDay(today - 10)} and ${isoDay(today - 1)} limit 3)`);
    const done = await finished((await submitted(petra, PETRA)).id, PETRA);
    expect(done.status).toBe('Completed');
    const names = [done.summaryFileName, done.paymentSummaryFileName, done.manualRefundFileName];
    for (const name of names) expect(name).toMatch(/\.xlsx$/);
    const from = isoDay(today - 10);
    const to = isoDay(today - 1);
    const refunds = await count(
      `select count(*) n from card_transactions where merchant_code = '4000000194' and source = 'M'
       and transaction_type = 'REFUND' and business_date between '${from}' and '${to}'`,
    );
    expect(refunds).toBeGreaterThan(0);
    const refundSheet = await sheetOf((await download(done.manualRefundFileName ?? '', PETRA)).rawPayload);
    expect(refundSheet.name).toBe('Manual Refunds');
    expect(refundSheet.data).toHaveLength(refunds);
    const summarySheet = await sheetOf((await download(done.summaryFileName ?? '', PETRA)).rawPayload);
    expect(summarySheet.name).toBe('Summary Report');
    expect(summarySheet.data.length).toBeGreaterThan(0);
    const mainSheet = await sheetOf((await download(done.fileName ?? '', PETRA)).rawPayload);
    expect(mainSheet.data).toHaveLength(await searchTotal(petra, PETRA));
  });

  it('retries a failed write and completes with one set of files', async () => {
    store.failures = 1;
    const done = await finished((await submitted({ ...filter, transactionName: 'SP' })).id);
    expect(done.status).toBe('Completed');
    expect(await count(`select attempts n from report_requests where id = '${done.id}'`)).toBe(2);
    const onDisk = (await readdir(filesDir)).filter((name) =>
      name.includes(done.fileName?.slice(-27) ?? '?'),
    );
    expect(onDisk).toEqual([done.fileName]);
  });

  it('ends FAILED with a reason the user reads once its retries are used', async () => {
    store.failures = 2;
    const done = await finished((await submitted({ ...filter, transactionName: 'QR' })).id);
    expect(done.status).toBe('Failed');
    expect(done.failureReason).toBe(REPORT_FAILURES.notWritten);
    expect(done.fileName).toBeNull();
    expect(await count(`select attempts n from report_requests where id = '${done.id}'`)).toBe(2);
  });

  it('refuses more unfinished requests than the per-merchant limit, and not another merchant', async () => {
    await h.database.db.execute(sql`update report_requests set status = 'PENDING' where status = 'FAILED'`);
    // Pending requests whose jobs never run: three (the test's limit) with the one above.
    await h.database.db.execute(sql`
      insert into report_requests (owner_merchant_code, merchant_code, requested_by_username, requester_roles,
        transaction_name, card_type, method_type, currency, from_date, to_date)
      select '4000000101', '4000000101', 'zahran.admin@4000000101', '{}', 'P', 'All', 'All', '', current_date - 3,
        current_date - 1 from generate_series(1, 2)`);
    const reply = await request(filter);
    expect(reply.statusCode).toBe(429);
    expect(reply.json<{ message: string }>().message).toBe(tooManyReports(3));
    // Said in the user's language, its figure agreeing with its words.
    const inArabic = await h.app.inject({
      method: 'POST',
      url: `${REPORTS}?country=JO`,
      headers: { ...h.sessions[ZAHRAN], lang: 'ar' },
      payload: filter,
    });
    expect(inArabic.json<{ message: string }>().message).toBe(
      'لديك 3 تقارير قيد الانتظار. يرجى الانتظار حتى تكتمل قبل طلب تقرير آخر.',
    );
    // Another merchant is not held back; its report is left to finish before the next test counts files.
    await finished((await submitted(filter, PETRA)).id, PETRA);
    await h.database.db.execute(sql`delete from report_requests where status = 'PENDING'`);
  });
});

describe('the retention', () => {
  it('removes the files of requests completed longer ago than the retention period', async () => {
    const [recent] = await list();
    await h.database.db.execute(sql`
      update report_requests set completed_at = now() - interval '31 days'
      where status = 'COMPLETED' and owner_merchant_code = '4000000194'`);
    const petras = (await list(PETRA)).filter((item) => item.status === 'Completed');
    expect(petras.length).toBeGreaterThan(0);
    const names = petras.flatMap((item) => [item.fileName, item.summaryFileName].filter(Boolean));
    expect(await removeExpiredReports(h.database.db, store, 30, h.clock.now())).toBe(petras.length);
    const after = await list(PETRA);
    for (const item of after) {
      if (!petras.some((old) => old.id === item.id)) continue;
      expect(item.status).toBe('Expired');
      expect(item.fileName).toBeNull();
      expect(item.failureReason).toBe(expiredAfter(30));
    }
    const onDisk = await readdir(filesDir);
    for (const name of names) expect(onDisk).not.toContain(name);
    // Zahran's recent files are kept.
    expect(onDisk).toContain(recent?.fileName);
  });

  it('removes the files a request wrote before it failed, which nobody may download', async () => {
    // The special merchant's request writes the first of its four files, then fails at the next.
    let written = '';
    store.failing = (name) => {
      written ||= name;
      return name !== written;
    };
    const done = await finished((await submitted({ ...filter, transactionName: 'M' }, PETRA)).id, PETRA);
    store.failing = null;
    expect(done.status).toBe('Failed');
    expect(await count(`select count(*) n from report_files where request_id = '${done.id}'`)).toBe(4);
    expect(
      await count(
        `select count(*) n from report_files where request_id = '${done.id}' and file_name = '${written}'`,
      ),
    ).toBe(1);
    expect(await readdir(filesDir)).toContain(written);
    expect((await download(written, PETRA)).statusCode).toBe(404);

    await removeExpiredReports(h.database.db, store, 30, h.clock.now());
    expect(await readdir(filesDir)).not.toContain(written);
    expect(
      await count(`select count(*) n from report_requests
        where id = '${done.id}' and status = 'FAILED' and files_removed_at is not null`),
    ).toBe(1);
  });

  it('is scheduled on the queue', async () => {
    expect(await count(`select count(*) n from pgboss.schedule where name = 'report-retention'`)).toBe(1);
  });
});
