// Weekly Activity's call (spec part 1 §7 "GET weekly-activity"): one page of whole weeks, page 1 the latest.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export function useWeeklyActivity(page: number) {
  return useQuery({
    queryKey: ['weekly-activity', page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.weeklyActivity, { query: { currency: 'JOD', page }, signal })).data,
  });
}
