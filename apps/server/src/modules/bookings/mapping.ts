// Between the calls and the rows: a call's filter as the repository's criteria, and the rows of bookings,
// refunds, workflows and tasks as the calls answer them (contracts/schemas/bookings), a booking's flags
// computed for the caller.
import { isoDay, parseDay } from '@merchant-portal/contracts/dates';
import {
  PENDING_WITH_CHECKER,
  REFUND_WORKFLOW_NAME,
  RESENDABLE_NOTIFICATIONS,
  TIMEOUT_STATUSES,
  toFils,
  type BookingCsvQuery,
  type BookingPayment,
  type BookingRefund,
  type NotificationStatus,
  type PaymentStatus,
  type RefundStatus,
  type RefundWorkflow,
  type TaskDetailsReply,
  type WorkflowCsvBody,
} from '@merchant-portal/contracts/schemas/bookings';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import type { AuthContext } from '../../lib/request-context.js';
import type * as repo from './repository.js';
import { isChecker, isMaker, money } from './refund-rules.js';

const isoDayOf = (value: string) => {
  const day = parseDay(value);
  if (day === null) throw new Error(`unvalidated date ${value}`);
  return isoDay(day);
};

/**
 * A filter of the user's merchant: its own fields, and both dates (validated by the call's schema) as ISO
 * days, or neither.
 */
function criteria<T>(auth: AuthContext, filter: { fromDate?: string; toDate?: string }, fields: T) {
  const period =
    filter.fromDate !== undefined && filter.toDate !== undefined
      ? { from: isoDayOf(filter.fromDate), to: isoDayOf(filter.toDate) }
      : {};
  return { merchantCode: auth.merchantCode, ...fields, ...period };
}

export function bookingCriteria(auth: AuthContext, filter: BookingCsvQuery): repo.BookingCriteria {
  return criteria(auth, filter, { bookingRefNo: filter.bookingRefNo, customerId: filter.customerId });
}

export function workflowCriteria(auth: AuthContext, filter: WorkflowCsvBody): repo.WorkflowCriteria {
  return criteria(auth, filter, { bookingRefNo: filter.key1, status: filter.workFlowStatus });
}

/**
 * Where the customer's notification stands: a resend's delivery once there is one. `mailRetryLimit`: a
 * resent notification whose deliveries were all tried and failed shows FAILED again.
 */
export function notificationOf(row: repo.BookingRow, mailRetryLimit: number): NotificationStatus {
  if (row.booking.notificationOutboxId === null) return row.booking.notificationStatus as NotificationStatus;
  if (row.outboxDeliveredAt !== null) return 'SENT';
  return (row.outboxAttempts ?? 0) > mailRetryLimit ? 'FAILED' : 'QUEUED';
}

function toRefund(row: repo.RefundRow): BookingRefund {
  return {
    amount: money(row.amount),
    percentage: Number(row.percentage),
    currency: row.currency,
    status: 'COMPLETED',
    createdBy: row.requestedBy,
    createdOn: row.createdAt.toISOString(),
    approvedBy: row.approvedBy,
    transactionRefNo: row.transactionRefNo,
    approvalRefNo: row.approvalRefNo,
  };
}

/** The booking as the calls answer it, its flags computed for `auth`. */
export function toPayment(
  auth: AuthContext,
  row: repo.BookingRow,
  refunds: readonly repo.RefundRow[],
  mailRetryLimit: number,
): BookingPayment {
  const b = row.booking;
  const ticket = toFils(b.ticketAmount);
  const refunded = toFils(row.refunded);
  const paymentStatus = b.paymentStatus as PaymentStatus;
  const notificationStatus = notificationOf(row, mailRetryLimit);
  const open = row.openWorkflowId !== null;
  const refundStatus: RefundStatus = open
    ? PENDING_WITH_CHECKER
    : refunded === 0
      ? 'NONE'
      : refunded >= ticket
        ? 'REFUNDED'
        : 'PARTIALLY_REFUNDED';
  const shown = refunds.map(toRefund);
  const airport = (a: typeof row.origin) => ({
    name: a.name,
    code: a.code,
    countryName: a.countryName,
    cityName: a.cityName,
    airportName: a.airportName,
  });
  return {
    id: b.id,
    customerRefNo: b.customerRefNo,
    customerId: b.customerId,
    type: b.tripType as BookingPayment['type'],
    origin: airport(row.origin),
    destination: airport(row.destination),
    passengersNo: { adults: b.adults, children: b.children, infants: b.infants, youths: b.youths },
    cabin: b.cabin as BookingPayment['cabin'],
    promoCode: b.promoCode,
    paymentDetails: {
      ticketAmount: { value: money(b.ticketAmount), currency: b.currency },
      dueAmount: { value: money(b.dueAmount), currency: b.currency },
      amountInLocalCurrency: { value: money(b.localAmount), currency: 'JOD' },
      creditAccount: {
        branch: b.creditBranch,
        basic: b.creditBasic,
        suffix: b.creditSuffix,
        currency: b.creditCurrency,
      },
      merchantPaymentId: b.merchantPaymentId,
      merchantId: b.merchantCode,
      retryableUntil: b.retryableUntil?.toISOString() ?? null,
    },
    fees: money(b.fees),
    paymentMethod: b.paymentMethod,
    paymentStatus,
    notificationStatus,
    refundStatus,
    fromDate: b.departureDate,
    toDate: b.returnDate,
    flightDetails: { bookingRefNo: b.bookingRefNo, flight: b.flightNo },
    transactionRefNo: b.transactionRefNo,
    transactionDate: b.transactionAt.toISOString(),
    refund: shown.at(-1) ?? null,
    refunds: shown,
    refundedAmount: refunded / 1000,
    refundableAmount: Math.max(0, ticket - refunded) / 1000,
    remarks: b.remarks,
    createdDate: b.createdAt.toISOString(),
    canInitaiteRefund: isMaker(auth) && paymentStatus === 'PAYMENT_COMPLETED' && !open && refunded < ticket,
    canChangeStatus: isMaker(auth) && TIMEOUT_STATUSES.includes(paymentStatus),
    canResendNotification: isMaker(auth) && RESENDABLE_NOTIFICATIONS.includes(notificationStatus),
    canApprove:
      isChecker(auth) &&
      open &&
      paymentStatus === 'PAYMENT_COMPLETED' &&
      row.openWorkflowCreatedById !== auth.userId &&
      canonicalUsername(row.openWorkflowCreatedBy ?? '') !== canonicalUsername(auth.username),
  };
}

type TaskRow = Awaited<ReturnType<typeof repo.tasksOf>>[number];

/** A refund workflow as the Refunds tab lists it: its booking as `payment` shows it, and its tasks. */
export function toWorkflow(
  workflow: repo.WorkflowRow,
  bookingRefNo: string,
  payment: BookingPayment,
  tasks: readonly TaskRow[],
): RefundWorkflow {
  const pending = workflow.status === PENDING_WITH_CHECKER;
  return {
    workflowId: workflow.id,
    workflowName: REFUND_WORKFLOW_NAME,
    workflowData: {
      ...payment,
      // Approval is about this workflow: only while it is the one pending.
      canApprove: payment.canApprove && pending,
      bookingRefNo,
      refundAmount: money(workflow.amount),
      refundCurrency: workflow.currency,
      comment: workflow.comment,
      commentedBy: workflow.createdBy,
      commentedAt: workflow.createdAt.toISOString(),
    },
    applicationStatus: workflow.status as RefundWorkflow['applicationStatus'],
    decisionComment: workflow.decisionComment,
    workflowTasks: tasks
      .filter((task) => task.workflowId === workflow.id)
      .map((task) => ({
        id: task.id,
        taskName: task.taskName,
        assignedGroup: task.assignedGroup,
        status: task.status,
      })),
    workflowCreatedDate: workflow.createdAt.toISOString(),
    workflowCreatedBy: workflow.createdBy,
    workflowLastUpdatedDate: workflow.updatedAt.toISOString(),
    workflowLastUpdatedBy: workflow.updatedBy,
  };
}

/** A task as the task details list it. */
export function toTaskDetail(task: TaskRow): TaskDetailsReply['data']['results'][number] {
  return {
    id: task.id,
    taskName: task.taskName,
    assignedGroup: task.assignedGroup,
    status: task.status,
    actedBy: task.actedBy,
    actedAt: task.actedAt?.toISOString() ?? null,
    comment: task.comment,
    createdDate: task.createdAt.toISOString(),
  };
}
