// Handlers of the advanced dashboard (spec part 1 §7 "POST /merchant/dashboard/v1/branch … report-by-visitation").
import type { Database } from '../../db/client.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { prepareReportFile } from './exports.js';
import { AdvancedDashboard, pageOf } from './service.js';

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

export function advancedDashboardHandlers(db: Database): Handlers<AdvancedCalls> {
  const dashboard = new AdvancedDashboard(db);
  return {
    advancedBranches: async (request) => ({
      data: await dashboard.call('branch', requireAuth(request), request.body),
    }),
    advancedCustomers: async (request) => ({
      data: await dashboard.call('customer', requireAuth(request), request.body),
    }),
    advancedMonths: async (request) => ({
      data: await dashboard.call('month', requireAuth(request), request.body),
    }),
    advancedTimes: async (request) => ({
      data: await dashboard.call('time', requireAuth(request), request.body),
    }),
    advancedWeeks: async (request) => ({
      data: await dashboard.call('week', requireAuth(request), request.body),
    }),
    reportByPeriod: async (request) => ({
      data: paged(await dashboard.periodReport(requireAuth(request), request.body), request.query),
    }),
    reportByMarket: async (request) => ({
      data: paged(
        await dashboard.call('report-by-market', requireAuth(request), request.body),
        request.query,
      ),
    }),
    reportByTerminal: async (request) => ({
      data: paged(
        await dashboard.call('report-by-terminal', requireAuth(request), request.body),
        request.query,
      ),
    }),
    reportByVisitation: async (request) => {
      const report = await dashboard.call('report-by-visitation', requireAuth(request), request.body);
      return {
        data: {
          ...paged(report, request.query),
          customerPeriod: report.customerPeriod,
          branchFilterApplied: false,
        },
      };
    },
    advancedReportFile: async (request) =>
      prepareReportFile(dashboard, request.params.report, requireAuth(request), request.body),
  };
}
