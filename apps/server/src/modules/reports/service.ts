// The reports library (spec part 2 §2 "Reports", §3, §4, §7): a request is checked as the transaction search
// checks its filter, stored with its files' names and queued in one transaction; a job writes the files;
// the list and the downloads are the requester's merchant's alone.
//
// A job holds a claim on its request while it writes (a token and a heartbeat every few seconds). A worker
// that stops mid-way (its process killed) stops beating; any process's watch then releases the claim and
// queues a new job after the retry's backoff. Files are written under the names chosen at
// request time and renamed into place when whole, so a retried job leaves one set of files, never two.
import { randomBytes, randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { languageOf, type Language } from '@merchant-portal/contracts/i18n/languages';
import {
  REPORT_FAILURES,
  expiredAfter,
  REPORT_STATUSES,
  tooManyReports,
  type ReportListQuery,
  type ReportRequestBody,
  type ReportRequestItem,
  type ReportStatusCode,
} from '@merchant-portal/contracts/schemas/reports';
import { branchLabel } from '@merchant-portal/contracts/schemas/transactions';
import {
  isSpecialMerchant,
  PAYMENT_SUMMARY_COLUMNS,
  SUMMARY_REPORT_COLUMNS,
} from '@merchant-portal/contracts/transaction-columns';
import { sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobInfo, JobQueue } from '../../jobs/boss.js';
import { REPORT_FILES_QUEUE, type ReportJob } from '../../jobs/report-files.js';
import { ddmmyyyy } from '../../lib/api-values.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { writeXlsx } from '../../lib/exports/xlsx.js';
import type { FileStore } from '../../lib/file-store.js';
import type { AuthContext } from '../../lib/request-context.js';
import { NO_DATA, type FileBody } from '../../lib/exports/files.js';
import { merchantNameOf } from '../merchants/service.js';
import {
  once,
  paymentSummary,
  searchScope,
  transactionRows,
  transactionTable,
  type FileTable,
  summaryReport,
  transactionBatches,
  type SearchCriteria,
  type SearchScope,
} from '../transactions/service.js';
import * as repo from './repository.js';

/** The list shows the newest requests, this many at most (the screen pages them itself). */
const LIST_LIMIT = 1000;
/** How many stale beats make a worker taken for gone. */
const STALE_BEATS = 3;

/** The files a request gets: its transactions, and for the special merchant's M and P reports three more. */
/** Requests the retention walks at a time. */
const RETENTION_BATCH = 100;

const FILE_PREFIXES: Record<repo.FileKind, string> = {
  transactions: 'TRANSACTIONS',
  summary: 'SUMMARY_REPORT',
  'payment-summary': 'PAYMENT_SUMMARY_REPORT',
  'manual-refund': 'MANUAL_REFUNDS',
};

const forbidden = () => new AppError(403, '403', MESSAGES.forbidden);
const notFound = () => new AppError(404, '404', 'No such report file');

/** A failure that no retry can mend: the job ends FAILED with `reason` at once. */
class LastingFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** TRANSACTIONS_P_FROM-01-11-2026_TO-24-11-2026_ALL-BRANCHES_<22 random characters>.xlsx */
function fileNameOf(kind: repo.FileKind, filter: ReportRequestBody): string {
  const token = randomBytes(16).toString('base64url');
  return `${FILE_PREFIXES[kind]}_${filter.transactionName}_FROM-${filter.fromDate}_TO-${filter.toDate}_${branchLabel(filter.branchId)}_${token}.xlsx`;
}

/** The request's dates as DD-MM-YYYY → YYYY-MM-DD. */
function isoOf(ddmmyyyyValue: string): string {
  const [day, month, year] = ddmmyyyyValue.split('-');
  return `${year}-${month}-${day}`;
}

function requestedDateOf(at: Date) {
  const [year, month, day] = isoDay(todayInAmman(at)).split('-').map(Number);
  return { dayOfMonth: day ?? 0, monthValue: month ?? 0, year: year ?? 0 };
}

function toItem(row: repo.RequestRow, files: readonly repo.FileRow[]): ReportRequestItem {
  const isCompleted = row.status === 'COMPLETED';
  const nameOf = (kind: repo.FileKind) =>
    (isCompleted && files.find((file) => file.kind === kind)?.fileName) || null;
  return {
    id: row.id,
    requestedDate: requestedDateOf(row.requestedAt),
    requestedAt: row.requestedAt.toISOString(),
    requestedBy: row.requestedByUsername,
    transactionName: row.transactionName,
    merchantCode: row.merchantCode,
    branchId: row.branchIds?.join(',') ?? 'ALL',
    fromDate: ddmmyyyy(row.fromDate),
    toDate: ddmmyyyy(row.toDate),
    cardType: row.cardType,
    methodType: row.methodType,
    currency: row.currency,
    fileName: nameOf('transactions'),
    manualRefundFileName: nameOf('manual-refund'),
    summaryFileName: nameOf('summary'),
    paymentSummaryFileName: nameOf('payment-summary'),
    status: REPORT_STATUSES[row.status as ReportStatusCode],
    failureReason: row.failureReason,
    rowCount: isCompleted ? row.rowCount : null,
  };
}

/** Passes the batches on and counts their rows. */
async function* counted<R>(batches: AsyncIterable<readonly R[]>, count: { rows: number }) {
  for await (const batch of batches) {
    count.rows += batch.length;
    yield batch;
  }
}

export interface ReportServiceOptions {
  config: Config;
  jobs: JobQueue;
  store: FileStore;
  now: Clock;
  log: FastifyBaseLogger;
  /** Where the writer steps aside for the API's requests; the next turn of the event loop unless given. */
  giveWay?: () => Promise<void>;
}

export class ReportService {
  /** Claims this process's workers hold: their heartbeat. */
  private readonly claims = new Set<string>();
  private watch: NodeJS.Timeout | null = null;
  private readonly staleSeconds: number;

  constructor(
    private readonly db: Database,
    private readonly options: ReportServiceOptions,
  ) {
    this.staleSeconds = options.config.REPORT_HEARTBEAT_SECONDS * STALE_BEATS;
  }

  /**
   * Stores the request and its job in one transaction: both exist, or neither. The files will be written in
   * `language`, the request's.
   */
  async request(
    auth: AuthContext,
    body: ReportRequestBody,
    language: Language = 'en',
  ): Promise<ReportRequestItem> {
    if (body.userName !== undefined && canonicalUsername(body.userName) !== auth.username) throw forbidden();
    if (body.merchantCode !== undefined && body.merchantCode !== auth.merchantCode) throw forbidden();
    const scope = await searchScope(this.db, auth, body, body.currency);
    const { merchantCode } = scope.merchant;
    const kinds: repo.FileKind[] =
      isSpecialMerchant(merchantCode) && sourceSpec(body.transactionName).hasSpecialMerchantSummaries
        ? ['transactions', 'summary', 'payment-summary', 'manual-refund']
        : ['transactions'];
    const id = randomUUID();
    const limit = this.options.config.REPORT_PENDING_PER_MERCHANT;
    const { row, files } = await this.db.transaction(async (tx) => {
      await repo.lockMerchantRequests(tx, auth.merchantCode);
      const waiting = await repo.unfinishedCount(tx, auth.merchantCode);
      if (waiting >= limit) throw new AppError(429, '429', tooManyReports(limit));
      const files = kinds.map((kind) => ({ kind, fileName: fileNameOf(kind, body) }));
      const row = await repo.insertRequest(
        tx,
        {
          id,
          jobId: id,
          ownerMerchantCode: auth.merchantCode,
          merchantCode,
          requestedBy: auth.userId,
          requestedByUsername: auth.username,
          requesterRoles: auth.roles,
          transactionName: body.transactionName,
          branchIds: scope.branchIds,
          cardType: body.cardType,
          methodType: body.methodType,
          terminalId: body.terminalId || null,
          currency: body.currency,
          language,
          fromDate: isoOf(body.fromDate),
          toDate: isoOf(body.toDate),
          requestedAt: this.options.now(),
        },
        files,
      );
      // A merchant's n-th waiting request comes after every other merchant's first: one merchant's twenty
      // requests take turns with everyone else's instead of running before them.
      const job: ReportJob = { requestId: id };
      await this.options.jobs.sendInTransaction(tx, REPORT_FILES_QUEUE, job, { id, priority: -waiting });
      return {
        row,
        files: files.map((file) => ({ ...file, requestId: id, rowCount: null, sizeBytes: null })),
      };
    });
    this.options.jobs.wake(REPORT_FILES_QUEUE);
    return toItem(row, files);
  }

  /** The requester's merchant's requests, newest first. */
  async list(auth: AuthContext, query: ReportListQuery): Promise<ReportRequestItem[]> {
    if (query.merchantCode !== undefined && query.merchantCode !== auth.merchantCode) throw forbidden();
    const rows = await repo.listRequests(
      this.db,
      auth.merchantCode,
      query.transactionName || null,
      LIST_LIMIT,
    );
    const files = await repo.filesOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toItem(
        row,
        files.filter((file) => file.requestId === row.id),
      ),
    );
  }

  /** A completed request's file, to a user of the merchant that asked for it; 404 for any other name. */
  async download(auth: AuthContext, fileName: string): Promise<FileBody> {
    const file = await repo.downloadableFile(this.db, fileName, auth.merchantCode);
    if (!file) throw notFound();
    const content = await this.options.store.read(file.fileName);
    if (!content) throw notFound();
    return {
      merchantCode: file.merchantCode,
      format: 'excel',
      write: (stream) => pipeline(content, stream),
    };
  }

  /** The job: claims the request, writes its files and completes it; a failure is retried or ends FAILED. */
  async run({ requestId }: ReportJob, job: JobInfo): Promise<void> {
    const token = randomUUID();
    const request = await repo.claim(this.db, requestId, token, this.staleSeconds);
    // Finished, or a live worker has it: nothing to do.
    if (!request) return;
    this.claims.add(token);
    try {
      const written = await this.writeFiles(request);
      const rowCount = written.find((file) => file.kind === 'transactions')?.rowCount ?? 0;
      await this.db.transaction((tx) => repo.complete(tx, requestId, token, rowCount, written));
    } catch (error) {
      const lasting = error instanceof LastingFailure;
      const isLastTry = lasting || job.retryCount >= job.retryLimit;
      this.options.log.warn(
        { err: error, requestId, attempt: job.retryCount + 1, isLastTry },
        'report not written',
      );
      const reason = lasting ? error.reason : REPORT_FAILURES.notWritten;
      await repo.release(
        this.db,
        requestId,
        token,
        isLastTry ? { status: 'FAILED', reason } : { status: 'PENDING' },
      );
      if (!isLastTry) throw error;
    } finally {
      this.claims.delete(token);
    }
  }

  private async writeFiles(request: repo.RequestRow) {
    const merchantName = await merchantNameOf(this.db, request.merchantCode);
    if (merchantName === null) throw new LastingFailure(REPORT_FAILURES.scopeGone);
    const scope: SearchScope = {
      merchant: { merchantCode: request.merchantCode, merchantName },
      branchIds: request.branchIds,
      currency: request.currency,
    };
    const criteria: SearchCriteria = {
      transactionName: request.transactionName as SearchCriteria['transactionName'],
      fromDate: ddmmyyyy(request.fromDate),
      toDate: ddmmyyyy(request.toDate),
      cardType: request.cardType as SearchCriteria['cardType'],
      methodType: request.methodType as SearchCriteria['methodType'],
      terminalId: request.terminalId ?? undefined,
      category: 'ALL',
    };
    const written = [];
    for (const file of await repo.filesOf(this.db, [request.id])) {
      const { table, rows } = this.contentOf(file.kind, scope, criteria, request.requesterRoles);
      const count = { rows: 0 };
      const { sizeBytes } = await this.options.store.write(file.fileName, (stream) =>
        writeXlsx(stream, {
          sheetName: table.title,
          columns: table.columns,
          language: languageOf(request.language),
          rows: counted(rows(), count),
          giveWay: this.options.giveWay,
        }),
      );
      written.push({ fileName: file.fileName, kind: file.kind, rowCount: count.rows, sizeBytes });
    }
    return written;
  }

  private contentOf(
    kind: repo.FileKind,
    scope: SearchScope,
    criteria: SearchCriteria,
    roles: readonly string[],
  ): { table: FileTable; rows: () => AsyncIterable<readonly object[]> } {
    const transactions = transactionTable(scope, 'transactions', criteria, roles);
    const summary = (title: string, columns: FileTable['columns']) => ({
      title,
      subtitle: transactions.subtitle,
      columns,
      emptyText: NO_DATA,
    });
    const contents = {
      transactions: { table: transactions, rows: () => transactionRows(this.db, scope, criteria) },
      'manual-refund': {
        table: { ...transactions, title: 'Manual Refunds' },
        rows: () => transactionBatches(this.db, scope, { ...criteria, refundsOnly: true }),
      },
      summary: {
        table: summary('Summary Report', SUMMARY_REPORT_COLUMNS),
        rows: () => once(() => summaryReport(this.db, scope, criteria)),
      },
      'payment-summary': {
        table: summary('Payment Summary Report', PAYMENT_SUMMARY_COLUMNS),
        rows: () => once(() => paymentSummary(this.db, scope, criteria)),
      },
    };
    return contents[kind];
  }

  /**
   * Every beat: proves this process's claims alive, and releases the claims of workers that stopped beating
   * (a process killed mid-way), each with a new job after the retry's backoff — in one transaction, so a
   * released request always has a job to take it. (A job that finds its request taken by a live worker
   * ends without work: if that worker dies too, this is what brings the request back.)
   */
  async beat(): Promise<void> {
    await repo.beat(this.db, [...this.claims]);
    const { config } = this.options;
    const released = await this.db.transaction(async (tx) => {
      const stale = await repo.releaseStale(
        tx,
        this.staleSeconds,
        config.REPORT_RETRY_LIMIT + 1,
        REPORT_FAILURES.notWritten,
      );
      for (const { id, attempts, status } of stale) {
        if (status !== 'PENDING') continue;
        const job: ReportJob = { requestId: id };
        const delaySeconds = config.REPORT_RETRY_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1);
        const startAfter = new Date(Date.now() + delaySeconds * 1000);
        await repo.setJobId(
          tx,
          id,
          await this.options.jobs.sendInTransaction(tx, REPORT_FILES_QUEUE, job, { startAfter }),
        );
      }
      return stale;
    });
    for (const { id, status } of released) {
      this.options.log.warn(
        { requestId: id, status },
        'report worker stopped mid-way; the request is taken over',
      );
    }
  }

  startWatch(): void {
    const every = this.options.config.REPORT_HEARTBEAT_SECONDS * 1000;
    this.watch = setInterval(() => {
      this.beat().catch((error: unknown) => this.options.log.warn({ err: error }, 'report heartbeat failed'));
    }, every);
    this.watch.unref();
  }

  stopWatch(): void {
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
  }
}

/**
 * The retention job: removes the files of requests completed more than `days` ago, and whatever files a
 * failed request wrote before it failed (nobody may download them); answers how many completed requests
 * expired.
 */
export async function removeExpiredReports(
  db: Database,
  store: FileStore,
  days: number,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const removeFiles = async (
    walk: () => Promise<repo.RequestRow[]>,
    mark: (request: repo.RequestRow) => Promise<void>,
  ) => {
    let done = 0;
    for (;;) {
      const batch = await walk();
      for (const request of batch) {
        for (const file of await repo.filesOf(db, [request.id])) await store.remove(file.fileName);
        await mark(request);
        done += 1;
      }
      if (batch.length < RETENTION_BATCH) return done;
    }
  };
  await removeFiles(
    () => repo.failedWithFiles(db, RETENTION_BATCH),
    (request) => repo.markFailedFilesRemoved(db, request.id),
  );
  return removeFiles(
    () => repo.expiring(db, before, RETENTION_BATCH),
    (request) => repo.markExpired(db, request.id, expiredAfter(days)),
  );
}
