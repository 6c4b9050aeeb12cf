// Sign-in: the password is RSA-OAEP-256 encrypted when the browser has WebCrypto.
import { HEADERS } from '@merchant-portal/contracts/schemas/config';
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import type { PublicKeyReply, SignInBody } from '@merchant-portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { HttpError, callWithHeaders } from '../../../lib/http';
import { startSession } from '../../../lib/session';
import { generateKey } from './generate-key';

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function encryptPassword(password: string, key: PublicKeyReply): Promise<string> {
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    { kty: 'RSA', e: key.e, n: key.n, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    new TextEncoder().encode(password),
  );
  return toBase64(cipher);
}

/** Signs in and answers the session's access token. */
export async function signIn(credentials: SignInBody): Promise<string> {
  let body: { username: string; password: string; kid?: string } = credentials;
  if (window.crypto?.subtle) {
    const key = await generateKey();
    body = {
      username: credentials.username,
      password: await encryptPassword(credentials.password, key),
      kid: key.kid,
    };
  }
  const reply = await callWithHeaders(SESSION_ENDPOINTS.signIn, { body });
  const accessToken = reply.headers.get(HEADERS.accessToken);
  if (!accessToken) {
    // No token, no session: treat like wrong credentials.
    throw new HttpError({ status: 401, code: '401', message: 'accessToken not found' });
  }
  return accessToken;
}

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: startSession,
  });
}
