// RJ bookings: the payment history, the maker's and the checker's actions on refunds and payments, merchant
// scope, races, the files and the audit log. The describe blocks run in order on one database: the audit
// log's checks count what the ones before did.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@merchant-portal/contracts/dates';
import {
  BOOKING_DATE_MESSAGES,
  BOOKING_MESSAGES,
  PENDING_WITH_CHECKER,
  type BookingPayment,
  type TaskDetailsReply,
  type WorkflowSearchReply,
} from '@merchant-portal/contracts/schemas/bookings';
import { bookingRefunds, bookings } from '../../db/schema/bookings.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { cardTransactions } from '../../db/schema/transactions.js';
import {
  BOTH,
  CHECKER,
  MAKER,
  OTHER,
  WINGS,
  FIXTURES,
  auditRows,
  bookingOf,
  call,
  decide,
  execute,
  foreignWorkflowId,
  history,
  messageOf,
  refundBody,
  refundRequest,
  requested,
  today,
  useBookings,
  workflowsOf,
  workflowStatus,
} from '../../test/bookings.js';

const h = useBookings();

describe('the payment history', () => {
  it("lists only the airline's own bookings, newest first, with the total of the filter", async () => {
    const { data, metadata } = await history({ page: 0, size: 1000 });
    const refs = data.results.map((b) => b.flightDetails.bookingRefNo);
    expect(refs).not.toContain('TOTHER');
    for (const fixture of FIXTURES) expect(refs).toContain(fixture.bookingRefNo);
    const [count] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.merchantCode, WINGS));
    expect(metadata.pagination.totalRecords).toBe(count?.n);
    const created = data.results.map((b) => b.createdDate);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages with page from 0 and size, and filters by reference and dates', async () => {
    const first = await history({ page: 0, size: 2 });
    const second = await history({ page: 1, size: 2 });
    expect(first.data.results).toHaveLength(2);
    expect(second.data.results[0]?.id).not.toBe(first.data.results[1]?.id);
    expect((await history({ bookingRefNo: 'treFnd' })).metadata.pagination.totalRecords).toBe(1);
    const range = await history({ fromDate: formatDay(today - 30), toDate: formatDay(today), size: 1000 });
    expect(range.data.results.map((b) => b.flightDetails.bookingRefNo)).toContain('TREFND');
    const none = await history({ fromDate: formatDay(today - 400), toDate: formatDay(today - 390) });
    expect(none.metadata.pagination.totalRecords).toBe(0);
  });

  it('refuses a future date, from after to, and a date alone, with their texts', async () => {
    const future = await call('bookingHistory', MAKER, undefined, {
      fromDate: formatDay(today),
      toDate: formatDay(today + 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain(BOOKING_DATE_MESSAGES.future);
    const reversed = await call('bookingHistory', MAKER, undefined, {
      fromDate: formatDay(today - 1),
      toDate: formatDay(today - 3),
    });
    expect(reversed.body).toContain(BOOKING_DATE_MESSAGES.fromAfterTo);
    const alone = await call('bookingHistory', MAKER, undefined, { fromDate: formatDay(today - 1) });
    expect(alone.statusCode).toBe(400);
  });

  it('is refused to users without a booking role', async () => {
    expect((await call('bookingHistory', OTHER, undefined, {})).statusCode).toBe(403);
  });

  it('computes each flag from the state and the role', async () => {
    const maker = await bookingOf('TREFND');
    expect(maker).toMatchObject({
      canInitaiteRefund: true,
      canChangeStatus: false,
      canResendNotification: false,
      canApprove: false,
      refundStatus: 'NONE',
    });
    expect((await bookingOf('TREFND', CHECKER)).canInitaiteRefund).toBe(false);
    expect(await bookingOf('TTIME1')).toMatchObject({ canChangeStatus: true, canInitaiteRefund: false });
    expect((await bookingOf('TTIME2')).canChangeStatus).toBe(true);
    expect(await bookingOf('TFAILD')).toMatchObject({ canChangeStatus: false, canInitaiteRefund: false });
    expect((await bookingOf('TNOTIF')).canResendNotification).toBe(true);
    expect((await bookingOf('TNOTIF', CHECKER)).canResendNotification).toBe(false);
    expect((await bookingOf('TNOTI2')).canResendNotification).toBe(true);
  });
});

describe('the maker', () => {
  it('checks a refund (VALIDATE_REFUND) with the spec texts and changes nothing', async () => {
    const validate = (amount: string, remark: string, ref = 'TREFND', currency = 'JOD') =>
      execute(MAKER, 'VALIDATE_REFUND', ref, { amount, currency, remark: { createdBy: MAKER, remark } });
    expect(messageOf(await validate('', 'why'))).toBe(BOOKING_MESSAGES.allMandatory);
    expect(messageOf(await validate('10', ''))).toBe(BOOKING_MESSAGES.allMandatory);
    expect(messageOf(await validate('10.1234', 'why'))).toBe(BOOKING_MESSAGES.amountFormat);
    expect(messageOf(await validate('1e3', 'why'))).toBe(BOOKING_MESSAGES.amountFormat);
    expect(messageOf(await validate('0', 'why'))).toBe(BOOKING_MESSAGES.amountPositive);
    expect(messageOf(await validate('250.001', 'why'))).toBe(BOOKING_MESSAGES.amountTooHigh);
    expect(messageOf(await validate('10', 'why', 'TREFND', 'USD'))).toBe(BOOKING_MESSAGES.dataMismatch);
    expect(messageOf(await validate('10', 'why', 'TFAILD'))).toBe(BOOKING_MESSAGES.notRefundable);
    const ok = await validate('250', 'why');
    expect(ok.statusCode).toBe(200);
    expect(messageOf(ok)).toBe(BOOKING_MESSAGES.refundValid);
    expect((await execute(CHECKER, 'VALIDATE_REFUND', 'TREFND', { amount: '1' })).statusCode).toBe(403);
    expect((await execute(MAKER, 'VALIDATE_REFUND', 'TOTHER', { amount: '1' })).statusCode).toBe(404);
    expect(await workflowsOf('TREFND')).toHaveLength(0);
  });

  it('asks for a refund once per booking; the texts of each refusal', async () => {
    expect((await refundRequest(MAKER, 'TNOTHERE', '1')).statusCode).toBe(404);
    const other = await refundRequest(MAKER, 'TOTHER', '10');
    expect(other.statusCode).toBe(404);
    const impersonating = await call('workflowCreate', MAKER, {
      ...refundBody(MAKER, 'TREFND', '1'),
      workflowCreatedBy: CHECKER,
    });
    expect(impersonating.statusCode).toBe(403);
    expect(messageOf(await refundRequest(MAKER, 'TREFND', '300'))).toBe(BOOKING_MESSAGES.amountTooHigh);
    expect(messageOf(await refundRequest(MAKER, 'TREFND', '30', ' '))).toBe(BOOKING_MESSAGES.allMandatory);
    expect((await refundRequest(CHECKER, 'TREFND', '30')).statusCode).toBe(403);

    await requested('TREFND', '100.5');
    const again = await refundRequest(MAKER, 'TREFND', '10');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(BOOKING_MESSAGES.workflowExists);
    const booking = await bookingOf('TREFND');
    expect(booking).toMatchObject({ refundStatus: PENDING_WITH_CHECKER, canInitaiteRefund: false });
    expect((await bookingOf('TREFND', CHECKER)).canApprove).toBe(true);
  });

  it('marks a timed-out payment completed or failed, and nothing else', async () => {
    const done = await execute(MAKER, 'PAYMENT_COMPLETED', 'TTIME1');
    expect(done.statusCode).toBe(200);
    expect(messageOf(done)).toBe(BOOKING_MESSAGES.statusUpdated);
    expect(done.json<{ data: BookingPayment }>().data).toMatchObject({
      paymentStatus: 'PAYMENT_COMPLETED',
      canChangeStatus: false,
      canInitaiteRefund: true,
    });
    const failed = await execute(MAKER, 'PAYMENT_FAILED', 'TTIME2');
    expect(failed.json<{ data: BookingPayment }>().data.paymentStatus).toBe('PAYMENT_FAILED');
    const again = await execute(MAKER, 'PAYMENT_FAILED', 'TTIME1');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(BOOKING_MESSAGES.notTimedOut);
    expect((await bookingOf('TTIME1')).paymentStatus).toBe('PAYMENT_COMPLETED');
    expect((await execute(CHECKER, 'PAYMENT_COMPLETED', 'TTIME2')).statusCode).toBe(403);
  });

  it('resends a failed notification to the customer through the outbox, once', async () => {
    const sent = await execute(MAKER, 'RESEND_NOTIFICATION', 'TNOTIF');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(messageOf(sent)).toBe(BOOKING_MESSAGES.requestSubmitted);
    expect(['QUEUED', 'SENT']).toContain(sent.json<{ data: BookingPayment }>().data.notificationStatus);
    const messages = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'booking:notification'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ toAddress: 'lina.khoury@example.jo', merchantCode: WINGS });
    // The customer is no portal user: the message is in Arabic, then English, the HTML's Arabic right to left.
    const [message] = messages;
    expect(message?.subject).toMatch(/^Your .+ booking TNOTIF \| تأكيد حجزك$/);
    expect(message?.bodyText).toMatch(/^عزيزنا .+،\n\nتم استلام دفعتك للحجز TNOTIF /);
    expect(message?.bodyText).toContain('Your payment for booking TNOTIF');
    expect(message?.bodyHtml).toMatch(/<div dir="rtl" lang="ar"[^>]*>\s*<p>عزيزنا /);
    expect(message?.bodyHtml).toContain('للحجز <span dir="ltr">TNOTIF</span>');
    const again = await execute(MAKER, 'RESEND_NOTIFICATION', 'TNOTIF');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(BOOKING_MESSAGES.notResendable);
    const noAddress = await execute(MAKER, 'RESEND_NOTIFICATION', 'TNOTI2');
    expect(noAddress.statusCode).toBe(422);
    expect(messageOf(noAddress)).toBe(BOOKING_MESSAGES.noCustomerEmail);
    expect((await execute(MAKER, 'RESEND_NOTIFICATION', 'TREJCT')).statusCode).toBe(409);
  });
});

describe('the checker', () => {
  it('approves: the refund is executed once, shows in the booking and as a card transaction refund', async () => {
    const [workflow] = await workflowsOf('TREFND');
    const approved = await decide(CHECKER, workflow?.id as string, 'COMPLETED');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(messageOf(approved)).toBe(BOOKING_MESSAGES.approved);

    const booking = await bookingOf('TREFND');
    expect(booking.refundStatus).toBe('PARTIALLY_REFUNDED');
    expect(booking.refundedAmount).toBe(100.5);
    expect(booking.refundableAmount).toBe(149.5);
    expect(booking.canInitaiteRefund).toBe(true);
    expect(booking.refund).toMatchObject({
      amount: 100.5,
      percentage: 40.2,
      currency: 'JOD',
      createdBy: MAKER,
      approvedBy: CHECKER,
    });
    const approvalRefNo = booking.refund?.approvalRefNo as string;
    const [card] = await h.database.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.merchantRef, approvalRefNo));
    expect(card).toMatchObject({
      merchantCode: WINGS,
      transactionType: 'REFUND',
      source: 'CS',
      amount: '100.500',
      maskedPan: '411111******1111',
    });
    const [refund] = await h.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.approvalRefNo, approvalRefNo));
    expect(refund?.cardTransactionId).toBe(card?.id);

    const twice = await decide(CHECKER, workflow?.id as string, 'COMPLETED');
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(BOOKING_MESSAGES.notPending);

    const tasks = await call('workflowTaskDetails', MAKER, undefined, {
      workFlowId: workflow?.id,
      page: 0,
      size: 15,
    });
    const results = tasks.json<TaskDetailsReply>().data.results;
    expect(results.map((task) => [task.taskName, task.status, task.actedBy])).toEqual([
      ['REFUND_REQUEST', 'COMPLETED', MAKER],
      ['CHECKER_APPROVAL', 'COMPLETED', CHECKER],
    ]);
    expect(
      (await call('workflowTaskDetails', OTHER, undefined, { workFlowId: workflow?.id })).statusCode,
    ).toBe(403);
  });

  it('never approves a refund above what is left of the ticket, all refunds together', async () => {
    const first = await requested('TCUMUL', '60');
    expect((await decide(CHECKER, first, 'COMPLETED')).statusCode).toBe(200);
    const over = await refundRequest(MAKER, 'TCUMUL', '50');
    expect(over.statusCode).toBe(422);
    expect(messageOf(over)).toBe(BOOKING_MESSAGES.overRefunded);
    const rest = await requested('TCUMUL', '40');
    expect((await decide(CHECKER, rest, 'COMPLETED')).statusCode).toBe(200);
    expect(await bookingOf('TCUMUL')).toMatchObject({
      refundStatus: 'REFUNDED',
      refundedAmount: 100,
      refundableAmount: 0,
      canInitaiteRefund: false,
    });
    expect((await bookingOf('TCUMUL')).refunds).toHaveLength(2);
  });

  it('rejects only with a comment, and a rejected request cannot be approved', async () => {
    const workflowId = await requested('TREJCT', '20');
    const silent = await decide(CHECKER, workflowId, 'REJECTED', '  ');
    expect(silent.statusCode).toBe(422);
    expect(messageOf(silent)).toBe(BOOKING_MESSAGES.fillComments);
    const rejected = await decide(CHECKER, workflowId, 'REJECTED', 'Ticket already used');
    expect(messageOf(rejected)).toBe(BOOKING_MESSAGES.rejected);
    expect((await decide(CHECKER, workflowId, 'COMPLETED')).statusCode).toBe(409);
    expect((await decide(MAKER, workflowId, 'REJECTED', 'x')).statusCode).toBe(403);
    const booking = await bookingOf('TREJCT');
    expect(booking).toMatchObject({ refundStatus: 'NONE', refundedAmount: 0, canInitaiteRefund: true });
    const search = await call('workflowSearch', CHECKER, {
      key1: 'TREJCT',
      workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
      workFlowStatus: 'ALL',
    });
    const [found] = search.json<WorkflowSearchReply>().data.results;
    expect(found).toMatchObject({
      applicationStatus: 'REJECTED',
      decisionComment: 'Ticket already used',
      workflowLastUpdatedBy: CHECKER,
      workflowCreatedBy: MAKER,
    });
    expect(found?.workflowData).toMatchObject({ promoCode: 'SUMMER10', refundAmount: 20, canApprove: false });
    expect(found?.workflowTasks.map((task) => [task.taskName, task.status])).toEqual([
      ['REFUND_REQUEST', 'COMPLETED'],
      ['CHECKER_APPROVAL', 'REJECTED'],
    ]);
  });

  it('four eyes: a user holding both roles cannot approve the refund they asked for', async () => {
    const workflowId = await requested('TOWNRQ', '10', BOTH);
    expect((await bookingOf('TOWNRQ', BOTH)).canApprove).toBe(false);
    const own = await decide(BOTH, workflowId, 'COMPLETED');
    expect(own.statusCode).toBe(403);
    expect(messageOf(own)).toBe(BOOKING_MESSAGES.ownRequest);
    const viaExecute = await execute(BOTH, 'REQUEST_REFUND', 'TOWNRQ', { amount: '10' });
    expect(viaExecute.statusCode).toBe(403);
    expect(await workflowStatus(workflowId)).toBe(PENDING_WITH_CHECKER);
  });

  it("executes the booking's pending refund through REQUEST_REFUND only when the amount matches", async () => {
    const mismatch = await execute(CHECKER, 'REQUEST_REFUND', 'TOWNRQ', { amount: '11' });
    expect(mismatch.statusCode).toBe(422);
    expect(messageOf(mismatch)).toBe(BOOKING_MESSAGES.dataMismatch);
    const approved = await execute(CHECKER, 'REQUEST_REFUND', 'TOWNRQ', { amount: '10.000' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: BookingPayment }>().data.refund?.approvedBy).toBe(CHECKER);
  });

  it('lists workflows by status: OPEN, COMPLETED, ALL; the merchant’s own only', async () => {
    const search = async (workFlowStatus: string, user = CHECKER) =>
      (
        await call('workflowSearch', user, {
          workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
          workFlowStatus,
          size: 1000,
        })
      ).json<WorkflowSearchReply>();
    const all = await search('ALL');
    const completed = await search('COMPLETED');
    const open = await search('OPEN');
    expect(completed.data.results.every((w) => w.applicationStatus === 'COMPLETED')).toBe(true);
    expect(open.data.results.every((w) => w.applicationStatus === PENDING_WITH_CHECKER)).toBe(true);
    expect(all.metadata.pagination.totalRecords).toBeGreaterThanOrEqual(
      completed.metadata.pagination.totalRecords + open.metadata.pagination.totalRecords + 1,
    );
    expect(all.data.results.every((w) => w.workflowData.paymentDetails.merchantId === WINGS)).toBe(true);
    const updated = all.data.results.map((w) => w.workflowLastUpdatedDate);
    expect(updated).toEqual([...updated].sort().reverse());
  });
});

describe('merchant scope', () => {
  it("never reads or decides another merchant's booking or workflow", async () => {
    expect((await decide(CHECKER, foreignWorkflowId, 'COMPLETED')).statusCode).toBe(404);
    expect((await decide(CHECKER, foreignWorkflowId, 'REJECTED', 'no')).statusCode).toBe(404);
    expect((await execute(CHECKER, 'REQUEST_REFUND', 'TOTHER', { amount: '10' })).statusCode).toBe(404);
    expect((await execute(MAKER, 'PAYMENT_COMPLETED', 'TOTHER')).statusCode).toBe(404);
    expect(
      (await call('workflowTaskDetails', CHECKER, undefined, { workFlowId: foreignWorkflowId })).statusCode,
    ).toBe(404);
    const search = await call('workflowSearch', CHECKER, {
      key1: 'TOTHER',
      workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
      workFlowStatus: 'ALL',
    });
    expect(search.json<WorkflowSearchReply>().metadata.pagination.totalRecords).toBe(0);
    expect((await history({ bookingRefNo: 'TOTHER' })).metadata.pagination.totalRecords).toBe(0);
    expect(await workflowStatus(foreignWorkflowId)).toBe(PENDING_WITH_CHECKER);
  });
});

describe('races, 50 at once', () => {
  it('fifty refund requests for one booking make one workflow', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => refundRequest(MAKER, 'TRACE1', '10')));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await workflowsOf('TRACE1')).toHaveLength(1);
  });

  it('fifty approvals of one request execute one refund', async () => {
    const workflowId = await requested('TRACE2', '25');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => decide(CHECKER, workflowId, 'COMPLETED')),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(49);
    const refunds = await h.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.workflowId, workflowId));
    expect(refunds).toHaveLength(1);
    const cards = await h.database.db
      .select({ id: cardTransactions.id })
      .from(cardTransactions)
      .where(eq(cardTransactions.merchantRef, refunds[0]?.approvalRefNo as string));
    expect(cards).toHaveLength(1);
  });

  it('approvals and rejections at once end in exactly one of them', async () => {
    const workflowId = await requested('TRACE3', '30');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        n % 2 === 0
          ? decide(CHECKER, workflowId, 'COMPLETED')
          : decide(CHECKER, workflowId, 'REJECTED', 'No'),
      ),
    );
    const won = replies.filter((reply) => reply.statusCode === 200);
    expect(won).toHaveLength(1);
    const status = await workflowStatus(workflowId);
    const refunds = await h.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.workflowId, workflowId));
    if (messageOf(won[0] as (typeof won)[number]) === BOOKING_MESSAGES.approved) {
      expect(status).toBe('COMPLETED');
      expect(refunds).toHaveLength(1);
    } else {
      expect(status).toBe('REJECTED');
      expect(refunds).toHaveLength(0);
    }
  });
});

describe('the files and the audit log', () => {
  it('streams the filtered bookings as RJ-Bookings.csv, formula-safe, one row a booking', async () => {
    const reply = await call('bookingCsv', MAKER, undefined, {
      fromDate: formatDay(today - 30),
      toDate: formatDay(today),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('RJ-Bookings.csv');
    expect(reply.headers['content-type']).toContain('text/csv');
    const lines = reply.body.trim().split('\n');
    const total = (await history({ fromDate: formatDay(today - 30), toDate: formatDay(today) })).metadata
      .pagination.totalRecords;
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toMatch(/^Booking Ref No,Customer Ref No,/);
    const formula = lines.find((line) => line.startsWith('TFORML')) as string;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(formula).toContain("'+962791234567");
    expect(reply.body).not.toContain('TOTHER');
  });

  it('streams the refund workflows of the filter as CSV', async () => {
    const reply = await call('workflowCsv', CHECKER, {
      workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
      workFlowStatus: 'COMPLETED',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('RJ-Bookings.csv');
    const lines = reply.body.trim().split('\n');
    expect(lines[0]).toMatch(/^Booking Ref No,PromoCode,Refund Amount,/);
    expect(lines.slice(1).every((line) => line.includes(',COMPLETED,'))).toBe(true);
    expect(lines.length).toBeGreaterThan(3);
  });

  it('writes the columns the tab shows, in its order, and refuses columns the CSV has not', async () => {
    const period = { fromDate: formatDay(today - 30), toDate: formatDay(today) };
    const payments = await call('bookingCsv', MAKER, undefined, {
      ...period,
      columns: 'createdDate,bookingRefNo,paymentStatus',
    });
    expect(payments.statusCode).toBe(200);
    const lines = payments.body.trim().split('\n');
    expect(lines[0]).toBe('Created Date,Booking Ref No,Payment Status');
    expect(lines.length).toBeGreaterThan(1);
    // In the requester's language: the headers in Arabic, the rows as they are.
    const inArabic = await h.call('bookingCsv', {
      headers: { ...h.sessions[MAKER], lang: 'ar' },
      query: { ...period, columns: 'createdDate,bookingRefNo,paymentStatus' },
    });
    const arabicLines = inArabic.body.trim().split('\n');
    expect(arabicLines[0]).toBe('تاريخ الإنشاء,الرقم المرجعي للحجز,حالة الدفع');
    expect(arabicLines.slice(1)).toEqual(lines.slice(1));
    const refunds = await call('workflowCsv', CHECKER, {
      workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
      workFlowStatus: 'COMPLETED',
      columns: ['applicationStatus', 'bookingRefNo'],
    });
    expect(refunds.statusCode).toBe(200);
    const refundLines = refunds.body.trim().split('\n');
    expect(refundLines[0]).toBe('Status,Booking Ref No');
    expect(refundLines.slice(1).every((line) => line.startsWith('COMPLETED,'))).toBe(true);
    for (const columns of ['bookingRefNo,actions', 'type,type', '']) {
      const refused = await call('bookingCsv', MAKER, undefined, { ...period, columns });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    const refused = await call('workflowCsv', CHECKER, {
      workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
      columns: ['bookingRefNo', 'paymentStatus'],
    });
    expect(refused.json()).toMatchObject({
      errors: [{ param: 'columns.1', msg: 'paymentStatus is not a column of this list' }],
    });
  });

  it('writes an audit row for every action, done or refused', async () => {
    const requests = await auditRows('rj-refund-request', 'success');
    expect(requests.length).toBeGreaterThanOrEqual(6);
    const refusedRequests = await auditRows('rj-refund-request', 'failure');
    expect(refusedRequests.map((row) => row.reason)).toEqual(
      expect.arrayContaining([BOOKING_MESSAGES.workflowExists, BOOKING_MESSAGES.amountTooHigh]),
    );
    expect((await auditRows('rj-refund-approve', 'failure')).map((row) => row.reason)).toEqual(
      expect.arrayContaining([BOOKING_MESSAGES.ownRequest, BOOKING_MESSAGES.notPending]),
    );
    expect((await auditRows('rj-refund-approve', 'success')).length).toBeGreaterThanOrEqual(4);
    expect((await auditRows('rj-refund-reject', 'failure')).map((row) => row.reason)).toContain(
      BOOKING_MESSAGES.fillComments,
    );
    expect((await auditRows('rj-booking:payment-completed', 'success'))[0]).toMatchObject({
      bookingRefNo: 'TTIME1',
      to: 'PAYMENT_COMPLETED',
    });
    expect((await auditRows('rj-booking:resend-notification', 'failure')).length).toBeGreaterThanOrEqual(2);
    expect((await auditRows('rj-booking:validate-refund', 'failure')).length).toBeGreaterThanOrEqual(8);
  });
});
