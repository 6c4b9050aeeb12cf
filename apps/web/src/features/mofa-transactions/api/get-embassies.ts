// The embassies the Embassy filter offers, by location (part 2 §3 "Embassy item"). A failure is silent
// (part 2 §8): the filter then offers All only.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { EmbassyItem } from '@merchant-portal/contracts/schemas/mofa';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export async function getEmbassies(signal?: AbortSignal): Promise<EmbassyItem[]> {
  const reply = await call(ENDPOINTS.embassyList, { signal });
  // The server sorts by location too; sorting here keeps the spec's order whatever it sends.
  return [...reply.data.results].sort((a, b) => a.embassyLocation.localeCompare(b.embassyLocation));
}

export function useEmbassies(isShown: boolean) {
  return useQuery({
    queryKey: ['mofa-embassies'],
    queryFn: ({ signal }) => getEmbassies(signal),
    enabled: isShown,
    // The list of embassies changes with the ministry's postings, not during a visit.
    staleTime: Infinity,
  });
}
