import { z } from 'zod';
import { fileColumns } from '../file-columns.js';
import { phrase } from '../i18n/catalogue.js';
import { MESSAGES } from '../messages.js';
import { addMonths, parseDay, todayInAmman, type DayNumber } from '../dates.js';
import { BRANCH_TYPES, SOURCE_CODES, sourceSpec } from '../transaction-sources.js';
import { pagedReply, searchReply } from './totals.js';
import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES, hasSearchText, parseSearchTerm } from '../search-term.js';
import { SORT_DIRECTION_MESSAGE, sortByMessage, sortFields, type ListOrder } from './sort.js';

// The card-transaction search (spec part 1 §3 "Transaction search filter", part 2 §3, §4, §5).

// The sources are rows of the table in transaction-sources.ts; their codes are the search's transactionName.

export const CARD_TYPES = ['All', 'VISA', 'MasterCard'] as const;
export const CARD_TYPE_LABELS: Record<(typeof CARD_TYPES)[number], string> = {
  All: phrase('All'),
  VISA: 'VISA',
  MasterCard: 'Master-Maestero',
};
export const METHOD_TYPES = ['Local', 'International', 'All'] as const;
export const METHOD_TYPE_LABELS: Record<(typeof METHOD_TYPES)[number], string> = {
  Local: phrase('Local'),
  International: phrase('International'),
  All: phrase('All'),
};
export const CURRENCIES = ['', 'ILS', 'USD', 'JOD'] as const;
export const ALL_BRANCHES = 'ALL';

export const DATE_MESSAGES = {
  invalidDate: phrase('Must be a date in DD-MM-YYYY'),
  toAfterYesterday: phrase('To date must not be later than yesterday'),
  fromAfterYesterday: phrase('From date must not be later than yesterday'),
  fromAfterTo: phrase('From date must not be after to date'),
  spanTooLong: phrase('The period must not be longer than one month'),
} as const;

export interface DateRangeIssue {
  field: 'fromDate' | 'toDate';
  message: string;
}

/** A period's rules: the latest day it may end on, and the most months it may span. */
export interface PeriodRules {
  latest: DayNumber;
  latestMessage: string;
  months: number;
  spanMessage: string;
}

/** Valid DD-MM-YYYY dates; to at most the latest day; from not after to; at most the months apart. */
export function periodIssues(fromDate: string, toDate: string, rules: PeriodRules): DateRangeIssue[] {
  const from = parseDay(fromDate);
  const to = parseDay(toDate);
  const issues: DateRangeIssue[] = [];
  if (from === null) issues.push({ field: 'fromDate', message: DATE_MESSAGES.invalidDate });
  if (to === null) issues.push({ field: 'toDate', message: DATE_MESSAGES.invalidDate });
  if (from === null || to === null) return issues;
  if (to > rules.latest) issues.push({ field: 'toDate', message: rules.latestMessage });
  if (from > to) issues.push({ field: 'fromDate', message: DATE_MESSAGES.fromAfterTo });
  else if (to > addMonths(from, rules.months)) issues.push({ field: 'fromDate', message: rules.spanMessage });
  return issues;
}

/** One screen's period rule: its latest day (today less some days), its longest span and their messages. */
export interface PeriodRule {
  daysBeforeToday: number;
  latestMessage: string;
  months: number;
  spanMessage: string;
}

export type PeriodCheck = (fromDate: string, toDate: string, today?: DayNumber) => DateRangeIssue[];

/** The check of a period rule, on today in Amman unless a day is given. */
export function periodCheck(rule: PeriodRule): PeriodCheck {
  return (fromDate, toDate, today = todayInAmman()) =>
    periodIssues(fromDate, toDate, {
      latest: today - rule.daysBeforeToday,
      latestMessage: rule.latestMessage,
      months: rule.months,
      spanMessage: rule.spanMessage,
    });
}

/** A schema refinement that reports a period check's issues on the fields they name. */
export function refinePeriod(check: PeriodCheck) {
  return (value: { fromDate: string; toDate: string }, ctx: z.RefinementCtx) => {
    for (const issue of check(value.fromDate, value.toDate)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  };
}

/**
 * The date rules of part 2 §5: to date at most yesterday (in Amman); from not after to; at most one month
 * between them. The month-picker sources (DCC, DCCDETAIL) pick a whole month, up to today for the current
 * month, so only the from date must not be later than yesterday there.
 */
export function dateRangeIssues(
  fromDate: string,
  toDate: string,
  source: string,
  today: DayNumber = todayInAmman(),
): DateRangeIssue[] {
  const yesterday = today - 1;
  const isMonthPicker = sourceSpec(source).filter.datePicker === 'month';
  const issues = periodIssues(fromDate, toDate, {
    latest: isMonthPicker ? today : yesterday,
    latestMessage: DATE_MESSAGES.toAfterYesterday,
    months: 1,
    spanMessage: DATE_MESSAGES.spanTooLong,
  });
  const from = parseDay(fromDate);
  if (isMonthPicker && from !== null && from > yesterday && parseDay(toDate) !== null) {
    issues.unshift({ field: 'fromDate', message: DATE_MESSAGES.fromAfterYesterday });
  }
  return issues;
}

const required = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

/** `ALL`, or one branch id, or several joined by commas. */
const branchIdField = required.regex(/^(ALL|[0-9A-Za-z_-]+(,[0-9A-Za-z_-]+)*)$/, 'Must be ALL or branch ids');

export const searchFilterFields = {
  aticoMerchantCode: z.string().max(20).optional(),
  terminalId: z.string().max(20).optional(),
  branchId: branchIdField,
  cardType: z.enum(CARD_TYPES, { error: MESSAGES.required }),
  methodType: z.enum(METHOD_TYPES, { error: MESSAGES.required }),
  transactionName: z.enum(SOURCE_CODES, { error: MESSAGES.required }),
  category: z.string().max(50).default('ALL'),
  fromDate: required,
  toDate: required,
};

export type DatedFilter = { fromDate: string; toDate: string; transactionName: string };
export const withSearchDateRules = (value: DatedFilter, ctx: z.RefinementCtx) => {
  for (const issue of dateRangeIssues(value.fromDate, value.toDate, value.transactionName)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
};

/** The columns a card search may be ordered by (the business or deposit day and time, or a money column). */
export const SORT_FIELDS = ['transactionDate', 'transactionAmount', 'netAmount'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
/** Newest first, as the search has always answered. */
export const DEFAULT_SORT = {
  sortBy: 'transactionDate',
  sortDirection: 'desc',
} as const satisfies ListOrder<SortField>;

/** What the card search refuses besides the search field's own texts (search-term.ts). */
export const CARD_SEARCH_MESSAGES = {
  sortBy: sortByMessage(SORT_FIELDS),
  sortDirection: SORT_DIRECTION_MESSAGE,
  notForDccSummary: 'DCC is one summary row for the month: search and amount range do not apply to it',
} as const;

const amountBound = z
  .number({ error: SEARCH_MESSAGES.invalidAmount })
  .min(0, SEARCH_MESSAGES.invalidAmount)
  .max(999_999_999_999_999, SEARCH_MESSAGES.invalidAmount)
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, SEARCH_MESSAGES.invalidAmount)
  .optional();

/**
 * What the card search adds to the filter of part 2 §3 (issue "Find any payment"): one search text read by
 * `parseSearchTerm` (the card's last four, a masked card, an RRN, an auth code or an exact amount), an amount
 * range, and the order of the rows. Ties keep a stable order: the transaction's id, in the same direction.
 */
export const cardSearchFields = {
  search: z
    .string()
    .max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.notUnderstood)
    .refine((text) => !hasSearchText(text) || parseSearchTerm(text) !== null, SEARCH_MESSAGES.notUnderstood)
    .optional(),
  amountFrom: amountBound,
  amountTo: amountBound,
  ...sortFields(SORT_FIELDS, DEFAULT_SORT),
};

export type AmountRange = { amountFrom?: number | undefined; amountTo?: number | undefined };
export const withAmountRangeRule = (value: AmountRange, ctx: z.RefinementCtx) => {
  if (value.amountFrom !== undefined && value.amountTo !== undefined && value.amountFrom > value.amountTo) {
    ctx.addIssue({ code: 'custom', path: ['amountFrom'], message: SEARCH_MESSAGES.amountRange });
  }
};

/** The DCC view is the month's one summary row, which a search text or an amount range would not narrow. */
export const withDccSummaryRule = (
  value: DatedFilter & AmountRange & { search?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!sourceSpec(value.transactionName).isDccSummary) return;
  const given = [
    ['search', hasSearchText(value.search)],
    ['amountFrom', value.amountFrom !== undefined],
    ['amountTo', value.amountTo !== undefined],
  ] as const;
  for (const [field, isGiven] of given) {
    if (isGiven)
      ctx.addIssue({ code: 'custom', path: [field], message: CARD_SEARCH_MESSAGES.notForDccSummary });
  }
};

/** The date rules of the search, the amount range's order, and no search of the DCC summary. */
export const withCardSearchRules = (
  value: DatedFilter & AmountRange & { search?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  withSearchDateRules(value, ctx);
  withAmountRangeRule(value, ctx);
  withDccSummaryRule(value, ctx);
};

export const transactionFilter = z
  .object({
    maxCount: z.number().int().min(1).max(1000).default(10),
    offset: z.number().int().min(0).default(0),
    ...searchFilterFields,
    ...cardSearchFields,
  })
  .superRefine(withCardSearchRules);
export type TransactionFilter = z.infer<typeof transactionFilter>;
export type TransactionFilterInput = z.input<typeof transactionFilter>;

export const transactionQuery = z.object({ currency: z.enum(CURRENCIES) });

/**
 * The body of a PDF or Excel export: the search filter. A file holds the whole filtered set (the web sends
 * maxCount = totalElements and offset 0, part 2 §7); paging fields are accepted and ignored.
 */
export const exportFilter = z
  .object({
    maxCount: z.number().int().min(0).optional(),
    offset: z.number().int().min(0).optional(),
    ...searchFilterFields,
  })
  .superRefine(withSearchDateRules);
export type ExportFilter = z.infer<typeof exportFilter>;

/**
 * The body of a Transactions or MoDEE file: the export filter with the search and the order of the screen, and
 * the columns the grid shows. Which columns there are depends on the screen, the merchant and the roles too, so
 * the server checks that each is one of them.
 */
export const transactionExportFilter = z
  .object({
    maxCount: z.number().int().min(0).optional(),
    offset: z.number().int().min(0).optional(),
    ...searchFilterFields,
    ...cardSearchFields,
    columns: fileColumns(null).optional(),
  })
  .superRefine(withCardSearchRules);
export type TransactionExportFilter = z.infer<typeof transactionExportFilter>;

export const EXPORT_FORMATS = ['pdf', 'excel'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportParams = z.object({ format: z.enum(EXPORT_FORMATS) });
export const FILE_EXTENSIONS: Record<ExportFormat, string> = { pdf: 'pdf', excel: 'xlsx' };
export const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** 'ALL-BRANCHES', the one branch id, or 'N-BRANCHES' (part 2 §7: the name carries a branch label). */
export function branchLabel(branchId: string): string {
  if (branchId === ALL_BRANCHES) return 'ALL-BRANCHES';
  const ids = branchId.split(',');
  return ids.length === 1 ? (ids[0] ?? branchId) : `${ids.length}-BRANCHES`;
}

/** TRANSACTIONS_P_FROM-01-10-2026_TO-31-10-2026_ALL-BRANCHES.xlsx and the like. */
export function transactionFileName(filter: DatedFilter & { branchId: string }, format: ExportFormat) {
  return `TRANSACTIONS_${filter.transactionName}_FROM-${filter.fromDate}_TO-${filter.toDate}_${branchLabel(filter.branchId)}.${FILE_EXTENSIONS[format]}`;
}

/** MODEE_TRANSACTIONS_FROM-DD-MM-YYYY_TO-DD-MM-YYYY.pdf|xlsx (part 2 §7). */
export function modeeFileName(filter: DatedFilter, format: ExportFormat) {
  return `MODEE_TRANSACTIONS_FROM-${filter.fromDate}_TO-${filter.toDate}.${FILE_EXTENSIONS[format]}`;
}

export const SUMMARY_REPORTS = ['summary', 'payment-summary'] as const;
export type SummaryReport = (typeof SUMMARY_REPORTS)[number];

/** SUMMARY_REPORT_FROM-…_TO-….xlsx and PAYMENT_SUMMARY_REPORT_FROM-…_TO-….pdf. */
export function summaryFileName(report: SummaryReport, filter: DatedFilter, format: ExportFormat) {
  const name = report === 'summary' ? 'SUMMARY_REPORT' : 'PAYMENT_SUMMARY_REPORT';
  return `${name}_FROM-${filter.fromDate}_TO-${filter.toDate}.${FILE_EXTENSIONS[format]}`;
}

/** Per posting date and card scheme (the special merchant's 'Summary Report'). */
export const summaryReportRow = z.object({
  transactionDate: z.string(),
  cardScheme: z.string(),
  trxCount: z.number().int(),
  trxAmount: z.number(),
  trxMdr: z.number(),
  netAmount: z.number(),
});
export type SummaryReportRow = z.infer<typeof summaryReportRow>;

/** Per posting date (the special merchant's 'Payment Summary Report'). */
export const paymentSummaryRow = z.object({
  transactionDate: z.string(),
  netAmount: z.number(),
  merchantName: z.string(),
  merchantId: z.string(),
});
export type PaymentSummaryRow = z.infer<typeof paymentSummaryRow>;

export const aggregateReply = z.object({
  summary: z.array(summaryReportRow),
  paymentSummary: z.array(paymentSummaryRow),
});
export type AggregateReply = z.infer<typeof aggregateReply>;

export const aggregateQuery = z.object({ currency: z.literal('JOD') });
export const summaryExportQuery = aggregateQuery.extend({
  report: z.enum(SUMMARY_REPORTS),
  format: z.enum(EXPORT_FORMATS),
});

/**
 * The special merchant's one-day details file (part 1 §7 "GET download-trans-data"). From and to must be the
 * same day (part 2 §5): `sameDayIssue` says so in the spec's words, in the browser and on the server.
 */
export const transactionDetailsQuery = z
  .object({
    merchantCode: z.string().max(20).optional(),
    transactionName: z.enum(SOURCE_CODES),
    cardType: z.enum(CARD_TYPES).default('All'),
    methodType: z.enum(METHOD_TYPES).default('All'),
    fromDate: required,
    toDate: required,
  })
  .superRefine(withSearchDateRules);
export type TransactionDetailsQuery = z.infer<typeof transactionDetailsQuery>;

export function sameDayIssue(fromDate: string, toDate: string): string | null {
  return fromDate === toDate ? null : MESSAGES.oneDayOnly;
}

/** MERCHANT_TRANSACTIONS_4000000194_P_05-11-2026.xlsx */
export function transactionDetailsFileName(merchantCode: string, source: string, day: string) {
  return `MERCHANT_TRANSACTIONS_${merchantCode}_${source}_${day}.xlsx`;
}

/** A ride-hailing category (the Careem picker, part 2 §4). */
export const categoryItem = z.object({ code: z.string(), label: z.string() });
export type CategoryItem = z.infer<typeof categoryItem>;
export const categoriesReply = z.object({ data: z.object({ results: z.array(categoryItem) }) });

/** One card transaction as the grids show it; amounts rounded to 3 decimals, the card number masked. */
export const transactionRow = z.object({
  id: z.string(),
  transactionDate: z.string(),
  loadDate: z.string(),
  transactionTime: z.string(),
  merchantRef: z.string().nullable(),
  pan: z.string(),
  tranPaymentMethod: z.string(),
  terminalId: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  transactionAmount: z.number(),
  fixedAmount: z.number(),
  mdrPercentage: z.number(),
  mdrAmount: z.number(),
  netAmount: z.number(),
  currency: z.string(),
  cardScheme: z.string(),
  cardType: z.enum(['C', 'D']),
  methodType: z.enum(['L', 'I']),
  transactionType: z.string(),
  category: z.string().nullable(),
  /** The id the payment network knows the transaction by: a QR payment's own id, else the card's RRN. */
  transactionId: z.string(),
  billNumber: z.string().nullable(),
  bnplTxn: z.string().nullable(),
  bnplMdrValue: z.number().nullable(),
  bnplAmount: z.number().nullable(),
  bnplMdrAmount: z.number().nullable(),
  authCode: z.string(),
  rrn: z.string(),
  /** DCC transactions: the merchant's share of the conversion markup; null otherwise. */
  share: z.number().nullable(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

/** DCC: one summary row per merchant for the month (part 2 §2). hitRate and share are percentages. */
export const dccSummaryRow = z.object({
  tranMerchantID: z.string(),
  tranMerchantName: z.string(),
  pureTxnCount: z.number().int(),
  pureTxnAmount: z.number(),
  dccTxnCount: z.number().int(),
  dccTxnAmount: z.number(),
  keyTxnCount: z.number().int(),
  keyTxnAmount: z.number(),
  hitRate: z.number(),
  share: z.number(),
});
export type DccSummaryRow = z.infer<typeof dccSummaryRow>;

/** The totals are empty for DCC, whose one summary row is its own total. */
export const transactionReadReply = searchReply(z.union([transactionRow, dccSummaryRow]));
export type TransactionReadReply = z.infer<typeof transactionReadReply>;

/** A branch of the user's merchant (part 2 §3 "Branch"). */
export const branchItem = z.object({
  branchId: z.string(),
  branchName: z.string(),
  transactionType: z.enum(BRANCH_TYPES),
});
export type BranchItem = z.infer<typeof branchItem>;
export const branchesReply = z.object({ data: z.object({ results: z.array(branchItem) }) });

export const merchantGroupItem = z.object({ merchantCode: z.string(), merchantName: z.string() });
export type MerchantGroupItem = z.infer<typeof merchantGroupItem>;
export const merchantGroupReply = pagedReply(merchantGroupItem);
