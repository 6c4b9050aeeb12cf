// The signed-in user's own record: profile, groups and the roles of the session.
import { DEFAULT_DIGITS, isLanguage } from '@merchant-portal/contracts/i18n/languages';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/request-context.js';
import { findUserById, groupsOf } from './repository.js';

export class UserService {
  constructor(private readonly db: Database) {}

  async selfInfo(auth: AuthContext): Promise<SelfInfo> {
    const user = await findUserById(this.db, auth.userId);
    if (!user) throw new AppError(404, '404', 'User not found');
    return {
      id: user.id,
      username: user.username,
      userType: user.userType === 'SYSTEM' ? 'SYSTEM' : 'FRONT',
      userProfile: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobile: user.mobile,
      },
      groups: await groupsOf(this.db, user.id),
      roles: auth.roles.map((name) => ({ name })),
      language: isLanguage(user.language) ? user.language : null,
      digits: user.digits === 'arab' ? 'arab' : DEFAULT_DIGITS,
    };
  }
}
