// A signed-in user as self-info answers it, for component tests: the username and roles the test needs, and
// one fixed profile (Ahmad Zahran, ahmad@example.com) unless the test names another.
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';

export function signedInUser(
  username: string,
  roles: readonly string[],
  profile: Partial<SelfInfo['userProfile']> = {},
): SelfInfo {
  return {
    id: username,
    username,
    userType: 'FRONT',
    userProfile: {
      firstName: 'Ahmad',
      lastName: 'Zahran',
      email: 'ahmad@example.com',
      mobile: '0790000000',
      ...profile,
    },
    groups: [],
    roles: roles.map((name) => ({ name })),
    language: null,
    digits: 'latn',
  };
}

/** Rania Haddad, Zahran's administrator in the demo data. */
export const RANIA = { firstName: 'Rania', lastName: 'Haddad', email: 'rania@example.com' };
