import { describe, expect, it } from 'vitest';
import { and, eq, or, sql } from 'drizzle-orm';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import { SOURCE_CODES, sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import { useHarness } from '../../test/harness.js';
import { defaultSearch } from '../../test/search-filter.js';
import { cardTransactions } from '../../db/schema/transactions.js';
import { insertCardTransactions } from './ingest.js';

// The totals strip's figures (the search reply's `totals`): the whole filtered set per currency, checked
// against plain SQL over the card transactions themselves.

const today = todayInAmman();
const from = formatDay(today - 10);
const to = formatDay(today - 1);
const iso = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-');

const h = useHarness({
  transactions: { seed: 11, fromDay: today - 10, toDay: today - 1, scale: 0.3 },
  users: ['zahran.admin@4000000101', 'rides.admin@4000000601', 'modee.user@4000000501'],
});

type Filter = Record<string, unknown>;

async function read(
  filter: Filter,
  currency = '',
  user = 'zahran.admin@4000000101',
  path = '/merchant/transaction/v1/read',
) {
  const response = await h.app.inject({
    method: 'POST',
    url: `${path}?currency=${currency}`,
    headers: h.sessions[user],
    payload: { ...defaultSearch(from, to), ...filter },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalElements: number; content: unknown[]; totals: ListTotals }>();
}

/** Each money column a column set shows, as the SQL expression over card_transactions that sums it. */
const SUMS: Record<string, Record<string, string>> = {
  standard: {
    transactionAmount: 'amount',
    fixedAmount: 'fixed_amount',
    mdrAmount: 'mdr_amount',
    netAmount: 'net_amount',
  },
  settlement: {
    transactionAmount: 'amount',
    fixedAmount: 'fixed_amount',
    mdrAmount: 'mdr_amount',
    netAmount: 'net_amount',
  },
  refund: { transactionAmount: 'amount', mdrAmount: 'mdr_amount', netAmount: 'net_amount' },
  dccDetail: { transactionAmount: 'amount', share: 'dcc_share' },
};

/** The totals as an independent aggregate over the raw rows of a source, with extra conditions. */
async function sqlTotals(source: string, where: string): Promise<ListTotals> {
  const spec = sourceSpec(source);
  const day = spec.isSettlement ? 'deposit_date' : 'business_date';
  const sums = SUMS[spec.columns.set] ?? {};
  const fields = Object.entries(sums);
  const result = await h.database.db.execute(
    sql.raw(
      `select currency, count(*)::int as n${fields.map(([field, column]) => `, coalesce(sum(${column}), 0)::text as "${field}"`).join('')}
       from card_transactions
       where source = '${spec.reads.source}' and ${day} between '${iso(from)}' and '${iso(to)}'
         ${spec.reads.dccType ? `and dcc_type = '${spec.reads.dccType}'` : ''} and ${where}
       group by currency order by n desc, currency`,
    ),
  );
  const rows = (result as { rows: Record<string, string | number>[] }).rows;
  return rows.map((row) => ({
    currency: String(row.currency),
    count: Number(row.n),
    sums: Object.fromEntries(fields.map(([field]) => [field, Number(row[field])])),
  }));
}

const ZAHRAN = "merchant_code = '4000000101'";

describe('the totals of the transaction search', () => {
  const sources = SOURCE_CODES.filter((code) => !sourceSpec(code).isDccSummary);

  it.each(sources)('%s: the whole set per currency, as SQL sums the rows', async (source) => {
    const body = await read({ transactionName: source, maxCount: 10 });
    const expected = await sqlTotals(source, ZAHRAN);
    expect(body.totals).toEqual(expected);
    expect(body.totalElements).toBe(expected.reduce((sum, { count }) => sum + count, 0));
  });

  it('has rows in most sources, so the comparisons above compare figures', async () => {
    const filled = await Promise.all(sources.map(async (source) => (await sqlTotals(source, ZAHRAN)).length));
    expect(filled.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('MoDEE: the standard charges for every source, as its screen shows them', async () => {
    // The MoDEE merchant's own refunds and DCC payments (the demo gives it none), written as a load writes
    // them, with their roll-ups: copies of some of Zahran's.
    const copies = await h.database.db
      .select()
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.merchantCode, '4000000101'),
          or(eq(cardTransactions.source, 'PR'), eq(cardTransactions.dccType, 'DCC')),
        ),
      )
      .limit(40);
    expect(copies.length).toBeGreaterThan(0);
    await insertCardTransactions(
      h.database.db,
      copies.map(({ id: _id, ...row }) => ({
        ...row,
        merchantCode: '4000000501',
        rrn: `M${row.rrn}`,
        cardKind: row.cardKind === 'C' ? 'C' : 'D',
        locality: row.locality === 'I' ? 'I' : 'L',
      })),
    );
    const standard = SUMS.standard ?? {};
    let compared = 0;
    for (const source of ['P', 'PR', 'MR', 'DCCDETAIL']) {
      const spec = sourceSpec(source);
      const result = await h.database.db.execute(
        sql.raw(
          `select currency, count(*)::int as n${Object.entries(standard)
            .map(([field, column]) => `, coalesce(sum(${column}), 0)::text as "${field}"`)
            .join('')}
           from card_transactions
           where merchant_code = '4000000501' and source = '${spec.reads.source}'
             ${spec.reads.dccType ? `and dcc_type = '${spec.reads.dccType}'` : ''}
             and business_date between '${iso(from)}' and '${iso(to)}'
           group by currency order by n desc, currency`,
        ),
      );
      const expected = (result as { rows: Record<string, string | number>[] }).rows.map((row) => ({
        currency: String(row.currency),
        count: Number(row.n),
        sums: Object.fromEntries(Object.keys(standard).map((field) => [field, Number(row[field])])),
      }));
      const body = await read(
        { transactionName: source },
        '',
        'modee.user@4000000501',
        '/merchant/transaction/v1/modee/read',
      );
      expect(body.totals, source).toEqual(expected);
      if (expected.length > 0 && source !== 'P') compared += 1;
    }
    // At least one source whose Transactions screen sums other columns was compared with rows.
    expect(compared).toBeGreaterThan(0);
  });

  it('DCC: the one summary row is its own total, so no strip', async () => {
    const body = await read({ transactionName: 'DCC' });
    expect(body.totals).toEqual([]);
  });

  it('a page past the first has the same totals as the first', async () => {
    const first = await read({ maxCount: 10 });
    const deep = await read({ maxCount: 10, offset: 25 });
    expect(first.totalElements).toBeGreaterThan(25);
    expect(deep.totals).toEqual(first.totals);
    expect(deep.totals).toEqual(await sqlTotals('P', ZAHRAN));
  });

  it('a page past the end still sends the totals', async () => {
    const first = await read({ maxCount: 10 });
    const past = await read({ maxCount: 10, offset: first.totalElements + 5 });
    expect(past.content).toEqual([]);
    expect(past.totals).toEqual(first.totals);
  });

  it.each<[string, Filter, string, string]>([
    ['one branch', { branchId: '010102' }, '', "branch_id = '010102'"],
    ['two branches', { branchId: '010101,010103' }, '', "branch_id in ('010101','010103')"],
    ['Visa', { cardType: 'VISA' }, '', "card_scheme = 'VISA'"],
    ['international', { methodType: 'International' }, '', "locality = 'I'"],
    ['JOD', {}, 'JOD', "currency = 'JOD'"],
    ['USD', {}, 'USD', "currency = 'USD'"],
    [
      'branch, Mastercard, local',
      { branchId: '010101', cardType: 'MasterCard', methodType: 'Local' },
      '',
      "branch_id = '010101' and card_scheme = 'MASTERCARD' and locality = 'L'",
    ],
  ])('with a filter (%s), first and deeper pages', async (_name, filter, currency, where) => {
    const expected = await sqlTotals('P', `${ZAHRAN} and ${where}`);
    expect((await read({ ...filter, maxCount: 10 }, currency)).totals).toEqual(expected);
    expect((await read({ ...filter, maxCount: 10, offset: 12 }, currency)).totals).toEqual(expected);
  });

  it('with a terminal, and on the settlement view of one branch', async () => {
    const result = await h.database.db.execute(
      sql.raw(
        `select terminal_id from card_transactions where ${ZAHRAN} and source = 'P' and business_date between '${iso(from)}' and '${iso(to)}' group by terminal_id order by count(*) desc limit 1`,
      ),
    );
    const terminal = String((result as { rows: { terminal_id: string }[] }).rows[0]?.terminal_id);
    const byTerminal = await sqlTotals('P', `${ZAHRAN} and terminal_id = '${terminal}'`);
    expect(byTerminal.length).toBeGreaterThan(0);
    expect((await read({ terminalId: terminal })).totals).toEqual(byTerminal);
    const settled = await sqlTotals('PS', `${ZAHRAN} and branch_id = '010102'`);
    expect((await read({ transactionName: 'PS', branchId: '010102', offset: 3 })).totals).toEqual(settled);
  });

  it('a ride category counts from the rows', async () => {
    const result = await h.database.db.execute(
      sql.raw(
        `select category from card_transactions where merchant_code = '4000000601' and category is not null group by category order by count(*) desc limit 1`,
      ),
    );
    const category = String((result as { rows: { category: string }[] }).rows[0]?.category);
    const expected = await sqlTotals('P', `merchant_code = '4000000601' and category = '${category}'`);
    expect(expected.length).toBeGreaterThan(0);
    const body = await read({ category }, '', 'rides.admin@4000000601');
    expect(body.totals).toEqual(expected);
  });

  it('an empty set: no currency at all', async () => {
    const body = await read({ branchId: '010102', cardType: 'VISA' }, 'ILS');
    expect(
      await sqlTotals(
        'P',
        `${ZAHRAN} and branch_id = '010102' and card_scheme = 'VISA' and currency = 'ILS'`,
      ),
    ).toEqual([]);
    expect(body).toMatchObject({ totalElements: 0, content: [], totals: [] });
  });

  it("never counts another merchant's rows", async () => {
    const all = await sqlTotals('P', 'true');
    const zahran = await sqlTotals('P', ZAHRAN);
    expect(all[0]?.count).toBeGreaterThan(zahran[0]?.count ?? 0);
    expect((await read({})).totals).toEqual(zahran);
  });
});

describe('what the totals cost', () => {
  // Where the roll-ups can tell, the totals are read from them with the count, never from the rows: a
  // roll-up row made to disagree with its transactions shows in the totals, first page and deep pages alike
  // (a search that summed the rows would not see it). Last in the file: it changes the roll-ups.
  it('are read from the daily roll-ups, not summed from the rows', async () => {
    const before = await read({});
    const filtered = await read({ branchId: '010102' });
    // One row of each roll-up (the full one's of that branch, so only the branch's filter sees it there).
    const bump = (table: string, where: string) =>
      h.database.db.execute(
        sql.raw(
          `update ${table} set tx_count = tx_count + 1, amount_sum = amount_sum + 100, net_sum = net_sum + 50
           where ctid = (select ctid from ${table} where ${ZAHRAN} and source = 'P' and currency = 'JOD'
             and business_date = '${iso(to)}' ${where} limit 1)`,
        ),
      );
    await bump('daily_source_totals', '');
    await bump('daily_transaction_totals', "and branch_id = '010102'");
    const jod = (totals: ListTotals) => totals.find((t) => t.currency === 'JOD');
    for (const [now, was] of [
      [await read({}), before],
      [await read({ offset: 20 }), before],
      [await read({ branchId: '010102' }), filtered],
      [await read({ branchId: '010102', offset: 20 }), filtered],
    ] as const) {
      expect(jod(now.totals)?.count).toBe((jod(was.totals)?.count ?? 0) + 1);
      expect(jod(now.totals)?.sums.transactionAmount).toBeCloseTo(
        (jod(was.totals)?.sums.transactionAmount ?? 0) + 100,
        3,
      );
      expect(jod(now.totals)?.sums.netAmount).toBeCloseTo((jod(was.totals)?.sums.netAmount ?? 0) + 50, 3);
      expect(jod(now.totals)?.sums.mdrAmount).toBe(jod(was.totals)?.sums.mdrAmount);
    }
  });
});
