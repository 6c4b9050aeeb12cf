// The audit log: who did what to whom, when, from where, and how it ended.
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/auth.js';

export interface RequestContext {
  ip: string;
  userAgent: string | null;
  requestId: string;
}

export interface AuditEntry {
  action: string;
  outcome: 'success' | 'failure';
  actorUserId?: string | null;
  actorUsername?: string | null;
  targetUsername?: string | null;
  merchantCode?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, context: RequestContext, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
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
