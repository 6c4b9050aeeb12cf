// Every booking action, done or refused, writes an audit row: the success row in the action's transaction
// (so it exists only if the change committed), the failure row after that transaction rolled back.
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext, RequestContext } from '../../lib/request-context.js';
import { recordAudit } from '../audit/service.js';

/**
 * Runs an action in one transaction with its success row; a refusal (or failure) rolls it back and writes
 * a failure row with the reason.
 */
export async function audited<T>(
  db: Database,
  auth: AuthContext,
  context: RequestContext,
  action: string,
  details: Record<string, unknown>,
  work: (tx: Executor) => Promise<{ result: T; details?: Record<string, unknown> }>,
): Promise<T> {
  const entry = {
    action,
    actorUserId: auth.userId,
    actorUsername: auth.username,
    merchantCode: auth.merchantCode,
  };
  try {
    return await db.transaction(async (tx) => {
      const done = await work(tx);
      await recordAudit(tx, context, {
        ...entry,
        outcome: 'success',
        details: { ...details, ...done.details },
      });
      return done.result;
    });
  } catch (error) {
    const reason = error instanceof AppError ? error.message : 'error';
    await recordAudit(db, context, {
      ...entry,
      outcome: 'failure',
      details: { ...details, reason },
    }).catch(() => undefined);
    throw error;
  }
}
