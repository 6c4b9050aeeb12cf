// GET /merchant/merchant/v1/details: the signed-in user's merchant with its charge rates, branches and terminals.
import {
  MERCHANT_USER_PATHS,
  merchantDetailsReply,
  type MerchantDetails,
} from '@merchant-portal/contracts/schemas/merchant-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function getMerchantDetails(signal?: AbortSignal): Promise<MerchantDetails> {
  const reply = await request<{ data: MerchantDetails }>({
    method: 'GET',
    path: MERCHANT_USER_PATHS.merchantDetails,
    service: 'merchant-details',
    signal,
    schema: merchantDetailsReply,
  });
  return reply.data;
}

export const merchantDetailsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['merchant-details', username],
    queryFn: ({ signal }) => getMerchantDetails(signal),
  });

export function useMerchantDetails(username: string) {
  return useQuery(merchantDetailsQueryOptions(username));
}
