// The merchant overview's figures: card sales in dinars of yesterday and of this month.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export function useMerchantOverview(enabled: boolean) {
  return useQuery({
    queryKey: ['merchant-overview'],
    enabled,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.merchantOverview, { signal })).data,
  });
}
