// The card search's text, amount range and order (the search field of the card screens): each reading of the
// text, the range and every order against hand-written SQL over card_transactions, their totals, the files of
// the same search, and the refusals.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MOFA_MESSAGES, MOFA_SORT_MESSAGE } from '@merchant-portal/contracts/schemas/mofa';
import { CARD_SEARCH_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { SEARCH_MESSAGES } from '@merchant-portal/contracts/search-term';
import { modeeColumns, transactionColumns } from '@merchant-portal/contracts/transaction-columns';
import { useHarness } from '../../test/harness.js';
import { readPdf } from '../../test/pdf-text.js';
import { defaultSearch } from '../../test/search-filter.js';
import { sheetRows } from '../../test/workbook.js';
import { transactionBatches } from './repository.js';

const today = todayInAmman();
const from = formatDay(today - 10);
const to = formatDay(today - 1);
const iso = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-');
const ADMIN = 'zahran.admin@4000000101';
const MODEE_USER = 'modee.user@4000000501';
const MOFA_USER = 'consular.all@4000000401';

const h = useHarness({
  transactions: { seed: 7, fromDay: today - 10, toDay: today - 1, scale: 0.3 },
  users: [ADMIN, MODEE_USER, MOFA_USER],
});

const base = { ...defaultSearch(from, to), maxCount: 1000, offset: 0 };
type Filter = Record<string, unknown>;
type Row = Record<string, string | number>;
interface Reply {
  totalElements: number;
  content: { id: string; transactionAmount: number; netAmount: number }[];
  totals: { currency: string; count: number; sums: Record<string, number> }[];
}

async function rowsOf(query: string): Promise<Row[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: Row[] }).rows;
}

async function read(filter: Filter, url = '/merchant/transaction/v1/read', user = ADMIN) {
  return h.app.inject({
    method: 'POST',
    url: `${url}?currency=`,
    headers: h.sessions[user],
    payload: filter,
  });
}

async function found(filter: Filter): Promise<Reply> {
  const response = await read({ ...base, ...filter });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Reply>();
}

/** Zahran's PoS rows of the period that match `where`, by the business day unless told otherwise. */
const matching = (where: string, day = 'business_date', merchant = '4000000101') =>
  `from card_transactions where merchant_code = '${merchant}' and source = 'P'
     and ${day} between '${iso(from)}' and '${iso(to)}' and (${where})`;

/** The matching rows' ids in an order, by plain SQL. */
async function sqlIds(
  where: string,
  order = 'business_date desc, transaction_at desc, id desc',
  day?: string,
  merchant?: string,
) {
  // Named apart from the column: ORDER BY would take an output column named id, and sort its text.
  const rows = await rowsOf(`select id::text as found ${matching(where, day, merchant)} order by ${order}`);
  return rows.map((row) => String(row.found));
}

/** The matching rows' count and the Transactions screen's sums per currency, largest count first. */
async function sqlTotals(where: string) {
  const rows = await rowsOf(
    `select currency, count(*)::int as n, sum(amount)::text as amount, sum(fixed_amount)::text as fixed,
       sum(mdr_amount)::text as mdr, sum(net_amount)::text as net
     ${matching(where)} group by currency order by n desc, currency`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    count: Number(row.n),
    sums: {
      transactionAmount: Number(row.amount),
      fixedAmount: Number(row.fixed),
      mdrAmount: Number(row.mdr),
      netAmount: Number(row.net),
    },
  }));
}

/** The most frequent value of an expression among the period's rows (several rows to find). */
async function commonValue(expression: string, where = 'true'): Promise<string> {
  const [row] = await rowsOf(
    `select ${expression} as v, count(*) as n ${matching(where)} group by 1 order by 2 desc, 1 limit 1`,
  );
  if (!row) throw new Error(`no value of ${expression}`);
  return String(row.v);
}

async function expectSearchFinds(filter: Filter, where: string) {
  const reply = await found(filter);
  const ids = await sqlIds(where);
  expect(ids.length).toBeGreaterThan(0);
  expect(reply.totalElements).toBe(ids.length);
  expect(reply.content.map((row) => row.id)).toEqual(ids.slice(0, 1000));
  expect(reply.totals).toEqual(await sqlTotals(where));
  return reply;
}

describe('the search text', () => {
  it('finds the card’s last four', async () => {
    const last4 = await commonValue('right(masked_pan, 4)');
    await expectSearchFinds({ search: ` ${last4} ` }, `right(masked_pan, 4) = '${last4}'`);
  });

  it('finds the last four typed in Arabic-Indic digits, as an Arabic keyboard types them', async () => {
    const last4 = await commonValue('right(masked_pan, 4)');
    const arabic = last4.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    await expectSearchFinds({ search: arabic }, `right(masked_pan, 4) = '${last4}'`);
  });

  it('finds a masked card, however its middle is written', async () => {
    const pan = await commonValue('masked_pan');
    const typed = `${pan.slice(0, 6)} xxxx ${pan.slice(-4)}`;
    const reply = await expectSearchFinds({ search: typed }, `masked_pan = '${pan}'`);
    // The card's last four alone find at least as many: other cards of the same ending.
    expect((await found({ search: pan.slice(-4) })).totalElements).toBeGreaterThanOrEqual(
      reply.totalElements,
    );
  });

  it('finds an RRN', async () => {
    const rrn = await commonValue('rrn');
    await expectSearchFinds({ search: rrn }, `rrn = '${rrn}'`);
  });

  it('finds an auth code', async () => {
    const authCode = await commonValue('auth_code');
    await expectSearchFinds({ search: authCode }, `auth_code = '${authCode}'`);
  });

  it('finds an auth code of capitals typed in small letters', async () => {
    const [row] = await rowsOf(
      `select id, business_date::text as day ${matching('true')} order by id limit 1`,
    );
    await h.database.db.execute(
      sql.raw(
        `update card_transactions set auth_code = 'A7K9Q2'
           where id = ${row?.id} and business_date = '${row?.day}'`,
      ),
    );
    const reply = await expectSearchFinds({ search: 'a7k9q2' }, "auth_code = 'A7K9Q2'");
    expect(reply.content.map((found) => found.id)).toEqual([String(row?.id)]);
  });

  it('finds an exact amount, with or without its thousands separated', async () => {
    const amount = await commonValue('amount');
    const reply = await expectSearchFinds({ search: amount }, `amount = ${amount}`);
    expect(reply.totalElements).toBeGreaterThan(1);
    const [whole, decimals] = amount.split('.');
    const short = `${Number(whole).toLocaleString('en-US')}.${decimals?.replace(/0+$/, '')}`;
    expect((await found({ search: short })).totalElements).toBe(reply.totalElements);
  });

  it('keeps every other filter: a card type and a branch', async () => {
    // A card the filter keeps: the most common last four among the chosen branches' Visa payments, whatever
    // the day's demo holds.
    const kept = "card_scheme = 'VISA' and branch_id in ('010101', '010102')";
    const last4 = await commonValue('right(masked_pan, 4)', kept);
    await expectSearchFinds(
      { search: last4, cardType: 'VISA', branchId: '010101,010102' },
      `right(masked_pan, 4) = '${last4}' and ${kept}`,
    );
  });

  it('never finds another merchant’s payment', async () => {
    const [other] = await rowsOf(
      `select rrn from card_transactions where merchant_code = '4000000194'
         and business_date between '${iso(from)}' and '${iso(to)}' limit 1`,
    );
    expect(other).toBeDefined();
    const reply = await found({ search: String(other?.rrn), transactionName: 'P' });
    expect(await sqlIds(`rrn = '${String(other?.rrn)}'`)).toEqual([]);
    expect(reply).toEqual({ totalElements: 0, content: [], totals: [] });
  });

  it('empty, is no search', async () => {
    const reply = await found({ search: '  ', maxCount: 10 });
    expect(reply.totalElements).toBe((await sqlIds('true')).length);
  });
});

describe('the amount range', () => {
  it('keeps the amounts between its bounds, both included, with their totals', async () => {
    const [low, high] = await rowsOf(
      `select amount::text as v from (select distinct amount ${matching('true')}) a order by amount
         offset (select count(distinct amount) / 3 ${matching('true')}) limit 2`,
    ).then(async ([first]) => [
      String(first?.v),
      await commonValue('amount', `amount > ${String(first?.v)}`),
    ]);
    await expectSearchFinds(
      { amountFrom: Number(low), amountTo: Number(high) },
      `amount >= ${low} and amount <= ${high}`,
    );
    await expectSearchFinds({ amountFrom: Number(high) }, `amount >= ${high}`);
    await expectSearchFinds({ amountTo: Number(low) }, `amount <= ${low}`);
  });

  it('takes a search text too', async () => {
    const last4 = await commonValue('right(masked_pan, 4)');
    const [row] = await rowsOf(
      `select percentile_disc(0.5) within group (order by amount)::text as v
         ${matching(`right(masked_pan, 4) = '${last4}'`)}`,
    );
    await expectSearchFinds(
      { search: last4, amountFrom: Number(row?.v) },
      `right(masked_pan, 4) = '${last4}' and amount >= ${String(row?.v)}`,
    );
  });
});

describe('the order', () => {
  const orders = [
    ['transactionDate', 'business_date', 'transaction_at'],
    ['transactionAmount', 'amount'],
    ['netAmount', 'net_amount'],
  ] as const;
  const sqlOrder = (columns: readonly string[], direction: string) =>
    [...columns, 'id'].map((column) => `${column} ${direction}`).join(', ');

  it.each(
    orders.flatMap(([sortBy, ...columns]) =>
      (['asc', 'desc'] as const).map((d) => [sortBy, d, columns] as const),
    ),
  )('by %s %s, ties by id, over a first and a second page', async (sortBy, sortDirection, columns) => {
    const ids = await sqlIds('true', sqlOrder(columns, sortDirection));
    expect(ids.length).toBeGreaterThan(60);
    for (const offset of [0, 25]) {
      const reply = await found({ sortBy, sortDirection, maxCount: 25, offset });
      expect(reply.totalElements).toBe(ids.length);
      expect(reply.content.map((row) => row.id)).toEqual(ids.slice(offset, offset + 25));
    }
  });

  it('is newest first by default, as it has always been', async () => {
    const reply = await found({ maxCount: 50, offset: 40 });
    expect(reply.content.map((row) => row.id)).toEqual((await sqlIds('true')).slice(40, 90));
  });

  it('breaks ties of equal amounts by id, in the order’s direction', async () => {
    const amount = await commonValue('amount');
    for (const sortDirection of ['asc', 'desc'] as const) {
      const reply = await found({ search: amount, sortBy: 'transactionAmount', sortDirection });
      const ids = reply.content.map((row) => Number(row.id));
      expect(ids.length).toBeGreaterThan(1);
      const sorted = [...ids].sort((a, b) => (sortDirection === 'asc' ? a - b : b - a));
      expect(ids).toEqual(sorted);
    }
  });

  it('of a settlement view is by the deposit day', async () => {
    const reply = await found({
      transactionName: 'PS',
      sortBy: 'transactionDate',
      sortDirection: 'asc',
      maxCount: 30,
    });
    const ids = await sqlIds('true', 'deposit_date asc, transaction_at asc, id asc', 'deposit_date');
    expect(reply.content.map((row) => row.id)).toEqual(ids.slice(0, 30));
  });

  it('of a search past its first page', async () => {
    // The bounds from the data: the amounts of 40 rows in a row by amount, from a quarter of the period's
    // rows, so that the range holds more than two pages whatever day the demo is made for.
    const [range] = await rowsOf(
      `select min(amount)::text as low, max(amount)::text as high from (select amount ${matching('true')}
         order by amount offset (select count(*) / 4 ${matching('true')}) limit 40) a`,
    );
    const [low, high] = [String(range?.low), String(range?.high)];
    const where = `amount between ${low} and ${high}`;
    const ids = await sqlIds(where, 'net_amount desc, id desc');
    expect(ids.length).toBeGreaterThan(20);
    const reply = await found({
      amountFrom: Number(low),
      amountTo: Number(high),
      sortBy: 'netAmount',
      maxCount: 10,
      offset: 10,
    });
    expect(reply.totalElements).toBe(ids.length);
    expect(reply.content.map((row) => row.id)).toEqual(ids.slice(10, 20));
  });

  it('is followed by the MoDEE search, with its search text', async () => {
    const [row] = await rowsOf(
      `select right(masked_pan, 4) as v ${matching('true', 'business_date', '4000000501')}
         group by 1 order by count(*) desc, 1 limit 1`,
    );
    const last4 = String(row?.v);
    const filter = { ...base, search: last4, sortBy: 'transactionAmount', sortDirection: 'asc' };
    const response = await read(filter, '/merchant/transaction/v1/modee/read', MODEE_USER);
    expect(response.statusCode).toBe(200);
    const where = `right(masked_pan, 4) = '${last4}'`;
    const ids = await sqlIds(where, 'amount asc, id asc', 'business_date', '4000000501');
    expect(ids.length).toBeGreaterThan(0);
    expect(response.json<Reply>().totalElements).toBe(ids.length);
    expect(response.json<Reply>().content.map((found) => found.id)).toEqual(ids);
  });
});

describe('the files of a search', () => {
  const scope = {
    merchant: { merchantCode: '4000000101', merchantName: 'Zahran Hypermarkets' },
    branchIds: null,
    currency: '',
  };

  it.each([
    ['transactionAmount', 'asc', 'amount asc, id asc'],
    ['transactionAmount', 'desc', 'amount desc, id desc'],
    ['netAmount', 'asc', 'net_amount asc, id asc'],
    ['transactionDate', 'asc', 'business_date asc, transaction_at asc, id asc'],
    ['transactionDate', 'desc', 'business_date desc, transaction_at desc, id desc'],
  ] as const)('read in keyset batches by %s %s, every row once', async (sortBy, sortDirection, order) => {
    const filter = { ...base, category: 'ALL', sortBy, sortDirection };
    const ids: string[] = [];
    for await (const batch of transactionBatches(h.database.db, scope, filter, 37)) {
      ids.push(...batch.map(({ row }) => String(row.id)));
    }
    expect(ids).toEqual(await sqlIds('true', order));
  });

  it('keep the search and its order in the Excel file', async () => {
    const amount = await commonValue('amount');
    const filter = { ...base, amountTo: Number(amount), sortBy: 'netAmount', sortDirection: 'desc' };
    const response = await h.app.inject({
      method: 'POST',
      url: '/merchant/transaction/v1/generate/excel?currency=',
      headers: h.sessions[ADMIN],
      payload: filter,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(response.rawPayload);
    const visible = transactionColumns('P', '4000000101', []).filter((column) => !column.hidden);
    expect(header).toEqual(visible.map((column) => column.headerName));
    const at = (field: string) => visible.findIndex((column) => column.field === field);
    const expected = await rowsOf(
      `select net_amount::text as net, amount::text as amount,
         to_char(transaction_at at time zone 'Asia/Amman', 'HH24:MI:SS') as time
       ${matching(`amount <= ${amount}`)} order by net_amount desc, id desc`,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(
      rows.map((row) => [row[at('transactionTime')], row[at('transactionAmount')], row[at('netAmount')]]),
    ).toEqual(expected.map((row) => [row.time, Number(row.amount), Number(row.net)]));
  });

  it('keep the search and its order in the MoDEE file, and say so in the PDF', async () => {
    const [row] = await rowsOf(
      `select right(masked_pan, 4) as v ${matching('true', 'business_date', '4000000501')}
         group by 1 order by count(*) desc, 1 limit 1`,
    );
    const last4 = String(row?.v);
    const filter = { ...base, search: last4, sortBy: 'transactionAmount', sortDirection: 'desc' };
    const url = '/merchant/transaction/v1/modee/generate';
    const headers = h.sessions[MODEE_USER];
    const excel = await h.app.inject({
      method: 'POST',
      url: `${url}/excel?currency=`,
      headers,
      payload: filter,
    });
    expect(excel.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(excel.rawPayload);
    const columns = modeeColumns('P', ['MODEE_TRANSACTION_USER']).filter((column) => !column.hidden);
    expect(header).toEqual(columns.map((column) => column.headerName));
    const at = (field: string) => columns.findIndex((column) => column.field === field);
    const expected = await rowsOf(
      `select amount::text as a, to_char(transaction_at at time zone 'Asia/Amman', 'HH24:MI:SS') as time
       ${matching(`right(masked_pan, 4) = '${last4}'`, 'business_date', '4000000501')}
       order by amount desc, id desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((cells) => [cells[at('transactionTime')], cells[at('transactionAmount')]])).toEqual(
      expected.map((row) => [row.time, Number(row.a)]),
    );
    const pdf = await h.app.inject({ method: 'POST', url: `${url}/pdf?currency=`, headers, payload: filter });
    expect(pdf.statusCode).toBe(200);
    expect(readPdf(pdf.rawPayload).text).toContain(`Card ending ${last4}`);
  });
});

describe('bad input', () => {
  const refused = async (filter: Filter, param: string, msg: string, user = ADMIN) => {
    const response = await read({ ...base, ...filter }, '/merchant/transaction/v1/read', user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: '400',
      message: MESSAGES.validationErrors,
      errors: [{ param, msg }],
    });
  };

  it.each<[string, Filter, string, string]>([
    ['a text it cannot read', { search: 'visa 44' }, 'search', SEARCH_MESSAGES.notUnderstood],
    ['a text of five digits', { search: '12345' }, 'search', SEARCH_MESSAGES.notUnderstood],
    [
      'amount from above amount to',
      { amountFrom: 20, amountTo: 10.5 },
      'amountFrom',
      SEARCH_MESSAGES.amountRange,
    ],
    ['an amount of four decimals', { amountFrom: 1.2345 }, 'amountFrom', SEARCH_MESSAGES.invalidAmount],
    ['a negative amount', { amountTo: -1 }, 'amountTo', SEARCH_MESSAGES.invalidAmount],
    ['an order by another column', { sortBy: 'merchantRef' }, 'sortBy', CARD_SEARCH_MESSAGES.sortBy],
    ['an order by a MOFA column', { sortBy: 'totalAmountJOD' }, 'sortBy', CARD_SEARCH_MESSAGES.sortBy],
    ['another direction', { sortDirection: 'up' }, 'sortDirection', CARD_SEARCH_MESSAGES.sortDirection],
    [
      'a search of the DCC summary',
      { transactionName: 'DCC', search: '4417' },
      'search',
      CARD_SEARCH_MESSAGES.notForDccSummary,
    ],
  ])('refuses %s with 400', async (_name, filter, param, msg) => {
    await refused(filter, param, msg);
  });

  it('refuses them in the files too', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/merchant/transaction/v1/generate/excel?currency=',
      headers: h.sessions[ADMIN],
      payload: { ...base, amountFrom: 5, amountTo: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ param: 'amountFrom', msg: SEARCH_MESSAGES.amountRange }]);
  });

  it.each<[string, Filter, string, string]>([
    ['a search text', { search: '4417' }, 'search', MOFA_MESSAGES.noCardSearch],
    ['an amount from', { amountFrom: 1 }, 'amountFrom', MOFA_MESSAGES.noCardSearch],
    ['an amount to', { amountTo: 100 }, 'amountTo', MOFA_MESSAGES.noCardSearch],
    ['an order by the card search’s amount', { sortBy: 'transactionAmount' }, 'sortBy', MOFA_SORT_MESSAGE],
  ])('refuses a MOFA search with %s', async (_name, filter, param, msg) => {
    const mofa = { transactionName: 'CS', merchantCode: '4000000401', ...filter };
    await refused(mofa, param, msg, MOFA_USER);
  });

  it('lets a MOFA search with the default order and no card search through', async () => {
    const response = await read(
      { ...base, transactionName: 'CS', merchantCode: '4000000401', search: '', sortBy: 'transactionDate' },
      '/merchant/transaction/v1/read',
      MOFA_USER,
    );
    expect(response.statusCode).toBe(200);
  });
});
