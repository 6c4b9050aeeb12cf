// Invalidate: revokes the session; called before sign-out (spec part 1 §4).
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

async function invalidateSession(): Promise<void> {
  await call(SESSION_ENDPOINTS.invalidate, {});
}

export function useInvalidateSession() {
  return useMutation({ mutationFn: invalidateSession });
}
