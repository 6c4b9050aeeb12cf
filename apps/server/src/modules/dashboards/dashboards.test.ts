// The performance dashboard against independent SQL on the card transactions themselves (never the
// roll-ups the server reads), for two merchants, by the definitions the README writes down.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AB_CUSTOMER_INDICATOR, type DashboardReply } from '@merchant-portal/contracts/schemas/dashboards';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { useHarness } from '../../test/harness.js';
import { generateDemoTransactions } from '@merchant-portal/demo/transactions/load';
import { CHURN_RULE, dashboardPeriods, lastTwelveMonths } from './periods.js';

const today = todayInAmman();
const periods = dashboardPeriods(today);
const MERCHANTS = {
  'zahran.admin@4000000101': '4000000101',
  'petra.admin@4000000194': '4000000194',
} as const;

const h = useHarness({
  // 13 months and a few weeks: the same week last year and the churn windows are inside.
  transactions: { seed: 11, fromDay: today - 400, toDay: today - 1, scale: 0.1 },
  users: [...Object.keys(MERCHANTS), 'zahran.teller@4000000101'],
  // Thirteen months of sales take longer than the usual hook timeout on a busy machine.
  timeout: 300_000,
});

async function rows<T>(query: string): Promise<T[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

const dashboards = new Map<string, DashboardReply>();
async function dashboardOf(user: keyof typeof MERCHANTS): Promise<DashboardReply> {
  const known = dashboards.get(user);
  if (known) return known;
  const response = await h.call('performanceDashboard', {
    query: { currency: 'JOD' },
    headers: h.sessions[user],
  });
  expect(response.statusCode).toBe(200);
  const reply = response.json<{ data: DashboardReply }>().data;
  dashboards.set(user, reply);
  return reply;
}

// The dashboards are in dinars: sales in other currencies (Zahran's online store takes USD and ILS) are left out.
const sales = (merchantCode: string) =>
  `merchant_code = '${merchantCode}' and transaction_type <> 'REFUND' and currency = 'JOD'`;
const bankFilter = (choice: string) =>
  choice === 'Y' ? ' and is_bank_customer' : choice === 'N' ? ' and not is_bank_customer' : '';
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const users = Object.entries(MERCHANTS) as [keyof typeof MERCHANTS, string][];

it('has sales in other currencies in the data, which the figures below must leave out', async () => {
  const [foreign] = await rows<{ n: number }>(
    `select count(*)::int as n from card_transactions
     where merchant_code = '4000000101' and transaction_type <> 'REFUND' and currency <> 'JOD'`,
  );
  expect(foreign?.n).toBeGreaterThan(0);
});

describe.each(users)('GET /merchant/dashboard/v1/performance as %s', (user, merchantCode) => {
  it('gives last week beside the same week a year before, per bank-customer choice, as SQL does', async () => {
    const { tiles } = await dashboardOf(user);
    expect(tiles.abCustomerIndicator).toEqual(['Y', 'N', 'BOTH']);
    for (const [index, choice] of AB_CUSTOMER_INDICATOR.entries()) {
      const week = async (period: { from: string; to: string }) => {
        const [figures] = await rows<{
          n: number;
          amount: number;
          cards: number;
          bank: number;
          other: number;
        }>(
          `select count(*)::int as n, coalesce(sum(amount), 0)::float8 as amount,
             count(distinct card_token)::int as cards,
             count(*) filter (where is_bank_customer)::int as bank,
             count(*) filter (where not is_bank_customer)::int as other
           from card_transactions
           where ${sales(merchantCode)}${bankFilter(choice)} and business_date between '${period.from}' and '${period.to}'`,
        );
        const [fresh] = await rows<{ n: number }>(
          `select count(*)::int as n from (
             select card_token, min(business_date) as first_day from card_transactions
             where ${sales(merchantCode)}${bankFilter(choice)} group by card_token) firsts
           where first_day between '${period.from}' and '${period.to}'`,
        );
        if (!figures || !fresh) throw new Error('no figures');
        return { ...figures, fresh: fresh.n };
      };
      const now = await week(periods.lastWeek);
      const before = await week(periods.sameWeekLastYear);
      expect(now.n).toBeGreaterThan(0);
      expect(before.n).toBeGreaterThan(0);
      // Counts' growth is exact: SQL's numeric round of the exact change.
      const growth = async (a: number, b: number) => {
        const [row] = await rows<{ g: number | null }>(
          `select round((${a} - ${b}) * 100.0 / nullif(${b}, 0), 2)::float8 as g`,
        );
        return row?.g ?? null;
      };
      expect(tiles.noOfTransactions[index]).toBe(now.n);
      expect(tiles.growthPercentagetrx[index]).toBe(await growth(now.n, before.n));
      expect(tiles.growthAvgFootTrafficVal[index]).toBe(await growth(now.n, before.n));
      expect(tiles.transactionAmts[index]).toBeCloseTo(now.amount, 3);
      expect(tiles.growthPercentageTrxAmts[index]).toBeCloseTo(
        ((now.amount - before.amount) / before.amount) * 100,
        1,
      );
      expect(tiles.avgTicketVal[index]).toBeCloseTo(round3(now.amount / now.n), 3);
      expect(tiles.uniqueCust[index]).toBe(now.cards);
      expect(tiles.growthPercentageUniqueCust[index]).toBe(await growth(now.cards, before.cards));
      expect(tiles.avgBasketVal[index]).toBeCloseTo(round3(now.amount / now.cards), 3);
      expect(tiles.newCust[index]).toBe(now.fresh);
      expect(tiles.avgFootTrafficVal[index]).toBeCloseTo(now.n / 7, 2);
      expect(tiles.abCardTrx[index]).toBe(now.bank);
      expect(tiles.nonABCardTrx[index]).toBe(now.other);
      expect(tiles.abCardGrowthPercentageTrx[index]).toBe(await growth(now.bank, before.bank));
      expect(tiles.nonABCardGrowthPercentageTrx[index]).toBe(await growth(now.other, before.other));
    }
  });

  it('sums the year so far by card kind, branch, week, month and hour as SQL does', async () => {
    const reply = await dashboardOf(user);
    const ytd = `${sales(merchantCode)} and business_date between '${periods.ytd.from}' and '${periods.ytd.to}'`;
    const [mix] = await rows<Record<string, number>>(
      `select count(*)::int as total, coalesce(sum(amount), 0)::float8 as amount,
         count(*) filter (where locality = 'L')::int as lcl, count(*) filter (where locality = 'I')::int as int,
         count(*) filter (where card_kind = 'D')::int as deb, count(*) filter (where card_kind = 'C')::int as crd,
         count(*) filter (where card_scheme = 'VISA')::int as visa,
         count(*) filter (where card_scheme = 'MASTERCARD')::int as master
       from card_transactions where ${ytd}`,
    );
    expect(reply.ytd).toEqual({
      totalTrxCountYtd: mix?.total,
      totalTrxAmtYtd: round3(mix?.amount ?? NaN),
      lclYtd: mix?.lcl,
      intYtd: mix?.int,
      debYtd: mix?.deb,
      crdYtd: mix?.crd,
      visaYtd: mix?.visa,
      masterYtd: mix?.master,
    });

    const branchRows = await rows<{ branchId: string; name: string; n: number; amount: number }>(
      `select t.branch_id as "branchId", b.branch_name as name, count(*)::int as n, sum(amount)::float8 as amount
       from (select * from card_transactions where ${ytd}) t join branches b using (branch_id)
       group by t.branch_id, b.branch_name order by sum(amount) desc, t.branch_id`,
    );
    expect(reply.branches.map((b) => [b.branchId, b.brnchOfTrxYtd, b.brnchTrxCntYtd])).toEqual(
      branchRows.map((b) => [b.branchId, b.name, b.n]),
    );
    reply.branches.forEach((branch, i) =>
      expect(branch.brnchTrxAmtYtd).toBeCloseTo(branchRows[i]?.amount ?? NaN, 3),
    );

    // Each bucket by its label, in the order of its key.
    const series = async (label: string, key = label) =>
      (
        await rows<{ branchId: string; bucket: string; n: number }>(
          `select branch_id as "branchId", ${label} as bucket, count(*)::int as n from card_transactions
           where ${ytd} group by branch_id, ${key}, ${label} order by ${key}, branch_id`,
        )
      ).map((row) => `${row.branchId} ${row.bucket} ${row.n}`);
    expect(reply.series.weeks.map((p) => `${p.branchId} ${p.wkOfTrxYtd} ${p.count}`)).toEqual(
      await series(
        `to_char(date_trunc('week', business_date), 'DD-MM-YYYY')`,
        `date_trunc('week', business_date)`,
      ),
    );
    expect(reply.series.months.map((p) => `${p.branchId} ${p.mnthOfTrxYtd} ${p.count}`)).toEqual(
      await series('extract(month from business_date)::int'),
    );
    expect(reply.series.hours.map((p) => `${p.branchId} ${p.hrOfTrxYtd} ${p.count}`)).toEqual(
      await series(`extract(hour from transaction_at at time zone 'Asia/Amman')::int`),
    );
  });

  it("ranks each branch's terminals by the year's transactions, the idle ones included", async () => {
    const { terminals } = await dashboardOf(user);
    // The share is rounded in numeric, half away from zero on the exact ratio (a float ratio can miss a half).
    const counted = await rows<{ branchId: string; terminalId: string; n: number; pct: number }>(
      `select tm.branch_id as "branchId", tm.terminal_id as "terminalId", count(t.id)::int as n,
         coalesce(round(count(t.id) * 100.0 / nullif(sum(count(t.id)) over (partition by tm.branch_id), 0), 2), 0)::float8 as pct
       from terminals tm left join card_transactions t on t.terminal_id = tm.terminal_id
         and t.transaction_type <> 'REFUND' and t.currency = 'JOD' and t.business_date between '${periods.ytd.from}' and '${periods.ytd.to}'
       where tm.merchant_code = '${merchantCode}' group by 1, 2`,
    );
    const total = counted.reduce((sum, row) => sum + row.n, 0);
    expect(terminals.avgTrxOnTerminal).toBeCloseTo(total / counted.length, 2);
    expect(terminals.branches.length).toBeGreaterThan(0);
    for (const branch of terminals.branches) {
      const own = counted.filter((row) => row.branchId === branch.branch);
      const branchTotal = own.reduce((sum, row) => sum + row.n, 0);
      const order = (a: (typeof own)[number], b: (typeof own)[number]) =>
        a.terminalId.localeCompare(b.terminalId);
      const top = [...own].sort((a, b) => b.n - a.n || order(a, b)).slice(0, 3);
      // The lowest 3 are the quietest of the terminals not already among the top 3.
      const low = own
        .filter((row) => !top.includes(row))
        .sort((a, b) => a.n - b.n || order(a, b))
        .slice(0, 3);
      const shares = (list: typeof own) =>
        list.map((row) => ({
          terminalId: row.terminalId,
          count: row.n,
          percentage: row.pct,
        }));
      expect(branch.top3Terminals).toEqual(shares(top));
      expect(branch.low3Terminals).toEqual(shares(low));
      const topIds = new Set(branch.top3Terminals.map((terminal) => terminal.terminalId));
      expect(branch.low3Terminals.some((terminal) => topIds.has(terminal.terminalId))).toBe(false);
      expect(branch.avgBrnchTrxOnTerminal).toBeCloseTo(branchTotal / own.length, 2);
    }
  });

  it('lists churning customers by the written rule, biggest spenders first, cards masked', async () => {
    const { churn, periods: shown } = await dashboardOf(user);
    const { from, to } = periods.churnSeen;
    const expected = await rows<{ pan: string; n: number; amount: number; last: string }>(
      `with cards as (
         select card_token, min(masked_pan) as pan, max(business_date) as last_day
         from card_transactions where ${sales(merchantCode)} group by card_token
       ), seen as (
         select card_token, count(distinct date_trunc('week', business_date))::int as weeks, count(*)::int as n,
           sum(amount) as amount
         from card_transactions where ${sales(merchantCode)} and business_date between '${from}' and '${to}'
         group by card_token
       )
       select pan, n, amount::float8 as amount, to_char(last_day, 'DD-MM-YYYY') as last
       from seen join cards using (card_token)
       where weeks >= ${CHURN_RULE.minWeeks} and last_day between '${from}' and '${to}'
       order by seen.amount desc, pan limit 100`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(churn.map((row) => [row.pan, row.churnTrxCnt, row.lastVisit])).toEqual(
      expected.map((row) => [row.pan, row.n, row.last]),
    );
    churn.forEach((row, i) => expect(row.chrunTrxAmt).toBeCloseTo(expected[i]?.amount ?? NaN, 3));
    for (const row of churn) expect(row.pan).toMatch(/^\d{6}\*{6}\d{4}$/);
    expect(shown.churn.absentFrom).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it("counts the bank customers' visits this year and their demographics as SQL does", async () => {
    const { visits, demographics } = await dashboardOf(user);
    const thisYear = `${sales(merchantCode)} and is_bank_customer
      and extract(year from business_date) = ${periods.year}`;
    const expected = await rows<{ visits: number; customers: number; amount: number }>(
      `select visits, count(*)::int as customers, sum(amount)::float8 as amount from (
         select card_token, count(*)::int as visits, sum(amount) as amount from card_transactions
         where ${thisYear} group by card_token) per_card group by visits order by visits`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(visits.map((v) => [v.noOfVisits, v.visitCntVal])).toEqual(
      expected.map((v) => [v.visits, v.customers]),
    );
    visits.forEach((v, i) => expect(v.visitTranAmount).toBeCloseTo(expected[i]?.amount ?? NaN, 3));

    const [people] = await rows<Record<string, number>>(
      `select count(*) filter (where gender = 'M')::int as male, count(*) filter (where gender = 'F')::int as female,
         count(*) filter (where uses_bnpl)::int as bnpl, count(*) filter (where not uses_bnpl)::int as no_bnpl,
         count(*) filter (where uses_epp)::int as epp, count(*) filter (where not uses_epp)::int as no_epp,
         count(*) filter (where ${periods.year} - birth_year between 25 and 34)::int as age_25_34
       from bank_customers where card_token in (select card_token from card_transactions where ${thisYear})`,
    );
    expect(people?.male).toBeGreaterThan(0);
    expect(demographics.custGenderMaleYtd).toBe(people?.male);
    expect(demographics.custGenderFemaleYtd).toBe(people?.female);
    expect([demographics.bnplYesYtd, demographics.bnplNoYtd]).toEqual([people?.bnpl, people?.no_bnpl]);
    expect([demographics.eppYesYtd, demographics.eppNoYtd]).toEqual([people?.epp, people?.no_epp]);
    expect(demographics.custAgeGroup.find((group) => group.label === '25-34')?.count).toBe(people?.age_25_34);
    const percentages = demographics.custProgram.reduce((sum, program) => sum + program.percentage, 0);
    if (demographics.custProgram.length > 0) expect(percentages).toBeCloseTo(100, 0);
  });
});

describe('the dashboard call', () => {
  it('needs dashboard:read', async () => {
    const response = await h.call('performanceDashboard', {
      query: { currency: 'JOD' },
      headers: h.sessions['zahran.teller@4000000101'],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
  });

  it('shows each merchant its own figures only', async () => {
    const zahran = await dashboardOf('zahran.admin@4000000101');
    const petra = await dashboardOf('petra.admin@4000000194');
    expect(zahran.merchantCode).toBe('4000000101');
    expect(petra.merchantCode).toBe('4000000194');
    const petraBranches = await rows<{ id: string }>(
      `select branch_id as id from branches where merchant_code = '4000000194'`,
    );
    const ids = new Set(petraBranches.map((row) => row.id));
    expect(zahran.branches.some((branch) => ids.has(branch.branchId))).toBe(false);
    expect(zahran.series.hours.some((point) => ids.has(point.branchId))).toBe(false);
  });

  it('gives the new figures once more card transactions are loaded, not the ones it kept', async () => {
    const before = await dashboardOf('zahran.admin@4000000101');
    const again = await h.call('performanceDashboard', {
      query: { currency: 'JOD' },
      headers: h.sessions['zahran.admin@4000000101'],
    });
    expect(again.json().data).toEqual(before);
    // Today's rows join the year so far once they are loaded.
    await generateDemoTransactions(h.database.db, { seed: 12, fromDay: today, toDay: today, scale: 0.1 });
    const [loaded] = await rows<{ n: number }>(
      `select count(*)::int as n from card_transactions
       where ${sales('4000000101')} and business_date = '${isoDay(today)}'`,
    );
    expect(loaded?.n).toBeGreaterThan(0);
    // On 1 January the year so far is last year's, which today's rows are not part of.
    const counted = isoDay(today) <= periods.ytd.to ? (loaded?.n ?? NaN) : 0;
    const after = await h.call('performanceDashboard', {
      query: { currency: 'JOD' },
      headers: h.sessions['zahran.admin@4000000101'],
    });
    const { ytd } = after.json<{ data: DashboardReply }>().data;
    expect(ytd.totalTrxCountYtd).toBe(before.ytd.totalTrxCountYtd + counted);
  });

  it('refuses a currency other than JOD', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/merchant/dashboard/v1/performance?currency=USD',
      headers: h.sessions['zahran.admin@4000000101'],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /merchant/api/carrefour (Loan Eligibility Criteria)', () => {
  const loan = (user: string, country = 'JO') =>
    h.app.inject({
      method: 'GET',
      url: `/merchant/api/carrefour?country=${country}`,
      headers: h.sessions[user],
    });

  it("merges the bank's assessment with the merchant's average monthly net card sales", async () => {
    const response = await loan('zahran.admin@4000000101');
    expect(response.statusCode).toBe(200);
    const { mpDashboardEntity, loanEligibilityEntity } = response.json().data;
    const months = lastTwelveMonths(today);
    const [credited] = await rows<{ net: number }>(
      `select coalesce(sum(net_amount), 0)::float8 as net from card_transactions
       where ${sales('4000000101')} and business_date between '${months.from}' and '${months.to}'`,
    );
    expect(credited?.net).toBeGreaterThan(0);
    expect(mpDashboardEntity).toEqual({
      merchantCode: '4000000101',
      merchantName: 'Zahran Hypermarkets',
      avgCrdTrx: round3((credited?.net ?? NaN) / 12),
    });
    expect(loanEligibilityEntity).toEqual({
      loaneligibility: 'Y',
      customersegmentcode: 'CS',
      loan_amount: 85000,
      blacklistFlagInd: 'N',
      retunredChecquesInd: 'N',
    });
  });

  it('says N with no figures for a merchant the bank has not assessed, and N when it found it not eligible', async () => {
    await h.database.db.execute(
      sql.raw(`update loan_assessments set is_eligible = false, has_returned_cheques = true
               where merchant_code = '4000000194'`),
    );
    const refused = (await loan('petra.admin@4000000194')).json().data.loanEligibilityEntity;
    expect(refused).toMatchObject({ loaneligibility: 'N', retunredChecquesInd: 'Y' });
    await h.database.db.execute(sql.raw(`delete from loan_assessments where merchant_code = '4000000194'`));
    const none = (await loan('petra.admin@4000000194')).json().data.loanEligibilityEntity;
    expect(none).toEqual({
      loaneligibility: 'N',
      customersegmentcode: null,
      loan_amount: null,
      blacklistFlagInd: null,
      retunredChecquesInd: null,
    });
  });

  it('needs dashboard:read and the country JO', async () => {
    expect((await loan('zahran.teller@4000000101')).statusCode).toBe(403);
    const other = await loan('zahran.admin@4000000101', 'AE');
    expect(other.statusCode).toBe(400);
  });
});
