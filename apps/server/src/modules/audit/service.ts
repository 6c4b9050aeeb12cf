// The audit log as other modules use it. A row claiming success is written in the transaction of the
// change it records (so it exists only if the change committed); a refusal's row after that transaction
// rolled back.
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../lib/request-context.js';
import { insertAuditRow, type AuditEntry } from './repository.js';

export type { AuditEntry } from './repository.js';

export function recordAudit(db: Executor, context: RequestContext, entry: AuditEntry): Promise<void> {
  return insertAuditRow(db, context, entry);
}

/** An action of the server's own (a scheduled job): no client address, browser or request; no user acted. */
export function recordSystemAudit(db: Executor, entry: AuditEntry): Promise<void> {
  return insertAuditRow(db, { ip: null, userAgent: null, requestId: null }, entry);
}
