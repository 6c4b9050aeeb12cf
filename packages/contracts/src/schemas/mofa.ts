import { z } from 'zod';
import { phrase } from '../i18n/catalogue.js';
import { searchReply } from './totals.js';
import { addMonths, formatDay, todayInAmman, type DayNumber } from '../dates.js';
import { fileColumns } from '../file-columns.js';
import type { ColumnSpec } from '../transaction-columns.js';
import { sortByMessage, sortFields, type ListOrder } from './sort.js';
import {
  CARD_SEARCH_MESSAGES,
  DEFAULT_SORT,
  EXPORT_FORMATS,
  FILE_EXTENSIONS,
  SORT_FIELDS,
  cardSearchFields,
  withCardSearchRules,
  dccSummaryRow,
  searchFilterFields,
  transactionRow,
  withSearchDateRules,
  type DatedFilter,
  type ExportFormat,
  type TransactionFilter,
} from './transactions.js';

// MOFA: consular and embassy fees paid online by card (CyberSource, source CS) to the ministry of foreign
// affairs' merchant (spec part 2 §2 "MOFA Transactions", §3, §4, §7). Each payment is a card transaction of
// the merchant that carries the ministry's own record: the fee in the embassy's currency, the embassy, the
// rates, the flags and the references of the four MOFA messages.

/** An embassy or consulate (part 2 §3 "Embassy item"). */
export const embassyItem = z.object({ embassyCode: z.string(), embassyLocation: z.string() });
export type EmbassyItem = z.infer<typeof embassyItem>;
/** GET …/mofa/embassy-list: sorted by location; an embassy user gets their own embassy only. */
export const embassyListReply = z.object({ data: z.object({ results: z.array(embassyItem) }) });

/**
 * The embassy a username is bound to (part 2 §4): the number after an underscore and before the at sign
 * (`consular_12@4000000401` → '12'); null when the username carries none.
 */
export function embassyOfUsername(username: string): string | null {
  return /_(\d+)@/.exec(username)?.[1] ?? null;
}

/**
 * What a username names as its embassy when the user is created (part 2 §4): the part after the last
 * underscore before the at sign (`consular_12@…` → '12', `consular_12a@…` → '12a'); null without an
 * underscore. The server binds the user to it only when it is an existing embassy code.
 */
export function embassyPartOfUsername(username: string): string | null {
  return /_([^_@]*)@[^@]*$/.exec(username)?.[1] ?? null;
}

/** The embassy filter shows only for usernames without an underscore (part 2 §5). */
export function showsEmbassyFilter(username: string): boolean {
  return !username.includes('_');
}

export const MOFA_MESSAGES = {
  invalidEmbassy: 'Must be an embassy code',
  otherEmbassy: 'You can only see the transactions of your own embassy',
  usernameNamesNoEmbassy:
    'An embassy user’s username must end in an embassy code after the underscore, e.g. consular_12',
  unresolvedEmbassy: 'Your username names no embassy, so no embassy can be shown. Please Contact The Admin',
  mofaFilterOnly: 'MOFA transactions are CyberSource payments of all branches, cards and methods',
  invalidReference: 'Must be letters, digits or dashes',
  noCardSearch:
    'MOFA transactions are searched by their RRN, Auth Code and Transfer Reference No fields, not by the card search',
} as const;

/**
 * The columns a MOFA search may be ordered by (issue 28 "Sorting"): the payment's day and time, its total in
 * the embassy's currency, or what the card was charged in JOD.
 */
export const MOFA_SORT_FIELDS = ['transactionDate', 'totalAmount', 'totalAmountJOD'] as const;
export type MofaSortField = (typeof MOFA_SORT_FIELDS)[number];
export type MofaOrder = ListOrder<MofaSortField>;
/** Newest first, as the search has always answered. */
export const MOFA_DEFAULT_SORT = {
  sortBy: 'transactionDate',
  sortDirection: 'desc',
} as const satisfies MofaOrder;
export const MOFA_SORT_MESSAGE = sortByMessage(MOFA_SORT_FIELDS);

const reference = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .regex(/^[0-9A-Za-z-]*$/, MOFA_MESSAGES.invalidReference)
    .optional();

/**
 * The MOFA fields of the search filter (part 2 §3). An empty text is no condition; a flag is a condition
 * only when sent: true keeps the flagged payments, false the others (the screen sends a ticked box as true
 * and leaves an unticked one out). A body carrying any of them is a MOFA search.
 */
export const mofaFilterFields = {
  merchantCode: z
    .string()
    .regex(/^\d{10}$/, 'Must be a merchant code')
    .optional(),
  embassy: z
    .string()
    .regex(/^(\d{1,6})?$/, MOFA_MESSAGES.invalidEmbassy)
    .optional(),
  rrn: reference(12),
  authCode: reference(6),
  tranRefNo: reference(40),
  isChargedBack: z.boolean().optional(),
  isProcessed: z.boolean().optional(),
  isPreArb: z.boolean().optional(),
};
export const MOFA_FILTER_KEYS = Object.keys(mofaFilterFields) as (keyof typeof mofaFilterFields)[];

/** Whether a search body is a MOFA search: it names the merchant (the MOFA submit) or a MOFA field. */
export function isMofaSearch(body: Partial<Record<(typeof MOFA_FILTER_KEYS)[number], unknown>>): boolean {
  return MOFA_FILTER_KEYS.some((key) => body[key] !== undefined);
}

/** The field either search is ordered by, checked by the kind of search: the card search's or MOFA's. */
const withSearchOrderRule = (
  value: Parameters<typeof isMofaSearch>[0] & { sortBy: string },
  ctx: z.RefinementCtx,
) => {
  const [fields, message]: [readonly string[], string] = isMofaSearch(value)
    ? [MOFA_SORT_FIELDS, MOFA_SORT_MESSAGE]
    : [SORT_FIELDS, CARD_SEARCH_MESSAGES.sortBy];
  if (!fields.includes(value.sortBy)) ctx.addIssue({ code: 'custom', path: ['sortBy'], message });
};

/** The body of POST /merchant/transaction/v1/read: the card search's filter and the MOFA fields. */
export const transactionReadFilter = z
  .object({
    maxCount: z.number().int().min(1).max(1000).default(10),
    offset: z.number().int().min(0).default(0),
    ...searchFilterFields,
    ...cardSearchFields,
    // One of the card search's columns or of MOFA's, as the body's kind of search says (below).
    sortBy: z.string().max(40).default(DEFAULT_SORT.sortBy),
    ...mofaFilterFields,
  })
  .superRefine((value, ctx) => {
    withCardSearchRules(value, ctx);
    withSearchOrderRule(value, ctx);
  });
export type TransactionReadFilter = z.infer<typeof transactionReadFilter>;

/** The field a read body is ordered by, one of `fields` (the body's schema checked it). */
function checkedSortBy<Field extends string>(body: TransactionReadFilter, fields: readonly Field[]): Field {
  const sortBy = fields.find((field) => field === body.sortBy);
  if (sortBy === undefined) throw new Error(`unchecked sortBy ${body.sortBy}`);
  return sortBy;
}

/** A read body that is no MOFA search, as the card search's filter. */
export function cardSearchOf(body: TransactionReadFilter): TransactionFilter {
  return { ...body, sortBy: checkedSortBy(body, SORT_FIELDS) };
}

/** The order of a MOFA search's read body. */
export function mofaOrderOf(body: TransactionReadFilter): MofaOrder {
  return { sortBy: checkedSortBy(body, MOFA_SORT_FIELDS), sortDirection: body.sortDirection };
}

/**
 * The body of a MOFA PDF or Excel file: the filter, every row of it (paging fields accepted, ignored), in the
 * screen's order, with the columns the grid shows.
 */
export const mofaExportFilter = z
  .object({
    maxCount: z.number().int().min(0).optional(),
    offset: z.number().int().min(0).optional(),
    ...searchFilterFields,
    ...mofaFilterFields,
    ...sortFields(MOFA_SORT_FIELDS, MOFA_DEFAULT_SORT),
    columns: fileColumns(() => MOFA_COLUMNS).optional(),
  })
  .superRefine(withSearchDateRules);
export type MofaExportFilter = z.infer<typeof mofaExportFilter>;
export const mofaExportParams = z.object({ format: z.enum(EXPORT_FORMATS) });

const yesNo = z.enum(['YES', 'NO']);

/** One MOFA payment as the grid shows it: JOD amounts to 3 decimals, rates as stored, the card masked. */
export const mofaRow = z.object({
  id: z.string(),
  /** The card transaction that paid the fee: its details are GET …/transaction/v1/{id}. */
  cardTransactionId: z.string(),
  transactionDate: z.string(),
  /** The ministry's reference of the payment (the filter's tranRefNo). */
  referenceNumber: z.string(),
  /** The fee and the surcharge, in the embassy's currency. */
  totalAmount: z.number(),
  tranStatus: z.string(),
  pan: z.string(),
  requestNumber: z.string(),
  country: z.string(),
  rrn: z.string(),
  mrn: z.string(),
  amountInOrgCcy: z.number(),
  orgCurrency: z.string(),
  /** Code and location: '12 - Cairo'. */
  embassy: z.string(),
  /** The ministry's rate from the embassy's currency to JOD, at which the fee was calculated. */
  fxRate: z.number(),
  authCode: z.string(),
  surchargeAmount: z.number(),
  isChargedBack: yesNo,
  isProcessed: yesNo,
  isPreArb: yesNo,
  mofaCalculationRequest: z.string(),
  mofaPaymentNotification: z.string().nullable(),
  cybersourceTransactionsDetails: z.string(),
  mofaPostedTransactions: z.string().nullable(),
  /** The rate the card payment was converted at. */
  transactionFxRate: z.number(),
  /** What the card was charged, in JOD (the card transaction's amount). */
  totalAmountJOD: z.number(),
  surChargeFxRate: z.number(),
});
export type MofaRow = z.infer<typeof mofaRow>;

/** The search's reply: a page of card transactions, the DCC summary, or MOFA payments. */
export const searchReadReply = searchReply(z.union([transactionRow, dccSummaryRow, mofaRow]));
export const mofaReadReply = searchReply(mofaRow);
export type MofaReadReply = z.infer<typeof mofaReadReply>;

const column = (
  field: keyof MofaRow,
  headerName: string,
  kind: ColumnSpec['kind'],
  width: number,
  more: Partial<ColumnSpec<keyof MofaRow>> = {},
): ColumnSpec<keyof MofaRow> => ({ field, headerName, kind, width, ...more });
/** The fee, the surcharge and their total are in the embassy's currency (orgCurrency). */
const embassyAmount = (field: keyof MofaRow, headerName: string, width: number) =>
  column(field, headerName, 'amount', width, { currencyField: 'orgCurrency' });

/**
 * The MOFA table's columns in the spec's order (part 2 §2): id and tranStatus hidden by default. The spec
 * labels requestNumber with the field name 'requestId'; the header says it in words.
 */
export const MOFA_COLUMNS: readonly ColumnSpec<keyof MofaRow>[] = [
  column('id', phrase('ID'), 'text', 100, { hidden: true }),
  column('transactionDate', phrase('Transaction Date'), 'text', 140, { isDate: true }),
  column('referenceNumber', phrase('Transaction Reference Number'), 'text', 230),
  embassyAmount('totalAmount', phrase('Total Amount'), 140),
  column('tranStatus', phrase('Transaction Status'), 'text', 150, {
    hidden: true,
    words: 'transactionStatus',
  }),
  column('pan', phrase('PAN'), 'text', 180),
  column('requestNumber', phrase('Request ID'), 'text', 150),
  column('country', phrase('Country'), 'text', 150, { words: 'country' }),
  column('rrn', 'RRN', 'text', 140),
  column('mrn', 'MRN', 'text', 170),
  embassyAmount('amountInOrgCcy', phrase('Amount In Org Ccy'), 160),
  column('orgCurrency', phrase('Org Currency'), 'text', 120),
  column('embassy', phrase('Embassy'), 'text', 200),
  column('fxRate', phrase('FX Rate'), 'number', 110),
  column('authCode', phrase('Auth Code'), 'text', 110),
  embassyAmount('surchargeAmount', phrase('Surcharge Amount'), 150),
  column('isChargedBack', phrase('Is Charged Back'), 'text', 140),
  column('isProcessed', phrase('Is Processed'), 'text', 120),
  column('isPreArb', phrase('Is Pre Arb'), 'text', 110),
  column('mofaCalculationRequest', phrase('MOFA Calculation Request'), 'text', 210),
  column('mofaPaymentNotification', phrase('MOFA Payment Notification'), 'text', 210),
  column('cybersourceTransactionsDetails', phrase('Cybersource Transactions Details'), 'text', 240),
  column('mofaPostedTransactions', phrase('MOFA Posted Transactions'), 'text', 210),
  column('transactionFxRate', phrase('Transaction FX Rate'), 'number', 160),
  column('totalAmountJOD', phrase('Total Amount JOD'), 'amount', 150, { currency: 'JOD' }),
  column('surChargeFxRate', phrase('Surcharge FX Rate'), 'number', 150),
];

/** MOFA_TRANSACTIONS_FROM-DD-MM-YYYY_TO-DD-MM-YYYY.pdf|xlsx (part 2 §7). */
export function mofaFileName(filter: DatedFilter, format: ExportFormat) {
  return `MOFA_TRANSACTIONS_FROM-${filter.fromDate}_TO-${filter.toDate}.${FILE_EXTENSIONS[format]}`;
}

/**
 * The screen's first period (part 2 §4, §9): the last 30 days to yesterday — but never longer than the one
 * month the search allows (§9), which around February is shorter than 30 days.
 */
export function mofaDefaultRange(today: DayNumber = todayInAmman()) {
  const yesterday = today - 1;
  let from = today - 30;
  while (addMonths(from, 1) < yesterday) from += 1;
  return { fromDate: formatDay(from), toDate: formatDay(yesterday) };
}

/** The filter form's own period (part 2 §4): 2 days ago to yesterday. */
export function mofaFormRange(today: DayNumber = todayInAmman()) {
  return { fromDate: formatDay(today - 2), toDate: formatDay(today - 1) };
}
