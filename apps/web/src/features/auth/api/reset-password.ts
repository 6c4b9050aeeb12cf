// The first-login (or expired password) reset, without a session.
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import type { PasswordChangeBody } from '@merchant-portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export async function resetPassword(body: PasswordChangeBody): Promise<string> {
  return (await call(SESSION_ENDPOINTS.resetPassword, { body })).data.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
