// The marketplace test file's data: 35 days of demo card payments with the marketplace's orders, one order
// of another merchant (Petra's), Petra's administrator given the marketplace role; plain SQL of the same
// rows and the calls the tests make.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { OrderMasterRow, SettlementRow } from '@merchant-portal/contracts/schemas/marketplace';
import { rollDemoOrdersForward } from '@merchant-portal/demo/marketplace';
import { marketplaceOrders } from '../db/schema/marketplace.js';
import { useHarness, type FileHarness, type Harness } from './harness.js';
import { grantGroup } from './users.js';

export const today = todayInAmman();
export const SETTLEMENT = 'marketplaceSettlementList';
export const SETTLEMENT_FILE = 'marketplaceSettlementFile';
export const ORDERS = 'orderMasterList';
export const ORDERS_FILE = 'orderMasterFile';
export const MARKET = 'market.reports@4000000701';
export const PETRA = 'petra.admin@4000000194';
export const ZAHRAN = 'zahran.admin@4000000101';
export const from = formatDay(today - 30);
export const to = formatDay(today - 1);
export const fromIso = isoDay(today - 30);
export const toIso = isoDay(today - 1);
export type MarketplaceCall = typeof SETTLEMENT | typeof SETTLEMENT_FILE | typeof ORDERS | typeof ORDERS_FILE;

let h: FileHarness;

export async function rowsOf(query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}

async function seedMarketplace(harness: Harness): Promise<void> {
  await rollDemoOrdersForward(harness.database.db, 'small', 7, today);
  // An order of another merchant (Petra's own payment) inside the period: no marketplace user may see it.
  const [petraPayment] = await rowsOf(`
    select id, business_date::text as day, transaction_at, amount::text as amount, currency
    from card_transactions where merchant_code = '4000000194' and business_date = '${isoDay(today - 2)}'
    order by id limit 1`);
  if (!petraPayment) throw new Error('no payment of Petra');
  await harness.database.db.insert(marketplaceOrders).values({
    merchantCode: '4000000194',
    orderId: 'SHX-OTHER-1',
    scheme: 'SHOPIX',
    orderDate: String(petraPayment.day),
    orderedAt: new Date(String(petraPayment.transaction_at)),
    customerReference: 'CUS-OTHER',
    itemCount: 1,
    amount: String(petraPayment.amount),
    currency: String(petraPayment.currency),
    deliveredOn: String(petraPayment.day),
    cardBusinessDate: String(petraPayment.day),
    cardTransactionId: Number(petraPayment.id),
    merchantSettlementDate: isoDay(today + 2),
  });
  // Petra's administrator is given the marketplace role: the permission alone must not open another merchant.
  await grantGroup(harness.database.db, PETRA, 'MARKETPLACE_REPORT_USERS');
}

/** The test file's harness over the data above and the file's own (`more`), its three users signed in. */
export function useMarketplace(more?: (harness: Harness) => Promise<void>): FileHarness {
  h = useHarness({
    transactions: { seed: 7, fromDay: today - 35, toDay: today - 1, scale: 0.3 },
    prepare: async (harness) => {
      await seedMarketplace(harness);
      await more?.(harness);
    },
    users: [MARKET, PETRA, ZAHRAN],
  });
  return h;
}

/** One of the marketplace's GET calls as `user`. */
export function get(name: MarketplaceCall, query: Record<string, string | number>, user = MARKET) {
  return h.call(name, { headers: h.sessions[user], query } as never);
}

/** One of the marketplace's file calls as the marketplace user, answered with the file `fileName`. */
export async function fileReply(
  name: typeof SETTLEMENT_FILE | typeof ORDERS_FILE,
  query: Record<string, string>,
  fileName: string,
) {
  const reply = await get(name, query);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  return reply;
}

export type SettlementReply = {
  data: { results: SettlementRow[] };
  metadata: { pagination: { totalRecords: number } };
};
export type OrdersReply = {
  data: { results: OrderMasterRow[] };
  metadata: { pagination: { totalRecords: number } };
};

/** The marketplace's payments of the period with their orders, newest first unless told, by independent SQL. */
export const settlementSql = (
  currency = '',
  merchant = '4000000701',
  orderBy = 't.business_date desc, t.transaction_at desc, o.id desc',
) => `
  select o.order_id, t.rrn, t.auth_code, t.masked_pan, t.merchant_ref, t.amount::text as amount, t.currency,
    t.fixed_amount::text as fixed_amount, t.mdr_percentage::text as mdr_percentage,
    t.mdr_amount::text as mdr_amount, t.net_amount::text as net_amount,
    to_char(t.business_date, 'DD-MM-YYYY') as transaction_date,
    o.merchant_settlement_date::text as settlement_date
  from marketplace_orders o
  join card_transactions t on t.business_date = o.card_business_date and t.id = o.card_transaction_id
  where o.merchant_code = '${merchant}' and t.business_date between '${fromIso}' and '${toIso}'
    ${currency ? `and t.currency = '${currency}'` : ''}
  order by ${orderBy}`;

export const ordersSql = (scheme: string, fromDay = fromIso, toDay = toIso) => `
  select o.order_id, to_char(o.order_date, 'DD-MM-YYYY') as order_date, o.customer_reference, o.item_count,
    o.amount::text as amount, o.currency, t.rrn, o.merchant_settlement_date::text as settlement_date,
    case when o.delivered_on <= '${isoDay(today)}' then 'DELIVERED' else 'SHIPPED' end as status
  from marketplace_orders o
  join card_transactions t on t.business_date = o.card_business_date and t.id = o.card_transaction_id
  where o.merchant_code = '4000000701' and o.scheme = '${scheme}' and o.order_date between '${fromDay}' and '${toDay}'
  order by o.order_date desc, o.ordered_at desc, o.id desc`;

/** A settlement row as the reply should carry it, from the independent SQL. */
export const settlementFromSql = (row: Record<string, unknown>) => ({
  transactionDate: row.transaction_date,
  transactionId: row.rrn,
  orderId: row.order_id,
  authCode: row.auth_code,
  pan: row.masked_pan,
  merchantReferenceNumber: row.merchant_ref,
  transactionAmount: Number(row.amount),
  currency: row.currency,
  fixedAmount: Number(row.fixed_amount),
  mdrPercentage: Number(row.mdr_percentage),
  mdrAmount: Number(row.mdr_amount),
  netAmount: Number(row.net_amount),
  merchantSettlementDate: row.settlement_date,
});
