// The performance dashboard of the signed-in user's merchant (spec part 1 §2 "Performance dashboard") and the
// figures beside it: loan eligibility, weekly activity and the merchant overview. Each reads the roll-ups
// (repository.ts) over the periods of today in Amman (periods.ts); sections.ts shapes what the screen reads.
import {
  CHURN_LIST_SIZE,
  type DashboardReply,
  type LoanReply,
  type MerchantOverviewReply,
  type WeeklyActivityReply,
  WEEKLY_MAX_PAGE,
} from '@merchant-portal/contracts/schemas/dashboards';
import type { ENDPOINTS, EndpointRequest } from '@merchant-portal/contracts/endpoints';
import { dayFromIso, isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthContext } from '../../lib/request-context.js';
import { ddmmyyyy, roundMoney } from '../../lib/api-values.js';
import { KeptReplies } from '../../lib/kept-replies.js';
import { merchantNameOf, resolveBranches } from '../merchants/service.js';
import { dataVersion } from '../transactions/service.js';
import {
  CHURN_RULE,
  comparability,
  dashboardPeriods,
  lastTwelveMonths,
  lastWholeWeekEnd,
} from './periods.js';
import * as repo from './repository.js';
import { demographicsOf, terminalsOf, tilesOf, weekFiguresOf, ytdOf } from './sections.js';

const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 'Y' : 'N');

/**
 * The dashboards of the user's own merchant. The performance dashboard is kept since each merchant's last
 * load: its figures change only when card transactions are loaded (or the day turns), so a reply is kept
 * under the merchant, the day and the load version.
 */
export class DashboardService {
  private readonly replies = new KeptReplies<DashboardReply>(1000);

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  private today(): DayNumber {
    return todayInAmman(this.clock());
  }

  /** Every section of the performance dashboard. */
  async performanceDashboard(auth: AuthContext): Promise<DashboardReply> {
    const today = this.today();
    const version = await dataVersion(this.db, auth.merchantCode);
    return this.replies.of(`${auth.merchantCode}|${today}|${version}`, () => this.compute(auth, today));
  }

  private async weekFigures(merchantCode: string, week: repo.Period) {
    const [sales, unique, fresh] = await Promise.all([
      repo.salesByBank(this.db, merchantCode, week),
      repo.customersOfWeek(this.db, merchantCode, week.from),
      repo.newCustomers(this.db, merchantCode, week),
    ]);
    return weekFiguresOf(sales, unique, fresh);
  }

  private async compute(auth: AuthContext, today: DayNumber): Promise<DashboardReply> {
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
      merchantNameOf(this.db, merchantCode),
      this.weekFigures(merchantCode, periods.lastWeek),
      this.weekFigures(merchantCode, periods.sameWeekLastYear),
      repo.cardMix(this.db, merchantCode, periods.ytdMonths),
      repo.branchesOf(this.db, merchantCode),
      repo.dailySeries(this.db, merchantCode, periods.ytd, 'week'),
      repo.dailySeries(this.db, merchantCode, periods.ytd, 'month'),
      repo.hourSeries(this.db, merchantCode, periods.ytdMonths),
      repo.terminalCounts(this.db, merchantCode, periods.ytdMonths),
      repo.churningCustomers(this.db, merchantCode, periods.churnSeen, CHURN_RULE.minWeeks, CHURN_LIST_SIZE),
      repo.visitFrequency(this.db, merchantCode, periods.year),
      repo.bankCustomerProfiles(this.db, merchantCode, periods.year),
      repo.firstSalesDay(this.db, merchantCode),
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

  /** Loan Eligibility Criteria: the bank's assessment and the merchant's average monthly card sales. */
  async loanEligibility(auth: AuthContext): Promise<LoanReply> {
    const today = this.today();
    const merchantCode = auth.merchantCode;
    const [merchantName, assessment, net] = await Promise.all([
      merchantNameOf(this.db, merchantCode),
      repo.loanAssessment(this.db, merchantCode),
      repo.netSales(this.db, merchantCode, lastTwelveMonths(today)),
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

  /**
   * Weekly Activity (spec part 1 §7 "GET weekly-activity"): page 1 is the `period` whole weeks up to the last
   * one that ended by yesterday, each further page the weeks before. Weeks before the merchant's first sales
   * are not listed, and the week its sales began in is marked partial unless they began on its Monday.
   */
  async weeklyActivity(
    auth: AuthContext,
    query: EndpointRequest<typeof ENDPOINTS.weeklyActivity>['query'],
  ): Promise<WeeklyActivityReply> {
    const today = this.today();
    const merchantCode = auth.merchantCode;
    const branchId = query['profile-id'] ?? null;
    // A branch of another merchant is refused (403), never answered with empty weeks.
    if (branchId !== null) await resolveBranches(this.db, auth, null, [branchId]);
    const pageEnd = lastWholeWeekEnd(today) - 7 * query.period * (query.page - 1);
    const pageStart = pageEnd - 7 * query.period + 1;
    const firstDay = await repo.firstSalesDay(this.db, merchantCode);
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
            this.db,
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
  async merchantOverview(auth: AuthContext): Promise<MerchantOverviewReply> {
    const today = this.today();
    const yesterday = isoDay(today - 1);
    const monthStart = `${yesterday.slice(0, 7)}-01`;
    const [day, month] = await Promise.all([
      repo.salesOf(this.db, auth.merchantCode, { from: yesterday, to: yesterday }),
      repo.salesOf(this.db, auth.merchantCode, { from: monthStart, to: yesterday }),
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
}
