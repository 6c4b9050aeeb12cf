// An administrator's action commits all or nothing: a failure after the user row changed leaves the user, their
// sessions and the audit log as they were, apart from the failure's own audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, sessions } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';
import type { AuthContext } from '../../lib/request-context.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { recordAudit } from '../audit/service.js';
import { revokeUserSessions } from '../auth/service.js';
import { MerchantUserService, type MerchantUserCollaborators } from './service.js';

const ADMIN = 'zahran.admin@4000000101';
const TELLER = 'zahran.teller@4000000101';

let h: Harness;
let admin: AuthContext;
beforeAll(async () => {
  h = await createHarness();
  const session = await h.auth.authenticate(await h.signIn(ADMIN));
  if (!session) throw new Error('the administrator could not sign in');
  admin = session;
});
afterAll(() => h.close());

const contextOf = (requestId: string) => ({ ip: '127.0.0.1', userAgent: 'rollback test', requestId });

const selfInfo = (headers: Record<string, string>) => h.call('selfInfo', { headers });

async function tellerEnabled(): Promise<boolean | undefined> {
  const [row] = await h.database.db
    .select({ enabled: users.enabled })
    .from(users)
    .where(eq(users.username, TELLER));
  return row?.enabled;
}

const auditOf = (requestId: string) =>
  h.database.db
    .select({ action: auditLog.action, outcome: auditLog.outcome, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.requestId, requestId), eq(auditLog.targetUsername, TELLER)));

/** The teller's live sessions as the transaction sees them. */
const liveSessions = async (tx: Parameters<typeof revokeUserSessions>[0], userId: string) =>
  (
    await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  ).length;

describe('disabling a user is one transaction', () => {
  // Each failure comes after the user row was updated (step 2); the first one after the sessions ended too.
  const failures: [string, (seen: { liveInside?: number }) => Partial<MerchantUserCollaborators>][] = [
    [
      'ending their sessions fails',
      (seen) => ({
        revokeUserSessions: async (tx, userId, reason, at, keep) => {
          await revokeUserSessions(tx, userId, reason, at, keep);
          seen.liveInside = await liveSessions(tx, userId);
          throw new Error('injected: session revocation failed');
        },
      }),
    ],
    [
      'writing the success audit row fails',
      () => ({
        recordAudit: async (db, context, entry) => {
          await recordAudit(db, context, entry);
          if (entry.outcome === 'success') throw new Error('injected: audit insert failed');
        },
      }),
    ],
  ];

  it.each(failures)('changes nothing when %s', async (name, collaboratorsOf) => {
    const teller = await h.headers(await h.signIn(TELLER));
    expect((await selfInfo(teller)).statusCode).toBe(200);
    const seen: { liveInside?: number } = {};
    const service = new MerchantUserService(h.database.db, { collaborators: collaboratorsOf(seen) });
    const requestId = `rollback: ${name}`;

    await expect(service.setEnabled(admin, TELLER, false, contextOf(requestId))).rejects.toThrow(/injected/);

    if (seen.liveInside !== undefined) expect(seen.liveInside).toBe(0); // revoked inside, then rolled back
    expect(await tellerEnabled()).toBe(true);
    expect((await selfInfo(teller)).statusCode).toBe(200);
    expect(await auditOf(requestId)).toEqual([
      { action: 'user-disable', outcome: 'failure', details: { reason: 'error' } },
    ]);
  });

  it('does all of it when nothing fails (the same service, without the injected failure)', async () => {
    const teller = await h.headers(await h.signIn(TELLER));
    const requestId = 'rollback: nothing fails';
    await new MerchantUserService(h.database.db).setEnabled(admin, TELLER, false, contextOf(requestId));

    expect(await tellerEnabled()).toBe(false);
    expect((await selfInfo(teller)).statusCode).toBe(401);
    expect(await auditOf(requestId)).toEqual([{ action: 'user-disable', outcome: 'success', details: null }]);
  });
});
