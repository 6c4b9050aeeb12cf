// A refund workflow's task history: the maker's request and the checker's decision (spec part 2 §7
// "task-details", page 0, size 15 as §9 has it).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { WorkflowTask } from '@merchant-portal/contracts/schemas/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { BOOKINGS_KEY } from './get-booking-history';

export const WORKFLOW_TASKS_PAGE_SIZE = 15;

export async function getWorkflowTasks(workFlowId: string, signal?: AbortSignal): Promise<WorkflowTask[]> {
  const reply = await call(ENDPOINTS.workflowTaskDetails, {
    query: { page: 0, size: WORKFLOW_TASKS_PAGE_SIZE, workFlowId },
    signal,
  });
  return reply.data.results;
}

export const workflowTasksQueryOptions = (workFlowId: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'tasks', workFlowId],
    queryFn: ({ signal }) => getWorkflowTasks(workFlowId, signal),
    staleTime: 0,
  });

export function useWorkflowTasks(workFlowId: string) {
  return useQuery(workflowTasksQueryOptions(workFlowId));
}
