import { z } from 'zod';
import { pageQueryFields, totalledReply } from './totals.js';
import { formatDay, todayInAmman, type DayNumber } from '../dates.js';
import { fileColumns } from '../file-columns.js';
import { phrase } from '../i18n/catalogue.js';
import { MESSAGES } from '../messages.js';
import type { ColumnSpec } from '../transaction-columns.js';
import { sortFields, type ListOrder } from './sort.js';
import { DATE_MESSAGES, periodCheck, refinePeriod } from './transactions.js';

// Pre-authorisations (spec part 2 §2 "Pre Auth Transactions", §7, §9): holds a merchant puts on a card (a
// fuel pump, a hotel stay) that a later capture settles, or that lapse on their expiry date.

/** The list's cardType: the issuer's locality (L local, F foreign) then the card's kind (C credit, D debit). */
export const PRE_AUTH_CARD_TYPE_WORDS = {
  L: 'Local',
  F: 'International',
  C: 'Credit',
  D: 'Debit',
} as const;
export type PreAuthCardTypeCode = keyof typeof PRE_AUTH_CARD_TYPE_WORDS;

/** A cardType such as `LC` in words: "Local Credit". */
export function preAuthCardTypeWords(cardType: string): string {
  return [...cardType].map((code) => PRE_AUTH_CARD_TYPE_WORDS[code as PreAuthCardTypeCode] ?? code).join(' ');
}

/** Where a hold stands today: still held, settled by a capture, or lapsed unsettled. */
export const PRE_AUTH_STATUSES = { HELD: 'Held', CAPTURED: 'Captured', EXPIRED: 'Expired' } as const;
export type PreAuthStatus = keyof typeof PRE_AUTH_STATUSES;

export const PRE_AUTH_DATE_MESSAGES = {
  ...DATE_MESSAGES,
  toAfterToday: phrase('To date must not be later than today'),
} as const;

/** The list's default range (spec part 2 §9): the last 7 days to today. */
export function preAuthDefaultRange(today: DayNumber = todayInAmman()): { fromDate: string; toDate: string } {
  return { fromDate: formatDay(today - 7), toDate: formatDay(today) };
}

/** DD-MM-YYYY dates; to at most today (holds of today are listed), from not after to, at most one month. */
export const preAuthRangeIssues = periodCheck({
  daysBeforeToday: 0,
  latestMessage: PRE_AUTH_DATE_MESSAGES.toAfterToday,
  months: 1,
  spanMessage: PRE_AUTH_DATE_MESSAGES.spanTooLong,
});

const required = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

export const PRE_AUTH_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;

/** The columns the list may be ordered by: the hold's day and time, or its amount (issue 28 "Sorting"). */
export const PRE_AUTH_SORT_FIELDS = ['transactionDate', 'transactionAmount'] as const;
export type PreAuthSortField = (typeof PRE_AUTH_SORT_FIELDS)[number];
export type PreAuthOrder = ListOrder<PreAuthSortField>;
/** Newest first, as the list has always answered. */
export const PRE_AUTH_DEFAULT_SORT = {
  sortBy: 'transactionDate',
  sortDirection: 'desc',
} as const satisfies PreAuthOrder;

const rangeFields = {
  /** The Excel call sends page=0. */
  ...pageQueryFields,
  fromDate: required,
  toDate: required,
  currency: z.literal('JOD', { error: 'Must be JOD' }).default('JOD'),
  /** The file keeps the list's order. */
  ...sortFields(PRE_AUTH_SORT_FIELDS, PRE_AUTH_DEFAULT_SORT),
};

const withRangeRules = refinePeriod(preAuthRangeIssues);

/** `GET …/auth/v1/pre-auth?page&size&fromDate&toDate&currency=JOD`, and `sortBy`, `sortDirection`. */
export const preAuthQuery = z.object(rangeFields).superRefine(withRangeRules);
export type PreAuthQuery = z.infer<typeof preAuthQuery>;
export type PreAuthQueryInput = z.input<typeof preAuthQuery>;

/**
 * `POST …/auth/v1/generate/excel`: the body is the filter (its page and size are ignored: a file holds the whole
 * filtered set) and the columns the grid shows; the query repeats the dates, as the spec's call sends them.
 */
export const preAuthExcelBody = z
  .object({ ...rangeFields, columns: fileColumns(() => PRE_AUTH_COLUMNS).optional() })
  .superRefine(withRangeRules);
export type PreAuthExcelBody = z.infer<typeof preAuthExcelBody>;
export const preAuthExcelQuery = z.object({
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
});

/** `PRE_AUTH_TRANSACTIONS_FROM-DD-MM-YYYY_TO-DD-MM-YYYY.xlsx`, like the other transaction files. */
export function preAuthFileName(filter: { fromDate: string; toDate: string }): string {
  return `PRE_AUTH_TRANSACTIONS_FROM-${filter.fromDate}_TO-${filter.toDate}.xlsx`;
}

/** One hold as the list shows it: amounts rounded to 3 decimals, the card number masked. */
export const preAuthRow = z.object({
  id: z.string(),
  transactionDate: z.string(),
  transactionTime: z.string(),
  transactionID: z.string(),
  authCode: z.string(),
  pan: z.string(),
  cardType: z.string(),
  binType: z.string(),
  branch: z.string(),
  terminalID: z.string(),
  transactionAmount: z.number(),
  currency: z.string(),
  expiryDate: z.string(),
  status: z.enum(Object.keys(PRE_AUTH_STATUSES) as [PreAuthStatus, ...PreAuthStatus[]]),
  /** What the capture took (it may be less than the hold); null until captured. */
  capturedAmount: z.number().nullable(),
});
export type PreAuthRow = z.infer<typeof preAuthRow>;

export const preAuthReply = totalledReply(preAuthRow);

/** A hold as the grid and the file show it: card type and status in words. */
export type PreAuthShownRow = Omit<PreAuthRow, 'cardType' | 'status'> & { cardType: string; status: string };

export function preAuthInWords(row: PreAuthRow): PreAuthShownRow {
  return { ...row, cardType: preAuthCardTypeWords(row.cardType), status: PRE_AUTH_STATUSES[row.status] };
}

/** The list's columns: one definition for the grid in the browser and the Excel file on the server. */
export const PRE_AUTH_COLUMNS: readonly ColumnSpec<keyof PreAuthShownRow>[] = [
  { field: 'id', headerName: phrase('ID'), kind: 'text', width: 100, hidden: true },
  {
    field: 'transactionDate',
    headerName: phrase('Transaction Date'),
    kind: 'text',
    width: 150,
    isDate: true,
  },
  {
    field: 'transactionTime',
    headerName: phrase('Transaction Time'),
    kind: 'text',
    width: 150,
    isDate: true,
  },
  { field: 'transactionID', headerName: phrase('Transaction ID'), kind: 'text', width: 180 },
  { field: 'authCode', headerName: phrase('Auth Code'), kind: 'text', width: 120 },
  { field: 'pan', headerName: phrase('PAN'), kind: 'text', width: 180 },
  { field: 'cardType', headerName: phrase('Card Type'), kind: 'text', width: 170, inWords: true },
  { field: 'binType', headerName: phrase('BIN Type'), kind: 'text', width: 120 },
  { field: 'branch', headerName: phrase('Branch'), kind: 'text', width: 180 },
  { field: 'terminalID', headerName: phrase('Terminal ID'), kind: 'text', width: 150 },
  { field: 'transactionAmount', headerName: phrase('Transaction Amount'), kind: 'amount', width: 160 },
  { field: 'expiryDate', headerName: phrase('Expiry Date'), kind: 'text', width: 150, isDate: true },
  { field: 'status', headerName: phrase('Status'), kind: 'text', width: 120, inWords: true },
  { field: 'capturedAmount', headerName: phrase('Captured Amount'), kind: 'amount', width: 160 },
];
