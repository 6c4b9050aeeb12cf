// Marketplace orders and their settlement (spec part 2 §2 "Order-master report", "Shopix and Emart Reports"):
// one record per order a customer placed on one of the merchant's storefronts, paid by one stored card payment
// of that merchant (named by the payment's own key: source, terminal, RRN and time), of the same amount and
// currency. A stored order takes a later file's delivery and settlement days (the marketplace's own updates);
// what it is (its payment, customer, items, amount) never changes. The daily totals follow by the table's
// own triggers.
import { MARKETPLACE_SCHEMES } from '@merchant-portal/contracts/schemas/marketplace';
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, qualified, referenceKind } from '../staging.js';
import {
  STORED_PAYMENT as PAYMENT,
  ammanDayOf,
  freeText,
  isoDate,
  moment,
  paymentKeyChecks,
  paymentKeyColumns,
  paymentKeyFields,
} from './card-fields.js';

const schema = z
  .strictObject({
    merchantCode: field.code('merchant code').describe('The merchant selling on the marketplace.'),
    orderId: field.id(40).describe("The marketplace's order id: with merchantCode, its key."),
    scheme: field.oneOf(MARKETPLACE_SCHEMES).describe('The storefront it was placed on.'),
    orderedAt: moment().describe('When it was placed and paid, with its offset from UTC.'),
    orderDate: isoDate().optional().describe('Its day; the day in Amman of orderedAt when absent.'),
    customerReference: freeText(40).describe("The marketplace's reference of the customer."),
    itemCount: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{0,4}$/, 'must be a whole number of items, 1 or more')
      .describe('How many items it holds.'),
    amount: field.amount().describe('The amount paid: the card payment’s.'),
    currency: field.currency().describe("The currency code: the card payment's."),
    deliveredOn: isoDate().describe('The day it is (or is to be) delivered: on or after its day.'),
    merchantSettlementDate: isoDate().describe(
      'The day the marketplace settles it to the merchant: after its day.',
    ),
    ...paymentKeyFields,
  })
  .superRefine((row, context) => {
    if (row.orderDate !== undefined && row.deliveredOn < row.orderDate) {
      context.addIssue({ code: 'custom', path: ['deliveredOn'], message: 'is before the order' });
    }
    if (row.orderDate !== undefined && row.merchantSettlementDate <= row.orderDate) {
      context.addIssue({
        code: 'custom',
        path: ['merchantSettlementDate'],
        message: 'must be after the order',
      });
    }
  });

type Order = z.infer<typeof schema>;

/** What a stored order is and keeps. */
const ORDER_COLUMNS = [
  'scheme',
  'order_date',
  'ordered_at',
  'customer_reference',
  'item_count',
  'amount',
  'currency',
];
const STORED = `marketplace_orders o on o.merchant_code = s.merchant_code and o.order_id = s.order_id`;
export const marketplaceOrdersKind = referenceKind<Order>({
  name: 'marketplace-orders',
  summary: 'One marketplace order, paid by one stored card payment, with its delivery and settlement days.',
  naturalKey: ['merchantCode', 'orderId'],
  after: ['transactions'],
  schema,
  keyColumns: ['merchant_code', 'order_id'],
  columns: [
    { column: 'merchant_code', type: 'text', value: (row) => row.merchantCode },
    { column: 'order_id', type: 'text', value: (row) => row.orderId },
    { column: 'scheme', type: 'text', value: (row) => row.scheme },
    {
      column: 'order_date',
      type: 'date',
      value: (row) => row.orderDate ?? ammanDayOf(row.orderedAt),
    },
    { column: 'ordered_at', type: 'timestamptz', value: (row) => row.orderedAt },
    { column: 'customer_reference', type: 'text', value: (row) => row.customerReference },
    { column: 'item_count', type: 'numeric', value: (row) => row.itemCount },
    { column: 'amount', type: 'numeric', value: (row) => row.amount },
    { column: 'currency', type: 'text', value: (row) => row.currency },
    { column: 'delivered_on', type: 'date', value: (row) => row.deliveredOn },
    { column: 'merchant_settlement_date', type: 'date', value: (row) => row.merchantSettlementDate },
    ...paymentKeyColumns,
  ],
  checks: [
    ...paymentKeyChecks('order'),
    `select s.line, 'amount' as field, 'differs from its card payment''s ' || c.amount || ' ' || c.currency as message
      from ${STAGING} s join ${PAYMENT} where (c.amount, c.currency) is distinct from (s.amount, s.currency)`,
    `select s.line, 'paymentRrn' as field, 'paid order ' || o.order_id || ' already' as message
      from ${STAGING} s join ${PAYMENT}
        join marketplace_orders o on o.card_business_date = c.business_date and o.card_transaction_id = c.id
      where o.order_id <> s.order_id`,
    `select s.line, 'deliveredOn' as field, 'is before the order' as message
      from ${STAGING} s where s.delivered_on < s.order_date`,
    `select s.line, 'merchantSettlementDate' as field, 'must be after the order' as message
      from ${STAGING} s where s.merchant_settlement_date <= s.order_date`,
    `select s.line, 'orderId' as field,
        'is a stored order with other values: only its delivery and settlement days may change' as message
      from ${STAGING} s join ${STORED}
      where (${qualified('o', ORDER_COLUMNS)}) is distinct from (${qualified('s', ORDER_COLUMNS)})`,
  ],
  classify: `select count(*) as total, count(*) filter (where o.id is null) as added,
      count(*) filter (where o.id is not null
        and (o.delivered_on, o.merchant_settlement_date) is distinct from (s.delivered_on, s.merchant_settlement_date))
        as updated
    from ${STAGING} s left join ${STORED}`,
  write: [
    `insert into marketplace_orders as o (merchant_code, order_id, ${ORDER_COLUMNS.join(', ')}, delivered_on,
        merchant_settlement_date, card_business_date, card_transaction_id)
      select s.merchant_code, s.order_id, ${qualified('s', ORDER_COLUMNS)}, s.delivered_on, s.merchant_settlement_date,
        c.business_date, c.id
      from ${STAGING} s join ${PAYMENT} order by s.line
      on conflict (merchant_code, order_id) do update set
        delivered_on = excluded.delivered_on, merchant_settlement_date = excluded.merchant_settlement_date
      where (o.delivered_on, o.merchant_settlement_date)
        is distinct from (excluded.delivered_on, excluded.merchant_settlement_date)`,
  ],
});
