// The checker's decision on a refund pending with them (spec part 2 §4, §7 "manage-task"): COMPLETED executes
// the refund, REJECTED ends the workflow with the checker's comment.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { CHECKER_TASK } from '@merchant-portal/contracts/schemas/bookings';
import { call } from '../../../lib/http';

export type RefundDecision = 'COMPLETED' | 'REJECTED';

export async function decideRefund(
  workflowId: string,
  decision: RefundDecision,
  username: string,
  comment: string,
): Promise<string> {
  const reply = await call(ENDPOINTS.workflowManageTask, {
    body: {
      workflowId,
      applicationStatus: decision,
      taskAction: 'COMPLETE_WORKFLOW',
      currentTask: CHECKER_TASK,
      modifiedBy: username,
      comment: comment.trim(),
    },
  });
  return reply.message;
}
