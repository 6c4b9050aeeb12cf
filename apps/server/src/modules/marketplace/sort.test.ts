// The Shopix and Emart settlement list's order (issue 28 "Sorting"): each sortable column both ways against
// plain SQL over the orders and their payments, ties by the order's id, a second page and a currency, the
// Excel file in the list's order (read in keyset batches), the refusals, and the merchant scope.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@merchant-portal/contracts/dates';
import { SORT_DIRECTION_MESSAGE } from '@merchant-portal/contracts/schemas/sort';
import { CARD_SEARCH_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { invalidParams } from '@merchant-portal/contracts/messages';
import type { Harness } from '../../test/harness.js';
import {
  PETRA,
  SETTLEMENT,
  SETTLEMENT_FILE,
  from,
  fromIso,
  get,
  rowsOf,
  settlementSql,
  to,
  toIso,
  today,
  useMarketplace,
  type SettlementReply,
} from '../../test/marketplace.js';
import { everyOrder } from '../../test/orders.js';
import { sheetRows } from '../../test/workbook.js';
import { settlementBatches } from './repository.js';

/** Three orders of one day placed at one moment: a tie of the date order (amounts tie in the demo's own). */
async function tiedOrders(harness: Harness): Promise<void> {
  await harness.database.db.execute(
    sql.raw(`update marketplace_orders set ordered_at = '${isoDay(today - 4)}T11:00:00Z'
    where id in (select id from marketplace_orders where merchant_code = '4000000701'
      and card_business_date = '${isoDay(today - 4)}' order by id limit 3)`),
  );
}

const h = useMarketplace(tiedOrders);

const ORDERS = everyOrder(
  {
    transactionDate: ['o.card_business_date', 'o.ordered_at'],
    transactionAmount: ['t.amount'],
    netAmount: ['t.net_amount'],
  },
  'o.id',
);

async function sqlOrderIds(orderBy: string, currency = '', merchant = '4000000701'): Promise<string[]> {
  return (await rowsOf(settlementSql(currency, merchant, orderBy))).map((row) => String(row.order_id));
}

async function listed(query: Record<string, string | number>, user?: string) {
  const reply = await get(SETTLEMENT, { fromDate: from, toDate: to, ...query }, user);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<SettlementReply>();
}

describe('the order of the settlement list', () => {
  it.each(ORDERS)(
    'by $sortBy $sortDirection, ties by id, over a first and a second page',
    async ({ sortBy, sortDirection, orderBy }) => {
      const expected = await sqlOrderIds(orderBy);
      expect(expected.length).toBeGreaterThan(60);
      for (const page of [0, 1]) {
        const reply = await listed({ sortBy, sortDirection, page, size: 25 });
        expect(reply.metadata.pagination.totalRecords).toBe(expected.length);
        expect(reply.data.results.map((row) => row.orderId)).toEqual(
          expected.slice(page * 25, page * 25 + 25),
        );
      }
    },
  );

  it.each(ORDERS)('of one currency, $sortBy $sortDirection', async ({ sortBy, sortDirection, orderBy }) => {
    const reply = await listed({ sortBy, sortDirection, currency: 'USD', size: 1000 });
    const expected = await sqlOrderIds(orderBy, 'USD');
    expect(expected.length).toBeGreaterThan(0);
    expect(reply.data.results.map((row) => row.orderId)).toEqual(expected);
  });

  it('has ties in every order to break: a moment, an amount and a net amount shared by several rows', async () => {
    const [ties] = await rowsOf(`
      select
        (select count(*) from (select 1 from marketplace_orders where merchant_code = '4000000701'
          and card_business_date between '${fromIso}' and '${toIso}'
          group by card_business_date, ordered_at having count(*) > 1) d)::int as moments,
        (select count(*) from (select 1 from marketplace_orders o join card_transactions t
          on t.business_date = o.card_business_date and t.id = o.card_transaction_id
          where o.merchant_code = '4000000701' and t.business_date between '${fromIso}' and '${toIso}'
          group by t.amount having count(*) > 1) a)::int as amounts,
        (select count(*) from (select 1 from marketplace_orders o join card_transactions t
          on t.business_date = o.card_business_date and t.id = o.card_transaction_id
          where o.merchant_code = '4000000701' and t.business_date between '${fromIso}' and '${toIso}'
          group by t.net_amount having count(*) > 1) n)::int as nets`);
    expect(ties?.moments).toBeGreaterThan(0);
    expect(ties?.amounts).toBeGreaterThan(0);
    expect(ties?.nets).toBeGreaterThan(0);
  });

  it('never lists another merchant’s order, whatever the order', async () => {
    for (const { sortBy, sortDirection } of ORDERS) {
      const reply = await listed({ sortBy, sortDirection, size: 1000 });
      expect(reply.data.results.some((row) => row.orderId === 'SHX-OTHER-1')).toBe(false);
      // Petra's administrator, given the marketplace role, reads Petra's own order only.
      const petra = await listed({ sortBy, sortDirection, size: 1000 }, PETRA);
      expect(petra.data.results.map((row) => row.orderId)).toEqual(['SHX-OTHER-1']);
    }
  });
});

describe('the Excel file of the settlement list', () => {
  const criteria = { merchantCode: '4000000701', from: fromIso, to: toIso, currency: '' };

  it.each(ORDERS)(
    'is read in keyset batches by $sortBy $sortDirection, every row once',
    async ({ sortBy, sortDirection, orderBy }) => {
      const read: string[] = [];
      for await (const batch of settlementBatches(h.database.db, criteria, { sortBy, sortDirection }, 7)) {
        read.push(...batch.map((row) => row.orderId));
      }
      expect(read).toEqual(await sqlOrderIds(orderBy));
    },
  );

  it.each(ORDERS)('holds the rows in the list’s order, $sortBy $sortDirection', async (order) => {
    const reply = await get(SETTLEMENT_FILE, {
      fromDate: from,
      toDate: to,
      sortBy: order.sortBy,
      sortDirection: order.sortDirection,
    });
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(reply.rawPayload);
    const at = header?.indexOf('Order ID') ?? -1;
    expect(rows.map((row) => row[at])).toEqual(await sqlOrderIds(order.orderBy));
  });
});

describe('a bad order of the settlement list', () => {
  it.each<[string, Record<string, string>, string, string]>([
    ['another column', { sortBy: 'orderId' }, 'sortBy', CARD_SEARCH_MESSAGES.sortBy],
    ['another direction', { sortDirection: 'up' }, 'sortDirection', SORT_DIRECTION_MESSAGE],
  ])('is refused with 400: %s, in the list and its file', async (_name, order, param, msg) => {
    for (const call of [SETTLEMENT, SETTLEMENT_FILE] as const) {
      const reply = await get(call, { fromDate: from, toDate: to, ...order });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: '400', message: invalidParams(param), errors: [{ param, msg }] });
    }
  });
});
