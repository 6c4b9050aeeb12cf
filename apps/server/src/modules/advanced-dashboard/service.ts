// The advanced dashboard of the signed-in user's merchant: the filter as the roll-ups read it, then each chart
// (charts.ts) and report (reports.ts) shaped as contracts/schemas/advanced-dashboard.ts says from what the
// roll-ups hold (repository.ts), and the replies kept until the merchant's next load.
import {
  CARD_SCHEMES,
  LOCALITIES,
  TOP_SPENDERS,
  type AdvancedFilter,
  type AdvancedReport,
  type BranchComparison,
  type CustomerAnalysis,
  type MarketReportRow,
  type MonthComparison,
  type PeriodReportFilter,
  type PeriodReportRow,
  type TerminalReportRow,
  type TimeHeatMap,
  type WeekSeries,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { ALL_BRANCHES, DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { isoDay, parseDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { KeptReplies } from '../../lib/kept-replies.js';
import type { AuthContext } from '../../lib/request-context.js';
import { resolveBranches } from '../merchants/service.js';
import { dataVersion } from '../transactions/service.js';
import {
  branchComparison,
  customerAnalysis,
  monthComparison,
  timeHeatMap,
  weekSeries,
  yearBefore,
} from './charts.js';
import { customerWeeks, dayTotalsOf, head, periodOf, type Head, type Resolved } from './figures.js';
import {
  marketReport,
  periodReport,
  terminalReport,
  visitationReport,
  type Report,
  type SalesTotals,
} from './reports.js';
import * as repo from './repository.js';

function dayOf(value: string, param: string): DayNumber {
  const day = parseDay(value);
  // The schema has checked the dates; this is the type's guard, not a rule.
  if (day === null) {
    throw new AppError(400, '400', MESSAGES.validationErrors, [{ param, msg: DATE_MESSAGES.invalidDate }]);
  }
  return day;
}

/** What each call answers, by name. */
interface Sections {
  branch: BranchComparison;
  customer: CustomerAnalysis;
  month: MonthComparison;
  time: TimeHeatMap;
  week: WeekSeries;
  'report-by-market': Report<MarketReportRow, SalesTotals>;
  'report-by-terminal': Report<TerminalReportRow, SalesTotals>;
  'report-by-visitation': ReturnType<typeof visitationReport>;
}
type CallName = keyof Sections | 'report-by-period';
type PeriodReport = Report<PeriodReportRow, SalesTotals & { refundCount: number; refundAmount: number }>;

/**
 * The advanced dashboard's replies, kept per merchant, filter and load version (as the performance
 * dashboard's): the figures change only when the merchant's transactions are loaded, and the version is read
 * from the database on every call, so a kept reply is never stale whatever the process remembers.
 */
export class AdvancedDashboard {
  private readonly replies = new KeptReplies<object>(500);

  constructor(private readonly db: Executor) {}

  /** The filter's days and scope, its branches checked against the user's merchant. */
  private async resolve(auth: AuthContext, filter: AdvancedFilter): Promise<Resolved> {
    const requested = filter.branchId === ALL_BRANCHES ? null : filter.branchId.split(',');
    // A branch of another merchant is 403 (merchants/service.ts), never silently dropped.
    const { merchant, branchIds } = await resolveBranches(this.db, auth, null, requested);
    const all = await repo.branchesOf(this.db, merchant.merchantCode);
    return {
      merchantCode: merchant.merchantCode,
      scope: {
        merchantCode: merchant.merchantCode,
        branchIds,
        cardScheme: filter.cardType === 'All' ? null : CARD_SCHEMES[filter.cardType],
        locality: filter.methodType === 'All' ? null : LOCALITIES[filter.methodType],
        isBankCustomer: filter.bankCustomer === 'BOTH' ? null : filter.bankCustomer === 'Y',
      },
      from: dayOf(filter.fromDate, 'fromDate'),
      to: dayOf(filter.toDate, 'toDate'),
      branches: branchIds ? all.filter((branch) => branchIds.includes(branch.branchId)) : all,
    };
  }

  private async dayTotals(r: Resolved, from: DayNumber, to: DayNumber) {
    return dayTotalsOf(await repo.salesByDay(this.db, r.scope, periodOf(from, to)), (row) => row.key);
  }

  /** Each call's reads, then its shaping. */
  private readonly sections: { [N in keyof Sections]: (r: Resolved) => Promise<Sections[N]> } = {
    branch: async (r) =>
      branchComparison(r, await repo.salesByBranch(this.db, r.scope, periodOf(r.from, r.to))),
    customer: async (r) => {
      const weeks = customerWeeks(r);
      const newFrom = isoDay(weeks.from);
      const [groups, top] = await Promise.all([
        repo.customerGroups(this.db, r.scope, weeks.mondays, newFrom),
        repo.topSpenders(this.db, r.scope, weeks.mondays, newFrom, TOP_SPENDERS),
      ]);
      return customerAnalysis(r, weeks, groups, top);
    },
    month: async (r) => monthComparison(r, await this.dayTotals(r, yearBefore(r.from), r.to)),
    time: async (r) =>
      timeHeatMap(r, await repo.salesByWeekdayHour(this.db, r.scope, periodOf(r.from, r.to))),
    week: async (r) => weekSeries(r, await this.dayTotals(r, r.from, r.to)),
    'report-by-market': async (r) =>
      marketReport(r, await repo.salesByMarket(this.db, r.scope, periodOf(r.from, r.to))),
    'report-by-terminal': async (r) => {
      const [rows, listed] = await Promise.all([
        repo.salesByTerminal(this.db, r.scope, periodOf(r.from, r.to)),
        repo.terminalsOf(this.db, r.merchantCode),
      ]);
      return terminalReport(r, rows, listed);
    },
    'report-by-visitation': async (r) => {
      const weeks = customerWeeks(r);
      const groups = await repo.customerGroups(this.db, r.scope, weeks.mondays, isoDay(weeks.from));
      return visitationReport(weeks, groups);
    },
  };

  private async kept<T extends object>(
    call: CallName,
    auth: AuthContext,
    filter: AdvancedFilter | PeriodReportFilter,
    compute: (r: Resolved) => Promise<T>,
  ): Promise<T & Head> {
    // Resolving checks the branches against the user's merchant on every call, kept reply or not.
    const [r, version] = await Promise.all([
      this.resolve(auth, filter),
      dataVersion(this.db, auth.merchantCode),
    ]);
    const unit = 'periodUnit' in filter ? filter.periodUnit : '';
    const key = [
      call,
      r.merchantCode,
      version,
      filter.fromDate,
      filter.toDate,
      r.scope.branchIds?.join(',') ?? ALL_BRANCHES,
      r.scope.cardScheme,
      r.scope.locality,
      r.scope.isBankCustomer,
      unit,
    ].join('|');
    // The key names the call, so the reply under it is the one this call computed.
    return this.replies.of(key, () => compute(r).then((value) => ({ ...value, ...head(r) }))) as Promise<
      T & Head
    >;
  }

  call<N extends keyof Sections>(
    name: N,
    auth: AuthContext,
    filter: AdvancedFilter,
  ): Promise<Sections[N] & Head> {
    const compute = this.sections[name] as (r: Resolved) => Promise<Sections[N]>;
    return this.kept(name, auth, filter, compute);
  }

  periodReport(auth: AuthContext, filter: PeriodReportFilter): Promise<PeriodReport & Head> {
    return this.kept('report-by-period', auth, filter, async (r) => {
      const [sales, refunds] = await Promise.all([
        this.dayTotals(r, r.from, r.to),
        repo.refundsByDay(this.db, r.scope, periodOf(r.from, r.to)),
      ]);
      return periodReport(
        r,
        filter.periodUnit,
        sales,
        dayTotalsOf(refunds, (row) => row.day),
      );
    });
  }

  /** A whole report by its path name. */
  report(report: AdvancedReport, auth: AuthContext, filter: PeriodReportFilter) {
    return report === 'report-by-period' ? this.periodReport(auth, filter) : this.call(report, auth, filter);
  }
}
