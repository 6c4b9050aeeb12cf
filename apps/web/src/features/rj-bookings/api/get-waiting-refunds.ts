// How many refund requests wait for the checker: the total of the open refund workflows, whatever their date
// (the workflow search of spec part 2 §7 with status OPEN and one row).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { REFUND_WORKFLOW_NAME } from '@merchant-portal/contracts/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';
import { BOOKINGS_KEY } from './get-booking-history';

export async function getWaitingRefunds(signal?: AbortSignal): Promise<number> {
  const reply = await call(ENDPOINTS.workflowSearch, {
    body: {
      workFlowName: REFUND_WORKFLOW_NAME,
      workFlowStatus: 'OPEN',
      workFlowCountry: getConfig().country,
      page: 0,
      size: 1,
    },
    signal,
  });
  return reply.metadata.pagination.totalRecords;
}

/** Under the bookings key: every decision and request reloads it with the lists. */
export function useWaitingRefunds(enabled: boolean) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'waiting-refunds'],
    queryFn: ({ signal }) => getWaitingRefunds(signal),
    enabled,
    // No notice: the count is a hint on the tab; the Refunds list says when it cannot be read.
    staleTime: 0,
  });
}
