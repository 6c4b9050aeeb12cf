// The RJ bookings tabs' order (issue 28 "Sorting"): the Payments tab by when the booking was made and the
// Refunds tab by when the request was last updated or by its amount, each both ways against plain SQL, ties
// by id, with and without a period, their CSVs in the tab's order, the refusals and the merchant scope.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay, isoDay } from '@merchant-portal/contracts/dates';
import { MESSAGES, invalidParams } from '@merchant-portal/contracts/messages';
import {
  BOOKING_SORT_FIELDS,
  PENDING_WITH_CHECKER,
  WORKFLOW_SORT_FIELDS,
  type WorkflowSearchReply,
} from '@merchant-portal/contracts/schemas/bookings';
import { SORT_DIRECTION_MESSAGE, sortByMessage } from '@merchant-portal/contracts/schemas/sort';
import { rollDemoBookingsForward } from '@merchant-portal/demo/bookings/load';
import { bookings, refundWorkflows } from '../../db/schema/bookings.js';
import {
  CHECKER,
  MAKER,
  WINGS,
  call,
  foreignWorkflowId,
  history,
  today,
  useBookings,
} from '../../test/bookings.js';
import type { Harness } from '../../test/harness.js';
import { everyOrder } from '../../test/orders.js';

const TIED_BOOKINGS = ['TRACE1', 'TRACE2', 'TRACE3'];
const TIE = new Date(`${isoDay(today - 2)}T08:15:00Z`);

/**
 * The demo's bookings and refund workflows of the last weeks, and ties in every order: three bookings made
 * at one moment, each with a pending refund of one amount, updated at one moment.
 */
async function demoAndTies(harness: Harness): Promise<void> {
  const db = harness.database.db;
  await rollDemoBookingsForward(db, 'small', 7, today);
  const tied = and(eq(bookings.merchantCode, WINGS), inArray(bookings.bookingRefNo, TIED_BOOKINGS));
  await db
    .update(bookings)
    .set({ createdDay: isoDay(today - 2), createdAt: TIE })
    .where(tied);
  const rows = await db.select({ id: bookings.id }).from(bookings).where(tied);
  await db.insert(refundWorkflows).values(
    rows.map(({ id }) => ({
      merchantCode: WINGS,
      bookingId: id,
      status: PENDING_WITH_CHECKER,
      amount: '25.000',
      percentage: '10.000',
      currency: 'JOD',
      comment: 'Tied',
      createdBy: MAKER,
      createdAt: TIE,
      createdDay: isoDay(today - 2),
      updatedBy: MAKER,
      updatedAt: TIE,
    })),
  );
}

const h = useBookings(demoAndTies);

async function column(query: string): Promise<string[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: { value: unknown }[] }).rows.map((row) => String(row.value));
}

const from = formatDay(today - 20);
const to = formatDay(today);

describe('the order of the Payments tab', () => {
  const ORDERS = everyOrder({ createdDate: ['created_day', 'created_at'] });
  const sqlRefs = (orderBy: string, period = true) =>
    column(`select booking_ref_no as value from bookings where merchant_code = '${WINGS}'
      ${period ? `and created_day between '${isoDay(today - 20)}' and '${isoDay(today)}'` : ''}
      order by ${orderBy}`);

  it.each(ORDERS)(
    'by $sortBy $sortDirection, ties by id, over a first and a second page',
    async ({ sortBy, sortDirection, orderBy }) => {
      const expected = await sqlRefs(orderBy);
      expect(expected.length).toBeGreaterThan(50);
      for (const page of [0, 1]) {
        const reply = await history({ fromDate: from, toDate: to, sortBy, sortDirection, page, size: 25 });
        expect(reply.metadata.pagination.totalRecords).toBe(expected.length);
        expect(reply.data.results.map((row) => row.flightDetails.bookingRefNo)).toEqual(
          expected.slice(page * 25, page * 25 + 25),
        );
      }
    },
  );

  it.each(ORDERS)('without a period, $sortBy $sortDirection', async ({ sortBy, sortDirection, orderBy }) => {
    const reply = await history({ sortBy, sortDirection, size: 1000 });
    expect(reply.data.results.map((row) => row.flightDetails.bookingRefNo)).toEqual(
      await sqlRefs(orderBy, false),
    );
  });

  it.each(ORDERS)('keeps bookings made at one moment in id order, $sortDirection', async (order) => {
    const reply = await history({ sortBy: order.sortBy, sortDirection: order.sortDirection, size: 1000 });
    const listed = reply.data.results
      .map((row) => row.flightDetails.bookingRefNo)
      .filter((ref) => TIED_BOOKINGS.includes(ref));
    expect(listed).toEqual(
      await column(`select booking_ref_no as value from bookings
        where merchant_code = '${WINGS}' and booking_ref_no in ('TRACE1', 'TRACE2', 'TRACE3')
        order by id ${order.sortDirection}`),
    );
  });

  it.each(ORDERS)('its CSV holds the bookings in the tab’s order, $sortDirection', async (order) => {
    const reply = await call('bookingCsv', MAKER, undefined, {
      fromDate: from,
      toDate: to,
      sortBy: order.sortBy,
      sortDirection: order.sortDirection,
    });
    expect(reply.statusCode).toBe(200);
    const refs = reply.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(refs).toEqual(await sqlRefs(order.orderBy));
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['another column', { sortBy: 'paymentStatus' }, 'sortBy', sortByMessage(BOOKING_SORT_FIELDS)],
    ['another direction', { sortDirection: 'up' }, 'sortDirection', SORT_DIRECTION_MESSAGE],
  ])('refuses %s with 400, in the list and its CSV', async (_name, order, param, msg) => {
    for (const name of ['bookingHistory', 'bookingCsv'] as const) {
      const reply = await call(name, MAKER, undefined, order);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: '400', message: invalidParams(param), errors: [{ param, msg }] });
    }
  });
});

describe('the order of the Refunds tab', () => {
  const ORDERS = everyOrder(
    { workflowLastUpdatedDate: ['w.updated_at'], refundAmount: ['w.amount'] },
    'w.id',
  );
  const search = { workFlowName: 'RJ_MERCHANT_PORTAL_REFUND', workFlowStatus: 'ALL' };
  const sqlWorkflows = (orderBy: string, value = 'w.id::text') =>
    column(`select ${value} as value from refund_workflows w join bookings b on b.id = w.booking_id
      where w.merchant_code = '${WINGS}' order by ${orderBy}`);

  async function searched(body: object) {
    const reply = await call('workflowSearch', CHECKER, { ...search, ...body });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<WorkflowSearchReply>();
  }

  it.each(ORDERS)(
    'by $sortBy $sortDirection, ties by id, over a first and a second page',
    async ({ sortBy, sortDirection, orderBy }) => {
      const expected = await sqlWorkflows(orderBy);
      expect(expected.length).toBeGreaterThan(10);
      for (const page of [0, 1]) {
        const reply = await searched({ sortBy, sortDirection, page, size: 5 });
        expect(reply.metadata.pagination.totalRecords).toBe(expected.length);
        expect(reply.data.results.map((row) => row.workflowId)).toEqual(
          expected.slice(page * 5, page * 5 + 5),
        );
      }
    },
  );

  it.each(ORDERS)(
    'of the pending requests only, $sortBy $sortDirection',
    async ({ sortBy, sortDirection, orderBy }) => {
      const reply = await searched({ workFlowStatus: 'OPEN', sortBy, sortDirection, size: 1000 });
      const pending = await column(`select w.id::text as value from refund_workflows w
        where w.merchant_code = '${WINGS}' and w.status = '${PENDING_WITH_CHECKER}' order by ${orderBy}`);
      expect(pending.length).toBeGreaterThanOrEqual(3);
      expect(reply.data.results.map((row) => row.workflowId)).toEqual(pending);
    },
  );

  it.each(ORDERS)('keeps requests alike in $sortBy in id order, $sortDirection', async (order) => {
    const reply = await searched({ sortBy: order.sortBy, sortDirection: order.sortDirection, size: 1000 });
    const listed = reply.data.results
      .filter((row) => row.workflowData.comment === 'Tied')
      .map((row) => row.workflowId);
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(
      await column(`select id::text as value from refund_workflows where comment = 'Tied'
        order by id ${order.sortDirection}`),
    );
  });

  it('never lists another merchant’s request, whatever the order', async () => {
    for (const { sortBy, sortDirection } of ORDERS) {
      const reply = await searched({ sortBy, sortDirection, size: 1000 });
      expect(reply.data.results.map((row) => row.workflowId)).not.toContain(foreignWorkflowId);
    }
  });

  it.each(ORDERS)('its CSV holds the requests in the tab’s order, $sortBy $sortDirection', async (order) => {
    const reply = await call('workflowCsv', CHECKER, {
      ...search,
      sortBy: order.sortBy,
      sortDirection: order.sortDirection,
    });
    expect(reply.statusCode).toBe(200);
    const refs = reply.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(refs).toEqual(await sqlWorkflows(order.orderBy, 'b.booking_ref_no'));
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['another column', { sortBy: 'promoCode' }, 'sortBy', sortByMessage(WORKFLOW_SORT_FIELDS)],
    ['another direction', { sortDirection: 'up' }, 'sortDirection', SORT_DIRECTION_MESSAGE],
  ])('refuses %s with 400, in the search and its CSV', async (_name, order, param, msg) => {
    for (const name of ['workflowSearch', 'workflowCsv'] as const) {
      const reply = await call(name, CHECKER, { ...search, ...order });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        code: '400',
        message: MESSAGES.validationErrors,
        errors: [{ param, msg }],
      });
    }
  });
});
