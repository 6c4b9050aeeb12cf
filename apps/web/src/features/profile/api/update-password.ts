// PUT /merchant/auth/v1/updatePassword: the signed-in user changes their own password.
import { messageReply, type PasswordChangeBody } from '@merchant-portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function updatePassword(body: PasswordChangeBody): Promise<string> {
  const reply = await request<{ data: { message: string } }>({
    method: 'PUT',
    path: '/merchant/auth/v1/updatePassword',
    service: 'update-password',
    json: body,
    schema: messageReply,
  });
  return reply.data.message;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
