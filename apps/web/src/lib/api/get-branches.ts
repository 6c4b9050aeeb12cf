// The branches of the signed-in merchant, or of a merchant of its group.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BranchItem as Branch } from '@merchant-portal/contracts/schemas/transactions';
import { call } from '../http';

/** acticoMerchant's value for "the signed-in user's own merchant". */
export const OWN_MERCHANT = 'NOATICO';

export async function getBranches(acticoMerchant: string, signal?: AbortSignal): Promise<Branch[]> {
  const reply = await call(ENDPOINTS.branches, { query: { acticoMerchant }, signal });
  return reply.data.results;
}

export const branchesQueryOptions = (acticoMerchant: string) =>
  queryOptions({
    queryKey: ['branches', acticoMerchant],
    queryFn: ({ signal }) => getBranches(acticoMerchant, signal),
    meta: { errorMessage: MESSAGES.couldNotLoadBranches },
  });

export function useBranches(acticoMerchant: string) {
  return useQuery(branchesQueryOptions(acticoMerchant));
}
