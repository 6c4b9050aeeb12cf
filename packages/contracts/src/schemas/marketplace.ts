import { z } from 'zod';
import { pageQueryFields, totalledReply } from './totals.js';
import { formatDay, todayInAmman, type DayNumber } from '../dates.js';
import { fileColumnsQuery } from '../file-columns.js';
import { phrase } from '../i18n/catalogue.js';
import { MESSAGES } from '../messages.js';
import type { ColumnSpec } from '../transaction-columns.js';
import { sortFields, type ListOrder } from './sort.js';
import {
  CURRENCIES,
  DATE_MESSAGES,
  DEFAULT_SORT,
  SORT_FIELDS,
  periodCheck,
  refinePeriod,
  type SortField,
} from './transactions.js';

// The marketplace merchant's reports (spec part 2 §2 "Shopix and Emart Reports", "Order-master report", §7,
// §9): the settlement rows of its card payments, and the orders of one scheme (Emart or Shopix).

export const MARKETPLACE_SCHEMES = ['EMART', 'SHOPIX'] as const;
export type MarketplaceScheme = (typeof MARKETPLACE_SCHEMES)[number];
/** The Scheme Type selector's words (part 2 §2). */
export const MARKETPLACE_SCHEME_LABELS: Record<MarketplaceScheme, string> = {
  EMART: 'Emart',
  SHOPIX: 'Shopix',
};

/** Where an order stands today: on its way to the customer, or delivered. */
export const ORDER_STATUSES = { SHIPPED: 'Shipped', DELIVERED: 'Delivered' } as const;
export type OrderStatus = keyof typeof ORDER_STATUSES;

export const MARKETPLACE_MESSAGES = {
  schemeType: 'Must be EMART or SHOPIX',
  currency: 'Must be blank, ILS, USD or JOD',
  /** The order-master's empty table (the spec leaves it unsaid). */
  noOrdersFound: 'No orders found',
} as const;

/** The transaction search's date rules (part 2 §5): to at most yesterday, from not after to, one month. */
export const marketplaceRangeIssues = periodCheck({
  daysBeforeToday: 1,
  latestMessage: DATE_MESSAGES.toAfterYesterday,
  months: 1,
  spanMessage: DATE_MESSAGES.spanTooLong,
});

/** The settlement screen's default range, the transaction search's (part 2 §9): 2 days ago to yesterday. */
export function settlementDefaultRange(today: DayNumber = todayInAmman()) {
  return { fromDate: formatDay(today - 2), toDate: formatDay(today - 1) };
}

/** The order-master's default range (part 2 §9): 7 days ago to yesterday. */
export function orderMasterDefaultRange(today: DayNumber = todayInAmman()) {
  return { fromDate: formatDay(today - 7), toDate: formatDay(today - 1) };
}

const required = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

const withRangeRules = refinePeriod(marketplaceRangeIssues);

export const SETTLEMENT_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;

/**
 * The settlement rows are card payments: they sort as the card search does (issue 28 "Sorting"), by the
 * payment's day and time, its amount or its net amount, newest first by default.
 */
export type SettlementOrder = ListOrder<SortField>;

const settlementFields = {
  fromDate: required,
  toDate: required,
  /** Blank: every currency (the transaction search's currency select). */
  currency: z.enum(CURRENCIES, { error: MARKETPLACE_MESSAGES.currency }).default(''),
  /** The file keeps the list's order. */
  ...sortFields(SORT_FIELDS, DEFAULT_SORT),
};

/** `GET /merchant/arabie-report/v1/settlement?page&size&fromDate&toDate&currency&sortBy&sortDirection`. */
export const settlementQuery = z
  .object({ ...pageQueryFields, ...settlementFields })
  .superRefine(withRangeRules);
export type SettlementQuery = z.infer<typeof settlementQuery>;

/**
 * `GET /merchant/arabie-report/v1/generate/excel?fromDate&toDate&currency&sortBy&sortDirection[&columns]`:
 * every row of the filter, in the list's order, with the columns the grid shows.
 */
export const settlementFileQuery = z
  .object({ ...settlementFields, columns: fileColumnsQuery(() => SETTLEMENT_COLUMNS).optional() })
  .superRefine(withRangeRules);
export type SettlementFileQuery = z.infer<typeof settlementFileQuery>;

/** SHOPIX_EMART_REPORT_FROM-DD-MM-YYYY_TO-DD-MM-YYYY[_JOD].xlsx: the period, and the currency when one is chosen. */
export function settlementFileName(filter: { fromDate: string; toDate: string; currency: string }): string {
  const currency = filter.currency ? `_${filter.currency}` : '';
  return `SHOPIX_EMART_REPORT_FROM-${filter.fromDate}_TO-${filter.toDate}${currency}.xlsx`;
}

/** One card payment of a marketplace order as the merchant is settled for it. */
export const settlementRow = z.object({
  id: z.string(),
  /** The payment's business day, DD-MM-YYYY as every transaction list. */
  transactionDate: z.string(),
  /** The card network's reference of the payment (its RRN), as the transaction lists' Transaction ID. */
  transactionId: z.string(),
  orderId: z.string(),
  authCode: z.string(),
  pan: z.string(),
  merchantReferenceNumber: z.string(),
  transactionAmount: z.number(),
  currency: z.string(),
  fixedAmount: z.number(),
  mdrPercentage: z.number(),
  mdrAmount: z.number(),
  netAmount: z.number(),
  /** YYYY-MM-DD (part 2 §2): the day the marketplace pays the merchant for the order. */
  merchantSettlementDate: z.string(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

export const settlementReply = totalledReply(settlementRow);

/** The spec's columns, in its order: one definition for the grid and the Excel file. */
export const SETTLEMENT_COLUMNS: readonly ColumnSpec<keyof SettlementRow>[] = [
  { field: 'id', headerName: phrase('ID'), kind: 'text', width: 100, hidden: true },
  {
    field: 'transactionDate',
    headerName: phrase('Transaction Date'),
    kind: 'text',
    width: 150,
    isDate: true,
  },
  { field: 'transactionId', headerName: phrase('Transaction ID'), kind: 'text', width: 150 },
  { field: 'orderId', headerName: phrase('Order ID'), kind: 'text', width: 200 },
  { field: 'authCode', headerName: phrase('Auth Code'), kind: 'text', width: 110 },
  { field: 'pan', headerName: phrase('PAN'), kind: 'text', width: 180 },
  {
    field: 'merchantReferenceNumber',
    headerName: phrase('Merchant Reference Number'),
    kind: 'text',
    width: 220,
  },
  { field: 'transactionAmount', headerName: phrase('Transaction Amount'), kind: 'amount', width: 170 },
  { field: 'currency', headerName: phrase('Currency'), kind: 'text', width: 100 },
  { field: 'fixedAmount', headerName: phrase('Fixed Amount'), kind: 'amount', width: 140 },
  { field: 'mdrPercentage', headerName: phrase('MDR Percentage'), kind: 'percent', width: 140 },
  { field: 'mdrAmount', headerName: phrase('MDR Amount'), kind: 'amount', width: 140 },
  { field: 'netAmount', headerName: phrase('Net Amount'), kind: 'amount', width: 140 },
  {
    field: 'merchantSettlementDate',
    headerName: phrase('Merchant Settlement Date'),
    kind: 'text',
    width: 200,
  },
];

const orderMasterFields = {
  fromDate: required,
  toDate: required,
  schemeType: z.enum(MARKETPLACE_SCHEMES, { error: MARKETPLACE_MESSAGES.schemeType }),
};

/** `GET /merchant/order-master-report/v1/getMerchant?fromDate&toDate&schemeType`. */
export const orderMasterQuery = z.object(orderMasterFields).superRefine(withRangeRules);
export type OrderMasterQuery = z.infer<typeof orderMasterQuery>;

/** `GET /merchant/order-master-report/v1/generate/excel`: the list's query, with the columns the grid shows. */
export const orderMasterFileQuery = z
  .object({ ...orderMasterFields, columns: fileColumnsQuery(() => ORDER_MASTER_COLUMNS).optional() })
  .superRefine(withRangeRules);
export type OrderMasterFileQuery = z.infer<typeof orderMasterFileQuery>;

/** ORDER_MASTER_REPORT_EMART_FROM-DD-MM-YYYY_TO-DD-MM-YYYY.xlsx. */
export function orderMasterFileName(query: { fromDate: string; toDate: string; schemeType: string }): string {
  return `ORDER_MASTER_REPORT_${query.schemeType}_FROM-${query.fromDate}_TO-${query.toDate}.xlsx`;
}

/** One order of the scheme, with the card payment that paid it and when the merchant is settled for it. */
export const orderMasterRow = z.object({
  orderId: z.string(),
  /** DD-MM-YYYY, the day the customer placed and paid the order. */
  orderDate: z.string(),
  orderTime: z.string(),
  schemeType: z.enum(MARKETPLACE_SCHEMES),
  customerReference: z.string(),
  itemCount: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(Object.keys(ORDER_STATUSES) as [OrderStatus, ...OrderStatus[]]),
  /** The card payment's Transaction ID (as on the settlement screen). */
  transactionId: z.string(),
  /** YYYY-MM-DD, as on the settlement screen. */
  merchantSettlementDate: z.string(),
});
export type OrderMasterRow = z.infer<typeof orderMasterRow>;

/** Every order of the period (at most a month of one scheme): the screen pages them itself. */
export const orderMasterReply = totalledReply(orderMasterRow);

/** An order as the grid and the file show it: scheme and status in words. */
export type OrderMasterShownRow = Omit<OrderMasterRow, 'schemeType' | 'status'> & {
  schemeType: string;
  status: string;
};

export function orderInWords(row: OrderMasterRow): OrderMasterShownRow {
  return {
    ...row,
    schemeType: MARKETPLACE_SCHEME_LABELS[row.schemeType],
    status: ORDER_STATUSES[row.status],
  };
}

export const ORDER_MASTER_COLUMNS: readonly ColumnSpec<keyof OrderMasterShownRow>[] = [
  { field: 'orderId', headerName: phrase('Order ID'), kind: 'text', width: 200 },
  { field: 'orderDate', headerName: phrase('Order Date'), kind: 'text', width: 130, isDate: true },
  { field: 'orderTime', headerName: phrase('Order Time'), kind: 'text', width: 120, isDate: true },
  { field: 'schemeType', headerName: phrase('Scheme Type'), kind: 'text', width: 120 },
  { field: 'customerReference', headerName: phrase('Customer Reference'), kind: 'text', width: 180 },
  { field: 'itemCount', headerName: phrase('Items'), kind: 'count', width: 90 },
  { field: 'amount', headerName: phrase('Amount'), kind: 'amount', width: 140 },
  { field: 'currency', headerName: phrase('Currency'), kind: 'text', width: 100 },
  { field: 'status', headerName: phrase('Status'), kind: 'text', width: 120, inWords: true },
  { field: 'transactionId', headerName: phrase('Transaction ID'), kind: 'text', width: 150 },
  {
    field: 'merchantSettlementDate',
    headerName: phrase('Merchant Settlement Date'),
    kind: 'text',
    width: 200,
  },
];
