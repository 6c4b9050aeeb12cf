// Invalidate: revokes the session; called before sign-out (spec part 1 §4).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

async function invalidateSession(): Promise<void> {
  await call(ENDPOINTS.invalidate, {});
}

export function useInvalidateSession() {
  return useMutation({ mutationFn: invalidateSession });
}
