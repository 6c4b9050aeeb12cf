// The RJ bookings test file's data: Royal Wings' bookings in every state the screens act on (and one of
// another merchant), a user who is maker and checker at once, another merchant's pending refund, and the
// calls the tests make as each user.
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { EndpointName } from '@merchant-portal/contracts/endpoints';
import {
  BOOKING_MESSAGES,
  PENDING_WITH_CHECKER,
  type BookingHistoryReply,
  type BookingPayment,
} from '@merchant-portal/contracts/schemas/bookings';
import { auditLog } from '../db/schema/auth.js';
import { airports, bookingDailyCounts, bookings, refundWorkflows } from '../db/schema/bookings.js';
import { userGroups } from '../db/schema/users.js';
import { useHarness, type FileHarness, type Harness } from './harness.js';

export const today = todayInAmman();
export const MAKER = 'wings.maker@4000000301';
export const CHECKER = 'wings.checker@4000000301';
/** A user holding both groups: may ask, may approve others' requests, never their own. */
export const BOTH = 'wings.both@4000000301';
export const OTHER = 'zahran.admin@4000000101';
export const WINGS = '4000000301';
/** The workflow of the other merchant's pending refund (once the set-up ran). */
export let foreignWorkflowId = '';

/** Test bookings: their references start with T so the demo's never collide. */
export type Fixture = Partial<typeof bookings.$inferInsert> & { bookingRefNo: string };
let sequence = 0;
export function booking(fixture: Fixture): typeof bookings.$inferInsert {
  sequence += 1;
  const created = new Date(Date.now() - (fixture.bookingRefNo.length + sequence) * 60_000);
  return {
    merchantCode: WINGS,
    customerRefNo: `CR-${fixture.bookingRefNo}`,
    customerId: `CUST-${sequence}`,
    customerName: 'Lina Khoury',
    customerEmail: 'lina.khoury@example.jo',
    tripType: 'ROUND_TRIP',
    originCode: 'AMM',
    destinationCode: 'DXB',
    adults: 2,
    children: 1,
    infants: 0,
    youths: 0,
    cabin: 'ECONOMY',
    promoCode: null,
    ticketAmount: '250.000',
    dueAmount: '250.000',
    localAmount: '250.000',
    currency: 'JOD',
    creditBranch: '0101',
    creditBasic: '123456',
    creditSuffix: '001',
    creditCurrency: 'JOD',
    merchantPaymentId: `MP-${fixture.bookingRefNo}`,
    retryableUntil: null,
    fees: '5.000',
    paymentMethod: 'CARD',
    paymentStatus: 'PAYMENT_COMPLETED',
    notificationStatus: 'SENT',
    departureDate: isoDay(today + 10),
    returnDate: isoDay(today + 17),
    flightNo: 'RW 501',
    transactionRefNo: `TX-${fixture.bookingRefNo}`,
    transactionAt: created,
    maskedPan: '411111******1111',
    cardScheme: 'VISA',
    createdDay: isoDay(todayInAmman(created)),
    createdAt: created,
    ...fixture,
  };
}

export const FIXTURES: Fixture[] = [
  { bookingRefNo: 'TREFND' },
  { bookingRefNo: 'TRACE1' },
  { bookingRefNo: 'TRACE2' },
  { bookingRefNo: 'TRACE3' },
  { bookingRefNo: 'TCUMUL', ticketAmount: '100.000', dueAmount: '100.000', localAmount: '100.000' },
  { bookingRefNo: 'TOWNRQ' },
  { bookingRefNo: 'TREJCT', promoCode: 'SUMMER10' },
  { bookingRefNo: 'TTIME1', paymentStatus: 'PAYMENT_TIMEOUT' },
  { bookingRefNo: 'TTIME2', paymentStatus: 'PAYMENT_REVERSED_TIMEOUT' },
  { bookingRefNo: 'TFAILD', paymentStatus: 'PAYMENT_FAILED' },
  { bookingRefNo: 'TNOTIF', notificationStatus: 'FAILED' },
  { bookingRefNo: 'TNOTI2', notificationStatus: 'TIMEOUT', customerEmail: null },
  { bookingRefNo: 'TFORML', remarks: '=HYPERLINK("http://evil.example")', customerId: '+962791234567' },
];

async function seedBookings(harness: Harness): Promise<void> {
  const db = harness.database.db;
  await db
    .insert(airports)
    .values([
      {
        code: 'AMM',
        name: 'Amman',
        airportName: 'Queen Alia International',
        cityName: 'Amman',
        countryName: 'Jordan',
      },
      {
        code: 'DXB',
        name: 'Dubai',
        airportName: 'Dubai International',
        cityName: 'Dubai',
        countryName: 'United Arab Emirates',
      },
    ])
    .onConflictDoNothing();
  const rows = FIXTURES.map(booking);
  // Another merchant's booking: no Royal Wings user may read it or act on it.
  rows.push(booking({ bookingRefNo: 'TOTHER', merchantCode: '4000000101' }));
  await db.insert(bookings).values(rows);
  for (const row of rows) {
    await db
      .insert(bookingDailyCounts)
      .values({ merchantCode: row.merchantCode, day: row.createdDay, bookingCount: 1 })
      .onConflictDoUpdate({
        target: [bookingDailyCounts.merchantCode, bookingDailyCounts.day],
        set: { bookingCount: sql`${bookingDailyCounts.bookingCount} + 1` },
      });
  }
  const both = await db.execute(sql`insert into users (username, merchant_code, first_name, last_name, email,
      mobile, user_type, country_code, password_hash, created_by, modified_by)
    select ${BOTH}, merchant_code, 'Samer', 'Both', 'samer.both@example.jo', mobile, user_type, country_code,
      password_hash, created_by, modified_by
    from users where username = ${MAKER} returning id`);
  const bothId = ((both as { rows: { id: string }[] }).rows[0] as { id: string }).id;
  await db.insert(userGroups).values([
    { userId: bothId, groupName: 'RJ_BOOKING_MAKER_GROUP' },
    { userId: bothId, groupName: 'RJ_BOOKING_CHECKER_GROUP' },
  ]);
  // A pending refund of the other merchant's booking.
  const [other] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.bookingRefNo, 'TOTHER'));
  const [foreign] = await db
    .insert(refundWorkflows)
    .values({
      merchantCode: '4000000101',
      bookingId: other?.id as string,
      status: PENDING_WITH_CHECKER,
      amount: '10.000',
      percentage: '4.000',
      currency: 'JOD',
      comment: 'Not yours',
      createdBy: 'zahran.admin@4000000101',
      createdAt: new Date(),
      createdDay: isoDay(today),
      updatedBy: 'zahran.admin@4000000101',
      updatedAt: new Date(),
    })
    .returning({ id: refundWorkflows.id });
  foreignWorkflowId = foreign?.id as string;
}

let h: FileHarness;

/** The test file's harness over the bookings above and the file's own (`more`), its four users signed in. */
export function useBookings(more?: (harness: Harness) => Promise<void>): FileHarness {
  h = useHarness({
    users: [MAKER, CHECKER, OTHER, BOTH],
    prepare: async (harness) => {
      await seedBookings(harness);
      await more?.(harness);
    },
  });
  return h;
}

/** One call of the endpoint table as `user`. */
export function call(name: EndpointName, user: string, body?: object, query?: object) {
  return h.call(name, { headers: h.sessions[user], body, query });
}

export async function history(query: object, user = MAKER) {
  const reply = await call('bookingHistory', user, undefined, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<BookingHistoryReply>();
}

export async function bookingOf(ref: string, user = MAKER): Promise<BookingPayment> {
  const { data } = await history({ bookingRefNo: ref }, user);
  expect(data.results).toHaveLength(1);
  return data.results[0] as BookingPayment;
}

export const execute = (user: string, requestAction: string, bookingRefNo: string, extra: object = {}) =>
  call('workflowExecute', user, { requestAction, bookingRefNo, ...extra }, { country: 'JO', lang: 'en' });

export function refundBody(
  user: string,
  bookingRefNo: string,
  refundAmount: string,
  comment = 'Flight cancelled',
) {
  return {
    applicationCode: 'RJ',
    applicationStatus: PENDING_WITH_CHECKER,
    country: 'JO',
    processFilterParameters: { key1: bookingRefNo, key2: `CR-${bookingRefNo}` },
    workflowCreatedBy: user,
    workflowName: 'RJ_MERCHANT_PORTAL_REFUND',
    workflowSubject: 'INITIATE REFUND',
    workflowTasks: [
      {
        assignedGroup: 'RJ_BOOKING_CHECKER_GROUP',
        data: { refundAmount, refundCurrency: 'JOD', comment },
        priority: 'HIGHEST',
        taskName: 'CHECKER_APPROVAL',
        type: 'APPROVAL',
      },
    ],
    workflowUserGroup: 'RJ_BOOKING_CHECKER_GROUP',
  };
}

export function refundRequest(
  user: string,
  bookingRefNo: string,
  refundAmount: string,
  comment = 'Flight cancelled',
) {
  return call('workflowCreate', user, refundBody(user, bookingRefNo, refundAmount, comment));
}

export const decide = (
  user: string,
  workflowId: string,
  applicationStatus: 'COMPLETED' | 'REJECTED',
  comment = '',
) =>
  call('workflowManageTask', user, {
    workflowId,
    applicationStatus,
    taskAction: 'COMPLETE_WORKFLOW',
    currentTask: 'CHECKER_APPROVAL',
    modifiedBy: user,
    comment,
  });

export async function requested(bookingRefNo: string, amount: string, user = MAKER): Promise<string> {
  const reply = await refundRequest(user, bookingRefNo, amount);
  expect(reply.statusCode, reply.body).toBe(201);
  expect(reply.json<{ message: string }>().message).toBe(BOOKING_MESSAGES.refundSubmitted);
  return reply.json<{ data: { workflowId: string } }>().data.workflowId;
}

export const messageOf = (reply: { json<T>(): T }) => reply.json<{ message: string }>().message;

export async function auditRows(action: string, outcome: 'success' | 'failure') {
  const rows = await h.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.outcome, outcome)));
  return rows.map((row) => row.details as Record<string, unknown>);
}

/** The refund workflows of the booking `bookingRefNo`, as stored. */
export function workflowsOf(bookingRefNo: string) {
  return h.database.db
    .select({ id: refundWorkflows.id })
    .from(refundWorkflows)
    .innerJoin(bookings, eq(bookings.id, refundWorkflows.bookingId))
    .where(eq(bookings.bookingRefNo, bookingRefNo));
}

/** The stored status of the workflow `workflowId`. */
export async function workflowStatus(workflowId: string): Promise<string | undefined> {
  const [workflow] = await h.database.db
    .select({ status: refundWorkflows.status })
    .from(refundWorkflows)
    .where(eq(refundWorkflows.id, workflowId));
  return workflow?.status;
}
