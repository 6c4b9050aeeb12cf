import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { addMonths, parseDay, todayInAmman, type DayNumber } from '../dates.js';

// The card-transaction search (spec part 1 §3 "Transaction search filter", part 2 §3, §4, §5).

export const TRANSACTION_SOURCES = [
  { code: 'M', label: 'MobiCash' },
  { code: 'P', label: 'PoS' },
  { code: 'CLIQ', label: 'CliQ' },
  { code: 'QR', label: 'Reflect' },
  { code: 'EGIFT', label: 'E-Gift' },
  { code: 'CS', label: 'CyberSource' },
  { code: 'DCC', label: 'DCC' },
  { code: 'SP', label: 'Soft Pos' },
  { code: 'DCCDETAIL', label: 'DCC Details' },
  { code: 'MR', label: 'MobiCash Refunds' },
  { code: 'PR', label: 'PoS Refunds' },
  { code: 'PS', label: 'PoS Settlement' },
  { code: 'MS', label: 'MobiCash Settlement' },
] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number]['code'];
export const SOURCE_CODES = TRANSACTION_SOURCES.map((source) => source.code) as [
  TransactionSource,
  ...TransactionSource[],
];

export const CARD_TYPES = ['All', 'VISA', 'MasterCard'] as const;
export const CARD_TYPE_LABELS: Record<(typeof CARD_TYPES)[number], string> = {
  All: 'All',
  VISA: 'VISA',
  MasterCard: 'Master-Maestero',
};
export const METHOD_TYPES = ['Local', 'International', 'All'] as const;
export const CURRENCIES = ['', 'ILS', 'USD', 'JOD'] as const;
export const ALL_BRANCHES = 'ALL';

export const DATE_MESSAGES = {
  invalidDate: 'Must be a date in DD-MM-YYYY',
  toAfterYesterday: 'To date must not be later than yesterday',
  fromAfterYesterday: 'From date must not be later than yesterday',
  fromAfterTo: 'From date must not be after to date',
  spanTooLong: 'The period must not be longer than one month',
} as const;

export interface DateRangeIssue {
  field: 'fromDate' | 'toDate';
  message: string;
}

/**
 * The date rules of part 2 §5: to date at most yesterday (in Amman); from not after to; at most one month
 * between them. DCC and DCCDETAIL pick a whole month, up to today for the current month, so only the from
 * date must not be later than yesterday there.
 */
export function dateRangeIssues(
  fromDate: string,
  toDate: string,
  source: string,
  today: DayNumber = todayInAmman(),
): DateRangeIssue[] {
  const from = parseDay(fromDate);
  const to = parseDay(toDate);
  const issues: DateRangeIssue[] = [];
  if (from === null) issues.push({ field: 'fromDate', message: DATE_MESSAGES.invalidDate });
  if (to === null) issues.push({ field: 'toDate', message: DATE_MESSAGES.invalidDate });
  if (from === null || to === null) return issues;
  const yesterday = today - 1;
  const isMonthPicker = source === 'DCC' || source === 'DCCDETAIL';
  if (isMonthPicker) {
    if (from > yesterday) issues.push({ field: 'fromDate', message: DATE_MESSAGES.fromAfterYesterday });
    if (to > today) issues.push({ field: 'toDate', message: DATE_MESSAGES.toAfterYesterday });
  } else if (to > yesterday) {
    issues.push({ field: 'toDate', message: DATE_MESSAGES.toAfterYesterday });
  }
  if (from > to) issues.push({ field: 'fromDate', message: DATE_MESSAGES.fromAfterTo });
  else if (to > addMonths(from, 1)) issues.push({ field: 'fromDate', message: DATE_MESSAGES.spanTooLong });
  return issues;
}

const required = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

/** `ALL`, or one branch id, or several joined by commas. */
const branchIdField = required.regex(/^(ALL|[0-9A-Za-z_-]+(,[0-9A-Za-z_-]+)*)$/, 'Must be ALL or branch ids');

export const transactionFilter = z
  .object({
    maxCount: z.number().int().min(1).max(1000).default(10),
    offset: z.number().int().min(0).default(0),
    aticoMerchantCode: z.string().max(20).optional(),
    terminalId: z.string().max(20).optional(),
    branchId: branchIdField,
    cardType: z.enum(CARD_TYPES, { error: MESSAGES.required }),
    methodType: z.enum(METHOD_TYPES, { error: MESSAGES.required }),
    transactionName: z.enum(SOURCE_CODES, { error: MESSAGES.required }),
    category: z.string().max(50).default('ALL'),
    fromDate: required,
    toDate: required,
  })
  .superRefine((value, ctx) => {
    for (const issue of dateRangeIssues(value.fromDate, value.toDate, value.transactionName)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type TransactionFilter = z.infer<typeof transactionFilter>;
export type TransactionFilterInput = z.input<typeof transactionFilter>;

export const transactionQuery = z.object({ currency: z.enum(CURRENCIES) });

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
  transactionId: z.string().nullable(),
  billNumber: z.string().nullable(),
  bnplTxn: z.string().nullable(),
  bnplMdrValue: z.number().nullable(),
  bnplAmount: z.number().nullable(),
  bnplMdrAmount: z.number().nullable(),
  authCode: z.string(),
  rrn: z.string(),
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

export const transactionReadReply = z.object({
  totalElements: z.number().int(),
  content: z.array(z.union([transactionRow, dccSummaryRow])),
});

/** A branch of the user's merchant (part 2 §3 "Branch"). */
export const branchItem = z.object({
  branchId: z.string(),
  branchName: z.string(),
  transactionType: z.enum(['COMMON', 'CS']),
});
export type BranchItem = z.infer<typeof branchItem>;
export const branchesReply = z.object({ data: z.object({ results: z.array(branchItem) }) });

export const merchantGroupItem = z.object({ merchantCode: z.string(), merchantName: z.string() });
export type MerchantGroupItem = z.infer<typeof merchantGroupItem>;
export const merchantGroupReply = z.object({
  data: z.object({ results: z.array(merchantGroupItem) }),
  metadata: z.object({ pagination: z.object({ totalRecords: z.number().int() }) }),
});
