// The key generator: a single-use RSA public key (JWK parts) for encrypting the password.
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import type { PublicKeyReply } from '@merchant-portal/contracts/schemas/auth';
import { CLIENT_SCOPE } from '@merchant-portal/contracts/schemas/config';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';

export async function generateKey(signal?: AbortSignal): Promise<PublicKeyReply> {
  const reply = await call(SESSION_ENDPOINTS.keyGenerator, {
    body: { scope: CLIENT_SCOPE, country: getConfig().country },
    signal,
  });
  return reply.data;
}
