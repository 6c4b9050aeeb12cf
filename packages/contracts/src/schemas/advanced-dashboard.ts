import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { AB_CUSTOMER_INDICATOR } from './dashboards.js';
import {
  ALL_BRANCHES,
  branchLabel,
  CARD_TYPES,
  DATE_MESSAGES,
  METHOD_TYPES,
  periodCheck,
  refinePeriod,
} from './transactions.js';

// The advanced dashboard (spec part 1 §1 "basic and advanced", §6 advanced-dashboard:read, §7
// "POST /merchant/dashboard/v1/branch … report-by-visitation"). The spec gives only the calls; the filter and
// the replies are ours: one filter drives every chart and report, replies are structured JSON. Money is a
// number of 3 decimals (sales only: refunds are not performance, except the refund columns of the period
// report); days are DD-MM-YYYY, Amman's calendar.

/** The longest period the filter takes, in months (as the transaction search's rule, `to ≤ from + N months`). */
export const ADVANCED_RANGE_MONTHS = 13;

export const ADVANCED_DATE_MESSAGES = {
  ...DATE_MESSAGES,
  spanTooLong: `The period must not be longer than ${ADVANCED_RANGE_MONTHS} months`,
} as const;

/**
 * The filter's date rules (those of the transaction search, with a longer span): valid DD-MM-YYYY dates; to
 * date at most yesterday in Amman; from not after to; at most 13 months between them.
 */
export const advancedRangeIssues = periodCheck({
  daysBeforeToday: 1,
  latestMessage: ADVANCED_DATE_MESSAGES.toAfterYesterday,
  months: ADVANCED_RANGE_MONTHS,
  spanMessage: ADVANCED_DATE_MESSAGES.spanTooLong,
});

const required = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

/** The card scheme as stored (`card_transactions.card_scheme`) for each choice of the Card select. */
export const CARD_SCHEMES = { VISA: 'VISA', MasterCard: 'MASTERCARD' } as const;
/** The issuer's locality as stored (`L` local, `I` international) for each choice of the Method select. */
export const LOCALITIES = { Local: 'L', International: 'I' } as const;

const filterFields = {
  /** DD-MM-YYYY; at most 13 months before toDate. */
  fromDate: required,
  /** DD-MM-YYYY; at most yesterday. */
  toDate: required,
  /** `ALL` (every branch of the merchant), one branch id, or several joined by commas, as the search sends. */
  branchId: required
    .regex(/^(ALL|[0-9A-Za-z_-]+(,[0-9A-Za-z_-]+)*)$/, 'Must be ALL or branch ids')
    .default(ALL_BRANCHES),
  /** Card scheme: All, VISA or MasterCard (the search's Card select). */
  cardType: z.enum(CARD_TYPES, { error: MESSAGES.required }).default('All'),
  /** Issuer: All, Local or International (the search's Method select). */
  methodType: z.enum(METHOD_TYPES, { error: MESSAGES.required }).default('All'),
  /** The bank's own cards (Y), other banks' (N), or both. */
  bankCustomer: z.enum(AB_CUSTOMER_INDICATOR, { error: MESSAGES.required }).default('BOTH'),
};

const withRangeRules = refinePeriod(advancedRangeIssues);

/** The one filter of the screen: the body of every chart call and of the customer call. */
export const advancedFilter = z.object(filterFields).superRefine(withRangeRules);
export type AdvancedFilter = z.infer<typeof advancedFilter>;
export type AdvancedFilterInput = z.input<typeof advancedFilter>;

/** The period report's rows: one per day or one per month of the period. */
export const PERIOD_UNITS = ['day', 'month'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** The period report's body: the filter and the rows' unit (days by default). */
export const periodReportFilter = z
  .object({ ...filterFields, periodUnit: z.enum(PERIOD_UNITS).default('day') })
  .superRefine(withRangeRules);
export type PeriodReportFilter = z.infer<typeof periodReportFilter>;

/** The chart calls' query (`?country=JO&lang=en`, spec part 1 §7). */
export const advancedChartQuery = z.object({
  country: z.literal('JO').default('JO'),
  lang: z.literal('en').default('en'),
});

/** The reports' currency (`currency=jod`): the dinar, either case. */
const reportCurrency = z.enum(['jod', 'JOD']).default('jod');

/** The report calls' query (`?currency=jod&page=1&size=100`): pages count from 1. */
export const ADVANCED_PAGE_SIZE = { default: 100, max: 1000 } as const;
export const advancedReportQuery = z.object({
  currency: reportCurrency,
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(ADVANCED_PAGE_SIZE.max).default(ADVANCED_PAGE_SIZE.default),
});

export const ADVANCED_REPORTS = [
  'report-by-period',
  'report-by-market',
  'report-by-terminal',
  'report-by-visitation',
] as const;
export type AdvancedReport = (typeof ADVANCED_REPORTS)[number];

/** A report as an Excel file: which one is the path's `report`; the body is the report's filter. */
export const advancedReportFileParams = z.object({ report: z.enum(ADVANCED_REPORTS) });
export const advancedReportFileQuery = z.object({ currency: reportCurrency });

/** REPORT_BY_PERIOD_FROM-01-11-2025_TO-30-11-2026_ALL-BRANCHES.xlsx and the like. */
export function advancedReportFileName(
  report: AdvancedReport,
  filter: { fromDate: string; toDate: string; branchId: string },
): string {
  const name = report.toUpperCase().replaceAll('-', '_');
  return `${name}_FROM-${filter.fromDate}_TO-${filter.toDate}_${branchLabel(filter.branchId)}.xlsx`;
}

// Replies.

const count = z.number().int();
const money = z.number();

/** The days a figure covers, DD-MM-YYYY, both included. */
export const dayRange = z.object({ from: z.string(), to: z.string() });

/** What every reply repeats, so the screen can say what it shows. */
const replyHead = {
  merchantCode: z.string(),
  /** The filter's period. */
  period: dayRange,
};

/** Sales: transactions and their amount. */
const sales = { count, amount: money };
/** Sales and the average ticket (amount ÷ transactions; 0 without any). */
const salesWithTicket = { ...sales, averageTicket: money };
/** A bucket of a series (a month, a week): the period's days in it and their sales. */
const bucketSales = { days: dayRange, ...sales };

export const branchComparison = z.object({
  ...replyHead,
  /** The chosen branches together. */
  totals: z.object(salesWithTicket),
  /** The merchant's amount over the period and card filters at every branch: what `amountShare` is of. */
  merchantAmount: money,
  /** Every chosen branch (idle ones with 0), by amount, largest first. */
  branches: z.array(
    z.object({
      branchId: z.string(),
      branchName: z.string(),
      ...salesWithTicket,
      /** The branch's amount as a percentage of `merchantAmount` (2 decimals). */
      amountShare: z.number(),
    }),
  ),
});
export type BranchComparison = z.infer<typeof branchComparison>;

/** Customers (cards) and what they bought. */
const customerGroup = z.object({
  customers: count,
  ...sales,
});

export const topSpender = z.object({
  /** The card as it may be shown: first 6 and last 4. */
  pan: z.string(),
  isBankCustomer: z.boolean(),
  /** The card's first payment at the merchant fell in the customer period. */
  isNew: z.boolean(),
  /** Payments and amount in the customer period. */
  ...sales,
  /** The card's latest payment at the merchant, DD-MM-YYYY. */
  lastVisit: z.string(),
});
export type TopSpender = z.infer<typeof topSpender>;

/** How many top spenders the customer call lists. */
export const TOP_SPENDERS = 20;

export const customerAnalysis = z.object({
  ...replyHead,
  /**
   * The whole weeks (Monday to Sunday) that the period touches: customer figures come from each card's
   * weekly totals, so they cover these days.
   */
  customerPeriod: dayRange,
  /** Always false: customer figures are the merchant's, whatever branches the filter names. */
  branchFilterApplied: z.literal(false),
  /** Every customer who paid in the customer period; `averageBasket` is amount ÷ customers. */
  totals: customerGroup.extend({ averageBasket: money }),
  /** New: the card's first payment at the merchant fell in the customer period; returning: before it. */
  newCustomers: customerGroup,
  returningCustomers: customerGroup,
  /** The bank's own cards and other banks'. */
  bankCustomers: customerGroup,
  otherCustomers: customerGroup,
  /** The 20 customers who spent most, largest first (ties by card). */
  topSpenders: z.array(topSpender),
});
export type CustomerAnalysis = z.infer<typeof customerAnalysis>;

export const monthComparison = z.object({
  ...replyHead,
  /** Each calendar month the period touches, oldest first. */
  months: z.array(
    z.object({
      /** MM-YYYY. */
      month: z.string(),
      ...bucketSales,
      /** The same days a year before (29 February falls back to 28 February). */
      previousYear: z.object(bucketSales),
      /** Change of the amount from the year before, in percent; null when the year before had none. */
      amountGrowth: z.number().nullable(),
    }),
  ),
});
export type MonthComparison = z.infer<typeof monthComparison>;

/** Weekdays as the heat map numbers them: 1 Monday … 7 Sunday (ISO). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

export const timeHeatMap = z.object({
  ...replyHead,
  /** All 168 cells, weekday by weekday (Monday first), hours 0–23 in Amman within each. */
  cells: z.array(
    z.object({
      /** 1 Monday … 7 Sunday, of the business day. */
      weekday: z.number().int().min(1).max(7),
      /** Hour of the day in Amman, 0–23. */
      hour: z.number().int().min(0).max(23),
      ...sales,
    }),
  ),
});
export type TimeHeatMap = z.infer<typeof timeHeatMap>;

export const weekSeries = z.object({
  ...replyHead,
  /** Each week (Monday to Sunday) the period touches, oldest first. */
  weeks: z.array(
    z.object({
      /** The week's Monday, DD-MM-YYYY. */
      weekStart: z.string(),
      ...bucketSales,
    }),
  ),
});
export type WeekSeries = z.infer<typeof weekSeries>;

/** A report's page: its rows, how many there are in all, and the totals of all of them. */
function reportPage<R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) {
  return z.object({
    data: z.object({
      ...replyHead,
      page: z.number().int(),
      size: z.number().int(),
      totalElements: z.number().int(),
      content: z.array(row),
      totals,
    }),
  });
}

export const periodReportRow = z.object({
  /** DD-MM-YYYY (days) or MM-YYYY (months). */
  period: z.string(),
  /** The period's days the row covers. */
  days: dayRange,
  ...salesWithTicket,
  /** Refunds (money back to cards) on those days under the same filter. */
  refundCount: count,
  refundAmount: money,
});
export type PeriodReportRow = z.infer<typeof periodReportRow>;
const periodTotals = z.object({ ...salesWithTicket, refundCount: count, refundAmount: money });
/** Every day (or month) of the period, oldest first, days without sales included. */
export const periodReportReply = reportPage(periodReportRow, periodTotals);

export const marketReportRow = z.object({
  /** L local, I international issuer. */
  locality: z.enum(['L', 'I']),
  /** VISA, MASTERCARD (or another scheme the rows hold). */
  cardScheme: z.string(),
  /** D debit, C credit. */
  cardKind: z.enum(['D', 'C']),
  ...salesWithTicket,
  /** Of the report's amount, in percent (2 decimals). */
  amountShare: z.number(),
});
export type MarketReportRow = z.infer<typeof marketReportRow>;
/** Every locality × scheme × debit/credit the filter allows (none left out for having no sales). */
export const marketReportReply = reportPage(marketReportRow, z.object(salesWithTicket));

export const terminalReportRow = z.object({
  branchId: z.string(),
  branchName: z.string(),
  terminalId: z.string(),
  ...salesWithTicket,
});
export type TerminalReportRow = z.infer<typeof terminalReportRow>;
/** Every terminal of the chosen branches (idle ones with 0), by branch, then terminal. */
export const terminalReportReply = reportPage(terminalReportRow, z.object(salesWithTicket));

export const visitationReportRow = z.object({
  /** N: payments a customer made in the customer period. */
  visits: z.number().int(),
  /** Customers who made exactly N. */
  customers: count,
  /** Their payments (N × customers) and amount. */
  ...sales,
  /** Of all customers in the period, in percent (2 decimals). */
  customerShare: z.number(),
});
export type VisitationReportRow = z.infer<typeof visitationReportRow>;
/** By N ascending; customer figures, so over the customer period (whole weeks), merchant-wide. */
export const visitationReportReply = z.object({
  data: reportPage(visitationReportRow, customerGroup).shape.data.extend({
    customerPeriod: dayRange,
    branchFilterApplied: z.literal(false),
  }),
});

export const branchComparisonReply = z.object({ data: branchComparison });
export const customerAnalysisReply = z.object({ data: customerAnalysis });
export const monthComparisonReply = z.object({ data: monthComparison });
export const timeHeatMapReply = z.object({ data: timeHeatMap });
export const weekSeriesReply = z.object({ data: weekSeries });

export type PeriodReportReply = z.infer<typeof periodReportReply>;
export type MarketReportReply = z.infer<typeof marketReportReply>;
export type TerminalReportReply = z.infer<typeof terminalReportReply>;
export type VisitationReportReply = z.infer<typeof visitationReportReply>;
