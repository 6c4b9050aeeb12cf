// Handlers of the advanced dashboard (spec part 1 §7 "POST /merchant/dashboard/v1/branch … report-by-visitation").
import type { Handlers } from '../../plugins/endpoints.js';
import { prepareReportFile } from './exports.js';
import { pageOf } from './reports.js';
import type { AdvancedDashboard } from './service.js';

type AdvancedCalls =
  | 'advancedBranches'
  | 'advancedCustomers'
  | 'advancedMonths'
  | 'advancedTimes'
  | 'advancedWeeks'
  | 'reportByPeriod'
  | 'reportByMarket'
  | 'reportByTerminal'
  | 'reportByVisitation'
  | 'advancedReportFile';

/** A report's page in its reply: the page asked for, the count of all rows and the totals of all of them. */
function paged<R, T>(
  report: { rows: R[]; totals: T; merchantCode: string; period: { from: string; to: string } },
  query: { page: number; size: number },
) {
  return {
    merchantCode: report.merchantCode,
    period: report.period,
    page: query.page,
    size: query.size,
    totalElements: report.rows.length,
    content: pageOf(report.rows, query.page, query.size),
    totals: report.totals,
  };
}

export function advancedDashboardHandlers(dashboard: AdvancedDashboard): Handlers<AdvancedCalls> {
  return {
    advancedBranches: async (request) => ({
      data: await dashboard.call('branch', request.auth, request.body),
    }),
    advancedCustomers: async (request) => ({
      data: await dashboard.call('customer', request.auth, request.body),
    }),
    advancedMonths: async (request) => ({
      data: await dashboard.call('month', request.auth, request.body),
    }),
    advancedTimes: async (request) => ({
      data: await dashboard.call('time', request.auth, request.body),
    }),
    advancedWeeks: async (request) => ({
      data: await dashboard.call('week', request.auth, request.body),
    }),
    reportByPeriod: async (request) => ({
      data: paged(await dashboard.periodReport(request.auth, request.body), request.query),
    }),
    reportByMarket: async (request) => ({
      data: paged(await dashboard.call('report-by-market', request.auth, request.body), request.query),
    }),
    reportByTerminal: async (request) => ({
      data: paged(await dashboard.call('report-by-terminal', request.auth, request.body), request.query),
    }),
    reportByVisitation: async (request) => {
      const report = await dashboard.call('report-by-visitation', request.auth, request.body);
      return {
        data: {
          ...paged(report, request.query),
          customerPeriod: report.customerPeriod,
          branchFilterApplied: false,
        },
      };
    },
    advancedReportFile: async (request) =>
      prepareReportFile(dashboard, request.params.report, request.auth, request.body),
  };
}
