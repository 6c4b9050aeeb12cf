// One server page of the merchant's portal users.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MERCHANT_USER_MESSAGES, type MerchantUser } from '@merchant-portal/contracts/schemas/merchant-users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every query of this feature's users starts with this key: an action invalidates them all. */
export const MERCHANT_USERS_KEY = ['merchant-users'] as const;

export interface MerchantUsersPage {
  users: MerchantUser[];
  totalRecords: number;
}

export interface UsersPaging {
  page: number;
  size: number;
}

export async function getMerchantUsers(
  paging: UsersPaging,
  signal?: AbortSignal,
): Promise<MerchantUsersPage> {
  const reply = await call(ENDPOINTS.merchantUsers, { body: paging, signal });
  return { users: reply.data.results, totalRecords: reply.metadata.pagination.totalRecords };
}

export const merchantUsersQueryOptions = (paging: UsersPaging) =>
  queryOptions({
    queryKey: [...MERCHANT_USERS_KEY, 'list', paging],
    queryFn: ({ signal }) => getMerchantUsers(paging, signal),
    meta: { errorMessage: MERCHANT_USER_MESSAGES.couldNotGetUsers },
  });

export function useMerchantUsers(paging: UsersPaging) {
  // The table keeps the previous page on screen while the next one loads.
  return useQuery({ ...merchantUsersQueryOptions(paging), placeholderData: keepPreviousData });
}

/** A change to one of the users whose success has every users' query read again. */
export function useUsersChange<B>(change: (body: B) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MERCHANT_USERS_KEY }),
  });
}
