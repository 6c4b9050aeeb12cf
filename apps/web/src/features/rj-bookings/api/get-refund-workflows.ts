// The Refunds tab's list: one server page of the airline's refund workflows for the applied filter (spec
// part 2 §7 "workflow/v1/search"); key1 is the booking reference.
import { ENDPOINTS, type EndpointInput, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { REFUND_WORKFLOW_NAME, type WorkflowFilter } from '@merchant-portal/contracts/schemas/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';
import { previousPageOf } from '../../../lib/previous-page';
import { BOOKINGS_KEY } from './get-booking-history';

/** What the Refunds filter applies. */
export interface WorkflowSearchFilter {
  bookingRefNo: string;
  status: WorkflowFilter;
  fromDate: string;
  toDate: string;
}

export interface WorkflowSearch {
  filter: WorkflowSearchFilter;
  /** Zero-based. */
  page: number;
  size: number;
}

export type RefundWorkflowPage = EndpointReply<typeof ENDPOINTS.workflowSearch>;

/** The filter as the search and its CSV send it. */
export function workflowFilterBody(
  filter: WorkflowSearchFilter,
): EndpointInput<typeof ENDPOINTS.workflowCsv>['body'] {
  const key1 = filter.bookingRefNo.trim();
  return {
    workFlowName: REFUND_WORKFLOW_NAME,
    workFlowStatus: filter.status,
    workFlowCountry: getConfig().country,
    ...(key1 && { key1 }),
    fromDate: filter.fromDate,
    toDate: filter.toDate,
  };
}

export async function getRefundWorkflows(
  search: WorkflowSearch,
  signal?: AbortSignal,
): Promise<RefundWorkflowPage> {
  return call(ENDPOINTS.workflowSearch, {
    body: { ...workflowFilterBody(search.filter), page: search.page, size: search.size },
    signal,
  });
}

export const refundWorkflowsQueryOptions = (search: WorkflowSearch) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'refunds', search.filter, { page: search.page, size: search.size }],
    queryFn: ({ signal }) => getRefundWorkflows(search, signal),
    // No errorMessage in meta: the tab shows 'Could not fetch Event' in place of the rows.
    staleTime: 0,
  });

export function useRefundWorkflows(search: WorkflowSearch) {
  const options = refundWorkflowsQueryOptions(search);
  // The grid keeps the page on screen (under the loading bar) while the next page of the same search loads.
  return useQuery({ ...options, placeholderData: previousPageOf(options.queryKey) });
}
