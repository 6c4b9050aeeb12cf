// SQL for sessions, client tokens, one-time keys, sign-in counters and password history.
import { and, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { clientTokens, oauthClients, rsaKeys, sessions } from '../../db/schema/auth.js';
import { groupRoles, passwordHistory, userGroups, users } from '../../db/schema/users.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/**
 * Counts a failed attempt; at the threshold it locks the account and starts the count again. An account that
 * is already locked is not counted again: concurrent failures wait on the row, and only the attempt that set
 * the lock reports `lockedNow` (one lockout, one audit row). `lockedUntil` is the lock in force, if any.
 */
export async function recordFailedAttempt(
  db: Executor,
  userId: string,
  threshold: number,
  lockUntil: Date,
  now: Date,
): Promise<{ lockedNow: boolean; lockedUntil: Date | null }> {
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: sql`case when ${users.failedAttempts} + 1 >= ${threshold} then 0 else ${users.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${users.failedAttempts} + 1 >= ${threshold} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ lockedUntil: users.lockedUntil });
  if (row) {
    const lockedNow = row.lockedUntil !== null && row.lockedUntil > now;
    return { lockedNow, lockedUntil: lockedNow ? row.lockedUntil : null };
  }
  const [current] = await db
    .select({ lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return { lockedNow: false, lockedUntil: current?.lockedUntil ?? null };
}

export async function clearFailedAttempts(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date; ip: string; userAgent: string | null },
  at: Date,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, createdAt: at, lastSeenAt: at })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** The live session of a token hash with its user and the user's roles: one prepared round trip. */
export async function findLiveSession(db: Executor, tokenHash: string) {
  const query = prepared(db, 'auth_live_session', (name) =>
    db
      .select({
        session: sessions,
        user: users,
        roles: sql<string[]>`array(
          select distinct ${groupRoles.role} from ${userGroups}
          inner join ${groupRoles} on ${groupRoles.groupName} = ${userGroups.groupName}
          where ${userGroups.userId} = ${users.id}
          order by ${groupRoles.role})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function touchSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of a user, optionally keeping one (the session that changed the password). */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  reason: string,
  at: Date,
  keepSessionId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

export async function findClient(db: Executor, clientId: string) {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  return row;
}

export async function upsertClient(
  db: Executor,
  values: { clientId: string; secretHash: string; scopes: string[]; name: string },
): Promise<void> {
  await db
    .insert(oauthClients)
    .values(values)
    .onConflictDoUpdate({
      target: oauthClients.clientId,
      set: { secretHash: values.secretHash, scopes: values.scopes },
    });
}

export async function insertClientToken(
  db: Executor,
  values: { tokenHash: string; clientId: string; scope: string; expiresAt: Date },
): Promise<void> {
  await db.insert(clientTokens).values(values);
}

/** Expired tokens are of no use to anyone: swept as new ones are made. */
export async function deleteExpiredClientTokens(db: Executor, now: Date): Promise<void> {
  await db.delete(clientTokens).where(lt(clientTokens.expiresAt, now));
}

export async function findLiveClientToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(clientTokens)
    .where(and(eq(clientTokens.tokenHash, tokenHash), gt(clientTokens.expiresAt, now)))
    .limit(1);
  return row;
}

export async function insertRsaKey(
  db: Executor,
  values: { kid: string; privateKeyPem: string; expiresAt: Date },
) {
  await db.insert(rsaKeys).values(values);
}

/** Used and expired keys are of no use to anyone: swept as new ones are made. */
export async function deleteSpentRsaKeys(db: Executor, now: Date): Promise<void> {
  await db.delete(rsaKeys).where(or(lt(rsaKeys.expiresAt, now), sql`${rsaKeys.usedAt} is not null`));
}

/** Marks a key used and hands back its private half, once: a second call, or an expired key, gets nothing. */
export async function consumeRsaKey(db: Executor, kid: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(rsaKeys)
    .set({ usedAt: now })
    .where(and(eq(rsaKeys.kid, kid), isNull(rsaKeys.usedAt), gt(rsaKeys.expiresAt, now)))
    .returning({ pem: rsaKeys.privateKeyPem });
  return row?.pem ?? null;
}

export async function recentPasswordHashes(db: Executor, userId: string, count: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(count);
  return rows.map((row) => row.hash);
}

/** The user's new password and its history row: two writes, for the caller's transaction. */
/** The user's password hash, their row locked for the rest of the transaction (one password change at a time). */
export async function lockPasswordHash(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.passwordHash;
}

export async function setPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: at,
      mustResetPassword: false,
      failedAttempts: 0,
      lockedUntil: null,
      modifiedOn: at,
    })
    .where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ userId, passwordHash, createdAt: at });
}
