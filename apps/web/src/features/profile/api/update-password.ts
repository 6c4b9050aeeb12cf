// The signed-in user changes their own password.
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import type { PasswordChangeBody } from '@merchant-portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export async function updatePassword(body: PasswordChangeBody): Promise<string> {
  return (await call(SESSION_ENDPOINTS.updatePassword, { body })).data.message;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
