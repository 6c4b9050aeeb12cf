// GET /merchant/auth/v1/invalidate: revokes the session; called before sign-out (spec part 1 §4).
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function invalidateSession(): Promise<void> {
  await request<unknown>({ method: 'GET', path: '/merchant/auth/v1/invalidate', service: 'invalidate' });
}

export function useInvalidateSession() {
  return useMutation({ mutationFn: invalidateSession });
}
