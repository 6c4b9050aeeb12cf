// The performance dashboard of the signed-in user's merchant: the periods it covers, then each section's
// figures from the roll-ups (repository.ts), shaped as the screen reads them (contracts/schemas/dashboards).
import {
  AB_CUSTOMER_INDICATOR,
  AGE_GROUPS,
  CHURN_LIST_SIZE,
  type AbCustomerChoice,
  type DashboardReply,
  type DashboardTiles,
  type LoanReply,
  type MerchantOverviewReply,
  type WeeklyActivityReply,
  WEEKLY_MAX_PAGE,
} from '@merchant-portal/contracts/schemas/dashboards';
import type { ENDPOINTS, EndpointRequest } from '@merchant-portal/contracts/endpoints';
import { dayFromIso, isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/request-context.js';
import { ddmmyyyy, roundMoney } from '../../lib/api-values.js';
import { KeptReplies } from '../../lib/kept-replies.js';
import { merchantNameOf, resolveBranches } from '../merchants/service.js';
import { dataVersion } from '../transactions/service.js';
import * as repo from './repository.js';

/** Days since Monday (1970-01-01, day 0, was a Thursday). */
const weekdayOf = (day: DayNumber) => (day + 3) % 7;

/** A churning customer paid in at least this many weeks of the 13 before the last 8, and never since. */
export const CHURN_RULE = { seenWeeks: 13, absentWeeks: 8, minWeeks: 3 } as const;

/** The periods of the dashboard on a day (ARCHITECTURE: the business day is Amman's). */
export function dashboardPeriods(today: DayNumber) {
  const yesterday = today - 1;
  // The last whole week, Monday to Sunday, that ended by yesterday; the same weekdays 52 weeks before.
  const lastWeekEnd = yesterday - ((weekdayOf(yesterday) + 1) % 7);
  const lastWeekStart = lastWeekEnd - 6;
  const year = isoDay(yesterday).slice(0, 4);
  const yearStart = dayFromIso(`${year}-01-01`);
  const yearEnd = dayFromIso(`${year}-12-31`);
  const absentFrom = lastWeekStart - 7 * (CHURN_RULE.absentWeeks - 1);
  const seenFrom = absentFrom - 7 * CHURN_RULE.seenWeeks;
  const period = (from: DayNumber, to: DayNumber): repo.Period => ({ from: isoDay(from), to: isoDay(to) });
  return {
    lastWeek: period(lastWeekStart, lastWeekEnd),
    sameWeekLastYear: period(lastWeekStart - 364, lastWeekEnd - 364),
    /**
     * The year of yesterday from 1 January, up to the latest rows loaded: the monthly roll-ups cannot stop
     * at yesterday, so nothing does (rows of today count once they are loaded, until the year ends).
     */
    ytd: period(yearStart, Math.min(today, yearEnd)),
    /** The months of the year so far, by their first days. */
    ytdMonths: { from: isoDay(yearStart), to: `${isoDay(Math.min(today, yearEnd)).slice(0, 7)}-01` },
    churnSeen: period(seenFrom, absentFrom - 1),
    churnAbsentFrom: isoDay(absentFrom),
    year: Number(year),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const percent = (part: number, whole: number) => round2(ratio(part, whole) * 100);
/** The change from the year before in percent; null when there is nothing to compare with. */
const growth = (now: number, before: number) =>
  before === 0 ? null : round2(((now - before) / before) * 100);

/** Which of the split rows (bank customer or not) a choice counts. */
const counts = (choice: AbCustomerChoice, isBankCustomer: boolean) =>
  choice === 'BOTH' || (choice === 'Y') === isBankCustomer;

function byChoice<T extends { isBankCustomer: boolean }>(rows: readonly T[], value: (row: T) => number) {
  return AB_CUSTOMER_INDICATOR.map((choice) =>
    rows.filter((row) => counts(choice, row.isBankCustomer)).reduce((sum, row) => sum + value(row), 0),
  );
}

interface WeekFigures {
  count: number[];
  amount: number[];
  bankCount: number[];
  otherCount: number[];
  unique: number[];
  newCustomers: number[];
}

async function weekFigures(db: Executor, merchantCode: string, week: repo.Period): Promise<WeekFigures> {
  const [sales, unique, fresh] = await Promise.all([
    repo.salesByBank(db, merchantCode, week),
    repo.customersOfWeek(db, merchantCode, week.from),
    repo.newCustomers(db, merchantCode, week),
  ]);
  return {
    count: byChoice(sales, (row) => row.count),
    amount: byChoice(sales, (row) => Number(row.amount)),
    bankCount: byChoice(sales, (row) => (row.isBankCustomer ? row.count : 0)),
    otherCount: byChoice(sales, (row) => (row.isBankCustomer ? 0 : row.count)),
    unique: byChoice(unique, (row) => row.count),
    newCustomers: byChoice(fresh, (row) => row.count),
  };
}

/**
 * A customer is new on their first payment at the merchant, so in the first weeks of a merchant's figures
 * nearly everyone is: the year-before week's new customers are compared only after this much history.
 */
export const NEW_CUSTOMER_HISTORY_DAYS = 91;

/**
 * Which year-before figures can be compared with: none when the merchant's figures began after the week
 * started (a part-week or an empty one would read as a fall), and new customers only after enough history.
 */
export function comparability(firstDay: string | null, sameWeekLastYear: repo.Period) {
  const start = dayFromIso(sameWeekLastYear.from);
  const first = firstDay === null ? null : dayFromIso(firstDay);
  return {
    isWholeWeek: first !== null && first <= start,
    hasNewCustomerHistory: first !== null && first <= start - NEW_CUSTOMER_HISTORY_DAYS,
  };
}

/** The tiles: last week beside the same week a year before, per bank-customer choice. */
function tilesOf(
  now: WeekFigures,
  before: WeekFigures,
  comparable: ReturnType<typeof comparability>,
): DashboardTiles {
  const per = (
    values: (figures: WeekFigures, index: number) => number,
    canCompare = comparable.isWholeWeek,
  ) => ({
    now: AB_CUSTOMER_INDICATOR.map((_, index) => values(now, index)),
    growth: AB_CUSTOMER_INDICATOR.map((_, index) =>
      canCompare ? growth(values(now, index), values(before, index)) : null,
    ),
  });
  const transactions = per((f, i) => f.count[i] ?? 0);
  const amounts = per((f, i) => f.amount[i] ?? 0);
  const tickets = per((f, i) => ratio(f.amount[i] ?? 0, f.count[i] ?? 0));
  const baskets = per((f, i) => ratio(f.amount[i] ?? 0, f.unique[i] ?? 0));
  const unique = per((f, i) => f.unique[i] ?? 0);
  const fresh = per(
    (f, i) => f.newCustomers[i] ?? 0,
    comparable.isWholeWeek && comparable.hasNewCustomerHistory,
  );
  const foot = per((f, i) => (f.count[i] ?? 0) / 7);
  const bank = per((f, i) => f.bankCount[i] ?? 0);
  const other = per((f, i) => f.otherCount[i] ?? 0);
  return {
    abCustomerIndicator: [...AB_CUSTOMER_INDICATOR],
    noOfTransactions: transactions.now,
    growthPercentagetrx: transactions.growth,
    transactionAmts: amounts.now.map(roundMoney),
    growthPercentageTrxAmts: amounts.growth,
    avgTicketVal: tickets.now.map(roundMoney),
    growthAvgTicketVal: tickets.growth,
    avgBasketVal: baskets.now.map(roundMoney),
    growthAvgBasketVal: baskets.growth,
    uniqueCust: unique.now,
    growthPercentageUniqueCust: unique.growth,
    newCust: fresh.now,
    growthPercentageNewCust: fresh.growth,
    avgFootTrafficVal: foot.now.map(round2),
    growthAvgFootTrafficVal: foot.growth,
    abCardTrx: bank.now,
    abCardGrowthPercentageTrx: bank.growth,
    nonABCardTrx: other.now,
    nonABCardGrowthPercentageTrx: other.growth,
  };
}

type Mix = Awaited<ReturnType<typeof repo.cardMix>>;

function ytdOf(mix: Mix): DashboardReply['ytd'] {
  const sum = (keep: (row: Mix[number]) => boolean) =>
    mix.filter(keep).reduce((total, row) => total + row.count, 0);
  return {
    totalTrxCountYtd: sum(() => true),
    totalTrxAmtYtd: roundMoney(mix.reduce((total, row) => total + Number(row.amount), 0)),
    lclYtd: sum((row) => row.locality === 'L'),
    intYtd: sum((row) => row.locality === 'I'),
    debYtd: sum((row) => row.cardKind === 'D'),
    crdYtd: sum((row) => row.cardKind === 'C'),
    visaYtd: sum((row) => row.cardScheme === 'VISA'),
    masterYtd: sum((row) => row.cardScheme === 'MASTERCARD'),
  };
}

type TerminalRow = Awaited<ReturnType<typeof repo.terminalCounts>>[number];
type BranchRef = Awaited<ReturnType<typeof repo.branchesOf>>[number];

/** Terminal Transactions YTD: per branch, the average and its three busiest and three quietest terminals. */
function terminalsOf(rows: readonly TerminalRow[], branchList: readonly BranchRef[]) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    avgTrxOnTerminal: round2(ratio(total, rows.length)),
    branches: branchList.flatMap((branch) => {
      const own = rows.filter((row) => row.branchId === branch.branchId);
      if (own.length === 0) return [];
      const branchTotal = own.reduce((sum, row) => sum + row.count, 0);
      const share = (row: TerminalRow) => ({
        terminalId: row.terminalId,
        count: row.count,
        percentage: percent(row.count, branchTotal),
      });
      const busiestFirst = [...own].sort(
        (a, b) => b.count - a.count || a.terminalId.localeCompare(b.terminalId),
      );
      const top = busiestFirst.slice(0, 3);
      // The quietest of the others: a terminal listed among the top 3 is never among the lowest too.
      const quietestFirst = own
        .filter((row) => !top.includes(row))
        .sort((a, b) => a.count - b.count || a.terminalId.localeCompare(b.terminalId));
      return [
        {
          branch: branch.branchId,
          branchName: branch.branchName,
          avgBrnchTrxOnTerminal: round2(ratio(branchTotal, own.length)),
          top3Terminals: top.map(share),
          low3Terminals: quietestFirst.slice(0, 3).map(share),
        },
      ];
    }),
  };
}

type Profile = Awaited<ReturnType<typeof repo.bankCustomerProfiles>>[number];

/** Bank customer demographics: gender, age group (age reached this year), BNPL, EPP and program. */
function demographicsOf(profiles: readonly Profile[], year: number): DashboardReply['demographics'] {
  const total = profiles.reduce((sum, row) => sum + row.count, 0);
  const sum = (keep: (row: Profile) => boolean) =>
    profiles.filter(keep).reduce((count, row) => count + row.count, 0);
  const shares = (groups: { label: string; keep: (row: Profile) => boolean }[]) =>
    groups.map(({ label, keep }) => {
      const count = sum(keep);
      return { label, count, percentage: percent(count, total) };
    });
  const programs = [...new Set(profiles.map((row) => row.program))].sort();
  return {
    custGenderMaleYtd: sum((row) => row.gender === 'M'),
    custGenderFemaleYtd: sum((row) => row.gender === 'F'),
    custAgeGroup: shares(
      AGE_GROUPS.map((group) => ({
        label: group.label,
        keep: (row) => year - row.birthYear >= group.from && year - row.birthYear <= group.to,
      })),
    ),
    bnplYesYtd: sum((row) => row.usesBnpl),
    bnplNoYtd: sum((row) => !row.usesBnpl),
    eppYesYtd: sum((row) => row.usesEpp),
    eppNoYtd: sum((row) => !row.usesEpp),
    custProgram: shares(
      programs.map((program) => ({ label: program, keep: (row) => row.program === program })),
    ),
  };
}

/** Every section of the performance dashboard for the user's own merchant. */
export async function performanceDashboard(
  db: Executor,
  auth: AuthContext,
  today: DayNumber,
): Promise<DashboardReply> {
  const merchantCode = auth.merchantCode;
  const periods = dashboardPeriods(today);
  const [
    merchantName,
    now,
    before,
    mix,
    branchList,
    weeks,
    months,
    hourRows,
    terminalRows,
    churn,
    visits,
    profiles,
    firstDay,
  ] = await Promise.all([
    merchantNameOf(db, merchantCode),
    weekFigures(db, merchantCode, periods.lastWeek),
    weekFigures(db, merchantCode, periods.sameWeekLastYear),
    repo.cardMix(db, merchantCode, periods.ytdMonths),
    repo.branchesOf(db, merchantCode),
    repo.dailySeries(db, merchantCode, periods.ytd, 'week'),
    repo.dailySeries(db, merchantCode, periods.ytd, 'month'),
    repo.hourSeries(db, merchantCode, periods.ytdMonths),
    repo.terminalCounts(db, merchantCode, periods.ytdMonths),
    repo.churningCustomers(db, merchantCode, periods.churnSeen, CHURN_RULE.minWeeks, CHURN_LIST_SIZE),
    repo.visitFrequency(db, merchantCode, periods.year),
    repo.bankCustomerProfiles(db, merchantCode, periods.year),
    repo.firstSalesDay(db, merchantCode),
  ]);
  const point = (row: { branchId: string; count: number; amount: string }) => ({
    branchId: row.branchId,
    count: row.count,
    amount: roundMoney(row.amount),
  });
  const branchTotals = branchList
    .map((branch) => {
      const own = months.filter((row) => row.branchId === branch.branchId);
      return {
        branchId: branch.branchId,
        brnchOfTrxYtd: branch.branchName,
        brnchTrxAmtYtd: roundMoney(own.reduce((sum, row) => sum + Number(row.amount), 0)),
        brnchTrxCntYtd: own.reduce((sum, row) => sum + row.count, 0),
      };
    })
    .filter((branch) => branch.brnchTrxCntYtd > 0)
    .sort((a, b) => b.brnchTrxAmtYtd - a.brnchTrxAmtYtd || a.branchId.localeCompare(b.branchId));
  return {
    merchantCode,
    merchantName: merchantName ?? merchantCode,
    periods: {
      lastWeek: { from: ddmmyyyy(periods.lastWeek.from), to: ddmmyyyy(periods.lastWeek.to) },
      sameWeekLastYear: {
        from: ddmmyyyy(periods.sameWeekLastYear.from),
        to: ddmmyyyy(periods.sameWeekLastYear.to),
      },
      ytd: { from: ddmmyyyy(periods.ytd.from), to: ddmmyyyy(periods.ytd.to) },
      churn: {
        seenFrom: ddmmyyyy(periods.churnSeen.from),
        seenTo: ddmmyyyy(periods.churnSeen.to),
        absentFrom: ddmmyyyy(periods.churnAbsentFrom),
      },
    },
    tiles: tilesOf(now, before, comparability(firstDay, periods.sameWeekLastYear)),
    ytd: ytdOf(mix),
    branches: branchTotals,
    series: {
      weeks: weeks.map((row) => ({ ...point(row), wkOfTrxYtd: ddmmyyyy(row.start) })),
      months: months.map((row) => ({ ...point(row), mnthOfTrxYtd: Number(row.start.slice(5, 7)) })),
      hours: hourRows.map((row) => ({ ...point(row), hrOfTrxYtd: row.hour })),
    },
    terminals: terminalsOf(terminalRows, branchList),
    churn: churn.map((row) => ({
      pan: row.pan,
      churnTrxCnt: row.count,
      chrunTrxAmt: roundMoney(row.amount),
      lastVisit: ddmmyyyy(row.lastDay),
    })),
    visits: visits.map((row) => ({
      noOfVisits: row.visits,
      visitCntVal: row.customers,
      visitTranAmount: roundMoney(row.amount),
    })),
    demographics: demographicsOf(profiles, periods.year),
  };
}

/**
 * The dashboards computed since each merchant's last load: its figures change only when card transactions are
 * loaded (or the day turns), so a reply is kept under the merchant, the day and the load version.
 */
export class PerformanceDashboards {
  private readonly replies = new KeptReplies<DashboardReply>(1000);

  constructor(private readonly db: Executor) {}

  async of(auth: AuthContext, today: DayNumber): Promise<DashboardReply> {
    const version = await dataVersion(this.db, auth.merchantCode);
    return this.replies.of(`${auth.merchantCode}|${today}|${version}`, () =>
      performanceDashboard(this.db, auth, today),
    );
  }
}

/** The 12 whole months before the current one, by their first and last days. */
export function lastTwelveMonths(today: DayNumber): repo.Period {
  const [year, month] = isoDay(today).split('-').map(Number) as [number, number];
  const fromYear = month === 1 ? year - 2 : year - 1;
  const fromMonth = month === 1 ? 12 : month - 1;
  const from = `${fromYear}-${String(fromMonth).padStart(2, '0')}-01`;
  const firstOfThisMonth = dayFromIso(`${year}-${String(month).padStart(2, '0')}-01`);
  return { from, to: isoDay(firstOfThisMonth - 1) };
}

const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 'Y' : 'N');

/** Loan Eligibility Criteria: the bank's assessment and the merchant's average monthly card sales. */
export async function loanEligibility(db: Executor, auth: AuthContext, today: DayNumber): Promise<LoanReply> {
  const merchantCode = auth.merchantCode;
  const [merchantName, assessment, net] = await Promise.all([
    merchantNameOf(db, merchantCode),
    repo.loanAssessment(db, merchantCode),
    repo.netSales(db, merchantCode, lastTwelveMonths(today)),
  ]);
  return {
    data: {
      mpDashboardEntity: {
        merchantCode,
        merchantName: merchantName ?? merchantCode,
        avgCrdTrx: roundMoney(Number(net) / 12),
      },
      loanEligibilityEntity: {
        loaneligibility: assessment?.isEligible ? 'Y' : 'N',
        customersegmentcode: assessment?.customerSegmentCode ?? null,
        loan_amount: assessment ? roundMoney(assessment.loanAmount) : null,
        blacklistFlagInd: flag(assessment?.isBlacklisted),
        retunredChecquesInd: flag(assessment?.hasReturnedCheques),
      },
    },
  };
}

/** The last whole week (Monday to Sunday) that ended by yesterday: its Sunday. */
const lastWholeWeekEnd = (today: DayNumber) => {
  const yesterday = today - 1;
  return yesterday - ((weekdayOf(yesterday) + 1) % 7);
};

/**
 * Weekly Activity (spec part 1 §7 "GET weekly-activity"): page 1 is the `period` whole weeks up to the last
 * one that ended by yesterday, each further page the weeks before. Weeks before the merchant's first sales are
 * not listed, and the week its sales began in is marked partial unless they began on its Monday.
 */
export async function weeklyActivity(
  db: Executor,
  auth: AuthContext,
  today: DayNumber,
  query: EndpointRequest<typeof ENDPOINTS.weeklyActivity>['query'],
): Promise<WeeklyActivityReply> {
  const merchantCode = auth.merchantCode;
  const branchId = query['profile-id'] ?? null;
  // A branch of another merchant is refused (403), never answered with empty weeks.
  if (branchId !== null) await resolveBranches(db, auth, null, [branchId]);
  const pageEnd = lastWholeWeekEnd(today) - 7 * query.period * (query.page - 1);
  const pageStart = pageEnd - 7 * query.period + 1;
  const firstDay = await repo.firstSalesDay(db, merchantCode);
  const first = firstDay === null ? null : dayFromIso(firstDay);
  const mondays: DayNumber[] = [];
  for (let monday = pageStart; monday <= pageEnd; monday += 7) {
    if (first !== null && monday + 6 >= first) mondays.push(monday);
  }
  const pricing = query['pricing-type'];
  const rows =
    mondays.length === 0
      ? []
      : await repo.dailySeries(
          db,
          merchantCode,
          { from: isoDay(mondays[0] ?? pageStart), to: isoDay(pageEnd) },
          'week',
          { branchId, isBankCustomer: pricing === 'BOTH' ? null : pricing === 'Y' },
        );
  const weeks = mondays.map((monday) => {
    const own = rows.filter((row) => row.start === isoDay(monday));
    return {
      weekStart: ddmmyyyy(isoDay(monday)),
      weekEnd: ddmmyyyy(isoDay(monday + 6)),
      isPartial: first !== null && first > monday,
      count: own.reduce((sum, row) => sum + row.count, 0),
      amount: roundMoney(own.reduce((sum, row) => sum + Number(row.amount), 0)),
      branches: own.map((row) => ({
        branchId: row.branchId,
        count: row.count,
        amount: roundMoney(row.amount),
      })),
    };
  });
  return {
    data: {
      period: query.period,
      page: query.page,
      from: ddmmyyyy(isoDay(pageStart)),
      to: ddmmyyyy(isoDay(pageEnd)),
      weeks,
      hasEarlier: first !== null && first < pageStart && query.page < WEEKLY_MAX_PAGE,
    },
  };
}

/** The merchant overview: card sales in dinars of yesterday and of this month up to yesterday. */
export async function merchantOverview(
  db: Executor,
  auth: AuthContext,
  today: DayNumber,
): Promise<MerchantOverviewReply> {
  const yesterday = isoDay(today - 1);
  const monthStart = `${yesterday.slice(0, 7)}-01`;
  const [day, month] = await Promise.all([
    repo.salesOf(db, auth.merchantCode, { from: yesterday, to: yesterday }),
    repo.salesOf(db, auth.merchantCode, { from: monthStart, to: yesterday }),
  ]);
  const figure = (from: string, sales: { count: number; amount: string }) => ({
    from: ddmmyyyy(from),
    to: ddmmyyyy(yesterday),
    count: sales.count,
    amount: roundMoney(sales.amount),
  });
  return {
    data: {
      merchantCode: auth.merchantCode,
      currency: 'JOD',
      yesterday: figure(yesterday, day),
      thisMonth: figure(monthStart, month),
    },
  };
}
