// The signed-in user (spec part 1 §2 "Protected area").
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http';

export const SELF_INFO_KEY = ['self-info'] as const;

export const selfInfoQueryOptions = (accessToken: string | null) =>
  queryOptions({
    queryKey: [...SELF_INFO_KEY, accessToken],
    queryFn: async ({ signal }) => (await call(SESSION_ENDPOINTS.selfInfo, { signal })).data,
    enabled: Boolean(accessToken),
    staleTime: Infinity,
    meta: { errorMessage: MESSAGES.authStatusFailed, errorVariant: 'warning' },
  });

export function useSelfInfo(accessToken: string | null) {
  return useQuery(selfInfoQueryOptions(accessToken));
}
