// Handlers of the dashboards (spec part 1 §2 "Performance dashboard").
import type { Handlers } from '../../plugins/endpoints.js';
import type { DashboardService } from './service.js';

export function dashboardHandlers(
  dashboards: DashboardService,
): Handlers<'performanceDashboard' | 'loanEligibility' | 'weeklyActivity' | 'merchantOverview'> {
  return {
    performanceDashboard: async (request) => ({ data: await dashboards.performanceDashboard(request.auth) }),
    loanEligibility: (request) => dashboards.loanEligibility(request.auth),
    weeklyActivity: (request) => dashboards.weeklyActivity(request.auth, request.query),
    merchantOverview: (request) => dashboards.merchantOverview(request.auth),
  };
}
