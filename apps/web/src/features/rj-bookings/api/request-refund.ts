// The maker's refund request (spec part 2 §4 "Refund workflow", §7): the booking service first checks the
// refund (VALIDATE_REFUND), then a workflow is created, pending with the checker group, holding the request.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import {
  CHECKER_GROUP,
  CHECKER_TASK,
  PENDING_WITH_CHECKER,
  REFUND_CURRENCY,
  REFUND_WORKFLOW_NAME,
  REFUND_WORKFLOW_SUBJECT,
  type BookingPayment,
} from '@merchant-portal/contracts/schemas/bookings';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';
import { executeBookingAction } from './execute-booking-action';

export interface RefundInput {
  amount: string;
  comment: string;
}

/** Resolves with the new workflow's id; rejects with the first call's failure (nothing is created then). */
export async function requestRefund(
  booking: Pick<BookingPayment, 'flightDetails' | 'customerRefNo'>,
  input: RefundInput,
  username: string,
): Promise<string> {
  const amount = input.amount.trim();
  const comment = input.comment.trim();
  await executeBookingAction('VALIDATE_REFUND', booking, username, {
    amount,
    currency: REFUND_CURRENCY,
    comment,
  });
  const reply = await call(ENDPOINTS.workflowCreate, {
    body: {
      workflowName: REFUND_WORKFLOW_NAME,
      workflowSubject: REFUND_WORKFLOW_SUBJECT,
      workflowCreatedBy: username,
      country: getConfig().country,
      applicationStatus: PENDING_WITH_CHECKER,
      processFilterParameters: {
        key1: booking.flightDetails.bookingRefNo,
        key2: booking.customerRefNo,
      },
      workflowUserGroup: CHECKER_GROUP,
      workflowTasks: [
        {
          taskName: CHECKER_TASK,
          assignedGroup: CHECKER_GROUP,
          priority: 'HIGHEST',
          type: 'APPROVAL',
          data: { refundAmount: amount, refundCurrency: REFUND_CURRENCY, comment },
        },
      ],
    },
  });
  return reply.data.workflowId;
}
