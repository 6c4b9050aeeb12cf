// Handlers of the dashboards (spec part 1 §2 "Performance dashboard").
import { todayInAmman } from '@merchant-portal/contracts/dates';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { performanceDashboard } from './service.js';

export function dashboardHandlers(db: Database, clock: Clock): Handlers<'performanceDashboard'> {
  return {
    performanceDashboard: async (request) => ({
      data: await performanceDashboard(db, requireAuth(request), todayInAmman(clock())),
    }),
  };
}
