// The reports list: the merchant's requests, newest first (spec part 2 §7). While one is unfinished the list
// asks again every few seconds, so a report turns Completed on screen without a reload. A failure shows in
// place of the list (LoadFailure), so no errorMessage goes in meta.
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { isUnfinished, type ReportRequestItem } from '@merchant-portal/contracts/schemas/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export type ReportList = EndpointReply<typeof ENDPOINTS.reportList>;

/** How often the list is read again while a request is unfinished. */
export const REFRESH_WHILE_UNFINISHED_MS = 3000;

export async function getReports(merchantCode: string, signal?: AbortSignal): Promise<ReportRequestItem[]> {
  const reply = await call(ENDPOINTS.reportList, {
    query: { country: 'JO', lang: 'en', merchantCode },
    signal,
  });
  return reply.data.results;
}

export const reportsQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: ['reports', merchantCode],
    queryFn: ({ signal }) => getReports(merchantCode, signal),
    refetchInterval: (query) =>
      query.state.data?.some((item) => isUnfinished(item.status)) ? REFRESH_WHILE_UNFINISHED_MS : false,
  });

export function useReports(merchantCode: string) {
  return useQuery(reportsQueryOptions(merchantCode));
}
