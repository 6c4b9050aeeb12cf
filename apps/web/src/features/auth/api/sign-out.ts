// Sign-out: revokes the session on the server.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export async function signOut(): Promise<void> {
  await call(ENDPOINTS.signOut, {});
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
