// The marketplace reports (settlement and order master): the demo orders, the lists and files against plain
// SQL, access and tenant scope, bad input and the totals.
import ExcelJS from 'exceljs';
import { firstSheet, sheetRows } from '../../test/workbook.js';
import { describe, expect, it } from 'vitest';
import { formatDay, isoDay } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MARKETPLACE_MESSAGES } from '@merchant-portal/contracts/schemas/marketplace';
import { DATE_MESSAGES, DEFAULT_SORT } from '@merchant-portal/contracts/schemas/transactions';
import { rollDemoOrdersForward } from '@merchant-portal/demo/marketplace';
import { settlementBatches } from './repository.js';
import {
  ORDERS,
  ORDERS_FILE,
  PETRA,
  SETTLEMENT,
  SETTLEMENT_FILE,
  ZAHRAN,
  fileReply,
  from,
  fromIso,
  get,
  ordersSql,
  rowsOf,
  settlementFromSql,
  settlementSql,
  to,
  toIso,
  today,
  useMarketplace,
  type MarketplaceCall,
  type OrdersReply,
  type SettlementReply,
} from '../../test/marketplace.js';

const h = useMarketplace();

describe('the demo orders', () => {
  it('are one per CyberSource sale of the two storefronts, with its amount, and settle a few days later', async () => {
    const [link] = await rowsOf(`
      select count(*)::int as sales,
        count(o.id)::int as orders,
        count(*) filter (where o.amount <> t.amount or o.currency <> t.currency)::int as mismatched,
        count(*) filter (where o.scheme <> upper(b.branch_name))::int as wrong_scheme,
        min(o.merchant_settlement_date - t.business_date)::int as soonest,
        max(o.merchant_settlement_date - t.business_date)::int as latest,
        count(distinct t.currency)::int as currencies
      from card_transactions t
      join branches b on b.merchant_code = t.merchant_code and b.branch_id = t.branch_id
      left join marketplace_orders o on o.card_business_date = t.business_date and o.card_transaction_id = t.id
      where t.merchant_code = '4000000701' and t.source = 'CS' and t.transaction_type = 'SALE'`);
    expect(link?.sales).toBeGreaterThan(500);
    expect(link?.orders).toBe(link?.sales);
    expect(link?.mismatched).toBe(0);
    expect(link?.wrong_scheme).toBe(0);
    expect(link?.soonest).toBeGreaterThanOrEqual(3);
    expect(link?.latest).toBeLessThanOrEqual(9);
    expect(link?.currencies).toBe(3);
  });

  it('roll forward once: a second start on the same day adds none', async () => {
    expect(await rollDemoOrdersForward(h.database.db, 'small', 7, today)).toBe(0);
    const [row] = await rowsOf(
      `select last_day::text as day from demo_state where name = 'marketplace-orders'`,
    );
    expect(row?.day).toBe(isoDay(today - 1));
  });
});

describe('Shopix and Emart settlement rows', () => {
  it("lists the merchant's payments of the period, newest first, with the spec's columns", async () => {
    const expected = await rowsOf(settlementSql());
    expect(expected.length).toBeGreaterThan(100);
    const reply = await get(SETTLEMENT, { page: 0, size: 1000, fromDate: from, toDate: to, currency: '' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<SettlementReply>();
    expect(body.metadata.pagination.totalRecords).toBe(expected.length);
    expect(body.data.results.map(({ id: _id, ...row }) => row)).toEqual(expected.map(settlementFromSql));
    for (const row of body.data.results) {
      expect(row.pan).toMatch(/^\d{6}\*{6}\d{4}$/);
      expect(row.merchantSettlementDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(body.data.results.some((row) => row.orderId === 'SHX-OTHER-1')).toBe(false);
  });

  it('filters by currency; the three currencies add up to the blank choice', async () => {
    let sum = 0;
    for (const currency of ['JOD', 'USD', 'ILS']) {
      const expected = await rowsOf(settlementSql(currency));
      expect(expected.length).toBeGreaterThan(0);
      const body = (
        await get(SETTLEMENT, { page: 0, size: 1000, fromDate: from, toDate: to, currency })
      ).json<SettlementReply>();
      expect(body.metadata.pagination.totalRecords).toBe(expected.length);
      expect(body.data.results.map((row) => row.orderId)).toEqual(expected.map((row) => row.order_id));
      expect(new Set(body.data.results.map((row) => row.currency))).toEqual(new Set([currency]));
      sum += expected.length;
    }
    const all = (await get(SETTLEMENT, { fromDate: from, toDate: to })).json<SettlementReply>();
    expect(all.metadata.pagination.totalRecords).toBe(sum);
  });

  it('pages by page (from 0) and size, 10 by default, with the same total on every page', async () => {
    const expected = await rowsOf(settlementSql());
    const first = (await get(SETTLEMENT, { fromDate: from, toDate: to })).json<SettlementReply>();
    expect(first.data.results.map((row) => row.orderId)).toEqual(
      expected.slice(0, 10).map((r) => r.order_id),
    );
    const third = (
      await get(SETTLEMENT, { page: 2, size: 20, fromDate: from, toDate: to })
    ).json<SettlementReply>();
    expect(third.data.results.map((row) => row.orderId)).toEqual(
      expected.slice(40, 60).map((r) => r.order_id),
    );
    expect(third.metadata.pagination.totalRecords).toBe(expected.length);
  });

  it('reads every row in keyset batches, missing and repeating none', async () => {
    const expected = await rowsOf(settlementSql());
    const read: string[] = [];
    const criteria = { merchantCode: '4000000701', from: fromIso, to: toIso, currency: '' };
    for await (const batch of settlementBatches(h.database.db, criteria, DEFAULT_SORT, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      read.push(...batch.map((row) => row.orderId));
    }
    expect(read).toEqual(expected.map((row) => row.order_id));
  });

  it('writes the whole filtered set to Excel, read back row by row', async () => {
    const expected = await rowsOf(settlementSql('JOD'));
    const reply = await fileReply(
      SETTLEMENT_FILE,
      { fromDate: from, toDate: to, currency: 'JOD' },
      `SHOPIX_EMART_REPORT_FROM-${from}_TO-${to}_JOD.xlsx`,
    );
    const rows = await sheetRows(reply.rawPayload);
    expect(rows[0]).toEqual([
      'Transaction Date',
      'Transaction ID',
      'Order ID',
      'Auth Code',
      'PAN',
      'Merchant Reference Number',
      'Transaction Amount',
      'Currency',
      'Fixed Amount',
      'MDR Percentage',
      'MDR Amount',
      'Net Amount',
      'Merchant Settlement Date',
    ]);
    // The MDR percentage is a number Excel shows as a percentage (2.5 % is the fraction 0.025).
    const asInFile = (row: Record<string, unknown>) => {
      const settlement = settlementFromSql(row);
      return Object.values({ ...settlement, mdrPercentage: settlement.mdrPercentage / 100 });
    };
    expect(rows.slice(1)).toEqual(expected.map(asInFile));
    const first = (await firstSheet(reply.rawPayload)).getRow(2);
    expect(first.getCell(7).numFmt).toBe('#,##0.000');
    expect(first.getCell(10).numFmt).toBe('0.00%');
    expect(first.getCell(12).type).toBe(ExcelJS.ValueType.Number);
  });
});

describe('the order-master report', () => {
  it("answers one scheme's orders of the period, newest first, each with its payment and settlement", async () => {
    const seen = new Set<string>();
    for (const schemeType of ['EMART', 'SHOPIX'] as const) {
      const expected = await rowsOf(ordersSql(schemeType));
      expect(expected.length).toBeGreaterThan(50);
      const reply = await get(ORDERS, { fromDate: from, toDate: to, schemeType });
      expect(reply.statusCode).toBe(200);
      const body = reply.json<OrdersReply>();
      expect(body.metadata.pagination.totalRecords).toBe(expected.length);
      expect(
        body.data.results.map((row) => [
          row.orderId,
          row.orderDate,
          row.customerReference,
          row.itemCount,
          row.amount,
          row.currency,
          row.transactionId,
          row.merchantSettlementDate,
          row.status,
        ]),
      ).toEqual(
        expected.map((row) => [
          row.order_id,
          row.order_date,
          row.customer_reference,
          row.item_count,
          Number(row.amount),
          row.currency,
          row.rrn,
          row.settlement_date,
          row.status,
        ]),
      );
      expect(new Set(body.data.results.map((row) => row.schemeType))).toEqual(new Set([schemeType]));
      for (const row of body.data.results) {
        expect(row.orderId.startsWith(schemeType === 'EMART' ? 'EMT-' : 'SHX-')).toBe(true);
        seen.add(row.orderId);
      }
    }
    // Orders of the last days are still on their way; older ones have arrived.
    const statuses = (await rowsOf(ordersSql('EMART'))).map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['SHIPPED', 'DELIVERED']));
    expect(seen.has('SHX-OTHER-1')).toBe(false);
  });

  it('a one-day period answers that day only', async () => {
    const day = formatDay(today - 3);
    const expected = await rowsOf(ordersSql('SHOPIX', isoDay(today - 3), isoDay(today - 3)));
    const body = (
      await get(ORDERS, { fromDate: day, toDate: day, schemeType: 'SHOPIX' })
    ).json<OrdersReply>();
    expect(body.data.results.map((row) => row.orderId)).toEqual(expected.map((row) => row.order_id));
    expect(body.data.results.every((row) => row.orderDate === day)).toBe(true);
  });

  it("writes the scheme's orders to Excel, in words, read back row by row", async () => {
    const expected = await rowsOf(ordersSql('EMART'));
    const reply = await fileReply(
      ORDERS_FILE,
      { fromDate: from, toDate: to, schemeType: 'EMART' },
      `ORDER_MASTER_REPORT_EMART_FROM-${from}_TO-${to}.xlsx`,
    );
    const rows = await sheetRows(reply.rawPayload);
    expect(rows[0]).toEqual([
      'Order ID',
      'Order Date',
      'Order Time',
      'Scheme Type',
      'Customer Reference',
      'Items',
      'Amount',
      'Currency',
      'Status',
      'Transaction ID',
      'Merchant Settlement Date',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[5], row[6], row[8], row[10]])).toEqual(
      expected.map((row) => [
        row.order_id,
        row.order_date,
        'Emart',
        row.item_count,
        Number(row.amount),
        row.status === 'DELIVERED' ? 'Delivered' : 'Shipped',
        row.settlement_date,
      ]),
    );
  });
});

describe('the tenant scope', () => {
  it("another merchant's user with the permission reads only its own orders, never the marketplace's", async () => {
    const settlement = (
      await get(SETTLEMENT, { page: 0, size: 1000, fromDate: from, toDate: to }, PETRA)
    ).json<SettlementReply>();
    expect(settlement.data.results.map((row) => row.orderId)).toEqual(['SHX-OTHER-1']);
    expect((await rowsOf(settlementSql('', '4000000194'))).map((row) => row.order_id)).toEqual([
      'SHX-OTHER-1',
    ]);
    const orders = (
      await get(ORDERS, { fromDate: from, toDate: to, schemeType: 'SHOPIX' }, PETRA)
    ).json<OrdersReply>();
    expect(orders.data.results.map((row) => row.orderId)).toEqual(['SHX-OTHER-1']);
    const file = await get(ORDERS_FILE, { fromDate: from, toDate: to, schemeType: 'EMART' }, PETRA);
    expect(await sheetRows(file.rawPayload)).toHaveLength(1);
  });

  it('refuses a user without arabie-reports:read on every call', async () => {
    const calls: [MarketplaceCall, Record<string, string>][] = [
      [SETTLEMENT, { fromDate: from, toDate: to }],
      [SETTLEMENT_FILE, { fromDate: from, toDate: to }],
      [ORDERS, { fromDate: from, toDate: to, schemeType: 'EMART' }],
      [ORDERS_FILE, { fromDate: from, toDate: to, schemeType: 'EMART' }],
    ];
    for (const [name, query] of calls) {
      expect((await get(name, query, ZAHRAN)).statusCode).toBe(403);
      expect((await h.call(name, { headers: await h.headers(), query } as never)).statusCode).toBe(401);
    }
  });
});

describe('bad input', () => {
  const errorsOf = async (name: MarketplaceCall, query: Record<string, string | number>) => {
    const reply = await get(name, query);
    expect(reply.statusCode).toBe(400);
    const body = reply.json<{ message: string; errors: { param: string; msg: string }[] }>();
    // API.md: a bad query parameter is named in the message, and every rule it breaks in the errors.
    expect(body.message).toMatch(/^Invalid params: /);
    return body.errors;
  };

  it.each<[string, MarketplaceCall, Record<string, string>]>([
    ['settlement', SETTLEMENT, {}],
    ['settlement file', SETTLEMENT_FILE, {}],
    ['order-master', ORDERS, { schemeType: 'EMART' }],
    ['order-master file', ORDERS_FILE, { schemeType: 'SHOPIX' }],
  ])("the %s call refuses every date rule's breach with its text", async (_name, url, extra) => {
    expect(await errorsOf(url, { ...extra, fromDate: '31-02-2026', toDate: to })).toContainEqual({
      param: 'fromDate',
      msg: DATE_MESSAGES.invalidDate,
    });
    expect(await errorsOf(url, { ...extra, fromDate: from, toDate: '2026-11-01' })).toContainEqual({
      param: 'toDate',
      msg: DATE_MESSAGES.invalidDate,
    });
    expect(await errorsOf(url, { ...extra, fromDate: from, toDate: formatDay(today) })).toContainEqual({
      param: 'toDate',
      msg: DATE_MESSAGES.toAfterYesterday,
    });
    expect(await errorsOf(url, { ...extra, fromDate: to, toDate: from })).toContainEqual({
      param: 'fromDate',
      msg: DATE_MESSAGES.fromAfterTo,
    });
    expect(await errorsOf(url, { ...extra, fromDate: formatDay(today - 40), toDate: to })).toContainEqual({
      param: 'fromDate',
      msg: DATE_MESSAGES.spanTooLong,
    });
    expect(await errorsOf(url, { ...extra, toDate: to })).toContainEqual({
      param: 'fromDate',
      msg: MESSAGES.required,
    });
  });

  it('writes the columns the grid shows, in its order, and refuses columns the list has not', async () => {
    const settlement = await fileReply(
      SETTLEMENT_FILE,
      { fromDate: from, toDate: to, columns: 'netAmount,orderId,id' },
      `SHOPIX_EMART_REPORT_FROM-${from}_TO-${to}.xlsx`,
    );
    const settlementRows = await sheetRows(settlement.rawPayload);
    expect(settlementRows[0]).toEqual(['Net Amount', 'Order ID', 'ID']);
    expect(settlementRows.slice(1).every((row) => row.length === 3 && typeof row[0] === 'number')).toBe(true);
    const orders = await fileReply(
      ORDERS_FILE,
      { fromDate: from, toDate: to, schemeType: 'EMART', columns: 'status,orderId' },
      `ORDER_MASTER_REPORT_EMART_FROM-${from}_TO-${to}.xlsx`,
    );
    const orderRows = await sheetRows(orders.rawPayload);
    expect(orderRows[0]).toEqual(['Status', 'Order ID']);
    expect(orderRows.length).toBeGreaterThan(1);
    expect(
      await errorsOf(SETTLEMENT_FILE, { fromDate: from, toDate: to, columns: 'orderId,status' }),
    ).toEqual([{ param: 'columns.1', msg: 'status is not a column of this list' }]);
    expect(
      await errorsOf(ORDERS_FILE, {
        fromDate: from,
        toDate: to,
        schemeType: 'EMART',
        columns: 'status,status',
      }),
    ).toEqual([{ param: 'columns.1', msg: 'Column status is named twice' }]);
    expect(
      await errorsOf(ORDERS_FILE, { fromDate: from, toDate: to, schemeType: 'EMART', columns: '' }),
    ).toContainEqual({ param: 'columns.0', msg: 'Must be a column name' });
  });

  it('refuses an unknown scheme or currency and a page size past 1,000', async () => {
    expect(await errorsOf(ORDERS, { fromDate: from, toDate: to, schemeType: 'AMAZON' })).toContainEqual({
      param: 'schemeType',
      msg: MARKETPLACE_MESSAGES.schemeType,
    });
    expect(await errorsOf(ORDERS_FILE, { fromDate: from, toDate: to })).toContainEqual({
      param: 'schemeType',
      msg: MARKETPLACE_MESSAGES.schemeType,
    });
    expect(await errorsOf(SETTLEMENT, { fromDate: from, toDate: to, currency: 'EUR' })).toContainEqual({
      param: 'currency',
      msg: MARKETPLACE_MESSAGES.currency,
    });
    expect((await get(SETTLEMENT, { fromDate: from, toDate: to, size: 1001 })).statusCode).toBe(400);
    expect((await get(SETTLEMENT, { fromDate: from, toDate: to, page: -1 })).statusCode).toBe(400);
  });
});

describe('the totals of the whole filtered set', () => {
  type Totals = { currency: string; count: number; sums: Record<string, number> }[];
  const totalsOf = (rows: Record<string, unknown>[], fields: string[]): Totals =>
    rows.map((row) => ({
      currency: String(row.currency),
      count: Number(row.n),
      sums: Object.fromEntries(fields.map((field) => [field, Number(row[field])])),
    }));

  /** The settlement rows' totals per currency, summed by independent SQL over the payments of the orders. */
  const settlementTotals = async (fromDay: string, toDay: string, currency = '', merchant = '4000000701') =>
    totalsOf(
      await rowsOf(`
        select t.currency, count(*)::int as n, sum(t.amount)::text as "transactionAmount",
          sum(t.fixed_amount)::text as "fixedAmount", sum(t.mdr_amount)::text as "mdrAmount",
          sum(t.net_amount)::text as "netAmount"
        from marketplace_orders o
        join card_transactions t on t.business_date = o.card_business_date and t.id = o.card_transaction_id
        where o.merchant_code = '${merchant}' and t.business_date between '${fromDay}' and '${toDay}'
          ${currency ? `and t.currency = '${currency}'` : ''}
        group by t.currency order by n desc, t.currency`),
      ['transactionAmount', 'fixedAmount', 'mdrAmount', 'netAmount'],
    );

  it('settlement: per currency, largest count first, on every page, with and without a currency', async () => {
    const all = await settlementTotals(fromIso, toIso);
    expect(all.length).toBe(3);
    for (const page of [0, 3]) {
      const body = (await get(SETTLEMENT, { page, size: 10, fromDate: from, toDate: to })).json<{
        totals: Totals;
      }>();
      expect(body.totals).toEqual(all);
    }
    for (const currency of ['JOD', 'USD', 'ILS']) {
      const body = (await get(SETTLEMENT, { fromDate: from, toDate: to, currency })).json<{
        totals: Totals;
      }>();
      expect(body.totals).toEqual(await settlementTotals(fromIso, toIso, currency));
      expect(body.totals).toHaveLength(1);
    }
    const day = isoDay(today - 3);
    const oneDay = (
      await get(SETTLEMENT, { fromDate: formatDay(today - 3), toDate: formatDay(today - 3) })
    ).json<{ totals: Totals }>();
    expect(oneDay.totals).toEqual(await settlementTotals(day, day));
  });

  it("settlement and order-master: another merchant's orders never counted; an empty period has none", async () => {
    const petra = (await get(SETTLEMENT, { fromDate: from, toDate: to }, PETRA)).json<{ totals: Totals }>();
    expect(petra.totals).toEqual(await settlementTotals(fromIso, toIso, '', '4000000194'));
    expect(petra.totals.map((t) => t.count)).toEqual([1]);
    const petraOrders = (
      await get(ORDERS, { fromDate: from, toDate: to, schemeType: 'SHOPIX' }, PETRA)
    ).json<{ totals: Totals }>();
    expect(petraOrders.totals.map((t) => t.count)).toEqual([1]);
    const empty = formatDay(today - 200);
    expect(
      (await get(SETTLEMENT, { fromDate: empty, toDate: empty })).json<{ totals: Totals }>().totals,
    ).toEqual([]);
    expect(
      (await get(ORDERS, { fromDate: empty, toDate: empty, schemeType: 'EMART' })).json<{ totals: Totals }>()
        .totals,
    ).toEqual([]);
  });

  it('order-master: the amounts of the scheme and period per currency, as SQL sums the orders', async () => {
    for (const scheme of ['EMART', 'SHOPIX']) {
      const expected = totalsOf(
        await rowsOf(`
          select o.currency, count(*)::int as n, sum(o.amount)::text as amount
          from marketplace_orders o
          join card_transactions t on t.business_date = o.card_business_date and t.id = o.card_transaction_id
          where o.merchant_code = '4000000701' and o.scheme = '${scheme}' and o.order_date between '${fromIso}' and '${toIso}'
          group by o.currency order by n desc, o.currency`),
        ['amount'],
      );
      expect(expected.length).toBeGreaterThan(0);
      const body = (await get(ORDERS, { fromDate: from, toDate: to, schemeType: scheme })).json<{
        totals: Totals;
      }>();
      expect(body.totals).toEqual(expected);
    }
  });

  it('settlement: read from the per-day counts, which the orders’ triggers keep, a deleted order included', async () => {
    const before = (await get(SETTLEMENT, { fromDate: from, toDate: to, currency: 'JOD' })).json<{
      totals: Totals;
    }>().totals;
    // The per-day counts alone changed: the totals follow them (a search summing the rows would not).
    await rowsOf(`update marketplace_daily_counts set order_count = order_count + 1, net_sum = net_sum + 7
      where ctid = (select ctid from marketplace_daily_counts where merchant_code = '4000000701' and currency = 'JOD'
        and card_business_date between '${fromIso}' and '${toIso}' limit 1)`);
    const bumped = (await get(SETTLEMENT, { fromDate: from, toDate: to, currency: 'JOD' })).json<{
      totals: Totals;
    }>().totals;
    expect(bumped[0]?.count).toBe((before[0]?.count ?? 0) + 1);
    expect(bumped[0]?.sums.netAmount).toBeCloseTo((before[0]?.sums.netAmount ?? 0) + 7, 3);
    await rowsOf(`update marketplace_daily_counts set order_count = order_count - 1, net_sum = net_sum - 7
      where ctid = (select ctid from marketplace_daily_counts where merchant_code = '4000000701' and currency = 'JOD'
        and card_business_date between '${fromIso}' and '${toIso}' limit 1)`);
    // A deleted order leaves the counts and sums through the trigger.
    await rowsOf(`delete from marketplace_orders where id = (select o.id from marketplace_orders o
      where o.merchant_code = '4000000701' and o.currency = 'JOD' and o.card_business_date between '${fromIso}' and '${toIso}'
      order by o.id limit 1)`);
    const after = (await get(SETTLEMENT, { fromDate: from, toDate: to, currency: 'JOD' })).json<{
      totals: Totals;
    }>().totals;
    expect(after).toEqual(await settlementTotals(fromIso, toIso, 'JOD'));
    expect(after[0]?.count).toBe((before[0]?.count ?? 0) - 1);
  });
});
