// Merchant-user administration (spec part 1 §2, §4, §5): an administrator runs the users of their own
// merchant only. Every action, refused or done, writes an audit row: who, what, whom, when, from where,
// and how it ended.
import {
  MERCHANT_USER_MESSAGES as TEXT,
  type CreateUserBody,
  type MerchantUser,
  type UpdateUserBody,
} from '@merchant-portal/contracts/schemas/merchant-users';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type RequestContext } from '../audit/repository.js';
import { revokeUserSessions } from '../auth/repository.js';
import type { AuthContext } from '../auth/service.js';
import * as repo from './repository.js';

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

const fieldError = (param: string, msg: string) => new AppError(400, '400', msg, [{ param, msg }]);

export class MerchantUserService {
  constructor(private readonly db: Database) {}

  /** `name` → `name@<the administrator's merchant>`; a name with a suffix stays as given. */
  private fullName(auth: AuthContext, username: string): string {
    return username.includes('@') ? username : `${username}@${auth.merchantCode}`;
  }

  /** A user of the administrator's merchant; a name of another merchant is refused. */
  private async existing(auth: AuthContext, username: string): Promise<repo.MerchantUserRow> {
    const name = this.fullName(auth, username);
    if (!name.endsWith(`@${auth.merchantCode}`)) throw new AppError(403, '403', TEXT.otherMerchant);
    const user = await repo.findMerchantUser(this.db, auth.merchantCode, name);
    if (!user) throw new AppError(404, '404', TEXT.userNotFound);
    return user;
  }

  private async checkGroups(auth: AuthContext, requested: string[]): Promise<string[]> {
    const offered = new Set(
      (await repo.allowedGroups(this.db, auth.merchantCode)).map((group) => group.name),
    );
    if (requested.some((name) => !offered.has(name))) throw fieldError('groupList', TEXT.groupNotOffered);
    return [...new Set(requested)];
  }

  /** Runs an action and writes its audit row, with the reason when it was refused. */
  private async audited<T>(
    context: RequestContext,
    auth: AuthContext,
    action: Action,
    target: string,
    work: () => Promise<T>,
  ): Promise<T> {
    const entry = {
      action,
      actorUserId: auth.userId,
      actorUsername: auth.username,
      targetUsername: target,
      merchantCode: auth.merchantCode,
    };
    try {
      const result = await work();
      await recordAudit(this.db, context, { ...entry, outcome: 'success' });
      return result;
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'error';
      await recordAudit(this.db, context, { ...entry, outcome: 'failure', details: { reason } });
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
    await this.audited(context, auth, 'user-create', username, async () => {
      if (body.merchantId !== auth.merchantCode) throw new AppError(403, '403', TEXT.otherMerchant);
      const groups = await this.checkGroups(auth, body.groupList);
      if (await repo.usernameTaken(this.db, username)) {
        throw new AppError(409, '409', TEXT.usernameTaken, [{ param: 'username', msg: TEXT.usernameTaken }]);
      }
      await repo.insertMerchantUser(this.db, {
        username,
        merchantCode: auth.merchantCode,
        ...profileOf(body),
        passwordHash: await hashPassword(body.password),
        groups,
        by: auth.username,
      });
    });
  }

  async update(auth: AuthContext, body: UpdateUserBody, context: RequestContext): Promise<void> {
    await this.audited(context, auth, 'user-update', this.fullName(auth, body.username), async () => {
      const user = await this.existing(auth, body.username);
      const groups = await this.checkGroups(auth, body.groupList);
      const isSelf = user.id === auth.userId;
      // An administrator cannot take their own rights away (or grant themself more): another admin must.
      if (isSelf && [...groups].sort().join() !== [...user.groups].sort().join()) {
        throw fieldError('groupList', TEXT.cannotChangeOwnGroups);
      }
      await repo.updateMerchantUser(this.db, user.id, {
        ...profileOf(body),
        groups,
        passwordHash: body.password ? await hashPassword(body.password) : undefined,
        by: auth.username,
      });
      // A password set by an administrator ends the user's sessions: they sign in again and change it.
      if (body.password && !isSelf) await revokeUserSessions(this.db, user.id, 'password-set-by-admin');
    });
  }

  async setEnabled(auth: AuthContext, username: string, enabled: boolean, context: RequestContext) {
    const action = enabled ? 'user-enable' : 'user-disable';
    await this.audited(context, auth, action, this.fullName(auth, username), async () => {
      const user = await this.existing(auth, username);
      if (!enabled && user.id === auth.userId) throw new AppError(400, '400', TEXT.cannotDisableSelf);
      await repo.setUserEnabled(this.db, user.id, enabled, auth.username);
      if (!enabled) await revokeUserSessions(this.db, user.id, 'user-disabled');
    });
  }

  async remove(auth: AuthContext, username: string, context: RequestContext) {
    await this.audited(context, auth, 'user-delete', this.fullName(auth, username), async () => {
      const user = await this.existing(auth, username);
      if (user.id === auth.userId) throw new AppError(400, '400', TEXT.cannotDeleteSelf);
      await repo.markUserDeleted(this.db, user.id, auth.username);
      await revokeUserSessions(this.db, user.id, 'user-deleted');
    });
  }
}
