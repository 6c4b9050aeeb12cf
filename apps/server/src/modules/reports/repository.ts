// SQL of the reports library: requests and their files, the claim a job holds on a request while it writes
// (token and heartbeat), and the walks of the reaper (claims whose worker stopped) and of the retention.
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reportFiles, reportRequests as requests } from '../../db/schema/reports.js';

export type RequestRow = typeof requests.$inferSelect;
export type NewRequest = typeof requests.$inferInsert;
export type { ReportFileKind as FileKind } from '../../db/schema/reports.js';
type FileKind = (typeof reportFiles.$inferSelect)['kind'];
export interface NewFile {
  fileName: string;
  kind: FileKind;
}

/** Serialises the requests of one merchant (the count and the insert of a new one) across processes. */
export async function lockMerchantRequests(db: Executor, merchantCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-requests:${merchantCode}`}))`);
}

/** The merchant's requests not finished yet. */
export async function unfinishedCount(db: Executor, ownerMerchantCode: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(requests)
    .where(
      and(
        eq(requests.ownerMerchantCode, ownerMerchantCode),
        inArray(requests.status, ['PENDING', 'IN_PROGRESS']),
      ),
    );
  return row?.count ?? 0;
}

export async function insertRequest(
  db: Executor,
  request: NewRequest,
  files: NewFile[],
): Promise<RequestRow> {
  const [row] = await db.insert(requests).values(request).returning();
  if (!row) throw new Error('report request not stored');
  await db.insert(reportFiles).values(files.map((file) => ({ ...file, requestId: row.id })));
  return row;
}

export async function setJobId(db: Executor, id: string, jobId: string): Promise<void> {
  await db.update(requests).set({ jobId }).where(eq(requests.id, id));
}

export type FileRow = typeof reportFiles.$inferSelect;

export async function filesOf(db: Executor, requestIds: readonly string[]): Promise<FileRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(reportFiles)
    .where(inArray(reportFiles.requestId, [...requestIds]));
}

/** The merchant's requests, newest first (optionally of one source), at most `limit`. */
export async function listRequests(
  db: Executor,
  ownerMerchantCode: string,
  transactionName: string | null,
  limit: number,
): Promise<RequestRow[]> {
  return db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.ownerMerchantCode, ownerMerchantCode),
        transactionName ? eq(requests.transactionName, transactionName) : undefined,
      ),
    )
    .orderBy(desc(requests.requestedAt), desc(requests.id))
    .limit(limit);
}

export async function requestById(db: Executor, id: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  return row ?? null;
}

/** A completed request's file, when it belongs to a request of `ownerMerchantCode`. */
export async function downloadableFile(db: Executor, fileName: string, ownerMerchantCode: string) {
  const [row] = await db
    .select({ fileName: reportFiles.fileName, merchantCode: requests.merchantCode })
    .from(reportFiles)
    .innerJoin(requests, eq(requests.id, reportFiles.requestId))
    .where(
      and(
        eq(reportFiles.fileName, fileName),
        eq(requests.ownerMerchantCode, ownerMerchantCode),
        eq(requests.status, 'COMPLETED'),
      ),
    );
  return row ?? null;
}

const stale = (seconds: number) => sql`${requests.heartbeatAt} < now() - make_interval(secs => ${seconds})`;

/**
 * Takes the request for one attempt: when it waits, or when the worker that had it stopped beating (its
 * heartbeat older than `staleSeconds`). Null when it is finished, or another live worker has it.
 */
export async function claim(
  db: Executor,
  id: string,
  token: string,
  staleSeconds: number,
): Promise<RequestRow | null> {
  const [row] = await db
    .update(requests)
    .set({
      status: 'IN_PROGRESS',
      claimToken: token,
      attempts: sql`${requests.attempts} + 1`,
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${requests.startedAt}, now())`,
      failureReason: null,
    })
    .where(
      and(
        eq(requests.id, id),
        sql`(${requests.status} = 'PENDING' or (${requests.status} = 'IN_PROGRESS' and ${stale(staleSeconds)}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The heartbeat of the claims this process holds. */
export async function beat(db: Executor, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .update(requests)
    .set({ heartbeatAt: sql`now()` })
    .where(and(inArray(requests.claimToken, [...tokens]), eq(requests.status, 'IN_PROGRESS')));
}

const held = (id: string, token: string) =>
  and(eq(requests.id, id), eq(requests.claimToken, token), eq(requests.status, 'IN_PROGRESS'));

/** Ends a claim with its files written; false when the claim was lost meanwhile (nothing changes). */
export async function complete(
  db: Executor,
  id: string,
  token: string,
  rowCount: number,
  written: ReadonlyArray<{ fileName: string; rowCount: number; sizeBytes: number }>,
): Promise<boolean> {
  const done = await db
    .update(requests)
    .set({ status: 'COMPLETED', completedAt: sql`now()`, rowCount, heartbeatAt: null })
    .where(held(id, token))
    .returning({ id: requests.id });
  if (done.length === 0) return false;
  for (const file of written) {
    await db
      .update(reportFiles)
      .set({ rowCount: file.rowCount, sizeBytes: file.sizeBytes })
      .where(eq(reportFiles.fileName, file.fileName));
  }
  return true;
}

/** Ends a failed attempt: back to waiting for the retry, or FAILED with what the user is told. */
export async function release(
  db: Executor,
  id: string,
  token: string,
  outcome: { status: 'PENDING' } | { status: 'FAILED'; reason: string },
): Promise<void> {
  await db
    .update(requests)
    .set({
      status: outcome.status,
      failureReason: outcome.status === 'FAILED' ? outcome.reason : null,
      heartbeatAt: null,
      ...(outcome.status === 'FAILED' && { completedAt: sql`now()` }),
    })
    .where(held(id, token));
}

/**
 * The claims whose worker stopped beating, released as `release` would (PENDING, or FAILED once `maxAttempts`
 * were used), locked so only one process releases each; those PENDING need a new job.
 */
export async function releaseStale(
  db: Executor,
  staleSeconds: number,
  maxAttempts: number,
  reason: string,
): Promise<Array<{ id: string; attempts: number; status: string }>> {
  const result = await db.execute(sql`
    with gone as (
      select ${requests.id} as id from ${requests}
      where ${requests.status} = 'IN_PROGRESS' and ${stale(staleSeconds)}
      for update skip locked
    )
    update ${requests} r set
      status = case when r.attempts >= ${maxAttempts} then 'FAILED' else 'PENDING' end,
      failure_reason = case when r.attempts >= ${maxAttempts} then ${reason} else null end,
      completed_at = case when r.attempts >= ${maxAttempts} then now() else null end,
      heartbeat_at = null
    from gone where r.id = gone.id
    returning r.id, r.attempts, r.status`);
  return (result as { rows: Array<{ id: string; attempts: number; status: string }> }).rows;
}

/** Completed requests whose files were written before `before`, oldest first, at most `limit`. */
export async function expiring(db: Executor, before: Date, limit: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(requests)
    .where(and(eq(requests.status, 'COMPLETED'), lt(requests.completedAt, before)))
    .orderBy(requests.completedAt)
    .limit(limit);
}

/**
 * Failed requests whose files were not yet removed: a request that wrote some of its files before failing
 * leaves them, and nobody may download them.
 */
export async function failedWithFiles(db: Executor, limit: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(requests)
    .where(and(eq(requests.status, 'FAILED'), isNull(requests.filesRemovedAt)))
    .orderBy(requests.completedAt)
    .limit(limit);
}

/** Marks a failed request's files removed (after the store removed them). */
export async function markFailedFilesRemoved(db: Executor, id: string): Promise<void> {
  await db
    .update(requests)
    .set({ filesRemovedAt: sql`now()` })
    .where(and(eq(requests.id, id), eq(requests.status, 'FAILED')));
}

/** Marks a request's files removed (after the store removed them). */
export async function markExpired(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(requests)
    .set({ status: 'EXPIRED', failureReason: reason, filesRemovedAt: sql`now()` })
    .where(and(eq(requests.id, id), eq(requests.status, 'COMPLETED')));
}
