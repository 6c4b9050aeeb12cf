// Sign-in, sessions, client tokens, one-time keys and password changes: the rules of spec part 1 §4, §5, §8.
import { constants, generateKeyPair, privateDecrypt, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { LRUCache } from 'lru-cache';
import { MESSAGES, accountLocked } from '@merchant-portal/contracts/messages';
import {
  breachCheckInput,
  signInBody,
  type PasswordChangeBody,
} from '@merchant-portal/contracts/schemas/auth';
import { permissionsFor, type Permission } from '@merchant-portal/contracts/permissions';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { hashPassword, newToken, sha256Hex, verifyPassword } from '../../lib/crypto.js';
import { isCommonPasswordDigest } from '../../lib/common-passwords.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type RequestContext } from '../audit/repository.js';
import * as repo from './repository.js';

const generateKeyPairAsync = promisify(generateKeyPair);
const PASSWORD_HISTORY_DEPTH = 4;
// Verified against when the username is unknown, so both paths take the same time.
const DUMMY_HASH = hashPassword('not-a-real-password');

export interface AuthContext {
  sessionId: string;
  userId: string;
  username: string;
  merchantCode: string;
  roles: string[];
  permissions: Set<Permission>;
}

type AuthConfig = Pick<
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
>;

const MINUTE = 60_000;
const TOUCH_INTERVAL_MS = MINUTE;
const wrongCredentials = () => new AppError(401, '401', MESSAGES.accessTokenNotFound);
const lockedError = (until: Date, now: Date) =>
  new AppError(423, '423', accountLocked(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE))));

export class AuthService {
  /**
   * Client tokens are never revoked, only expire: a token verified once is good until its expiry, so every
   * later request skips that round trip. Bounded, and each entry leaves the cache when its token expires.
   */
  private readonly clientTokens = new LRUCache<string, string>({ max: 10_000 });

  constructor(
    private readonly db: Database,
    private readonly config: AuthConfig,
  ) {}

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
    await repo.insertClientToken(this.db, {
      tokenHash: sha256Hex(token),
      clientId,
      scope,
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    return { access_token: token, token_type: 'Bearer' as const, expires_in: ttl, scope };
  }

  async verifyClientToken(token: string): Promise<string | null> {
    const tokenHash = sha256Hex(token);
    const cached = this.clientTokens.get(tokenHash);
    if (cached) return cached;
    const now = new Date();
    const row = await repo.findLiveClientToken(this.db, tokenHash, now);
    if (!row) return null;
    this.clientTokens.set(tokenHash, row.clientId, { ttl: row.expiresAt.getTime() - now.getTime() });
    return row.clientId;
  }

  async generateKey() {
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
      modulusLength: 2048,
      publicExponent: 65537,
    });
    const jwk = publicKey.export({ format: 'jwk' });
    const kid = randomUUID();
    await repo.insertRsaKey(this.db, {
      kid,
      privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      expiresAt: new Date(Date.now() + this.config.RSA_KEY_TTL_SECONDS * 1000),
    });
    return { kid, kty: 'RSA' as const, e: jwk.e ?? '', n: jwk.n ?? '' };
  }

  /** Decrypts a password sent under a one-time key; the key is spent whatever the outcome. */
  private async decryptPassword(kid: string, ciphertext: string): Promise<string> {
    const pem = await repo.consumeRsaKey(this.db, kid, new Date());
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
    const username = input.username.trim().toLowerCase();
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
    const fail = async (reason: string, error: AppError) => {
      await this.audit(context, 'sign-in', 'failure', user, { reason });
      return error;
    };
    if (!user.enabled) throw await fail('disabled', new AppError(403, '403', MESSAGES.userDisabled));
    if (this.mustResetPassword(user)) {
      throw await fail('password-reset-required', new AppError(403, '010', MESSAGES.passwordResetRequired));
    }

    const token = newToken();
    const now = Date.now();
    await repo.insertSession(this.db, {
      tokenHash: sha256Hex(token),
      userId: user.id,
      expiresAt: new Date(now + this.config.SESSION_MAX_HOURS * 60 * MINUTE),
      ip: context.ip,
      userAgent: context.userAgent,
    });
    await this.audit(context, 'sign-in', 'success', user, { encrypted: Boolean(input.kid) });
    return { token, username: user.username };
  }

  /**
   * The shared proof of identity for sign-in and password reset: unknown users, locked accounts and wrong
   * passwords fail the same way they would at the bank (never telling which part was wrong), and every
   * failure counts towards the lockout.
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
    const now = new Date();
    if (user.lockedUntil && user.lockedUntil > now) {
      await this.audit(context, action, 'failure', user, { reason: 'locked' });
      throw lockedError(user.lockedUntil, now);
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      const lockUntil = new Date(now.getTime() + this.config.LOCKOUT_MINUTES * MINUTE);
      const { locked } = await repo.recordFailedAttempt(
        this.db,
        user.id,
        this.config.LOCKOUT_THRESHOLD,
        lockUntil,
      );
      await this.audit(context, action, 'failure', user, { reason: 'wrong-password' });
      if (locked) {
        await this.audit(context, 'lockout', 'success', user, { minutes: this.config.LOCKOUT_MINUTES });
        throw lockedError(lockUntil, now);
      }
      throw action === 'sign-in'
        ? wrongCredentials()
        : new AppError(401, '401', MESSAGES.incorrectCurrentPassword);
    }
    if (user.failedAttempts > 0 || user.lockedUntil) await repo.clearFailedAttempts(this.db, user.id);
    return user;
  }

  private mustResetPassword(user: repo.UserRow): boolean {
    if (user.mustResetPassword) return true;
    const maxAgeDays = this.config.PASSWORD_MAX_AGE_DAYS;
    return maxAgeDays > 0 && Date.now() - user.passwordChangedAt.getTime() > maxAgeDays * 24 * 60 * MINUTE;
  }

  /** The signed-in session behind an access token, or null when it is unknown, revoked, idle or expired. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const row = await repo.findLiveSession(this.db, sha256Hex(token));
    if (!row) return null;
    const { session, user, roles } = row;
    const now = new Date();
    if (session.expiresAt <= now) {
      await repo.revokeSession(this.db, session.id, 'expired');
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > this.config.SESSION_IDLE_MINUTES * MINUTE) {
      await repo.revokeSession(this.db, session.id, 'idle');
      return null;
    }
    if (!user.enabled || user.deletedAt) {
      await repo.revokeSession(this.db, session.id, user.deletedAt ? 'user-deleted' : 'user-disabled');
      return null;
    }
    // Idle time is measured to the minute: a session seen within the last one needs no write.
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await repo.touchSession(this.db, session.id, now);
    }
    return {
      sessionId: session.id,
      userId: user.id,
      username: user.username,
      merchantCode: user.merchantCode,
      roles,
      permissions: permissionsFor(roles),
    };
  }

  async signOut(
    auth: AuthContext,
    action: 'sign-out' | 'invalidate',
    context: RequestContext,
  ): Promise<void> {
    await repo.revokeSession(this.db, auth.sessionId, action);
    await recordAudit(this.db, context, {
      action,
      outcome: 'success',
      actorUserId: auth.userId,
      actorUsername: auth.username,
      targetUsername: auth.username,
      merchantCode: auth.merchantCode,
    });
  }

  isBreached(hexDigest: string): boolean {
    return isCommonPasswordDigest(hexDigest);
  }

  /** First-login reset: proves the current password without a session, then sets the new one. */
  async resetPassword(body: PasswordChangeBody, context: RequestContext): Promise<void> {
    const username = body.username.trim().toLowerCase();
    const user = await this.checkPassword(username, body.currentPassword, 'password-reset', context);
    if (!user.enabled) {
      await this.audit(context, 'password-reset', 'failure', user, { reason: 'disabled' });
      throw new AppError(403, '403', MESSAGES.userDisabled);
    }
    await this.replacePassword(user, body.newPassword1, 'password-reset', context);
    await repo.revokeUserSessions(this.db, user.id, 'password-reset');
  }

  async updatePassword(auth: AuthContext, body: PasswordChangeBody, context: RequestContext): Promise<void> {
    if (body.username.trim().toLowerCase() !== auth.username) {
      throw new AppError(403, '403', 'You can only change your own password');
    }
    const user = await this.checkPassword(auth.username, body.currentPassword, 'password-change', context);
    await this.replacePassword(user, body.newPassword1, 'password-change', context);
    await repo.revokeUserSessions(this.db, user.id, 'password-change', auth.sessionId);
  }

  private async replacePassword(
    user: repo.UserRow,
    newPassword: string,
    action: string,
    context: RequestContext,
  ) {
    const reject = async (reason: string, msg: string) => {
      await this.audit(context, action, 'failure', user, { reason });
      return new AppError(400, '400', MESSAGES.validationErrors, [{ param: 'newPassword1', msg }]);
    };
    if (this.isBreached(sha256Hex(breachCheckInput(newPassword)))) {
      throw await reject('common-password', MESSAGES.passwordTooCommon);
    }
    const recent = await repo.recentPasswordHashes(this.db, user.id, PASSWORD_HISTORY_DEPTH);
    for (const hash of new Set([user.passwordHash, ...recent])) {
      if (await verifyPassword(newPassword, hash)) throw await reject('reused', MESSAGES.passwordReused);
    }
    await repo.setPassword(this.db, user.id, await hashPassword(newPassword), new Date());
    await this.audit(context, action, 'success', user);
  }

  private audit(
    context: RequestContext,
    action: string,
    outcome: 'success' | 'failure',
    user: repo.UserRow,
    details?: Record<string, unknown>,
  ) {
    return recordAudit(this.db, context, {
      action,
      outcome,
      actorUserId: user.id,
      actorUsername: user.username,
      targetUsername: user.username,
      merchantCode: user.merchantCode,
      ...(details && { details }),
    });
  }
}
