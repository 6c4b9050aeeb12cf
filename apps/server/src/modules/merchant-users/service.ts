// Merchant-user administration (spec part 1 §2, §4, §5): an administrator runs the users of their own
// merchant only. Every action, refused or done, writes an audit row: who, what, whom, when, from where,
// and how it ended. An action is one transaction: the user row, their groups, the end of their sessions and
// the success audit row commit together or not at all; a refusal's row is written after the rollback.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  MERCHANT_USER_MESSAGES as TEXT,
  type CreateUserBody,
  type MerchantUser,
  type UpdateUserBody,
} from '@merchant-portal/contracts/schemas/merchant-users';
import { isEmbassyUser } from '@merchant-portal/contracts/permissions';
import { MOFA_MESSAGES } from '@merchant-portal/contracts/schemas/mofa';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { hashNewPassword, isGuessable } from '../../lib/password-strength.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext, RequestContext } from '../../lib/request-context.js';
import { recordAudit } from '../audit/service.js';
import { revokeUserSessions } from '../auth/service.js';
import type { SessionCache } from '../auth/service.js';
import { merchantNameOf } from '../merchants/service.js';
import { embassyBindingOfUsername } from '../mofa/service.js';
import * as repo from './repository.js';

/** What an action does through other modules, in its transaction. */
export interface MerchantUserCollaborators {
  revokeUserSessions: typeof revokeUserSessions;
  recordAudit: typeof recordAudit;
}

export interface MerchantUserOptions {
  now?: Clock;
  /** Replaces collaborators: a test hands in one that fails, to prove an action commits all or nothing. */
  collaborators?: Partial<MerchantUserCollaborators>;
  /** The sessions kept between requests: an action that committed forgets them in this process at once. */
  sessions?: SessionCache | undefined;
}

/** The profile fields of a create or update form, as the repository names them. */
const profileOf = (body: CreateUserBody | UpdateUserBody): repo.UserProfile => ({
  firstName: body.firstname,
  lastName: body.lastname,
  email: body.email,
  mobile: body.mobile,
  userType: body.userType,
  countryCode: body.countryCode,
});

type Action = 'user-create' | 'user-update' | 'user-enable' | 'user-disable' | 'user-delete';

function toMerchantUser(row: repo.MerchantUserRow): MerchantUser {
  const profile = { firstName: row.firstName, lastName: row.lastName, email: row.email, mobile: row.mobile };
  return {
    username: row.username,
    ...profile,
    enabled: row.enabled,
    userType: row.userType === 'SYSTEM' ? 'SYSTEM' : 'FRONT',
    countryCode: row.countryCode === 'UAE' ? 'UAE' : 'JO',
    groups: row.groups,
    userProfile: profile,
    mustResetPassword: row.mustResetPassword,
    createdOn: row.createdOn.toISOString(),
    createdBy: row.createdBy,
    modifiedOn: row.modifiedOn.toISOString(),
    modifiedBy: row.modifiedBy,
  };
}

type UserProfileBody = CreateUserBody | UpdateUserBody;

const fieldError = (param: string, msg: string) => new AppError(400, '400', msg, [{ param, msg }]);
const usernameTaken = () =>
  new AppError(409, '409', TEXT.usernameTaken, [{ param: 'username', msg: TEXT.usernameTaken }]);

export class MerchantUserService {
  private readonly now: Clock;
  private readonly use: MerchantUserCollaborators;
  private readonly sessions: SessionCache | undefined;

  constructor(
    private readonly db: Database,
    options: MerchantUserOptions = {},
  ) {
    this.now = options.now ?? systemClock;
    this.use = { revokeUserSessions, recordAudit, ...options.collaborators };
    this.sessions = options.sessions;
  }

  /**
   * `name` → `name@<the administrator's merchant>` (a name with a suffix keeps it), in the one canonical case
   * usernames are stored and signed in with: `Mixed.One` is `mixed.one`, so it cannot sit beside `mixed.one`.
   */
  private fullName(auth: AuthContext, username: string): string {
    const name = canonicalUsername(username);
    return name.includes('@') ? name : `${name}@${auth.merchantCode}`;
  }

  /**
   * A user of the administrator's merchant; a name of another merchant is refused. Inside an action's `tx`
   * the user's row is locked first, so two changes of one user (two deletes, say) never both act on what
   * they read.
   */
  private async existing(auth: AuthContext, username: string, tx?: Transaction) {
    const name = this.fullName(auth, username);
    if (!name.endsWith(`@${auth.merchantCode}`)) throw new AppError(403, '403', TEXT.otherMerchant);
    const user = await repo.findMerchantUser(tx ?? this.db, auth.merchantCode, name, { lock: Boolean(tx) });
    if (!user) throw new AppError(404, '404', TEXT.userNotFound);
    return user;
  }

  /**
   * Whether a password an administrator sets is too easy to guess, by the same rule as the user's own (false
   * without one). Asked before the action's transaction opens: the check waits for a worker thread, and a
   * transaction waiting with it would hold a connection (on the embedded database, the only one).
   */
  private async isGuessablePassword(auth: AuthContext, username: string, body: UserProfileBody) {
    if (!body.password) return false;
    const merchantName = await merchantNameOf(this.db, auth.merchantCode);
    return isGuessable(body.password, [username, body.firstname, body.lastname, merchantName]);
  }

  private async checkGroups(db: Executor, auth: AuthContext, requested: string[]): Promise<string[]> {
    const offered = new Set((await repo.allowedGroups(db, auth.merchantCode)).map((group) => group.name));
    if (requested.some((name) => !offered.has(name))) throw fieldError('groupList', TEXT.groupNotOffered);
    return [...new Set(requested)];
  }

  /** Whether the groups make an embassy user (part 2 §4), whose embassy binding then counts. */
  private async makesEmbassyUser(db: Executor, groups: string[]): Promise<boolean> {
    return isEmbassyUser(await repo.rolesOfGroups(db, groups));
  }

  /**
   * Runs an action in one transaction with its success audit row; when the action is refused or fails, the
   * transaction rolls back and the failure row, with the reason, is written after it.
   */
  private async audited<T>(
    context: RequestContext,
    auth: AuthContext,
    action: Action,
    target: string,
    work: (tx: Transaction, at: Date) => Promise<T>,
  ): Promise<T> {
    const entry = {
      action,
      actorUserId: auth.userId,
      actorUsername: auth.username,
      targetUsername: target,
      merchantCode: auth.merchantCode,
    };
    try {
      const result = await this.db.transaction(async (tx) => {
        const done = await work(tx, this.now());
        await this.use.recordAudit(tx, context, { ...entry, outcome: 'success' });
        return done;
      });
      // This process forgets the sessions it kept at once; the reply waits until the change feed has told
      // every other process of what the action changed.
      this.sessions?.forgetAll();
      await this.sessions?.settle(this.db);
      return result;
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'error';
      await this.use.recordAudit(this.db, context, { ...entry, outcome: 'failure', details: { reason } });
      throw error;
    }
  }

  async list(auth: AuthContext) {
    const rows = await repo.listMerchantUsers(this.db, auth.merchantCode);
    return rows.map(toMerchantUser);
  }

  async details(auth: AuthContext, username: string): Promise<MerchantUser> {
    return toMerchantUser(await this.existing(auth, username));
  }

  async groupOptions(auth: AuthContext) {
    return repo.allowedGroups(this.db, auth.merchantCode);
  }

  async create(auth: AuthContext, body: CreateUserBody, context: RequestContext): Promise<void> {
    const username = this.fullName(auth, body.username);
    // Hashed and checked before the transaction opens: both take a while, and the transaction holds a connection.
    const [passwordHash, guessable] = await Promise.all([
      hashNewPassword(body.password),
      this.isGuessablePassword(auth, username, body),
    ]);
    await this.audited(context, auth, 'user-create', username, async (tx, at) => {
      if (body.merchantId !== auth.merchantCode) throw new AppError(403, '403', TEXT.otherMerchant);
      if (guessable) throw fieldError('password', MESSAGES.passwordTooCommon);
      const groups = await this.checkGroups(tx, auth, body.groupList);
      if (await repo.usernameTaken(tx, username)) throw usernameTaken();
      // The embassy is fixed here, from the username (part 2 §4); one naming no embassy is refused.
      const embassy = await embassyBindingOfUsername(tx, username);
      if (embassy.embassyUnresolved && (await this.makesEmbassyUser(tx, groups))) {
        throw fieldError('username', MOFA_MESSAGES.usernameNamesNoEmbassy);
      }
      const user = { username, merchantCode: auth.merchantCode, ...profileOf(body), ...embassy };
      try {
        await repo.insertMerchantUser(tx, { ...user, passwordHash, groups, by: auth.username }, at);
      } catch (error) {
        // Another administrator created the name between our check and our insert.
        if (isUniqueViolation(error)) throw usernameTaken();
        throw error;
      }
    });
  }

  async update(auth: AuthContext, body: UpdateUserBody, context: RequestContext): Promise<void> {
    const username = this.fullName(auth, body.username);
    const [passwordHash, guessable] = await Promise.all([
      body.password ? hashNewPassword(body.password) : undefined,
      this.isGuessablePassword(auth, username, body),
    ]);
    await this.audited(context, auth, 'user-update', username, async (tx, at) => {
      const user = await this.existing(auth, body.username, tx);
      if (guessable) throw fieldError('password', MESSAGES.passwordTooCommon);
      const groups = await this.checkGroups(tx, auth, body.groupList);
      const isSelf = user.id === auth.userId;
      // An administrator cannot take their own rights away (or grant themself more): another admin must.
      if (isSelf && [...groups].sort().join() !== [...user.groups].sort().join()) {
        throw fieldError('groupList', TEXT.cannotChangeOwnGroups);
      }
      // A user whose username named no embassy must not become (or stay) one who reads embassies.
      if (user.embassyUnresolved && (await this.makesEmbassyUser(tx, groups))) {
        throw fieldError('groupList', MOFA_MESSAGES.usernameNamesNoEmbassy);
      }
      await repo.updateMerchantUser(
        tx,
        user.id,
        { ...profileOf(body), groups, passwordHash, by: auth.username },
        at,
      );
      // A password set by an administrator ends the user's sessions: they sign in again and change it.
      if (passwordHash && !isSelf) {
        await this.use.revokeUserSessions(tx, user.id, 'password-set-by-admin', at);
      }
    });
  }

  async setEnabled(auth: AuthContext, username: string, enabled: boolean, context: RequestContext) {
    const action = enabled ? 'user-enable' : 'user-disable';
    await this.audited(context, auth, action, this.fullName(auth, username), async (tx, at) => {
      const user = await this.existing(auth, username, tx);
      if (!enabled && user.id === auth.userId) throw new AppError(400, '400', TEXT.cannotDisableSelf);
      await repo.setUserEnabled(tx, user.id, enabled, auth.username, at);
      if (!enabled) await this.use.revokeUserSessions(tx, user.id, 'user-disabled', at);
    });
  }

  async remove(auth: AuthContext, username: string, context: RequestContext) {
    await this.audited(context, auth, 'user-delete', this.fullName(auth, username), async (tx, at) => {
      const user = await this.existing(auth, username, tx);
      if (user.id === auth.userId) throw new AppError(400, '400', TEXT.cannotDeleteSelf);
      await repo.markUserDeleted(tx, user.id, auth.username, at);
      await this.use.revokeUserSessions(tx, user.id, 'user-deleted', at);
    });
  }
}

// The import's users (modules/import) are written as an administrator's are.
export { insertMerchantUser, rolesOfGroups } from './repository.js';
