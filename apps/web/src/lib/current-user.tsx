// Owns the signed-in user as the protected layout loaded it; pages read it with useCurrentUser().
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { createContext, useContext } from 'react';

export const CurrentUserContext = createContext<SelfInfo | null>(null);

export function useCurrentUser(): SelfInfo {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the protected layout');
  return user;
}

export function roleNamesOf(user: SelfInfo): string[] {
  return user.roles.map((role) => role.name);
}
