// The groups this merchant's administrator may grant (the form's groupList).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MERCHANT_USER_MESSAGES } from '@merchant-portal/contracts/schemas/merchant-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const userGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['merchant-user-groups'],
    queryFn: async ({ signal }) => (await call(ENDPOINTS.userGroups, { signal })).data.results,
    meta: { errorMessage: MERCHANT_USER_MESSAGES.couldNotLoadGroups },
  });

export function useUserGroups() {
  return useQuery(userGroupsQueryOptions());
}
