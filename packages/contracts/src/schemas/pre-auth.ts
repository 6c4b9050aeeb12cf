import { z } from 'zod';
import { addMonths, formatDay, parseDay, todayInAmman, type DayNumber } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { DATE_MESSAGES, type DateRangeIssue } from './transactions.js';

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
  toAfterToday: 'To date must not be later than today',
} as const;

/** The list's default range (spec part 2 §9): the last 7 days to today. */
export function preAuthDefaultRange(today: DayNumber = todayInAmman()): { fromDate: string; toDate: string } {
  return { fromDate: formatDay(today - 7), toDate: formatDay(today) };
}

/** DD-MM-YYYY dates; to at most today (holds of today are listed), from not after to, at most one month. */
export function preAuthRangeIssues(
  fromDate: string,
  toDate: string,
  today: DayNumber = todayInAmman(),
): DateRangeIssue[] {
  const from = parseDay(fromDate);
  const to = parseDay(toDate);
  const issues: DateRangeIssue[] = [];
  if (from === null) issues.push({ field: 'fromDate', message: PRE_AUTH_DATE_MESSAGES.invalidDate });
  if (to === null) issues.push({ field: 'toDate', message: PRE_AUTH_DATE_MESSAGES.invalidDate });
  if (from === null || to === null) return issues;
  if (to > today) issues.push({ field: 'toDate', message: PRE_AUTH_DATE_MESSAGES.toAfterToday });
  if (from > to) issues.push({ field: 'fromDate', message: PRE_AUTH_DATE_MESSAGES.fromAfterTo });
  else if (to > addMonths(from, 1)) {
    issues.push({ field: 'fromDate', message: PRE_AUTH_DATE_MESSAGES.spanTooLong });
  }
  return issues;
}

const required = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

export const PRE_AUTH_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;

const rangeFields = {
  /** Zero-based (the Excel call sends page=0). */
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(10),
  fromDate: required,
  toDate: required,
  currency: z.literal('JOD', { error: 'Must be JOD' }).default('JOD'),
};

const withRangeRules = (value: { fromDate: string; toDate: string }, ctx: z.RefinementCtx) => {
  for (const issue of preAuthRangeIssues(value.fromDate, value.toDate)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
};

/** `GET …/auth/v1/pre-auth?page&size&fromDate&toDate&currency=JOD`. */
export const preAuthQuery = z.object(rangeFields).superRefine(withRangeRules);
export type PreAuthQuery = z.infer<typeof preAuthQuery>;
export type PreAuthQueryInput = z.input<typeof preAuthQuery>;

/**
 * `POST …/auth/v1/generate/excel`: the body is the filter (its page and size are ignored: a file holds the whole
 * filtered set); the query repeats the dates, as the spec's call sends them.
 */
export const preAuthExcelBody = preAuthQuery;
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

export const preAuthReply = z.object({
  data: z.object({ results: z.array(preAuthRow) }),
  metadata: z.object({ pagination: z.object({ totalRecords: z.number().int() }) }),
});
