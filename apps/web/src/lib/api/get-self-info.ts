// POST /merchant/user/v1/self-info: the signed-in user (spec part 1 §2 "Protected area").
import { selfInfoReply, type SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';

export async function getSelfInfo(signal?: AbortSignal): Promise<SelfInfo> {
  const reply = await request<{ data: SelfInfo }>({
    method: 'POST',
    path: '/merchant/user/v1/self-info',
    service: 'self-info',
    json: {},
    signal,
    schema: selfInfoReply,
  });
  return reply.data;
}

export const selfInfoQueryOptions = (accessToken: string | null) =>
  queryOptions({
    queryKey: ['self-info', accessToken],
    queryFn: ({ signal }) => getSelfInfo(signal),
    enabled: Boolean(accessToken),
    staleTime: Infinity,
  });

export function useSelfInfo(accessToken: string | null) {
  return useQuery(selfInfoQueryOptions(accessToken));
}
