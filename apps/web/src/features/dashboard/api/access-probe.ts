// The merchant overview's access test (spec part 1 §2): a one-row read of card transactions (source M) for
// the day a week before yesterday. A session that lost its access ends there (the client's 401/403 rule);
// the figure itself is not shown.
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { ALL_BRANCHES } from '@merchant-portal/contracts/schemas/transactions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export function useAccessProbe(enabled: boolean) {
  return useQuery({
    queryKey: ['access-probe'],
    enabled,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const day = formatDay(todayInAmman() - 8);
      return call(ENDPOINTS.transactionSearch, {
        query: { currency: 'JOD' },
        body: {
          maxCount: 1,
          offset: 0,
          fromDate: day,
          toDate: day,
          branchId: ALL_BRANCHES,
          transactionName: 'M',
          cardType: 'All',
          methodType: 'All',
        },
        signal,
      });
    },
  });
}
