// The Refunds tab's list: one server page of the airline's refund workflows for the applied filter, in the
// order a sortable column asked for (spec part 2 §7 "workflow/v1/search"); key1 is the booking reference.
import { ENDPOINTS, type EndpointInput, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import {
  REFUND_WORKFLOW_NAME,
  WORKFLOW_DEFAULT_SORT,
  WORKFLOW_SORT_FIELDS,
  type WorkflowFilter,
  type WorkflowOrder,
} from '@merchant-portal/contracts/schemas/bookings';
import { orderOf, type ListSort } from '../../../components/use-list-view';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';
import { pagedKey, usePagedQuery } from '../../../lib/paged-query';
import type { TabSearch } from '../components/grid-view';
import { BOOKINGS_KEY } from './get-booking-history';

/** What the Refunds filter applies. */
export interface WorkflowSearchFilter {
  bookingRefNo: string;
  status: WorkflowFilter;
  fromDate: string;
  toDate: string;
}

export type WorkflowSearch = TabSearch<WorkflowSearchFilter>;

export type RefundWorkflowPage = EndpointReply<typeof ENDPOINTS.workflowSearch>;

/** The order the list and its CSV are asked for. */
const workflowOrder = (sort: ListSort | null | undefined): WorkflowOrder =>
  orderOf(sort, WORKFLOW_SORT_FIELDS, WORKFLOW_DEFAULT_SORT);

/** The filter and the order as the search and its CSV send them. */
export function workflowFilterBody(
  filter: WorkflowSearchFilter,
  sort: ListSort | null | undefined,
): EndpointInput<typeof ENDPOINTS.workflowCsv>['body'] {
  const key1 = filter.bookingRefNo.trim();
  return {
    workFlowName: REFUND_WORKFLOW_NAME,
    workFlowStatus: filter.status,
    workFlowCountry: getConfig().country,
    ...(key1 && { key1 }),
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    ...workflowOrder(sort),
  };
}

export async function getRefundWorkflows(
  search: WorkflowSearch,
  signal?: AbortSignal,
): Promise<RefundWorkflowPage> {
  return call(ENDPOINTS.workflowSearch, {
    body: { ...workflowFilterBody(search.filter, search.sort), page: search.page, size: search.size },
    signal,
  });
}

// The tab shows 'Could not fetch Event' in place of the rows. A new order is a new search.
export function useRefundWorkflows(search: WorkflowSearch) {
  return usePagedQuery(pagedKey([...BOOKINGS_KEY, 'refunds', workflowOrder(search.sort)], search), (signal) =>
    getRefundWorkflows(search, signal),
  );
}
