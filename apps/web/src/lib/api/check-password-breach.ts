// POST /merchant/auth/v1/password/validate: is the new password in the common-password list?
import { breachCheckInput, breachCheckReply } from '@merchant-portal/contracts/schemas/auth';
import { getConfig } from '../config';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** Hex SHA-256 of the text's UTF-8 bytes. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function checkPasswordBreach(password: string, signal?: AbortSignal): Promise<boolean> {
  const { country, lang } = getConfig();
  const reply = await request<{ data: { exist: boolean } }>({
    method: 'POST',
    path: '/merchant/auth/v1/password/validate',
    service: 'password-validate',
    query: { country, lang },
    json: { value: await sha256Hex(breachCheckInput(password)) },
    signal,
    schema: breachCheckReply,
  });
  return reply.data.exist;
}

export function useCheckPasswordBreach() {
  return useMutation({ mutationFn: (password: string) => checkPasswordBreach(password) });
}
