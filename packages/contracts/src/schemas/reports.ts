import { z } from 'zod';
import { phrase } from '../i18n/catalogue.js';
import { fillTemplate } from '../messages.js';
import { CURRENCIES, searchFilterFields, withSearchDateRules } from './transactions.js';

// The reports library (spec part 2 §2 "Reports", §3 "Report request", §7, §8): a user asks for the
// transactions of a filter as files, a job writes them, and the user downloads them from the list.

export const REPORT_TEXTS = {
  submitted: 'Report request submitted successfully',
  submitFailed: 'Error occurred while submitting report request',
  // Two spaces after 'download': the spec's text, quoted exactly (part 2 §8).
  downloadFailed: 'Unable to download  report at this moment. Please try again later or contact support',
  noReports: 'No reports requested yet',
  listFailed: 'Could not load reports, please try again later.',
} as const;

/** A request's status as stored, and as the list shows it. Only Completed offers its files (part 2 §4). */
export const REPORT_STATUSES = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
} as const;
export type ReportStatusCode = keyof typeof REPORT_STATUSES;
export type ReportStatus = (typeof REPORT_STATUSES)[ReportStatusCode];

/** What the user reads when a request ended FAILED or its files were removed. */
export const REPORT_FAILURES = {
  scopeGone: 'The merchant or branches of this request are no longer available to you.',
  notWritten: 'The report could not be written. Please request it again or contact support.',
} as const;

/** Texts with a figure in them, kept as templates so that they are translated where they are shown. */
export const REPORT_TEMPLATES = {
  expired: 'The files were removed {{count}} days after they were written.',
  tooMany: 'You have {{count}} reports waiting. Please wait for them to finish before requesting another.',
} as const;

export const expiredAfter = (days: number) => fillTemplate(REPORT_TEMPLATES.expired, { count: days });

export const tooManyReports = (limit: number) => fillTemplate(REPORT_TEMPLATES.tooMany, { count: limit });

/** The names of a completed request's other files (part 2 §4), as the list shows them. */
export const REPORT_FILE_LABELS = {
  summary: phrase('Summary Report'),
  paymentSummary: phrase('Payment Summary Report'),
  manualRefunds: phrase('Manual Refunds'),
} as const;

// A report takes every ride category: the request has no category field (part 2 §7).
const { category: _category, ...reportFilterFields } = searchFilterFields;

/**
 * POST /merchant/report/v1/report (part 2 §7): the transaction search's filter with its rules, plus who asks.
 * `merchantCode` and `userName` name the requester (they must be the signed-in user's); `download` is sent
 * by the web and has no effect.
 */
export const reportRequestBody = z
  .object({
    ...reportFilterFields,
    currency: z.enum(CURRENCIES).default(''),
    merchantCode: z.string().max(20).optional(),
    userName: z.string().max(200).optional(),
    download: z.boolean().optional(),
  })
  .superRefine(withSearchDateRules);
export type ReportRequestBody = z.infer<typeof reportRequestBody>;
export type ReportRequestInput = z.input<typeof reportRequestBody>;

export const reportCountryQuery = z.object({ country: z.literal('JO').default('JO') });

export const reportListQuery = z.object({
  country: z.literal('JO').default('JO'),
  lang: z.string().max(5).optional(),
  merchantCode: z.string().max(20).optional(),
  transactionName: z.string().max(20).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

/** A stored file's name: letters, digits, '-', '_' and one extension, nothing that walks a path. */
export const REPORT_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,190}\.xlsx$/;
export const reportDownloadParams = z.object({
  fileName: z.string().regex(REPORT_FILE_NAME, 'Invalid file name'),
});

/** The spec's requestedDate: the day the request was made, in Amman. */
export const requestedDate = z.object({
  dayOfMonth: z.number().int(),
  monthValue: z.number().int(),
  year: z.number().int(),
});
export type RequestedDate = z.infer<typeof requestedDate>;

export const reportRequestItem = z.object({
  id: z.string(),
  requestedDate,
  /** The moment of the request (ISO 8601): the day above and its time. */
  requestedAt: z.string(),
  requestedBy: z.string(),
  transactionName: z.string(),
  merchantCode: z.string(),
  branchId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  cardType: z.string(),
  methodType: z.string(),
  currency: z.string(),
  /** The files: named only once the request is Completed. */
  fileName: z.string().nullable(),
  manualRefundFileName: z.string().nullable(),
  summaryFileName: z.string().nullable(),
  paymentSummaryFileName: z.string().nullable(),
  status: z.enum(Object.values(REPORT_STATUSES) as [ReportStatus, ...ReportStatus[]]),
  /** Why a request is Failed or Expired. */
  failureReason: z.string().nullable(),
  /** Transactions in the report, once Completed. */
  rowCount: z.number().int().nullable(),
});
export type ReportRequestItem = z.infer<typeof reportRequestItem>;

export const reportRequestReply = z.object({ data: reportRequestItem });
export const reportListReply = z.object({ data: z.object({ results: z.array(reportRequestItem) }) });

/** Is the request still to finish (the list keeps refreshing itself while one is). */
export function isUnfinished(status: ReportStatus): boolean {
  return status === REPORT_STATUSES.PENDING || status === REPORT_STATUSES.IN_PROGRESS;
}
