// The signed-in user's merchant (spec part 1 §2 "Merchant overview").
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const currentMerchantQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['current-merchant', username],
    queryFn: async ({ signal }) => (await call(ENDPOINTS.currentMerchant, { signal })).data,
    meta: { errorMessage: MESSAGES.couldNotGetMerchant },
  });

export function useCurrentMerchant(username: string, enabled = true) {
  return useQuery({ ...currentMerchantQueryOptions(username), enabled });
}
