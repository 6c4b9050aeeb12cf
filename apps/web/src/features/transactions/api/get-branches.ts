// GET /merchant/merchant/v1/branches: the branches of the signed-in merchant, or of a merchant of its group.
import { branchesReply } from '@merchant-portal/contracts/schemas/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Branch } from '../../../components/filter-bar/filter-state';
import { request } from '../../../lib/http';

/** acticoMerchant's value for "the signed-in user's own merchant". */
export const OWN_MERCHANT = 'NOATICO';

export async function getBranches(acticoMerchant: string, signal?: AbortSignal): Promise<Branch[]> {
  const reply = await request<{ data: { results: Branch[] } }>({
    method: 'GET',
    path: '/merchant/merchant/v1/branches',
    service: 'merchant-branches',
    query: { acticoMerchant },
    signal,
    schema: branchesReply,
  });
  return reply.data.results;
}

export const branchesQueryOptions = (acticoMerchant: string) =>
  queryOptions({
    queryKey: ['branches', acticoMerchant],
    queryFn: ({ signal }) => getBranches(acticoMerchant, signal),
  });

export function useBranches(acticoMerchant: string) {
  return useQuery(branchesQueryOptions(acticoMerchant));
}
