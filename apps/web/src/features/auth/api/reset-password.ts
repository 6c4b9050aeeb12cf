// POST /merchant/auth/v1/resetPassword: the first-login (or expired password) reset, without a session.
import { messageReply, type PasswordChangeBody } from '@merchant-portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function resetPassword(body: PasswordChangeBody): Promise<string> {
  const reply = await request<{ data: { message: string } }>({
    method: 'POST',
    path: '/merchant/auth/v1/resetPassword',
    service: 'reset-password',
    json: body,
    schema: messageReply,
  });
  return reply.data.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
