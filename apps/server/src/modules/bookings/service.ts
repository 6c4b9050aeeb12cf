// RJ ticket bookings and the maker-checker refund workflow (spec part 2 §2 "RJ Ticket Bookings", §3, §4, §5,
// §6, §8). Every rule is the server's: the flags a booking shows are computed here for the caller, and every
// action checks again, under the booking's row lock, what the flag promised.
//
// Races: each action locks its booking first (then its workflow), so two makers asking at once, two checkers
// approving at once, or an approval and a rejection at once run one after the other; the second finds the
// state the first left and is refused. Behind the lock, the database itself holds the line: one open
// workflow per booking (a partial unique index) and one refund per workflow (a unique key).
// Every action, done or refused, writes an audit row.
import { createHash, randomBytes } from 'node:crypto';
import { dayFromIso, formatDay, isoDay, parseDay, todayInAmman } from '@merchant-portal/contracts/dates';
import {
  BOOKING_MESSAGES,
  CHECKER_GROUP,
  CHECKER_TASK,
  MAKER_GROUP,
  PENDING_WITH_CHECKER,
  REFUND_CURRENCY,
  REFUND_WORKFLOW_NAME,
  REQUEST_TASK,
  REFUND_AMOUNT_PATTERN,
  RESENDABLE_NOTIFICATIONS,
  TIMEOUT_STATUSES,
  refundIssue,
  toFils,
  type BookingCsvQuery,
  type BookingHistoryQuery,
  type BookingPayment,
  type BookingRefund,
  type ManageTaskBody,
  type NotificationStatus,
  type PaymentStatus,
  type RefundStatus,
  type RefundWorkflow,
  type TaskDetailsReply,
  type WorkflowCreateBody,
  type WorkflowCsvBody,
  type WorkflowExecuteBody,
  type WorkflowSearchBody,
} from '@merchant-portal/contracts/schemas/bookings';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext, RequestContext } from '../../lib/request-context.js';
import { recordAudit } from '../audit/service.js';
import type { MailService } from '../mail/service.js';
import { merchantNameOf } from '../merchants/service.js';
import { insertCardTransactions, PLAIN_PAYMENT_EXTRAS } from '../transactions/service.js';
import * as repo from './repository.js';

export interface BookingServiceOptions {
  mail: MailService;
  now: Clock;
  /** A resent notification whose deliveries were all tried and failed shows FAILED again. */
  mailRetryLimit: number;
}

const refused = (status: 403 | 404 | 409 | 422, message: string) =>
  new AppError(status, String(status), message);

const isMaker = (auth: AuthContext) => auth.permissions.has('rj-bookings:maker');
const isChecker = (auth: AuthContext) => auth.permissions.has('rj-bookings:checker');

const money = (value: string | number) => toFils(value) / 1000;
const isoDayOf = (value: string) => {
  const day = parseDay(value);
  if (day === null) throw new Error(`unvalidated date ${value}`);
  return isoDay(day);
};

/** Both dates (validated by the call's schema) as ISO days, or neither. */
function period(filter: { fromDate?: string; toDate?: string }) {
  return filter.fromDate !== undefined && filter.toDate !== undefined
    ? { from: isoDayOf(filter.fromDate), to: isoDayOf(filter.toDate) }
    : {};
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

export class BookingService {
  constructor(
    private readonly db: Database,
    private readonly options: BookingServiceOptions,
  ) {}

  /** Where the customer's notification stands: a resend's delivery once there is one. */
  private notificationOf(row: repo.BookingRow): NotificationStatus {
    if (row.booking.notificationOutboxId === null)
      return row.booking.notificationStatus as NotificationStatus;
    if (row.outboxDeliveredAt !== null) return 'SENT';
    return (row.outboxAttempts ?? 0) > this.options.mailRetryLimit ? 'FAILED' : 'QUEUED';
  }

  /** The booking as the calls answer it, its flags computed for `auth`. */
  private toPayment(
    auth: AuthContext,
    row: repo.BookingRow,
    refunds: readonly repo.RefundRow[],
  ): BookingPayment {
    const b = row.booking;
    const ticket = toFils(b.ticketAmount);
    const refunded = toFils(row.refunded);
    const paymentStatus = b.paymentStatus as PaymentStatus;
    const notificationStatus = this.notificationOf(row);
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

  private async paymentsOf(db: Executor, auth: AuthContext, rows: readonly repo.BookingRow[]) {
    const refunds = await repo.refundsOf(
      db,
      rows.map((row) => row.booking.id),
    );
    return rows.map((row) =>
      this.toPayment(
        auth,
        row,
        refunds.filter((refund) => refund.bookingId === row.booking.id),
      ),
    );
  }

  private criteriaOf(auth: AuthContext, filter: BookingCsvQuery): repo.BookingCriteria {
    return {
      merchantCode: auth.merchantCode,
      bookingRefNo: filter.bookingRefNo,
      customerId: filter.customerId,
      ...period(filter),
    };
  }

  /** A page of the merchant's booking payments, newest first, and how many the filter holds. */
  async history(auth: AuthContext, query: BookingHistoryQuery) {
    const criteria = this.criteriaOf(auth, query);
    const [rows, totalRecords] = await Promise.all([
      repo.pageOfBookings(this.db, criteria, query.page, query.size),
      repo.countBookings(this.db, criteria),
    ]);
    return { results: await this.paymentsOf(this.db, auth, rows), totalRecords };
  }

  /** Every booking payment of the filter, in batches, for the CSV. */
  async *historyBatches(auth: AuthContext, filter: BookingCsvQuery) {
    for await (const rows of repo.bookingBatches(this.db, this.criteriaOf(auth, filter))) {
      yield await this.paymentsOf(this.db, auth, rows);
    }
  }

  /**
   * Runs an action in one transaction with its success row; a refusal (or failure) rolls it back and writes
   * a failure row with the reason.
   */
  private async audited<T>(
    auth: AuthContext,
    context: RequestContext,
    action: string,
    details: Record<string, unknown>,
    work: (tx: Executor) => Promise<{ result: T; details?: Record<string, unknown> }>,
  ): Promise<T> {
    const entry = {
      action,
      actorUserId: auth.userId,
      actorUsername: auth.username,
      merchantCode: auth.merchantCode,
    };
    try {
      return await this.db.transaction(async (tx) => {
        const done = await work(tx);
        await recordAudit(tx, context, {
          ...entry,
          outcome: 'success',
          details: { ...details, ...done.details },
        });
        return done.result;
      });
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'error';
      await recordAudit(this.db, context, {
        ...entry,
        outcome: 'failure',
        details: { ...details, reason },
      }).catch(() => undefined);
      throw error;
    }
  }

  private async lockedBooking(tx: Executor, auth: AuthContext, bookingRefNo: string) {
    const row = await repo.bookingByRef(tx, auth.merchantCode, bookingRefNo, true);
    if (!row) throw refused(404, BOOKING_MESSAGES.noSuchBooking);
    return row;
  }

  /** The refund rules against the booking as it is now (under its lock when about to change it). */
  private checkRefund(row: repo.BookingRow, amount: string, comment: string, currency: string | undefined) {
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
      return this.audited(auth, context, action, details, async (tx) => {
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
    return this.audited(auth, context, action, details, async (tx) => {
      if (!isMaker(auth)) throw refused(403, BOOKING_MESSAGES.error);
      const at = this.options.now();
      const booking = await this.lockedBooking(tx, auth, body.bookingRefNo);
      let message: string = BOOKING_MESSAGES.error;
      let extra: Record<string, unknown> = {};
      switch (body.requestAction) {
        case 'VALIDATE_REFUND':
          this.checkRefund(
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
          await repo.setPaymentStatus(tx, booking.booking.id, body.requestAction, auth.username, at);
          extra = { from: booking.booking.paymentStatus, to: body.requestAction };
          message = BOOKING_MESSAGES.statusUpdated;
          break;
        case 'RESEND_NOTIFICATION': {
          if (!RESENDABLE_NOTIFICATIONS.includes(this.notificationOf(booking))) {
            throw refused(409, BOOKING_MESSAGES.notResendable);
          }
          const to = booking.booking.customerEmail;
          if (!to) throw refused(422, BOOKING_MESSAGES.noCustomerEmail);
          const merchantName = (await merchantNameOf(tx, auth.merchantCode)) ?? auth.merchantCode;
          const outboxId = await this.options.mail.enqueue(tx, {
            kind: 'booking:notification',
            merchantCode: auth.merchantCode,
            requestedBy: auth.userId,
            toAddress: to,
            toName: booking.booking.customerName,
            subject: `Your ${merchantName} booking ${booking.booking.bookingRefNo}`,
            bodyText: confirmationText(booking, merchantName),
            createdAt: at,
          });
          await repo.setNotificationOutbox(tx, booking.booking.id, outboxId, auth.username, at);
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
    const details = { bookingRefNo, amount };
    return this.audited(auth, context, 'rj-refund-request', details, async (tx) => {
      if (canonicalUsername(body.workflowCreatedBy) !== canonicalUsername(auth.username)) {
        throw refused(403, BOOKING_MESSAGES.wrongUser);
      }
      const booking = await this.lockedBooking(tx, auth, bookingRefNo);
      this.checkRefund(booking, amount, task?.data.comment ?? '', task?.data.refundCurrency);
      const at = this.options.now();
      const fils = toFils(amount.trim());
      let workflowId: string;
      try {
        workflowId = await repo.insertWorkflow(tx, {
          merchantCode: auth.merchantCode,
          bookingId: booking.booking.id,
          status: PENDING_WITH_CHECKER,
          amount: (fils / 1000).toFixed(3),
          percentage: ((fils / toFils(booking.booking.ticketAmount)) * 100).toFixed(3),
          currency: REFUND_CURRENCY,
          comment: (task?.data.comment ?? '').trim(),
          createdById: auth.userId,
          createdBy: auth.username,
          createdAt: at,
          createdDay: isoDay(todayInAmman(at)),
          updatedBy: auth.username,
          updatedAt: at,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refused(409, BOOKING_MESSAGES.workflowExists);
        throw error;
      }
      await repo.insertTask(tx, {
        workflowId,
        taskName: REQUEST_TASK,
        assignedGroup: MAKER_GROUP,
        status: 'COMPLETED',
        actedBy: auth.username,
        actedAt: at,
        comment: (task?.data.comment ?? '').trim(),
        createdAt: at,
      });
      await repo.insertTask(tx, {
        workflowId,
        taskName: CHECKER_TASK,
        assignedGroup: CHECKER_GROUP,
        status: 'OPEN',
        createdAt: new Date(at.getTime() + 1),
      });
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
    return this.audited<{ message: string }>(
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
    if (
      workflow.createdById === auth.userId ||
      canonicalUsername(workflow.createdBy) === canonicalUsername(auth.username)
    ) {
      throw refused(403, BOOKING_MESSAGES.ownRequest);
    }
    const [booking] = await repo.bookingsByIds(tx, auth.merchantCode, [workflow.bookingId]);
    if (!booking) throw refused(404, BOOKING_MESSAGES.noSuchBooking);
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
    await insertCardTransactions(tx, [
      {
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
      },
    ]);
    const id = await repo.cardTransactionIdByRef(tx, b.merchantCode, day, approvalRefNo);
    if (id === null) throw new Error('the refund transaction was not written');
    return id;
  }

  private workflowCriteria(auth: AuthContext, filter: WorkflowCsvBody): repo.WorkflowCriteria {
    return {
      merchantCode: auth.merchantCode,
      bookingRefNo: filter.key1,
      status: filter.workFlowStatus,
      ...period(filter),
    };
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
    });
  }

  async searchWorkflows(auth: AuthContext, body: WorkflowSearchBody) {
    const criteria = this.workflowCriteria(auth, body);
    const [rows, totalRecords] = await Promise.all([
      repo.pageOfWorkflows(this.db, criteria, body.page, body.size),
      repo.countWorkflows(this.db, criteria),
    ]);
    return { results: await this.workflowsOf(auth, rows), totalRecords };
  }

  async *workflowBatches(auth: AuthContext, filter: WorkflowCsvBody) {
    for await (const rows of repo.workflowBatches(this.db, this.workflowCriteria(auth, filter))) {
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
    const results: TaskDetailsReply['data']['results'] = tasks.map((task) => ({
      id: task.id,
      taskName: task.taskName,
      assignedGroup: task.assignedGroup,
      status: task.status,
      actedBy: task.actedBy,
      actedAt: task.actedAt?.toISOString() ?? null,
      comment: task.comment,
      createdDate: task.createdAt.toISOString(),
    }));
    return { results, totalRecords };
  }
}

/** The booking confirmation the customer gets again when a maker resends it. */
function confirmationText(row: repo.BookingRow, merchantName: string): string {
  const b = row.booking;
  const trip = b.returnDate
    ? `${row.origin.cityName} (${row.origin.code}) to ${row.destination.cityName} (${row.destination.code}) and back`
    : `${row.origin.cityName} (${row.origin.code}) to ${row.destination.cityName} (${row.destination.code})`;
  const dates = b.returnDate
    ? `${formatDay(dayFromIso(b.departureDate))} – ${formatDay(dayFromIso(b.returnDate))}`
    : formatDay(dayFromIso(b.departureDate));
  return [
    `Dear ${b.customerName},`,
    '',
    `Your payment for booking ${b.bookingRefNo} (flight ${b.flightNo}, ${trip}, ${dates}) has been received.`,
    `Amount paid: ${money(b.ticketAmount).toFixed(3)} ${b.currency}. Payment reference: ${b.transactionRefNo}.`,
    '',
    `Thank you for flying with ${merchantName}.`,
  ].join('\n');
}
