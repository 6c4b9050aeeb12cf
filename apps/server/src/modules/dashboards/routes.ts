// Handlers of the dashboards (spec part 1 §2 "Performance dashboard").
import { todayInAmman } from '@merchant-portal/contracts/dates';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { loanEligibility, merchantOverview, PerformanceDashboards, weeklyActivity } from './service.js';

export function dashboardHandlers(
  db: Database,
  clock: Clock,
): Handlers<'performanceDashboard' | 'loanEligibility' | 'weeklyActivity' | 'merchantOverview'> {
  const dashboards = new PerformanceDashboards(db);
  return {
    performanceDashboard: async (request) => ({
      data: await dashboards.of(requireAuth(request), todayInAmman(clock())),
    }),
    loanEligibility: async (request) => loanEligibility(db, requireAuth(request), todayInAmman(clock())),
    weeklyActivity: async (request) =>
      weeklyActivity(db, requireAuth(request), todayInAmman(clock()), request.query),
    merchantOverview: async (request) => merchantOverview(db, requireAuth(request), todayInAmman(clock())),
  };
}
