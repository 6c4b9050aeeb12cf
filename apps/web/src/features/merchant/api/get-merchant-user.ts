// POST /merchant/user/v1/details: one user of the merchant, for the edit dialog.
import {
  MERCHANT_USER_PATHS,
  userReply,
  type MerchantUser,
} from '@merchant-portal/contracts/schemas/merchant-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { MERCHANT_USERS_KEY } from './get-merchant-users';

export async function getMerchantUser(userName: string, signal?: AbortSignal): Promise<MerchantUser> {
  const reply = await request<{ data: MerchantUser }>({
    method: 'POST',
    path: MERCHANT_USER_PATHS.details,
    service: 'merchant-user-details',
    json: { userName },
    signal,
    schema: userReply,
  });
  return reply.data;
}

export const merchantUserQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: [...MERCHANT_USERS_KEY, 'details', userName],
    queryFn: ({ signal }) => getMerchantUser(userName, signal),
    // The form edits what the server holds now, not what it held when last opened.
    staleTime: 0,
  });

export function useMerchantUser(userName: string | null) {
  return useQuery({ ...merchantUserQueryOptions(userName ?? ''), enabled: userName !== null });
}
