// The refund's rules (spec part 2 §3, §4 "Refund workflow", §5): who may act, what a request must hold,
// what an approval checks again under the locks, and the rows a request and an executed refund write. The
// service applies them under the booking's row lock; these only judge and shape what they are given.
import { createHash } from 'node:crypto';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import {
  BOOKING_MESSAGES,
  CHECKER_GROUP,
  CHECKER_TASK,
  MAKER_GROUP,
  PENDING_WITH_CHECKER,
  REFUND_AMOUNT_PATTERN,
  REFUND_CURRENCY,
  REQUEST_TASK,
  refundIssue,
  toFils,
} from '@merchant-portal/contracts/schemas/bookings';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/request-context.js';
import { PLAIN_PAYMENT_EXTRAS, type insertCardTransactions } from '../transactions/service.js';
import type * as repo from './repository.js';

export const refused = (status: 403 | 404 | 409 | 422, message: string) =>
  new AppError(status, String(status), message);

export const isMaker = (auth: AuthContext) => auth.permissions.has('rj-bookings:maker');
export const isChecker = (auth: AuthContext) => auth.permissions.has('rj-bookings:checker');

/** Dinars of a stored amount, exact to the fils. */
export const money = (value: string | number) => toFils(value) / 1000;

/** The refund rules against the booking as it is now (under its lock when about to change it). */
export function checkRefund(
  row: repo.BookingRow,
  amount: string,
  comment: string,
  currency: string | undefined,
) {
  if (row.booking.paymentStatus !== 'PAYMENT_COMPLETED') throw refused(409, BOOKING_MESSAGES.notRefundable);
  if (row.openWorkflowId !== null) throw refused(409, BOOKING_MESSAGES.workflowExists);
  if (currency !== undefined && currency !== REFUND_CURRENCY)
    throw refused(422, BOOKING_MESSAGES.dataMismatch);
  const issue = refundIssue(
    { amount, comment },
    { ticketAmount: money(row.booking.ticketAmount), refundedAmount: money(row.refunded) },
  );
  if (issue) throw refused(422, issue);
}

/** Four eyes: the checker who approves is never the maker who asked, by id or by name. */
export function checkNotOwnRequest(auth: AuthContext, workflow: repo.WorkflowRow) {
  if (
    workflow.createdById === auth.userId ||
    canonicalUsername(workflow.createdBy) === canonicalUsername(auth.username)
  ) {
    throw refused(403, BOOKING_MESSAGES.ownRequest);
  }
}

/**
 * The payment still completed, the request's data whole, all refunds of the booking together within its
 * ticket. `expectedAmount`, when the caller names the refund by its amount (REQUEST_REFUND), must be the
 * request's.
 */
export function checkApproval(workflow: repo.WorkflowRow, booking: repo.BookingRow, expectedAmount?: string) {
  if (booking.booking.paymentStatus !== 'PAYMENT_COMPLETED')
    throw refused(409, BOOKING_MESSAGES.notRefundable);
  const mismatch =
    expectedAmount !== undefined &&
    (!REFUND_AMOUNT_PATTERN.test(expectedAmount) || toFils(expectedAmount) !== toFils(workflow.amount));
  if (mismatch || toFils(workflow.amount) <= 0 || workflow.comment.trim() === '') {
    throw refused(422, BOOKING_MESSAGES.dataMismatch);
  }
  if (toFils(booking.refunded) + toFils(workflow.amount) > toFils(booking.booking.ticketAmount)) {
    throw refused(422, BOOKING_MESSAGES.overRefunded);
  }
}

/** The maker's refund request of `amount` (checked) with `comment`: a workflow pending with the checkers. */
export function newWorkflow(
  auth: AuthContext,
  booking: repo.BookingRow,
  amount: string,
  comment: string,
  at: Date,
): repo.NewWorkflow {
  const fils = toFils(amount.trim());
  return {
    merchantCode: auth.merchantCode,
    bookingId: booking.booking.id,
    status: PENDING_WITH_CHECKER,
    amount: (fils / 1000).toFixed(3),
    percentage: ((fils / toFils(booking.booking.ticketAmount)) * 100).toFixed(3),
    currency: REFUND_CURRENCY,
    comment: comment.trim(),
    createdById: auth.userId,
    createdBy: auth.username,
    createdAt: at,
    createdDay: isoDay(todayInAmman(at)),
    updatedBy: auth.username,
    updatedAt: at,
  };
}

/** A new workflow's tasks: the maker's request, done, then the checkers' decision, open. */
export function openingTasks(
  workflowId: string,
  auth: AuthContext,
  comment: string,
  at: Date,
): repo.NewTask[] {
  return [
    {
      workflowId,
      taskName: REQUEST_TASK,
      assignedGroup: MAKER_GROUP,
      status: 'COMPLETED',
      actedBy: auth.username,
      actedAt: at,
      comment: comment.trim(),
      createdAt: at,
    },
    {
      workflowId,
      taskName: CHECKER_TASK,
      assignedGroup: CHECKER_GROUP,
      status: 'OPEN',
      createdAt: new Date(at.getTime() + 1),
    },
  ];
}

type NewCardTransaction = Parameters<typeof insertCardTransactions>[1][number];

/** The refund as a REFUND card transaction of the merchant's online branch and terminal, on `at`'s day. */
export function refundCardTransaction(
  booking: repo.BookingRow,
  terminal: { branchId: string; terminalId: string },
  amount: string,
  approvalRefNo: string,
  at: Date,
): NewCardTransaction {
  const b = booking.booking;
  const day = isoDay(todayInAmman(at));
  return {
    businessDate: day,
    transactionAt: at,
    depositDate: day,
    merchantCode: b.merchantCode,
    branchId: terminal.branchId,
    terminalId: terminal.terminalId,
    source: 'CS',
    transactionType: 'REFUND',
    merchantRef: approvalRefNo,
    maskedPan: b.maskedPan,
    cardToken: createHash('sha256').update(`booking-card:${b.id}`).digest('hex'),
    tranPaymentMethod: b.maskedPan,
    amount,
    fixedAmount: '0.000',
    mdrPercentage: '0.0000',
    mdrAmount: '0.000',
    netAmount: amount,
    currency: REFUND_CURRENCY,
    cardScheme: b.cardScheme,
    cardKind: b.cardKind === 'D' ? 'D' : 'C',
    locality: b.locality === 'I' ? 'I' : 'L',
    isBankCustomer: false,
    ...PLAIN_PAYMENT_EXTRAS,
    authCode: approvalRefNo.slice(-6),
    rrn: `${day.replaceAll('-', '').slice(2)}${approvalRefNo.slice(-6)}`,
  };
}
