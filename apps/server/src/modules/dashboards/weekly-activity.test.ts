// Weekly Activity (spec part 1 §7 "GET weekly-activity") and the merchant overview's figures, against
// independent SQL on the card transactions themselves (never the roll-ups the server reads).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  MerchantOverviewReply,
  WeeklyActivityReply,
} from '@merchant-portal/contracts/schemas/dashboards';
import { dayFromIso, formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { useHarness } from '../../test/harness.js';
import { comparability, NEW_CUSTOMER_HISTORY_DAYS } from './periods.js';

const today = todayInAmman();
const ZAHRAN = 'zahran.admin@4000000101';
const PETRA = 'petra.admin@4000000194';
const TELLER = 'zahran.teller@4000000101';
const ANALYST = 'zahran.analyst@4000000101';
// About 20 weeks of sales, starting on a Wednesday: page 1 of 13 weeks has earlier weeks, and the first week
// the merchants sold in is a part-week.
const start = today - 140;
const wednesday = start - ((start + 3) % 7) + 2;

const h = useHarness({
  transactions: { seed: 21, fromDay: wednesday, toDay: today - 1, scale: 0.1 },
  users: [ZAHRAN, PETRA, TELLER, ANALYST],
});

async function rows<T>(query: string): Promise<T[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

const sales = (merchantCode: string) =>
  `merchant_code = '${merchantCode}' and transaction_type <> 'REFUND' and currency = 'JOD'`;

async function weekly(user: string, query: string) {
  return h.app.inject({
    method: 'GET',
    url: `/merchant/dashboard/v1/weekly-activity?${query}`,
    headers: h.sessions[user],
  });
}
async function weeklyOk(user: string, query: string) {
  const response = await weekly(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WeeklyActivityReply>().data;
}

const sortable = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-');
const dayOf = (ddmmyyyy: string) => dayFromIso(sortable(ddmmyyyy));

describe('GET /merchant/dashboard/v1/weekly-activity', () => {
  it('needs dashboard:read', async () => {
    const response = await weekly(TELLER, 'currency=JOD');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
    expect((await weekly(ANALYST, 'currency=JOD')).statusCode).toBe(200);
  });

  it.each([
    ['currency=USD', 'currency'],
    ['currency=JOD&period=7', 'period'],
    ['currency=JOD&period=abc', 'period'],
    ['currency=JOD&page=0', 'page'],
    ['currency=JOD&page=61', 'page'],
    ['currency=JOD&page=1.5', 'page'],
    ['currency=JOD&pricing-type=MAYBE', 'pricing-type'],
  ])('answers %s with a 400 naming %s', async (query, param) => {
    const response = await weekly(ZAHRAN, query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { param: string; msg: string }[] }>();
    expect(body.message).toBe(`Invalid params: ${param}`);
    expect(body.errors[0]).toMatchObject({ param, msg: expect.any(String) });
  });

  it('answers a missing currency with Invalid params: currency', async () => {
    const response = await weekly(ZAHRAN, 'period=13');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid params: currency');
  });

  it("refuses another merchant's branch as the profile-id, and never shows its figures", async () => {
    const [petraBranch] = await rows<{ id: string }>(
      `select branch_id as id from branches where merchant_code = '4000000194' order by 1 limit 1`,
    );
    const response = await weekly(ZAHRAN, `currency=JOD&profile-id=${petraBranch?.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
    const zahran = await weeklyOk(ZAHRAN, 'currency=JOD&period=26');
    const petraIds = new Set(
      (
        await rows<{ id: string }>(`select branch_id as id from branches where merchant_code = '4000000194'`)
      ).map((row) => row.id),
    );
    expect(zahran.weeks.flatMap((week) => week.branches).some((b) => petraIds.has(b.branchId))).toBe(false);
  });

  it('pages back through whole weeks: page 1 ends with the last whole week, each page the weeks before', async () => {
    const yesterday = today - 1;
    const first = await weeklyOk(ZAHRAN, 'currency=JOD&period=13');
    expect(first).toMatchObject({ period: 13, page: 1 });
    const end = dayOf(first.to);
    // A Sunday (day 3 was a Sunday), by yesterday, within a week of it.
    expect((end - 3) % 7).toBe(0);
    expect(end).toBeLessThanOrEqual(yesterday);
    expect(yesterday - end).toBeLessThan(7);
    expect(dayOf(first.from)).toBe(end - 13 * 7 + 1);
    expect(first.weeks).toHaveLength(13);
    first.weeks.forEach((week, index) => {
      expect(dayOf(week.weekStart)).toBe(dayOf(first.from) + 7 * index);
      expect(dayOf(week.weekEnd)).toBe(dayOf(week.weekStart) + 6);
      expect(week.isPartial).toBe(false);
    });
    expect(first.hasEarlier).toBe(true);

    const second = await weeklyOk(ZAHRAN, 'currency=JOD&period=13&page=2');
    expect(dayOf(second.to)).toBe(dayOf(first.from) - 1);
    expect(second.hasEarlier).toBe(false);
    // The merchant's first sales fell on a Wednesday: that week is listed, marked partial; none before it.
    const [firstSale] = await rows<{ day: string }>(
      `select min(business_date)::text as day from card_transactions where ${sales('4000000101')}`,
    );
    const firstDay = dayFromIso(firstSale?.day ?? '');
    expect((firstDay + 3) % 7).not.toBe(0);
    expect(dayOf(second.weeks[0]?.weekStart ?? '')).toBe(firstDay - ((firstDay + 3) % 7));
    expect(second.weeks[0]?.isPartial).toBe(true);
    expect(second.weeks.slice(1).every((week) => !week.isPartial)).toBe(true);

    const beyond = await weeklyOk(ZAHRAN, 'currency=JOD&period=13&page=3');
    expect(beyond.weeks).toEqual([]);
    expect(beyond.hasEarlier).toBe(false);

    const year = await weeklyOk(ZAHRAN, 'currency=JOD&period=52');
    expect(year.to).toBe(first.to);
    expect(year.weeks.length).toBe(first.weeks.length + second.weeks.length);
  });

  it.each([
    [ZAHRAN, '4000000101', 'BOTH', ''],
    [ZAHRAN, '4000000101', 'Y', ' and is_bank_customer'],
    [ZAHRAN, '4000000101', 'N', ' and not is_bank_customer'],
    [PETRA, '4000000194', 'BOTH', ''],
  ])(
    'as %s (%s) with pricing-type %s gives per week and branch what SQL does',
    async (user, code, choice, filter) => {
      const reply = await weeklyOk(user, `currency=JOD&period=26&pricing-type=${choice}`);
      const expected = await rows<{ week: string; branch: string; n: number; amount: number }>(
        `select to_char(date_trunc('week', business_date), 'DD-MM-YYYY') as week, branch_id as branch,
         count(*)::int as n, sum(amount)::float8 as amount
       from card_transactions
       where ${sales(code)}${filter} and business_date between '${isoDay(dayOf(reply.from))}' and '${isoDay(dayOf(reply.to))}'
       group by 1, 2 order by 1, 2`,
      );
      expect(expected.length).toBeGreaterThan(0);
      const got = reply.weeks.flatMap((week) =>
        week.branches.map((branch) => ({
          week: week.weekStart,
          branch: branch.branchId,
          n: branch.count,
          amount: branch.amount,
        })),
      );
      const key = (row: { week: string; branch: string }) => `${sortable(row.week)} ${row.branch}`;
      expect(got.map(key).sort()).toEqual(expected.map(key).sort());
      for (const row of expected) {
        const mine = got.find((candidate) => key(candidate) === key(row));
        expect(mine?.n).toBe(row.n);
        expect(mine?.amount).toBeCloseTo(row.amount, 3);
      }
      for (const week of reply.weeks) {
        expect(week.count).toBe(week.branches.reduce((sum, branch) => sum + branch.count, 0));
      }
    },
  );

  it('keeps one branch with profile-id', async () => {
    const [branch] = await rows<{ id: string }>(
      `select branch_id as id from card_transactions where ${sales('4000000101')} group by 1 order by count(*) desc limit 1`,
    );
    const id = branch?.id ?? '';
    const reply = await weeklyOk(ZAHRAN, `currency=JOD&period=13&profile-id=${id}`);
    const [total] = await rows<{ n: number }>(
      `select count(*)::int as n from card_transactions where ${sales('4000000101')} and branch_id = '${id}'
         and business_date between '${isoDay(dayOf(reply.from))}' and '${isoDay(dayOf(reply.to))}'`,
    );
    expect(reply.weeks.flatMap((week) => week.branches).every((b) => b.branchId === id)).toBe(true);
    expect(reply.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(total?.n);
  });
});

describe('the year-on-year tiles compare only with whole weeks of figures', () => {
  const week = { from: '2025-06-02', to: '2025-06-08' };
  it('has no change against a week the figures began inside, or before any figures', () => {
    expect(comparability('2025-06-04', week).isWholeWeek).toBe(false);
    expect(comparability(null, week).isWholeWeek).toBe(false);
    expect(comparability('2025-06-02', week).isWholeWeek).toBe(true);
  });
  it('compares new customers only after enough history', () => {
    const day = dayFromIso(week.from);
    expect(comparability(isoDay(day - NEW_CUSTOMER_HISTORY_DAYS + 1), week).hasNewCustomerHistory).toBe(
      false,
    );
    expect(comparability(isoDay(day - NEW_CUSTOMER_HISTORY_DAYS), week).hasNewCustomerHistory).toBe(true);
  });
});

describe('GET /merchant/dashboard/v1/overview', () => {
  async function overview(user: string) {
    return h.call('merchantOverview', { headers: h.sessions[user] });
  }

  it.each([
    [TELLER, '4000000101'],
    [PETRA, '4000000194'],
  ])("gives %s its merchant's card sales of yesterday and this month as SQL does", async (user, code) => {
    const response = await overview(user);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<MerchantOverviewReply>();
    const yesterday = isoDay(today - 1);
    const monthStart = `${yesterday.slice(0, 7)}-01`;
    const figures = async (from: string) => {
      const [row] = await rows<{ n: number; amount: number }>(
        `select count(*)::int as n, coalesce(sum(amount), 0)::float8 as amount from card_transactions
         where ${sales(code)} and business_date between '${from}' and '${yesterday}'`,
      );
      return row;
    };
    const day = await figures(yesterday);
    const month = await figures(monthStart);
    expect(day?.n).toBeGreaterThan(0);
    expect(data.merchantCode).toBe(code);
    expect(data.currency).toBe('JOD');
    expect(data.yesterday).toMatchObject({
      from: formatDay(today - 1),
      to: formatDay(today - 1),
      count: day?.n,
    });
    expect(data.yesterday.amount).toBeCloseTo(day?.amount ?? NaN, 3);
    expect(data.thisMonth).toMatchObject({ from: formatDay(dayFromIso(monthStart)), count: month?.n });
    expect(data.thisMonth.amount).toBeCloseTo(month?.amount ?? NaN, 3);
  });

  it('needs transactions:read', async () => {
    const response = await overview(ANALYST);
    expect(response.statusCode).toBe(403);
  });
});
