// RJ ticket bookings and the maker-checker refund workflow (spec part 2 §2 "RJ Ticket Bookings", §3, §4, §5,
// §6, §8). Every rule is the server's: the flags a booking shows are computed here for the caller, and every
// action checks again, under the booking's row lock, what the flag promised.
//
// Races: each action locks its booking first (then its workflow), so two makers asking at once, two checkers
// approving at once, or an approval and a rejection at once run one after the other; the second finds the
// state the first left and is refused. Behind the lock, the database itself holds the line: one open
// workflow per booking (a partial unique index) and one refund per workflow (a unique key).
// Every action, done or refused, writes an audit row.
import { randomBytes } from 'node:crypto';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import {
  BOOKING_MESSAGES,
  PENDING_WITH_CHECKER,
  RESENDABLE_NOTIFICATIONS,
  TIMEOUT_STATUSES,
  type BookingCsvQuery,
  type BookingHistoryQuery,
  type BookingPayment,
  type ManageTaskBody,
  type PaymentStatus,
  type RefundWorkflow,
  type WorkflowCreateBody,
  type WorkflowCsvBody,
  type WorkflowExecuteBody,
  type WorkflowSearchBody,
} from '@merchant-portal/contracts/schemas/bookings';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext, RequestContext } from '../../lib/request-context.js';
import type { MailService } from '../mail/service.js';
import { merchantNameOf } from '../merchants/service.js';
import { insertCardTransactions } from '../transactions/service.js';
import { audited } from './audited.js';
import { confirmationMessage } from './confirmation.js';
import {
  bookingCriteria,
  notificationOf,
  toPayment,
  toTaskDetail,
  toWorkflow,
  workflowCriteria,
} from './mapping.js';
import {
  checkApproval,
  checkNotOwnRequest,
  checkRefund,
  isChecker,
  isMaker,
  newWorkflow,
  openingTasks,
  refundCardTransaction,
  refused,
} from './refund-rules.js';
import * as repo from './repository.js';

export interface BookingServiceOptions {
  mail: MailService;
  now: Clock;
  /** A resent notification whose deliveries were all tried and failed shows FAILED again. */
  mailRetryLimit: number;
}

export class BookingService {
  constructor(
    private readonly db: Database,
    private readonly options: BookingServiceOptions,
  ) {}

  private async paymentsOf(db: Executor, auth: AuthContext, rows: readonly repo.BookingRow[]) {
    const refunds = await repo.refundsOf(
      db,
      rows.map((row) => row.booking.id),
    );
    return rows.map((row) =>
      toPayment(
        auth,
        row,
        refunds.filter((refund) => refund.bookingId === row.booking.id),
        this.options.mailRetryLimit,
      ),
    );
  }

  /** A page of the merchant's booking payments in the asked order, and how many the filter holds. */
  async history(auth: AuthContext, query: BookingHistoryQuery) {
    const criteria = bookingCriteria(auth, query);
    const [rows, totalRecords] = await Promise.all([
      repo.pageOfBookings(this.db, criteria, query, query.page, query.size),
      repo.countBookings(this.db, criteria),
    ]);
    return { results: await this.paymentsOf(this.db, auth, rows), totalRecords };
  }

  /** Every booking payment of the filter in the tab's order, in batches, for the CSV. */
  async *historyBatches(auth: AuthContext, filter: BookingCsvQuery) {
    for await (const rows of repo.bookingBatches(this.db, bookingCriteria(auth, filter), filter)) {
      yield await this.paymentsOf(this.db, auth, rows);
    }
  }

  private async lockedBooking(tx: Executor, auth: AuthContext, bookingRefNo: string) {
    const row = await repo.bookingByRef(tx, auth.merchantCode, bookingRefNo, true);
    if (!row) throw refused(404, BOOKING_MESSAGES.noSuchBooking);
    return row;
  }

  private async answer(tx: Executor, auth: AuthContext, bookingRefNo: string) {
    const row = await repo.bookingByRef(tx, auth.merchantCode, bookingRefNo);
    if (!row) throw refused(404, BOOKING_MESSAGES.noSuchBooking);
    const [payment] = await this.paymentsOf(tx, auth, [row]);
    return payment as BookingPayment;
  }

  /** `workflow/execute`: the maker's check of a refund and three maker actions, or the checker's approval. */
  async execute(auth: AuthContext, body: WorkflowExecuteBody, context: RequestContext) {
    const details = { requestAction: body.requestAction, bookingRefNo: body.bookingRefNo };
    const action = `rj-booking:${body.requestAction.toLowerCase().replaceAll('_', '-')}`;
    if (body.requestAction === 'REQUEST_REFUND') {
      return audited(this.db, auth, context, action, details, async (tx) => {
        if (!isChecker(auth)) throw refused(403, BOOKING_MESSAGES.approveFailed);
        const booking = await this.lockedBooking(tx, auth, body.bookingRefNo);
        if (booking.openWorkflowId === null) throw refused(409, BOOKING_MESSAGES.notPending);
        const done = await this.approveLocked(
          tx,
          auth,
          booking.openWorkflowId,
          '',
          String(body.amount ?? ''),
        );
        return {
          result: {
            message: BOOKING_MESSAGES.approved,
            data: await this.answer(tx, auth, body.bookingRefNo),
          },
          details: done,
        };
      });
    }
    return audited(this.db, auth, context, action, details, async (tx) => {
      if (!isMaker(auth)) throw refused(403, BOOKING_MESSAGES.error);
      const at = this.options.now();
      const booking = await this.lockedBooking(tx, auth, body.bookingRefNo);
      let message: string = BOOKING_MESSAGES.error;
      let extra: Record<string, unknown> = {};
      switch (body.requestAction) {
        case 'VALIDATE_REFUND':
          checkRefund(
            booking,
            body.amount === undefined ? '' : String(body.amount),
            body.remark?.remark ?? '',
            body.currency,
          );
          message = BOOKING_MESSAGES.refundValid;
          break;
        case 'PAYMENT_COMPLETED':
        case 'PAYMENT_FAILED':
          if (!TIMEOUT_STATUSES.includes(booking.booking.paymentStatus as PaymentStatus)) {
            throw refused(409, BOOKING_MESSAGES.notTimedOut);
          }
          await repo.updateBooking(
            tx,
            booking.booking.id,
            { paymentStatus: body.requestAction },
            auth.username,
            at,
          );
          extra = { from: booking.booking.paymentStatus, to: body.requestAction };
          message = BOOKING_MESSAGES.statusUpdated;
          break;
        case 'RESEND_NOTIFICATION': {
          if (!RESENDABLE_NOTIFICATIONS.includes(notificationOf(booking, this.options.mailRetryLimit))) {
            throw refused(409, BOOKING_MESSAGES.notResendable);
          }
          const to = booking.booking.customerEmail;
          if (!to) throw refused(422, BOOKING_MESSAGES.noCustomerEmail);
          const merchantName = (await merchantNameOf(tx, auth.merchantCode)) ?? auth.merchantCode;
          const outboxId = await this.options.mail.enqueue(
            tx,
            confirmationMessage(auth, booking, to, merchantName, at),
          );
          await repo.updateBooking(
            tx,
            booking.booking.id,
            { notificationOutboxId: outboxId },
            auth.username,
            at,
          );
          extra = { outboxId };
          message = BOOKING_MESSAGES.requestSubmitted;
          break;
        }
      }
      return { result: { message, data: await this.answer(tx, auth, body.bookingRefNo) }, details: extra };
    }).then((reply) => {
      if (body.requestAction === 'RESEND_NOTIFICATION') this.options.mail.wakeDelivery();
      return reply;
    });
  }

  /** The maker's refund request: a workflow pending with the checker group. */
  async createWorkflow(auth: AuthContext, body: WorkflowCreateBody, context: RequestContext) {
    const bookingRefNo = body.processFilterParameters.key1;
    const task = body.workflowTasks[0];
    const amount = task?.data.refundAmount ?? '';
    const comment = task?.data.comment ?? '';
    const details = { bookingRefNo, amount };
    return audited(this.db, auth, context, 'rj-refund-request', details, async (tx) => {
      if (canonicalUsername(body.workflowCreatedBy) !== canonicalUsername(auth.username)) {
        throw refused(403, BOOKING_MESSAGES.wrongUser);
      }
      const booking = await this.lockedBooking(tx, auth, bookingRefNo);
      checkRefund(booking, amount, comment, task?.data.refundCurrency);
      const at = this.options.now();
      let workflowId: string;
      try {
        workflowId = await repo.insertWorkflow(tx, newWorkflow(auth, booking, amount, comment, at));
      } catch (error) {
        if (isUniqueViolation(error)) throw refused(409, BOOKING_MESSAGES.workflowExists);
        throw error;
      }
      for (const opening of openingTasks(workflowId, auth, comment, at)) await repo.insertTask(tx, opening);
      return {
        result: { message: BOOKING_MESSAGES.refundSubmitted, data: { workflowId } },
        details: { workflowId },
      };
    });
  }

  /** `manage-task`: the checker approves (the refund is executed once) or rejects (a comment is required). */
  async manageTask(auth: AuthContext, body: ManageTaskBody, context: RequestContext) {
    const approving = body.applicationStatus === 'COMPLETED';
    const action = approving ? 'rj-refund-approve' : 'rj-refund-reject';
    return audited<{ message: string }>(
      this.db,
      auth,
      context,
      action,
      { workflowId: body.workflowId },
      async (tx) => {
        if (canonicalUsername(body.modifiedBy) !== canonicalUsername(auth.username)) {
          throw refused(403, BOOKING_MESSAGES.wrongUser);
        }
        if (!approving && body.comment.trim() === '') throw refused(422, BOOKING_MESSAGES.fillComments);
        if (approving) {
          const done = await this.approveLocked(tx, auth, body.workflowId, body.comment.trim());
          return { result: { message: BOOKING_MESSAGES.approved }, details: done };
        }
        const workflow = await this.lockedWorkflow(tx, auth, body.workflowId);
        await repo.closeWorkflow(tx, workflow.id, {
          status: 'REJECTED',
          by: auth.username,
          at: this.options.now(),
          comment: body.comment.trim(),
        });
        return { result: { message: BOOKING_MESSAGES.rejected } };
      },
    );
  }

  /** The workflow, pending, with its booking locked first and then itself. */
  private async lockedWorkflow(tx: Executor, auth: AuthContext, workflowId: string) {
    const found = await repo.workflowById(tx, auth.merchantCode, workflowId);
    if (!found) throw refused(404, BOOKING_MESSAGES.noSuchWorkflow);
    await repo.lockBookingById(tx, found.bookingId);
    const workflow = await repo.workflowById(tx, auth.merchantCode, workflowId, true);
    if (!workflow || workflow.status !== PENDING_WITH_CHECKER)
      throw refused(409, BOOKING_MESSAGES.notPending);
    return workflow;
  }

  /**
   * Executes a pending refund: four eyes, the payment still completed, the request's data whole, all refunds
   * of the booking together within its ticket; then the refund (keyed by its workflow), its card
   * transaction, and the workflow completed — all in the caller's transaction. `expectedAmount`, when the
   * caller names the refund by its amount (REQUEST_REFUND), must be the request's.
   */
  private async approveLocked(
    tx: Executor,
    auth: AuthContext,
    workflowId: string,
    comment: string,
    expectedAmount?: string,
  ) {
    if (!isChecker(auth)) throw refused(403, BOOKING_MESSAGES.approveFailed);
    const workflow = await this.lockedWorkflow(tx, auth, workflowId);
    checkNotOwnRequest(auth, workflow);
    const [booking] = await repo.bookingsByIds(tx, auth.merchantCode, [workflow.bookingId]);
    if (!booking) throw refused(404, BOOKING_MESSAGES.noSuchBooking);
    checkApproval(workflow, booking, expectedAmount);
    const at = this.options.now();
    const day = isoDay(todayInAmman(at));
    const approvalRefNo = `APR${randomBytes(6).toString('hex').toUpperCase()}`;
    const transactionRefNo = `RF${randomBytes(6).toString('hex').toUpperCase()}`;
    await repo.insertRefund(tx, {
      bookingId: booking.booking.id,
      workflowId: workflow.id,
      amount: workflow.amount,
      percentage: workflow.percentage,
      currency: workflow.currency,
      requestedBy: workflow.createdBy,
      approvedBy: auth.username,
      createdAt: at,
      transactionRefNo,
      approvalRefNo,
    });
    const cardTransactionId = await this.writeRefundTransaction(
      tx,
      booking,
      workflow.amount,
      approvalRefNo,
      at,
    );
    await repo.setRefundTransaction(tx, approvalRefNo, cardTransactionId);
    await repo.closeWorkflow(tx, workflow.id, {
      status: 'COMPLETED',
      by: auth.username,
      at,
      comment: comment === '' ? null : comment,
    });
    return { bookingRefNo: booking.booking.bookingRefNo, amount: workflow.amount, approvalRefNo, day };
  }

  /** The refund as a REFUND card transaction of the merchant's online branch, with its roll-ups. */
  private async writeRefundTransaction(
    tx: Executor,
    booking: repo.BookingRow,
    amount: string,
    approvalRefNo: string,
    at: Date,
  ): Promise<number> {
    const b = booking.booking;
    const terminal = await repo.onlineTerminal(tx, b.merchantCode);
    if (!terminal) throw refused(409, BOOKING_MESSAGES.approveFailed);
    const day = isoDay(todayInAmman(at));
    await insertCardTransactions(tx, [refundCardTransaction(booking, terminal, amount, approvalRefNo, at)]);
    const id = await repo.cardTransactionIdByRef(tx, b.merchantCode, day, approvalRefNo);
    if (id === null) throw new Error('the refund transaction was not written');
    return id;
  }

  private async workflowsOf(
    auth: AuthContext,
    rows: readonly { workflow: repo.WorkflowRow; bookingRefNo: string }[],
  ): Promise<RefundWorkflow[]> {
    const bookingRows = await repo.bookingsByIds(this.db, auth.merchantCode, [
      ...new Set(rows.map((row) => row.workflow.bookingId)),
    ]);
    const payments = new Map(
      (await this.paymentsOf(this.db, auth, bookingRows)).map((payment) => [payment.id, payment]),
    );
    const tasks = await repo.tasksOfWorkflows(
      this.db,
      rows.map((row) => row.workflow.id),
    );
    return rows.map(({ workflow, bookingRefNo }) => {
      const payment = payments.get(workflow.bookingId);
      if (!payment) throw new Error(`workflow ${workflow.id} without its booking`);
      return toWorkflow(workflow, bookingRefNo, payment, tasks);
    });
  }

  async searchWorkflows(auth: AuthContext, body: WorkflowSearchBody) {
    const criteria = workflowCriteria(auth, body);
    const [rows, totalRecords] = await Promise.all([
      repo.pageOfWorkflows(this.db, criteria, body, body.page, body.size),
      repo.countWorkflows(this.db, criteria),
    ]);
    return { results: await this.workflowsOf(auth, rows), totalRecords };
  }

  async *workflowBatches(auth: AuthContext, filter: WorkflowCsvBody) {
    for await (const rows of repo.workflowBatches(this.db, workflowCriteria(auth, filter), filter)) {
      yield await this.workflowsOf(auth, rows);
    }
  }

  async taskDetails(auth: AuthContext, workflowId: string, page: number, size: number) {
    const workflow = await repo.workflowById(this.db, auth.merchantCode, workflowId);
    if (!workflow) throw refused(404, BOOKING_MESSAGES.noSuchWorkflow);
    const [tasks, totalRecords] = await Promise.all([
      repo.tasksOf(this.db, workflowId, page, size),
      repo.countTasks(this.db, workflowId),
    ]);
    const results = tasks.map(toTaskDetail);
    return { results, totalRecords };
  }
}
