// The pre-auth list's order (issue 28 "Sorting"): each sortable column both ways against plain SQL over the
// holds, ties by id, a second page, the Excel file in the list's order, the refusals, and the merchant scope
// under every order.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES, invalidParams } from '@merchant-portal/contracts/messages';
import { PRE_AUTH_SORT_FIELDS, type PreAuthRow } from '@merchant-portal/contracts/schemas/pre-auth';
import { SORT_DIRECTION_MESSAGE, sortByMessage } from '@merchant-portal/contracts/schemas/sort';
import { rollDemoHoldsForward } from '@merchant-portal/demo/pre-auth';
import { preAuthorisations } from '../../db/schema/pre-auth.js';
import { holdBatches } from './repository.js';
import { useHarness, type Harness } from '../../test/harness.js';
import { everyOrder } from '../../test/orders.js';
import { sheetRows } from '../../test/workbook.js';

const today = todayInAmman();
const ZAHRAN = 'zahran.admin@4000000101';
const from = formatDay(today - 20);
const to = formatDay(today);
const period = { fromDate: from, toDate: to, currency: 'JOD' };

/** A hold of the period to insert: Zahran's unless said, JOD. */
const hold = (transactionId: string, amount: string, at: Date, merchantCode = '4000000101') => ({
  merchantCode,
  branchId: 'B-TIES',
  terminalId: 'T-TIES',
  businessDate: isoDay(today - 3),
  authorisedAt: at,
  transactionId,
  authCode: '123456',
  maskedPan: '411111******1111',
  cardScheme: 'VISA',
  locality: 'L',
  cardKind: 'C',
  binType: 'Gold',
  amount,
  currency: 'JOD',
  expiresOn: isoDay(today + 5),
});

async function seed(harness: Harness): Promise<void> {
  await rollDemoHoldsForward(harness.database.db, 'small', 7, today, harness.clock.now());
  // Three holds alike in day, moment and amount: a tie in every order. Another merchant's hold of the period,
  // the largest of all: no order may bring it into Zahran's list.
  const at = new Date(`${isoDay(today - 3)}T09:30:00Z`);
  await harness.database.db
    .insert(preAuthorisations)
    .values([
      hold('PA-TIE-1', '42.500', at),
      hold('PA-TIE-2', '42.500', at),
      hold('PA-TIE-3', '42.500', at),
      hold('PA-OTHER-SORT', '99999.000', at, '4000000194'),
    ]);
}

const h = useHarness({ prepare: seed, users: [ZAHRAN] });

async function rowsOf(query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Zahran's JOD holds of the period, their transaction ids in an order, by plain SQL. */
async function sqlOrder(orderBy: string): Promise<string[]> {
  const rows = await rowsOf(`
    select transaction_id from pre_authorisations
    where merchant_code = '4000000101' and currency = 'JOD'
      and business_date between '${isoDay(today - 20)}' and '${isoDay(today)}'
    order by ${orderBy}`);
  return rows.map((row) => String(row.transaction_id));
}

const list = (query: Record<string, string | number>) =>
  h.call('preAuthList', { headers: h.sessions[ZAHRAN], query: { ...period, ...query } as never });

async function listed(query: Record<string, string | number>) {
  const reply = await list(query);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{
    data: { results: PreAuthRow[] };
    metadata: { pagination: { totalRecords: number } };
  }>();
}

const file = (body: Record<string, string | number>) =>
  h.call('preAuthFile', {
    headers: h.sessions[ZAHRAN],
    query: { fromDate: from, toDate: to, page: 0, size: 10 },
    body: { ...period, page: 0, size: 10, ...body } as never,
  });

const ORDERS = everyOrder({
  transactionDate: ['business_date', 'authorised_at'],
  transactionAmount: ['amount'],
});

describe('the order of the pre-auth list', () => {
  it.each(ORDERS)(
    'by $sortBy $sortDirection, ties by id, over a first and a second page',
    async ({ sortBy, sortDirection, orderBy }) => {
      const expected = await sqlOrder(orderBy);
      expect(expected.length).toBeGreaterThan(60);
      for (const page of [0, 1]) {
        const reply = await listed({ sortBy, sortDirection, page, size: 25 });
        expect(reply.metadata.pagination.totalRecords).toBe(expected.length);
        expect(reply.data.results.map((row) => row.transactionID)).toEqual(
          expected.slice(page * 25, page * 25 + 25),
        );
      }
    },
  );

  it('is newest first by default, as it has always been', async () => {
    const reply = await listed({ page: 2, size: 20 });
    expect(reply.data.results.map((row) => row.transactionID)).toEqual(
      (await sqlOrder('business_date desc, authorised_at desc, id desc')).slice(40, 60),
    );
  });

  it.each(ORDERS)('keeps holds alike in $sortBy in id order, $sortDirection', async (order) => {
    const reply = await listed({ sortBy: order.sortBy, sortDirection: order.sortDirection, size: 1000 });
    const ties = reply.data.results.filter((row) => row.transactionID.startsWith('PA-TIE-'));
    const ids = ties.map((row) => Number(row.id));
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((a, b) => (order.sortDirection === 'asc' ? a - b : b - a)));
  });

  it('never brings another merchant’s hold into the list, whatever the order', async () => {
    for (const { sortBy, sortDirection } of ORDERS) {
      const reply = await listed({ sortBy, sortDirection, size: 1000 });
      expect(reply.data.results.some((row) => row.transactionID === 'PA-OTHER-SORT')).toBe(false);
    }
  });
});

describe('the Excel file of the pre-auth list', () => {
  it.each(ORDERS)(
    'is read in keyset batches by $sortBy $sortDirection, every hold once',
    async ({ sortBy, sortDirection, orderBy }) => {
      const criteria = {
        merchantCode: '4000000101',
        from: isoDay(today - 20),
        to: isoDay(today),
        currency: 'JOD',
        today: isoDay(today),
      };
      const read: string[] = [];
      for await (const batch of holdBatches(h.database.db, criteria, { sortBy, sortDirection }, 7)) {
        read.push(...batch.map((row) => row.transactionId));
      }
      expect(read).toEqual(await sqlOrder(orderBy));
    },
  );

  it.each(ORDERS)('holds every hold in the list’s order, $sortBy $sortDirection', async (order) => {
    const reply = await file({ sortBy: order.sortBy, sortDirection: order.sortDirection });
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(reply.rawPayload);
    const at = header?.indexOf('Transaction ID') ?? -1;
    expect(rows.map((row) => row[at])).toEqual(await sqlOrder(order.orderBy));
  });
});

describe('a bad order', () => {
  it.each<[string, Record<string, string>, string, string]>([
    ['another column', { sortBy: 'authCode' }, 'sortBy', sortByMessage(PRE_AUTH_SORT_FIELDS)],
    ['another direction', { sortDirection: 'up' }, 'sortDirection', SORT_DIRECTION_MESSAGE],
  ])('is refused with 400: %s, in the list and its file', async (_name, order, param, msg) => {
    // The list takes its order in the query, the file in its body (docs/api.md "Errors").
    const listReply = await list(order);
    expect(listReply.statusCode).toBe(400);
    expect(listReply.json()).toEqual({
      code: '400',
      message: invalidParams(param),
      errors: [{ param, msg }],
    });
    const fileReply = await file(order);
    expect(fileReply.statusCode).toBe(400);
    expect(fileReply.json()).toEqual({
      code: '400',
      message: MESSAGES.validationErrors,
      errors: [{ param, msg }],
    });
  });
});
