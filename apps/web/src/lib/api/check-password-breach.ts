// The breach check: is the new password in the common-password list?
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import { breachCheckInput } from '@merchant-portal/contracts/schemas/auth';
import { getConfig } from '../config';
import { call } from '../http';

/** Hex SHA-256 of the text's UTF-8 bytes. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function checkPasswordBreach(password: string, signal?: AbortSignal): Promise<boolean> {
  const { country, lang } = getConfig();
  const reply = await call(SESSION_ENDPOINTS.breachCheck, {
    query: { country, lang },
    body: { value: await sha256Hex(breachCheckInput(password)) },
    signal,
  });
  return reply.data.exist;
}
