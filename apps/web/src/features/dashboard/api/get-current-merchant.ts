// GET /merchant/merchant/v1/current: the signed-in user's merchant (spec part 1 §2 "Merchant overview").
import { currentMerchantReply, type CurrentMerchant } from '@merchant-portal/contracts/schemas/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function getCurrentMerchant(signal?: AbortSignal): Promise<CurrentMerchant> {
  const reply = await request<{ data: CurrentMerchant }>({
    method: 'GET',
    path: '/merchant/merchant/v1/current',
    service: 'current-merchant',
    signal,
    schema: currentMerchantReply,
  });
  return reply.data;
}

export const currentMerchantQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['current-merchant', username],
    queryFn: ({ signal }) => getCurrentMerchant(signal),
  });

export function useCurrentMerchant(username: string, enabled = true) {
  return useQuery({ ...currentMerchantQueryOptions(username), enabled });
}
