// The Refunds tab's list: one server page of the airline's refund workflows for the applied filter (spec
// part 2 §7 "workflow/v1/search"); key1 is the booking reference.
import { ENDPOINTS, type EndpointInput, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { REFUND_WORKFLOW_NAME, type WorkflowFilter } from '@merchant-portal/contracts/schemas/bookings';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';
import { pagedKey, usePagedQuery, type PagedSearch } from '../../../lib/paged-query';
import { BOOKINGS_KEY } from './get-booking-history';

/** What the Refunds filter applies. */
export interface WorkflowSearchFilter {
  bookingRefNo: string;
  status: WorkflowFilter;
  fromDate: string;
  toDate: string;
}

export type WorkflowSearch = PagedSearch<WorkflowSearchFilter>;

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

// The tab shows 'Could not fetch Event' in place of the rows.
export function useRefundWorkflows(search: WorkflowSearch) {
  return usePagedQuery(pagedKey([...BOOKINGS_KEY, 'refunds'], search), (signal) =>
    getRefundWorkflows(search, signal),
  );
}
