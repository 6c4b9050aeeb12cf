// The audit log: who did what to whom, when, from where, and how it ended.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/auth.js';
import type { RequestContext } from '../../lib/request-context.js';

export interface AuditEntry {
  action: string;
  outcome: 'success' | 'failure';
  actorUserId?: string | null;
  actorUsername?: string | null;
  targetUsername?: string | null;
  merchantCode?: string | null;
  details?: Record<string, unknown>;
}

/** Where an action came from: a request's client and id, or none of them for the server's own jobs. */
export type AuditOrigin = { [K in keyof RequestContext]: RequestContext[K] | null };

export async function insertAuditRow(db: Executor, context: AuditOrigin, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    // The statement's own time, not the transaction's: rows written together keep the order they were written.
    at: sql`clock_timestamp()`,
    action: entry.action,
    outcome: entry.outcome,
    actorUserId: entry.actorUserId ?? null,
    actorUsername: entry.actorUsername ?? null,
    targetUsername: entry.targetUsername ?? null,
    merchantCode: entry.merchantCode ?? null,
    details: entry.details ?? null,
    ip: context.ip,
    userAgent: context.userAgent,
    requestId: context.requestId,
  });
}
