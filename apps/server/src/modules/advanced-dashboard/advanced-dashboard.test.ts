// The advanced dashboard against independent SQL on the card transactions themselves (never the roll-ups
// the server reads), for two merchants and several filters, by the definitions the README writes down; then
// paging, the Excel files, access, tenant scope and bad filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  ADVANCED_DATE_MESSAGES,
  type AdvancedFilterInput,
  type BranchComparison,
  type CustomerAnalysis,
  type MonthComparison,
  type TimeHeatMap,
  type WeekSeries,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { ENDPOINTS, pathOf, type EndpointName } from '@merchant-portal/contracts/endpoints';
import { addMonths, formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { createHarness, type Harness } from '../../test/harness.js';
import { generateDemoTransactions } from '../../demo/transactions.js';
import { splitByMonths } from './repository.js';

let h: Harness;
let sessions: Record<string, Record<string, string>> = {};
const today = todayInAmman();
const yesterday = today - 1;

const ANALYST = 'zahran.analyst@4000000101';
const PETRA = 'petra.admin@4000000194';
const TELLER = 'zahran.teller@4000000101';
const USERS = { [ANALYST]: '4000000101', [PETRA]: '4000000194' } as const;
type User = keyof typeof USERS;

async function rows<T>(query: string): Promise<T[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

/** The branches of each merchant, by id, as the database holds them. */
const branchIds: Record<string, string[]> = {};

beforeAll(async () => {
  h = await createHarness();
  // A little over 13 months, so the 13-month filter and part of its year-before comparison hold rows.
  await generateDemoTransactions(h.database.db, {
    seed: 21,
    fromDay: today - 420,
    toDay: yesterday,
    scale: 0.1,
  });
  // Petra's administrator becomes an analyst too: a second merchant to check every figure against.
  await rows(
    `insert into user_groups (user_id, group_name)
     select id, 'ADVANCED_DASHBOARD_USERS' from users where username = '${PETRA}'`,
  );
  sessions = await h.signedIn([ANALYST, PETRA, TELLER]);
  for (const merchantCode of Object.values(USERS)) {
    branchIds[merchantCode] = (
      await rows<{ id: string }>(
        `select branch_id as id from branches where merchant_code = '${merchantCode}' order by branch_id`,
      )
    ).map((row) => row.id);
  }
}, 300_000);
afterAll(() => h.close());

/** The filters checked, per merchant (their branches differ). */
function filtersOf(merchantCode: string): Record<string, AdvancedFilterInput> {
  const ids = branchIds[merchantCode] ?? [];
  const firstOfMonth = isoDay(yesterday).slice(0, 8) + '01';
  const from = addMonths(Date.parse(`${firstOfMonth}T00:00:00Z`) / 86_400_000, -12);
  return {
    'thirteen months, everything': { fromDate: formatDay(from), toDate: formatDay(yesterday) },
    'two branches, Visa, local, bank customers': {
      fromDate: formatDay(yesterday - 60),
      toDate: formatDay(yesterday - 3),
      branchId: ids.slice(0, 2).join(','),
      cardType: 'VISA',
      methodType: 'Local',
      bankCustomer: 'Y',
    },
    'three branches, other banks': {
      fromDate: formatDay(yesterday - 100),
      toDate: formatDay(yesterday - 30),
      branchId: ids.slice(1, 4).join(','),
      bankCustomer: 'N',
    },
    'Mastercard, international': {
      fromDate: formatDay(yesterday - 20),
      toDate: formatDay(yesterday),
      cardType: 'MasterCard',
      methodType: 'International',
    },
  };
}

const iso = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-');

/** The filter as SQL conditions on card_transactions. */
function rawWhere(
  merchantCode: string,
  filter: AdvancedFilterInput,
  options: { refunds?: boolean; branches?: boolean; days?: boolean } = {},
): string {
  const { refunds = false, branches = true, days = true } = options;
  const parts = [
    `merchant_code = '${merchantCode}'`,
    refunds ? `transaction_type = 'REFUND'` : `transaction_type <> 'REFUND'`,
    // The dashboards are in dinars (Zahran's online store also takes USD and ILS).
    `currency = 'JOD'`,
  ];
  if (days) parts.push(`business_date between '${iso(filter.fromDate)}' and '${iso(filter.toDate)}'`);
  if (branches && filter.branchId && filter.branchId !== 'ALL') {
    parts.push(
      `branch_id in (${filter.branchId
        .split(',')
        .map((id) => `'${id}'`)
        .join(', ')})`,
    );
  }
  if (filter.cardType === 'VISA') parts.push(`card_scheme = 'VISA'`);
  if (filter.cardType === 'MasterCard') parts.push(`card_scheme = 'MASTERCARD'`);
  if (filter.methodType === 'Local') parts.push(`locality = 'L'`);
  if (filter.methodType === 'International') parts.push(`locality = 'I'`);
  if (filter.bankCustomer === 'Y') parts.push('is_bank_customer');
  if (filter.bankCustomer === 'N') parts.push('not is_bank_customer');
  return parts.join(' and ');
}

function post(name: EndpointName, user: string, body: object, query = '', params?: Record<string, string>) {
  const endpoint = ENDPOINTS[name];
  return h.app.inject({
    method: endpoint.method,
    url: `${pathOf(endpoint, params)}${query}`,
    headers: sessions[user],
    payload: body,
  });
}

async function data<T>(name: EndpointName, user: string, body: object, query = '') {
  const response = await post(name, user, body, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const ticketOf = (amount: number, n: number) => (n === 0 ? 0 : round3(amount / n));
const CHART = '?country=JO&lang=en';
const REPORT = (page = 1, size = 100) => `?currency=jod&page=${page}&size=${size}`;

const SALES = 'count(*)::int as n, coalesce(sum(amount), 0)::text as amount';

/** The customers of the filter's whole weeks, card by card, from the rows. */
async function rawCustomers(merchantCode: string, filter: AdvancedFilterInput) {
  const [weeks] = await rows<{ monday: string; sunday: string }>(
    `select date_trunc('week', '${iso(filter.fromDate)}'::date)::date::text as monday,
       (date_trunc('week', '${iso(filter.toDate)}'::date) + interval '6 days')::date::text as sunday`,
  );
  if (!weeks) throw new Error('no weeks');
  const cardFilter = [
    'true',
    filter.cardType === 'VISA' ? `scheme = 'VISA'` : '',
    filter.cardType === 'MasterCard' ? `scheme = 'MASTERCARD'` : '',
    filter.methodType === 'Local' ? `locality = 'L'` : '',
    filter.methodType === 'International' ? `locality = 'I'` : '',
    filter.bankCustomer === 'Y' ? 'bank' : '',
    filter.bankCustomer === 'N' ? 'not bank' : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const cards = await rows<{
    token: string;
    pan: string;
    bank: boolean;
    first: string;
    last: string;
    n: number;
    amount: string;
  }>(
    `with cards as (
       select card_token, min(masked_pan) as pan, bool_or(is_bank_customer) as bank, min(card_scheme) as scheme,
         min(locality) as locality, min(business_date) as first_day, max(business_date) as last_day
       from card_transactions where merchant_code = '${merchantCode}' and transaction_type <> 'REFUND' and currency = 'JOD'
       group by card_token
     ), paid as (
       select card_token, count(*)::int as n, sum(amount) as amount from card_transactions
       where merchant_code = '${merchantCode}' and transaction_type <> 'REFUND' and currency = 'JOD'
         and business_date between '${weeks.monday}' and '${weeks.sunday}'
       group by card_token
     )
     select card_token as token, pan, bank, first_day::text as first, to_char(last_day, 'DD-MM-YYYY') as last,
       n, amount::text as amount
     from paid join cards using (card_token)
     where ${cardFilter}
     order by paid.amount desc, pan, card_token`,
  );
  return { weeks, cards };
}

const cases = (Object.keys(USERS) as User[]).flatMap((user) =>
  Object.entries(filtersOf(USERS[user])).map(([label]) => [user, label] as const),
);

describe.each(cases)('the advanced dashboard as %s, %s', (user, label) => {
  const merchantCode = USERS[user];
  const filter = () => {
    const chosen = filtersOf(merchantCode)[label];
    if (!chosen) throw new Error(`no filter ${label}`);
    return chosen;
  };

  it('compares the branches as SQL does', async () => {
    const f = filter();
    const reply = await data<BranchComparison>('advancedBranches', user, f, CHART);
    expect(reply.merchantCode).toBe(merchantCode);
    expect(reply.period).toEqual({ from: f.fromDate, to: f.toDate });
    const perBranch = await rows<{ id: string; name: string; n: number; amount: string }>(
      `select b.branch_id as id, b.branch_name as name, count(t.id)::int as n, coalesce(sum(t.amount), 0)::text as amount
       from branches b left join card_transactions t on t.branch_id = b.branch_id and ${rawWhere(
         merchantCode,
         f,
         {
           branches: false,
         },
       ).replaceAll(
         /\b(merchant_code|currency|transaction_type|business_date|card_scheme|locality|is_bank_customer)\b/g,
         't.$1',
       )}
       where b.merchant_code = '${merchantCode}' group by 1, 2`,
    );
    const merchantAmount = perBranch.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(reply.merchantAmount).toBeCloseTo(merchantAmount, 3);
    const chosen = f.branchId ? f.branchId.split(',') : perBranch.map((row) => row.id);
    const expected = perBranch
      .filter((row) => chosen.includes(row.id))
      .sort((a, b) => Number(b.amount) - Number(a.amount) || a.id.localeCompare(b.id));
    expect(reply.branches.map((b) => [b.branchId, b.branchName, b.count, b.amount])).toEqual(
      expected.map((row) => [row.id, row.name, row.n, Number(row.amount)]),
    );
    for (const [index, branch] of reply.branches.entries()) {
      const row = expected[index];
      expect(branch.averageTicket).toBeCloseTo(ticketOf(Number(row?.amount), row?.n ?? 0), 3);
      expect(branch.amountShare).toBeCloseTo((Number(row?.amount) / merchantAmount) * 100, 2);
    }
    const [all] = await rows<{ n: number; amount: string }>(
      `select ${SALES} from card_transactions where ${rawWhere(merchantCode, f)}`,
    );
    expect(all?.n).toBeGreaterThan(0);
    expect(reply.totals.count).toBe(all?.n);
    expect(reply.totals.amount).toBe(Number(all?.amount));
  });

  it('sets each month beside the same days a year before as SQL does', async () => {
    const f = filter();
    const reply = await data<MonthComparison>('advancedMonths', user, f, CHART);
    const months = await rows<{ month: string; first: string; last: string }>(
      `select to_char(m, 'MM-YYYY') as month,
         to_char(greatest(m, '${iso(f.fromDate)}'::date), 'DD-MM-YYYY') as first,
         to_char(least((m + interval '1 month' - interval '1 day')::date, '${iso(f.toDate)}'::date), 'DD-MM-YYYY') as last
       from generate_series(date_trunc('month', '${iso(f.fromDate)}'::date), '${iso(f.toDate)}'::date, interval '1 month') m`,
    );
    expect(reply.months.map((m) => [m.month, m.days.from, m.days.to])).toEqual(
      months.map((m) => [m.month, m.first, m.last]),
    );
    for (const month of reply.months) {
      const days = { ...f, fromDate: month.days.from, toDate: month.days.to };
      const [now] = await rows<{ n: number; amount: string }>(
        `select ${SALES} from card_transactions where ${rawWhere(merchantCode, days)}`,
      );
      const [before] = await rows<{ from: string; to: string }>(
        `select to_char('${iso(month.days.from)}'::date - interval '1 year', 'DD-MM-YYYY') as from,
           to_char('${iso(month.days.to)}'::date - interval '1 year', 'DD-MM-YYYY') as to`,
      );
      expect(month.previousYear.days).toEqual(before);
      const [then] = await rows<{ n: number; amount: string }>(
        `select ${SALES} from card_transactions
         where ${rawWhere(merchantCode, { ...f, fromDate: before?.from ?? '', toDate: before?.to ?? '' })}`,
      );
      expect([month.count, month.amount]).toEqual([now?.n, Number(now?.amount)]);
      expect([month.previousYear.count, month.previousYear.amount]).toEqual([then?.n, Number(then?.amount)]);
      const thenAmount = Number(then?.amount);
      if (thenAmount === 0) expect(month.amountGrowth).toBeNull();
      else expect(month.amountGrowth).toBeCloseTo(((Number(now?.amount) - thenAmount) / thenAmount) * 100, 2);
    }
  });

  it('maps sales by weekday and hour in Amman as SQL does, every cell present', async () => {
    const f = filter();
    const reply = await data<TimeHeatMap>('advancedTimes', user, f, CHART);
    expect(reply.cells).toHaveLength(168);
    expect(reply.cells.slice(0, 2).map((c) => [c.weekday, c.hour])).toEqual([
      [1, 0],
      [1, 1],
    ]);
    const expected = await rows<{ weekday: number; hour: number; n: number; amount: string }>(
      `select extract(isodow from business_date)::int as weekday,
         extract(hour from transaction_at at time zone 'Asia/Amman')::int as hour, ${SALES}
       from card_transactions where ${rawWhere(merchantCode, f)} group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const byCell = new Map(expected.map((row) => [`${row.weekday}|${row.hour}`, row]));
    for (const cell of reply.cells) {
      const row = byCell.get(`${cell.weekday}|${cell.hour}`);
      expect([cell.count, cell.amount], `${cell.weekday} ${cell.hour}`).toEqual([
        row?.n ?? 0,
        Number(row?.amount ?? 0),
      ]);
    }
  });

  it('gives each week of the period as SQL does', async () => {
    const f = filter();
    const reply = await data<WeekSeries>('advancedWeeks', user, f, CHART);
    const expected = await rows<{ monday: string; n: number; amount: string }>(
      `select to_char(w, 'DD-MM-YYYY') as monday, count(t.id)::int as n, coalesce(sum(t.amount), 0)::text as amount
       from generate_series(date_trunc('week', '${iso(f.fromDate)}'::date), '${iso(f.toDate)}'::date, interval '1 week') w
       left join card_transactions t on date_trunc('week', t.business_date) = w
         and ${rawWhere(merchantCode, f).replaceAll(/\b(merchant_code|currency|transaction_type|business_date|branch_id|card_scheme|locality|is_bank_customer)\b/g, 't.$1')}
       group by w order by w`,
    );
    expect(reply.weeks.map((w) => [w.weekStart, w.count, w.amount])).toEqual(
      expected.map((w) => [w.monday, w.n, Number(w.amount)]),
    );
    expect(reply.weeks[0]?.days.from).toBe(f.fromDate);
    expect(reply.weeks.at(-1)?.days.to).toBe(f.toDate);
  });

  it("analyses the whole weeks' customers as SQL does: new and returning, bank and other, top spenders", async () => {
    const f = filter();
    const reply = await data<CustomerAnalysis>('advancedCustomers', user, f, CHART);
    const { weeks, cards } = await rawCustomers(merchantCode, f);
    expect(reply.customerPeriod).toEqual({
      from: formatDay(Date.parse(`${weeks.monday}T00:00:00Z`) / 86_400_000),
      to: formatDay(Date.parse(`${weeks.sunday}T00:00:00Z`) / 86_400_000),
    });
    expect(reply.branchFilterApplied).toBe(false);
    expect(cards.length).toBeGreaterThan(0);
    const group = (keep: (card: (typeof cards)[number]) => boolean) => {
      const kept = cards.filter(keep);
      return {
        customers: kept.length,
        count: kept.reduce((sum, card) => sum + card.n, 0),
        amount: round3(kept.reduce((sum, card) => sum + Number(card.amount), 0)),
      };
    };
    const isNew = (card: (typeof cards)[number]) => card.first >= weeks.monday;
    const totals = group(() => true);
    expect(reply.totals).toMatchObject(totals);
    expect(reply.totals.averageBasket).toBeCloseTo(totals.amount / totals.customers, 3);
    expect(reply.newCustomers).toEqual(group(isNew));
    expect(reply.returningCustomers).toEqual(group((card) => !isNew(card)));
    expect(reply.bankCustomers).toEqual(group((card) => card.bank));
    expect(reply.otherCustomers).toEqual(group((card) => !card.bank));
    expect(reply.topSpenders).toEqual(
      cards.slice(0, 20).map((card) => ({
        pan: card.pan,
        isBankCustomer: card.bank,
        isNew: isNew(card),
        count: card.n,
        amount: Number(card.amount),
        lastVisit: card.last,
      })),
    );
    for (const spender of reply.topSpenders) expect(spender.pan).toMatch(/^\d{6}\*{6}\d{4}$/);
  });

  it('reports every day, and every month, with refunds, as SQL does', async () => {
    const f = filter();
    const perDay = await rows<{ day: string; n: number; amount: string; refunds: number; refunded: string }>(
      `select to_char(d, 'DD-MM-YYYY') as day,
         count(t.id) filter (where t.transaction_type <> 'REFUND')::int as n,
         coalesce(sum(t.amount) filter (where t.transaction_type <> 'REFUND'), 0)::text as amount,
         count(t.id) filter (where t.transaction_type = 'REFUND')::int as refunds,
         coalesce(sum(t.amount) filter (where t.transaction_type = 'REFUND'), 0)::text as refunded
       from generate_series('${iso(f.fromDate)}'::date, '${iso(f.toDate)}'::date, interval '1 day') d
       left join card_transactions t on t.business_date = d
         and ${rawWhere(merchantCode, f)
           .replace(`transaction_type <> 'REFUND'`, 'true')
           .replaceAll(
             /\b(merchant_code|currency|business_date|branch_id|card_scheme|locality|is_bank_customer)\b/g,
             't.$1',
           )}
       group by d order by d`,
    );
    const all: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await data<{ content: unknown[]; totalElements: number; page: number; size: number }>(
        'reportByPeriod',
        user,
        f,
        REPORT(page, 250),
      );
      expect(reply.totalElements).toBe(perDay.length);
      expect([reply.page, reply.size]).toEqual([page, 250]);
      all.push(...reply.content);
      if (reply.content.length < 250) break;
    }
    expect(
      (
        all as { period: string; count: number; amount: number; refundCount: number; refundAmount: number }[]
      ).map((row) => [row.period, row.count, row.amount, row.refundCount, row.refundAmount]),
    ).toEqual(perDay.map((d) => [d.day, d.n, Number(d.amount), d.refunds, Number(d.refunded)]));

    const months = await data<{
      content: {
        period: string;
        count: number;
        amount: number;
        refundCount: number;
        averageTicket: number;
      }[];
      totals: { count: number; refundCount: number };
    }>('reportByPeriod', user, { ...f, periodUnit: 'month' }, REPORT());
    const expected = new Map<string, { n: number; amount: number; refunds: number }>();
    for (const day of perDay) {
      const month = day.day.slice(3);
      const sum = expected.get(month) ?? { n: 0, amount: 0, refunds: 0 };
      expected.set(month, {
        n: sum.n + day.n,
        amount: sum.amount + Number(day.amount),
        refunds: sum.refunds + day.refunds,
      });
    }
    expect(months.content.map((m) => [m.period, m.count, m.refundCount])).toEqual(
      [...expected].map(([month, sum]) => [month, sum.n, sum.refunds]),
    );
    for (const month of months.content) {
      const sum = expected.get(month.period);
      expect(month.amount).toBeCloseTo(sum?.amount ?? NaN, 3);
      expect(month.averageTicket).toBeCloseTo(ticketOf(sum?.amount ?? 0, sum?.n ?? 0), 3);
    }
    expect(months.totals.count).toBe(perDay.reduce((s, d) => s + d.n, 0));
    expect(months.totals.refundCount).toBe(perDay.reduce((s, d) => s + d.refunds, 0));
  });

  it('reports by market, terminal and visitation as SQL does', async () => {
    const f = filter();
    const market = await data<{
      content: { locality: string; cardScheme: string; cardKind: string; count: number; amount: number }[];
      totalElements: number;
    }>('reportByMarket', user, f, REPORT());
    const mix = await rows<{ locality: string; scheme: string; kind: string; n: number; amount: string }>(
      `select locality, card_scheme as scheme, card_kind as kind, ${SALES} from card_transactions
       where ${rawWhere(merchantCode, f)} group by 1, 2, 3`,
    );
    const nonZero = market.content.filter((row) => row.count > 0);
    expect(
      nonZero.map((r) => `${r.locality} ${r.cardScheme} ${r.cardKind} ${r.count} ${r.amount}`).sort(),
    ).toEqual(mix.map((r) => `${r.locality} ${r.scheme} ${r.kind} ${r.n} ${Number(r.amount)}`).sort());
    const localities = f.methodType === 'Local' || f.methodType === 'International' ? 1 : 2;
    const schemes = f.cardType === 'VISA' || f.cardType === 'MasterCard' ? 1 : 2;
    expect(market.totalElements).toBe(localities * schemes * 2);

    const terminal = await data<{
      content: { branchId: string; terminalId: string; count: number; amount: number }[];
    }>('reportByTerminal', user, f, REPORT(1, 1000));
    const perTerminal = await rows<{ branch: string; terminal: string; n: number; amount: string }>(
      `select tm.branch_id as branch, tm.terminal_id as terminal, count(t.id)::int as n,
         coalesce(sum(t.amount), 0)::text as amount
       from terminals tm left join card_transactions t on t.terminal_id = tm.terminal_id and ${rawWhere(
         merchantCode,
         f,
         { branches: false },
       ).replaceAll(
         /\b(merchant_code|currency|transaction_type|business_date|card_scheme|locality|is_bank_customer)\b/g,
         't.$1',
       )}
       where tm.merchant_code = '${merchantCode}'
         ${
           f.branchId
             ? `and tm.branch_id in (${f.branchId
                 .split(',')
                 .map((id) => `'${id}'`)
                 .join(', ')})`
             : ''
         }
       group by 1, 2 order by 1, 2`,
    );
    expect(terminal.content.map((r) => [r.branchId, r.terminalId, r.count, r.amount])).toEqual(
      perTerminal.map((r) => [r.branch, r.terminal, r.n, Number(r.amount)]),
    );

    const visitation = await data<{
      content: { visits: number; customers: number; count: number; amount: number }[];
      customerPeriod: { from: string; to: string };
    }>('reportByVisitation', user, f, REPORT(1, 1000));
    const { cards } = await rawCustomers(merchantCode, f);
    const byVisits = new Map<number, { customers: number; amount: number }>();
    for (const card of cards) {
      const sum = byVisits.get(card.n) ?? { customers: 0, amount: 0 };
      byVisits.set(card.n, { customers: sum.customers + 1, amount: sum.amount + Number(card.amount) });
    }
    expect(visitation.content.map((r) => [r.visits, r.customers, r.count])).toEqual(
      [...byVisits].sort(([a], [b]) => a - b).map(([n, sum]) => [n, sum.customers, n * sum.customers]),
    );
    for (const row of visitation.content) {
      expect(row.amount).toBeCloseTo(byVisits.get(row.visits)?.amount ?? NaN, 3);
    }
  });
});

describe('a period split into whole months and the days around them', () => {
  it.each([
    [
      '2026-01-15',
      '2026-04-10',
      { from: '2026-02-01', to: '2026-03-01' },
      [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    ],
    ['2026-01-01', '2026-03-31', { from: '2026-01-01', to: '2026-03-01' }, []],
    ['2026-02-01', '2026-02-28', { from: '2026-02-01', to: '2026-02-01' }, []],
    ['2026-01-02', '2026-02-27', null, [['2026-01-02', '2026-02-27']]],
    [
      '2026-01-31',
      '2026-03-01',
      { from: '2026-02-01', to: '2026-02-01' },
      [
        ['2026-01-31', '2026-01-31'],
        ['2026-03-01', '2026-03-01'],
      ],
    ],
  ])('%s to %s', (from, to, months, days) => {
    expect(splitByMonths({ from, to })).toEqual({
      months,
      days: days.map(([a, b]) => ({ from: a, to: b })),
    });
  });
});

describe('the advanced dashboard calls', () => {
  const recent = { fromDate: formatDay(yesterday - 40), toDate: formatDay(yesterday) };
  const ALL_CALLS: { name: EndpointName; query: string; params?: Record<string, string> }[] = [
    { name: 'advancedBranches', query: CHART },
    { name: 'advancedCustomers', query: CHART },
    { name: 'advancedMonths', query: CHART },
    { name: 'advancedTimes', query: CHART },
    { name: 'advancedWeeks', query: CHART },
    { name: 'reportByPeriod', query: REPORT() },
    { name: 'reportByMarket', query: REPORT() },
    { name: 'reportByTerminal', query: REPORT() },
    { name: 'reportByVisitation', query: REPORT() },
    { name: 'advancedReportFile', query: '?currency=jod', params: { report: 'report-by-terminal' } },
  ];

  it('pages a report from 1, the totals and the count of all rows on every page', async () => {
    const first = await data<{ content: { period: string }[]; totalElements: number; totals: object }>(
      'reportByPeriod',
      ANALYST,
      recent,
      REPORT(1, 7),
    );
    const second = await data<{ content: { period: string }[]; totalElements: number; totals: object }>(
      'reportByPeriod',
      ANALYST,
      recent,
      REPORT(2, 7),
    );
    expect(first.totalElements).toBe(41);
    expect(first.content.map((row) => row.period)).toEqual(
      Array.from({ length: 7 }, (_, i) => formatDay(yesterday - 40 + i)),
    );
    expect(second.content.map((row) => row.period)).toEqual(
      Array.from({ length: 7 }, (_, i) => formatDay(yesterday - 33 + i)),
    );
    expect(second.totals).toEqual(first.totals);
    const past = await data<{ content: unknown[]; totalElements: number }>(
      'reportByPeriod',
      ANALYST,
      recent,
      REPORT(7, 7),
    );
    expect(past).toMatchObject({ content: [], totalElements: 41 });
    // The defaults: page 1 of 100.
    const defaults = await data<{ page: number; size: number }>('reportByPeriod', ANALYST, recent);
    expect([defaults.page, defaults.size]).toEqual([1, 100]);
  });

  it('writes each report as an Excel file with every row, a total row and formula-like texts as text', async () => {
    // A branch name that a spreadsheet would run as a formula.
    const [branch] = await rows<{ id: string; name: string }>(
      `select branch_id as id, branch_name as name from branches where merchant_code = '4000000101' order by 1 limit 1`,
    );
    await rows(
      `update branches set branch_name = '=HYPERLINK("http://x")' where branch_id = '${branch?.id}'`,
    );
    try {
      const body = { ...recent, branchId: `${branch?.id}` };
      const response = await post('advancedReportFile', ANALYST, body, '?currency=jod', {
        report: 'report-by-terminal',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="REPORT_BY_TERMINAL_FROM-${recent.fromDate}_TO-${recent.toDate}_${branch?.id}.xlsx"`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Report by Terminal');
      if (!sheet) throw new Error('no sheet');
      const values: unknown[][] = [];
      sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      const report = await data<{
        content: {
          branchId: string;
          branchName: string;
          terminalId: string;
          count: number;
          amount: number;
        }[];
        totals: { count: number; amount: number };
      }>('reportByTerminal', ANALYST, body, REPORT());
      expect(values[0]).toEqual([
        'Branch ID',
        'Branch Name',
        'Terminal ID',
        'Transactions',
        'Amount',
        'Average Ticket',
      ]);
      expect(values.slice(1, -1).map((row) => row.slice(0, 5))).toEqual(
        report.content.map((row) => [row.branchId, row.branchName, row.terminalId, row.count, row.amount]),
      );
      expect(values.at(-1)?.slice(0, 1)).toEqual(['Total']);
      expect(values.at(-1)?.slice(3, 5)).toEqual([report.totals.count, report.totals.amount]);
      const nameCell = sheet.getRow(2).getCell(2);
      expect(nameCell.value).toBe('=HYPERLINK("http://x")');
      expect(nameCell.numFmt).toBe('@');
    } finally {
      await rows(`update branches set branch_name = '${branch?.name}' where branch_id = '${branch?.id}'`);
    }

    for (const report of ['report-by-period', 'report-by-market', 'report-by-visitation']) {
      const response = await post('advancedReportFile', PETRA, recent, '?currency=jod', { report });
      expect(response.statusCode, report).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const json = await data<{ totalElements: number }>(
        report === 'report-by-period'
          ? 'reportByPeriod'
          : report === 'report-by-market'
            ? 'reportByMarket'
            : 'reportByVisitation',
        PETRA,
        recent,
        REPORT(),
      );
      // The header, every row and the total row.
      expect(sheet?.rowCount, report).toBe(json.totalElements + 2);
    }
  });

  it.each(ALL_CALLS)('$name needs advanced-dashboard:read', async ({ name, query, params }) => {
    const response = await post(name, TELLER, recent, query, params);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
  });

  it.each(ALL_CALLS)("$name refuses another merchant's branch", async ({ name, query, params }) => {
    const zahranBranch = branchIds['4000000101']?.[0];
    const response = await post(name, PETRA, { ...recent, branchId: zahranBranch }, query, params);
    expect(response.statusCode).toBe(403);
    const own = await post(name, PETRA, { ...recent, branchId: branchIds['4000000194']?.[0] }, query, params);
    expect(own.statusCode).toBe(200);
  });

  it('shows each merchant its own figures only', async () => {
    const zahran = await data<BranchComparison>('advancedBranches', ANALYST, recent, CHART);
    const petra = await data<BranchComparison>('advancedBranches', PETRA, recent, CHART);
    expect(zahran.branches.map((b) => b.branchId).sort()).toEqual(branchIds['4000000101']);
    expect(petra.branches.map((b) => b.branchId).sort()).toEqual(branchIds['4000000194']);
    expect(petra.merchantCode).toBe('4000000194');
  });

  it.each([
    [
      'a period over 13 months',
      { fromDate: formatDay(addMonths(yesterday, -13) - 1), toDate: formatDay(yesterday) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.spanTooLong,
    ],
    [
      'to before from',
      { fromDate: formatDay(yesterday - 3), toDate: formatDay(yesterday - 5) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.fromAfterTo,
    ],
    [
      'an impossible date',
      { fromDate: '31-02-2026', toDate: formatDay(yesterday) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.invalidDate,
    ],
    [
      'a date in another format',
      { fromDate: '2026-01-01', toDate: formatDay(yesterday) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.invalidDate,
    ],
    [
      'today',
      { fromDate: formatDay(yesterday - 3), toDate: formatDay(today) },
      'toDate',
      ADVANCED_DATE_MESSAGES.toAfterYesterday,
    ],
    ['no from date', { toDate: formatDay(yesterday) }, 'fromDate', MESSAGES.required],
    ['an unknown card type', { ...recent, cardType: 'AMEX' }, 'cardType', undefined],
    ['an unknown bank-customer choice', { ...recent, bankCustomer: 'MAYBE' }, 'bankCustomer', undefined],
    [
      'a malformed branch list',
      { ...recent, branchId: '010101,,x' },
      'branchId',
      'Must be ALL or branch ids',
    ],
  ])('refuses %s with 400 and the field', async (_label, body, param, message) => {
    for (const { name, query, params } of ALL_CALLS) {
      const response = await post(name, ANALYST, body, query, params);
      expect(response.statusCode, name).toBe(400);
      const reply = response.json<{ message: string; errors: { param: string; msg: string }[] }>();
      expect(reply.message).toBe(MESSAGES.validationErrors);
      const error = reply.errors.find((e) => e.param === param);
      expect(error, `${name}: ${response.body}`).toBeDefined();
      if (message) expect(error?.msg).toBe(message);
    }
  });

  it('refuses a page below 1, a page size over 1000 and another currency', async () => {
    for (const query of ['?currency=jod&page=0', '?currency=jod&size=1001', '?currency=usd']) {
      const response = await post('reportByMarket', ANALYST, recent, query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await post('advancedBranches', ANALYST, recent, '?country=AE&lang=en')).statusCode).toBe(400);
  });

  it('gives the new figures once more card transactions are loaded, not the ones it kept', async () => {
    const body = { fromDate: formatDay(yesterday - 2), toDate: formatDay(yesterday) };
    const before = await data<BranchComparison>('advancedBranches', ANALYST, body, CHART);
    expect((await data<BranchComparison>('advancedBranches', ANALYST, body, CHART)).totals).toEqual(
      before.totals,
    );
    await generateDemoTransactions(h.database.db, {
      seed: 22,
      fromDay: yesterday,
      toDay: yesterday,
      scale: 0.05,
    });
    const after = await data<BranchComparison>('advancedBranches', ANALYST, body, CHART);
    const [all] = await rows<{ n: number }>(
      `select count(*)::int as n from card_transactions where ${rawWhere('4000000101', body)}`,
    );
    expect(after.totals.count).toBe(all?.n);
    expect(after.totals.count).toBeGreaterThan(before.totals.count);
  });
});
