// The signed-in user's merchant with its charge rates, branches and terminals.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MERCHANT_USER_MESSAGES } from '@merchant-portal/contracts/schemas/merchant-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const merchantDetailsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['merchant-details', username],
    queryFn: async ({ signal }) => (await call(ENDPOINTS.merchantDetails, { signal })).data,
    meta: { errorMessage: MERCHANT_USER_MESSAGES.couldNotGetMerchant },
  });

export function useMerchantDetails(username: string) {
  return useQuery(merchantDetailsQueryOptions(username));
}
