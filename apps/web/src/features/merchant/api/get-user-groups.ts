// GET /merchant/user/v1/groups: the groups this merchant's administrator may grant (the form's groupList).
import {
  MERCHANT_USER_PATHS,
  groupOptionsReply,
  type GroupOption,
} from '@merchant-portal/contracts/schemas/merchant-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function getUserGroups(signal?: AbortSignal): Promise<GroupOption[]> {
  const reply = await request<{ data: { results: GroupOption[] } }>({
    method: 'GET',
    path: MERCHANT_USER_PATHS.groups,
    service: 'merchant-user-groups',
    signal,
    schema: groupOptionsReply,
  });
  return reply.data.results;
}

export const userGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['merchant-user-groups'],
    queryFn: ({ signal }) => getUserGroups(signal),
  });

export function useUserGroups() {
  return useQuery(userGroupsQueryOptions());
}
