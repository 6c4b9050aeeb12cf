import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment, uuidKey } from './columns.js';
import { merchantRef } from './merchants.js';
import { users } from './users.js';

/**
 * Report requests (spec part 2 §2 "Reports", §3 "Report request"): a transaction search to be written to
 * files by a job. The request is the record the user sees; its job claims it (claim token, heartbeat) so a
 * worker that died mid-way is noticed and its job retried, and a second worker never writes beside a live one.
 */
export const reportRequests = pgTable(
  'report_requests',
  {
    id: uuidKey(),
    // The requester's merchant: whose list the request is in and whose users may download its files.
    ownerMerchantCode: merchantRef('owner_merchant_code'),
    // The merchant the report is about (the requester's own or one of its group), as checked at request time.
    merchantCode: merchantRef(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByUsername: text('requested_by_username').notNull(),
    // The requester's roles when asking: they decide the report's columns (the ride category).
    requesterRoles: text('requester_roles').array().notNull(),
    transactionName: text('transaction_name').notNull(),
    // The branches asked for, or null for every branch of the merchant.
    branchIds: text('branch_ids').array(),
    cardType: text('card_type').notNull(),
    methodType: text('method_type').notNull(),
    terminalId: text('terminal_id'),
    currency: text('currency').notNull(),
    // The language the request was made in: the files' sheet names, headers and words are written in it.
    language: text('language').notNull().default('en'),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    status: text('status').notNull().default('PENDING'),
    // What the user is told when the request ended FAILED.
    failureReason: text('failure_reason'),
    jobId: uuid('job_id'),
    claimToken: uuid('claim_token'),
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: moment('heartbeat_at'),
    rowCount: integer('row_count'),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    startedAt: moment('started_at'),
    completedAt: moment('completed_at'),
    filesRemovedAt: moment('files_removed_at'),
  },
  (t) => [
    index('report_requests_owner_idx').on(t.ownerMerchantCode, t.requestedAt.desc().nullsFirst()),
    // The reaper's and the retention's walks: unfinished requests, and completed ones by age.
    index('report_requests_status_idx').on(t.status, t.completedAt),
    check(
      'report_requests_status_check',
      sql`${t.status} in ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'EXPIRED')`,
    ),
    check('report_requests_period_check', sql`${t.fromDate} <= ${t.toDate}`),
    check('report_requests_language_check', sql`${t.language} in ('en', 'ar')`),
  ],
);

export const REPORT_FILE_KINDS = ['transactions', 'summary', 'payment-summary', 'manual-refund'] as const;
export type ReportFileKind = (typeof REPORT_FILE_KINDS)[number];

/**
 * The files of a request, named when it is made: a readable part and 128 random bits, so a name can neither
 * be guessed nor collide, and a retried job writes the same names again (one set of files, never two).
 */
export const reportFiles = pgTable(
  'report_files',
  {
    fileName: text('file_name').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => reportRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportFileKind>().notNull(),
    rowCount: integer('row_count'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    index('report_files_request_idx').on(t.requestId),
    check(
      'report_files_kind_check',
      sql`${t.kind} in ('transactions', 'summary', 'payment-summary', 'manual-refund')`,
    ),
  ],
);
