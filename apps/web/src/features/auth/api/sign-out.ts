// Sign-out: revokes the session on the server.
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export async function signOut(): Promise<void> {
  await call(SESSION_ENDPOINTS.signOut, {});
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
