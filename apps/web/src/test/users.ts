// A signed-in user as self-info answers it, for component tests: the username and roles the test needs, and
// one fixed profile (Ahmad Zahran, ahmad@example.com).
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';

export function signedInUser(username: string, roles: readonly string[]): SelfInfo {
  return {
    id: username,
    username,
    userType: 'FRONT',
    userProfile: { firstName: 'Ahmad', lastName: 'Zahran', email: 'ahmad@example.com', mobile: '0790000000' },
    groups: [],
    roles: roles.map((name) => ({ name })),
  };
}
