// The advanced dashboard against independent SQL on the card transactions themselves (never the roll-ups
// the server reads), for two merchants and several filters, by the definitions the README writes down.
import { describe, expect, it } from 'vitest';
import { formatDay } from '@merchant-portal/contracts/dates';
import {
  type BranchComparison,
  type CustomerAnalysis,
  type MonthComparison,
  type TimeHeatMap,
  type WeekSeries,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import {
  CHART,
  REPORT,
  SALES,
  USERS,
  filtersOf,
  iso,
  rawCustomers,
  rawWhere,
  ticketOf,
  round3,
  useAdvancedDashboard,
  yesterday,
  type User,
} from '../../test/advanced-dashboard.js';

const { rows, data } = useAdvancedDashboard(yesterday - 419);

const cases = (Object.keys(USERS) as User[]).flatMap((user) =>
  Object.entries(filtersOf(USERS[user])).map(([label]) => [user, label] as const),
);

// Each test reads 13 months of a merchant's payments twice (the API and SQL): 38.6 s once on a two-core
// machine loaded by a second suite, past the default 30 s.
describe.each(cases)('the advanced dashboard as %s, %s', { timeout: 90_000 }, (user, label) => {
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
    const { weeks, cards } = await rawCustomers(rows, merchantCode, f);
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
    const { cards } = await rawCustomers(rows, merchantCode, f);
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
