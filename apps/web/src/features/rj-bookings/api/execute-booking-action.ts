// A maker's action on one booking (spec part 2 §4, §7 "workflow/execute"): mark a timed-out payment completed
// or failed, resend the customer's notification, or check a refund before asking for it. The reply carries
// the booking as it now is.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type {
  BookingActionReply,
  BookingPayment,
  RequestAction,
} from '@merchant-portal/contracts/schemas/bookings';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';

export interface RefundRequest {
  amount: string;
  currency: string;
  comment: string;
}

export async function executeBookingAction(
  action: RequestAction,
  booking: Pick<BookingPayment, 'flightDetails' | 'customerRefNo'>,
  username: string,
  refund?: RefundRequest,
): Promise<BookingActionReply> {
  const { country, lang } = getConfig();
  return call(ENDPOINTS.workflowExecute, {
    query: { country, lang },
    body: {
      requestAction: action,
      bookingRefNo: booking.flightDetails.bookingRefNo,
      customerRefNo: booking.customerRefNo,
      ...(refund
        ? {
            amount: refund.amount,
            currency: refund.currency,
            remark: { createdBy: username, remark: refund.comment },
          }
        : { remark: { createdBy: username } }),
    },
  });
}
