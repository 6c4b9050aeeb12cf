// Sign-in, sessions, client tokens, one-time keys and password changes: the rules of spec part 1 §4, §5, §8.
// The service owns the transactions: what a sign-in or a password change writes commits at once or not at
// all, and a refusal's audit row is written whatever happens to the change it refused.
import { constants, generateKeyPair, privateDecrypt, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { LRUCache } from 'lru-cache';
import { MESSAGES, accountLocked } from '@merchant-portal/contracts/messages';
import {
  breachCheckInput,
  RESET_REQUIRED_CODE,
  signInBody,
  type PasswordChangeBody,
} from '@merchant-portal/contracts/schemas/auth';
import { permissionsFor } from '@merchant-portal/contracts/permissions';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import type { Config } from '../../config.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { hashNewPassword, isGuessable } from '../../lib/password-strength.js';
import { hashPassword, newToken, sha256Hex, verifyPassword } from '../../lib/crypto.js';
import { isCommonPasswordDigest } from '../../lib/common-passwords.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext, Authenticator, RequestContext } from '../../lib/request-context.js';
import { recordAudit } from '../audit/service.js';
import { merchantNameOf } from '../merchants/service.js';
import * as repo from './repository.js';
import type { SessionCache } from './session-cache.js';

export type { SessionCache } from './session-cache.js';

const generateKeyPairAsync = promisify(generateKeyPair);
const PASSWORD_HISTORY_DEPTH = 4;
// Verified against when the username is unknown, so both paths take the same time.
const DUMMY_HASH = hashPassword('not-a-real-password');

export type AuthConfig = Pick<
  Config,
  | 'OAUTH_CLIENT_ID'
  | 'OAUTH_CLIENT_SECRET'
  | 'CLIENT_TOKEN_TTL_SECONDS'
  | 'SESSION_IDLE_MINUTES'
  | 'SESSION_MAX_HOURS'
  | 'PASSWORD_MAX_AGE_DAYS'
  | 'LOCKOUT_THRESHOLD'
  | 'LOCKOUT_MINUTES'
  | 'RSA_KEY_TTL_SECONDS'
> & {
  /** The clock expiry, idle time and lockout run on: the system's unless given (tests move theirs). */
  now?: Clock | undefined;
  /** The sessions kept between requests (session-cache.ts); without it every request reads its session. */
  sessions?: SessionCache | undefined;
};

/** Whom an audit row is about: the signed-in user acts on themself in every call of this module. */
interface Subject {
  id: string;
  username: string;
  merchantCode: string;
}

const reasonOf = (error: unknown) => (error instanceof AppError ? error.message : 'error');

/**
 * Ends every live session of a user (optionally keeping one), in the caller's transaction: for modules
 * whose own change (disabling, deleting, a new password) must take the user's sessions with it.
 */
export function revokeUserSessions(
  tx: Executor,
  userId: string,
  reason: string,
  at: Date,
  keepSessionId?: string,
): Promise<void> {
  return repo.revokeUserSessions(tx, userId, reason, at, keepSessionId);
}

const MINUTE = 60_000;
/** How stale a session's last-seen time may be: idleness is measured from the last use to the second. */
const TOUCH_INTERVAL_MS = 1000;
const wrongCredentials = () => new AppError(401, '401', MESSAGES.accessTokenNotFound);
const lockedError = (until: Date, now: Date) =>
  new AppError(423, '423', accountLocked(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE))));

export class AuthService implements Authenticator {
  /**
   * Client tokens are never revoked, only expire: a token verified once is good until its expiry, so every
   * later request skips that round trip. Bounded, and each entry leaves the cache when its token expires
   * (by the service's clock; the cache's own timer only frees the memory).
   */
  private readonly clientTokens = new LRUCache<string, { clientId: string; expiresAt: number }>({
    max: 10_000,
  });
  private readonly now: Clock;

  constructor(
    private readonly db: Database,
    private readonly config: AuthConfig,
  ) {
    this.now = config.now ?? systemClock;
  }

  /** Makes sure the configured web client exists with the configured secret. */
  async ensureWebClient(): Promise<void> {
    await repo.upsertClient(this.db, {
      clientId: this.config.OAUTH_CLIENT_ID,
      secretHash: await hashPassword(this.config.OAUTH_CLIENT_SECRET),
      scopes: ['merchantapp'],
      name: 'Merchant portal web app',
    });
  }

  async issueClientToken(clientId: string, clientSecret: string, scope: string) {
    const client = await repo.findClient(this.db, clientId);
    const isValid = client
      ? await verifyPassword(clientSecret, client.secretHash)
      : (await DUMMY_HASH, false);
    if (!client || !isValid) throw new AppError(401, 'invalid_client', 'Client authentication failed');
    if (!client.scopes.includes(scope))
      throw new AppError(400, 'invalid_scope', 'The requested scope is not allowed');
    const token = newToken();
    const ttl = this.config.CLIENT_TOKEN_TTL_SECONDS;
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await repo.insertClientToken(tx, {
        tokenHash: sha256Hex(token),
        clientId,
        scope,
        expiresAt: new Date(now.getTime() + ttl * 1000),
      });
      await repo.deleteExpiredClientTokens(tx, now);
    });
    return { access_token: token, token_type: 'Bearer' as const, expires_in: ttl, scope };
  }

  async verifyClientToken(token: string): Promise<string | null> {
    const tokenHash = sha256Hex(token);
    const now = this.now();
    const cached = this.clientTokens.get(tokenHash);
    if (cached && cached.expiresAt > now.getTime()) return cached.clientId;
    if (cached) this.clientTokens.delete(tokenHash);
    const row = await repo.findLiveClientToken(this.db, tokenHash, now);
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    this.clientTokens.set(
      tokenHash,
      { clientId: row.clientId, expiresAt },
      { ttl: expiresAt - now.getTime() },
    );
    return row.clientId;
  }

  async generateKey() {
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
      modulusLength: 2048,
      publicExponent: 65537,
    });
    const jwk = publicKey.export({ format: 'jwk' });
    const kid = randomUUID();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await repo.deleteSpentRsaKeys(tx, now);
      await repo.insertRsaKey(tx, {
        kid,
        privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        expiresAt: new Date(now.getTime() + this.config.RSA_KEY_TTL_SECONDS * 1000),
      });
    });
    return { kid, kty: 'RSA' as const, e: jwk.e ?? '', n: jwk.n ?? '' };
  }

  /** Decrypts a password sent under a one-time key; the key is spent whatever the outcome. */
  private async decryptPassword(kid: string, ciphertext: string): Promise<string> {
    const pem = await repo.consumeRsaKey(this.db, kid, this.now());
    const keyError = new AppError(
      400,
      '400',
      'The sign-in key has expired or was already used, please try again',
    );
    if (!pem) throw keyError;
    try {
      return privateDecrypt(
        { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertext, 'base64'),
      ).toString('utf8');
    } catch {
      throw keyError;
    }
  }

  async signIn(
    input: { username: string; password: string; kid?: string | undefined },
    context: RequestContext,
  ) {
    const username = canonicalUsername(input.username);
    const password = input.kid ? await this.decryptPassword(input.kid, input.password) : input.password;
    const checked = signInBody.safeParse({ username, password });
    if (!checked.success) {
      const errors = checked.error.issues.map((issue) => ({
        param: issue.path.join('.'),
        msg: issue.message,
      }));
      throw new AppError(400, '400', MESSAGES.validationErrors, errors);
    }

    const user = await this.checkPassword(username, password, 'sign-in', context);
    if (!user.enabled) {
      const error = new AppError(403, '403', MESSAGES.userDisabled);
      throw await this.refuse(context, 'sign-in', user, 'disabled', error);
    }
    if (this.mustResetPassword(user)) {
      const error = new AppError(403, RESET_REQUIRED_CODE, MESSAGES.passwordResetRequired);
      throw await this.refuse(context, 'sign-in', user, 'password-reset-required', error);
    }

    const token = newToken();
    const now = this.now();
    const details = { encrypted: Boolean(input.kid) };
    await this.committed(context, 'sign-in', user, details, async (tx) => {
      await this.clearFailures(tx, user);
      await repo.insertSession(
        tx,
        {
          tokenHash: sha256Hex(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + this.config.SESSION_MAX_HOURS * 60 * MINUTE),
          ip: context.ip,
          userAgent: context.userAgent,
        },
        now,
      );
    });
    return { token, username: user.username };
  }

  /**
   * Runs a change and its success audit row in one transaction, so the row exists only if the change
   * committed; when the change fails, the failure row is written after the rollback.
   */
  private async committed<T>(
    context: RequestContext,
    action: string,
    subject: Subject,
    details: Record<string, unknown> | undefined,
    change: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        const result = await change(tx);
        await this.audit(tx, context, action, 'success', subject, details);
        return result;
      });
    } catch (error) {
      await this.audit(this.db, context, action, 'failure', subject, { reason: reasonOf(error) });
      throw error;
    }
  }

  /**
   * Refuses an action of a user who proved their password: the failed-attempt count ends there (the
   * password was right), and the refusal is audited, together.
   */
  private async refuse(
    context: RequestContext,
    action: string,
    user: repo.UserRow,
    reason: string,
    error: AppError,
  ): Promise<AppError> {
    await this.db.transaction(async (tx) => {
      await this.clearFailures(tx, user);
      await this.audit(tx, context, action, 'failure', user, { reason });
    });
    return error;
  }

  private async clearFailures(tx: Executor, user: repo.UserRow): Promise<void> {
    if (user.failedAttempts > 0 || user.lockedUntil) await repo.clearFailedAttempts(tx, user.id);
  }

  /**
   * The shared proof of identity for sign-in and password reset: unknown users, locked accounts and wrong
   * passwords fail the same way they would at the bank (never telling which part was wrong), and every
   * failure counts towards the lockout. A failure's count, audit row and lockout commit together; a success
   * writes nothing yet (the caller clears the count in its own transaction).
   */
  private async checkPassword(username: string, password: string, action: string, context: RequestContext) {
    const user = await repo.findUserByUsername(this.db, username);
    if (!user || user.deletedAt) {
      await verifyPassword(password, await DUMMY_HASH);
      await recordAudit(this.db, context, {
        action,
        outcome: 'failure',
        targetUsername: username,
        details: { reason: 'unknown-user' },
      });
      throw action === 'sign-in'
        ? wrongCredentials()
        : new AppError(401, '401', MESSAGES.incorrectCurrentPassword);
    }
    const now = this.now();
    if (user.lockedUntil && user.lockedUntil > now) {
      await this.audit(this.db, context, action, 'failure', user, { reason: 'locked' });
      throw lockedError(user.lockedUntil, now);
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      const lockUntil = new Date(now.getTime() + this.config.LOCKOUT_MINUTES * MINUTE);
      const lockedUntil = await this.db.transaction(async (tx) => {
        const counted = await repo.recordFailedAttempt(
          tx,
          user.id,
          this.config.LOCKOUT_THRESHOLD,
          lockUntil,
          now,
        );
        // A failure that arrived while another one locked the account is a refusal of a locked account.
        const reason = counted.lockedUntil && !counted.lockedNow ? 'locked' : 'wrong-password';
        await this.audit(tx, context, action, 'failure', user, { reason });
        if (counted.lockedNow) {
          await this.audit(tx, context, 'lockout', 'success', user, { minutes: this.config.LOCKOUT_MINUTES });
        }
        return counted.lockedUntil;
      });
      if (lockedUntil) throw lockedError(lockedUntil, now);
      throw action === 'sign-in'
        ? wrongCredentials()
        : new AppError(401, '401', MESSAGES.incorrectCurrentPassword);
    }
    return user;
  }

  private mustResetPassword(user: repo.UserRow): boolean {
    if (user.mustResetPassword) return true;
    const maxAgeDays = this.config.PASSWORD_MAX_AGE_DAYS;
    const age = this.now().getTime() - user.passwordChangedAt.getTime();
    return maxAgeDays > 0 && age > maxAgeDays * 24 * 60 * MINUTE;
  }

  /** The signed-in session behind an access token, or null when it is unknown, revoked, idle or expired. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const tokenHash = sha256Hex(token);
    const kept = await this.keptSession(tokenHash);
    if (kept) return kept;
    const since = this.config.sessions?.begin() ?? 0;
    const row = await repo.findLiveSession(this.db, tokenHash);
    if (!row) return null;
    const { session, user, roles } = row;
    const now = this.now();
    if (session.expiresAt <= now) {
      await repo.revokeSession(this.db, session.id, 'expired', now);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > this.config.SESSION_IDLE_MINUTES * MINUTE) {
      await repo.revokeSession(this.db, session.id, 'idle', now);
      return null;
    }
    if (!user.enabled || user.deletedAt) {
      await repo.revokeSession(this.db, session.id, user.deletedAt ? 'user-deleted' : 'user-disabled', now);
      return null;
    }
    // A session seen within the last second needs no write (a page's burst of calls writes once).
    let lastSeenAt = session.lastSeenAt.getTime();
    if (now.getTime() - lastSeenAt >= TOUCH_INTERVAL_MS) {
      await repo.touchSession(this.db, session.id, now);
      lastSeenAt = now.getTime();
    }
    const auth: AuthContext = {
      sessionId: session.id,
      userId: user.id,
      username: user.username,
      merchantCode: user.merchantCode,
      roles,
      permissions: permissionsFor(roles),
      embassy: { code: user.embassyCode, unresolved: user.embassyUnresolved },
    };
    this.config.sessions?.keep(
      tokenHash,
      { auth, expiresAt: session.expiresAt.getTime(), lastSeenAt },
      since,
      now.getTime(),
    );
    return auth;
  }

  /**
   * The session as kept, while it is neither expired nor idle by this process's last view of it (either
   * sends the request to the read, which decides and records the end); its last use is written as on a read.
   */
  private async keptSession(tokenHash: string): Promise<AuthContext | null> {
    const now = this.now().getTime();
    const kept = this.config.sessions?.get(tokenHash, now);
    if (!kept || kept.expiresAt <= now) return null;
    if (now - kept.lastSeenAt > this.config.SESSION_IDLE_MINUTES * MINUTE) return null;
    if (now - kept.lastSeenAt >= TOUCH_INTERVAL_MS) {
      // Marked first: the requests arriving together write once.
      kept.lastSeenAt = now;
      await repo.touchSession(this.db, kept.auth.sessionId, new Date(now));
    }
    return kept.auth;
  }

  /**
   * After a change that ends a user's sessions: this process forgets them at once, and the reply waits
   * until the change feed has told every other process too.
   */
  private async forgetSessionsOf(userId: string): Promise<void> {
    this.config.sessions?.forgetUser(userId);
    await this.config.sessions?.settle(this.db);
  }

  async signOut(
    auth: AuthContext,
    action: 'sign-out' | 'invalidate',
    context: RequestContext,
  ): Promise<void> {
    const subject = { id: auth.userId, username: auth.username, merchantCode: auth.merchantCode };
    await this.committed(context, action, subject, undefined, async (tx) => {
      await repo.revokeSession(tx, auth.sessionId, action, this.now());
    });
    await this.forgetSessionsOf(auth.userId);
  }

  isBreached(hexDigest: string): boolean {
    return isCommonPasswordDigest(hexDigest);
  }

  /** First-login reset: proves the current password without a session, then sets the new one. */
  async resetPassword(body: PasswordChangeBody, context: RequestContext): Promise<void> {
    const username = canonicalUsername(body.username);
    const user = await this.checkPassword(username, body.currentPassword, 'password-reset', context);
    if (!user.enabled) {
      const error = new AppError(403, '403', MESSAGES.userDisabled);
      throw await this.refuse(context, 'password-reset', user, 'disabled', error);
    }
    await this.replacePassword(user, body.newPassword1, 'password-reset', context);
  }

  async updatePassword(auth: AuthContext, body: PasswordChangeBody, context: RequestContext): Promise<void> {
    if (canonicalUsername(body.username) !== auth.username) {
      throw new AppError(403, '403', 'You can only change your own password');
    }
    const user = await this.checkPassword(auth.username, body.currentPassword, 'password-change', context);
    await this.replacePassword(user, body.newPassword1, 'password-change', context, auth.sessionId);
  }

  /**
   * The new password, its history row, the end of the user's other sessions and the audit row: one
   * transaction. `keepSessionId` is the session that changed it, which stays signed in.
   */
  private async replacePassword(
    user: repo.UserRow,
    newPassword: string,
    action: 'password-reset' | 'password-change',
    context: RequestContext,
    keepSessionId?: string,
  ) {
    const reject = (reason: string, msg: string) =>
      this.refuse(
        context,
        action,
        user,
        reason,
        new AppError(400, '400', MESSAGES.validationErrors, [{ param: 'newPassword1', msg }]),
      );
    if (this.isBreached(sha256Hex(breachCheckInput(newPassword)))) {
      throw await reject('common-password', MESSAGES.passwordTooCommon);
    }
    const merchantName = await merchantNameOf(this.db, user.merchantCode);
    if (await isGuessable(newPassword, [user.username, user.firstName, user.lastName, merchantName])) {
      throw await reject('guessable-password', MESSAGES.passwordTooCommon);
    }
    const recent = await repo.recentPasswordHashes(this.db, user.id, PASSWORD_HISTORY_DEPTH);
    for (const hash of new Set([user.passwordHash, ...recent])) {
      if (await verifyPassword(newPassword, hash)) throw await reject('reused', MESSAGES.passwordReused);
    }
    const passwordHash = await hashNewPassword(newPassword);
    await this.committed(context, action, user, undefined, async (tx) => {
      // The current password was proved against this hash; a change that committed meanwhile voids the proof.
      if ((await repo.lockPasswordHash(tx, user.id)) !== user.passwordHash) {
        throw new AppError(401, '401', MESSAGES.incorrectCurrentPassword);
      }
      const now = this.now();
      await repo.setPassword(tx, user.id, passwordHash, now);
      await repo.revokeUserSessions(tx, user.id, action, now, keepSessionId);
    });
    await this.forgetSessionsOf(user.id);
  }

  private audit(
    db: Executor,
    context: RequestContext,
    action: string,
    outcome: 'success' | 'failure',
    subject: Subject,
    details?: Record<string, unknown>,
  ) {
    return recordAudit(db, context, {
      action,
      outcome,
      actorUserId: subject.id,
      actorUsername: subject.username,
      targetUsername: subject.username,
      merchantCode: subject.merchantCode,
      ...(details && { details }),
    });
  }
}
