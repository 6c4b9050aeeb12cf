// One user of the merchant, for the edit dialog.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MERCHANT_USER_MESSAGES } from '@merchant-portal/contracts/schemas/merchant-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { MERCHANT_USERS_KEY } from './get-merchant-users';

export const merchantUserQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: [...MERCHANT_USERS_KEY, 'details', userName],
    queryFn: async ({ signal }) => (await call(ENDPOINTS.merchantUser, { body: { userName }, signal })).data,
    // The form edits what the server holds now, not what it held when last opened.
    staleTime: 0,
    meta: { errorMessage: MERCHANT_USER_MESSAGES.couldNotGetUser },
  });

export function useMerchantUser(userName: string | null) {
  return useQuery({ ...merchantUserQueryOptions(userName ?? ''), enabled: userName !== null });
}
