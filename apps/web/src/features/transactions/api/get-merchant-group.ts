// The merchants the user may view, its own merchant first.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { MerchantGroupItem } from '@merchant-portal/contracts/schemas/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** The spec's fixed page (part 1 §7): the whole group in one reply. */
const GROUP_PAGE_SIZE = 50_000;

export async function getMerchantGroup(userName: string, signal?: AbortSignal): Promise<MerchantGroupItem[]> {
  const reply = await call(ENDPOINTS.merchantGroup, {
    query: { page: 0, size: GROUP_PAGE_SIZE, currency: 'JOD', userName },
    signal,
  });
  return reply.data.results;
}

export const merchantGroupQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: ['merchant-group', userName],
    queryFn: ({ signal }) => getMerchantGroup(userName, signal),
    staleTime: Infinity,
    // The merchant details of the transaction screens (part 2 §8).
    meta: { errorMessage: MESSAGES.couldNotLoadDetails },
  });

export function useMerchantGroup(userName: string) {
  return useQuery(merchantGroupQueryOptions(userName));
}
