// POST /merchant/auth/v1/sign-out: revokes the session on the server.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function signOut(): Promise<void> {
  await request<unknown>({
    method: 'POST',
    path: '/merchant/auth/v1/sign-out',
    service: 'sign-out',
    json: {},
  });
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
