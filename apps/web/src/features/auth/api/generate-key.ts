// POST /merchant/auth/v1/key-generator: a single-use RSA public key (JWK parts) for encrypting the password.
import { keyGeneratorReply, type PublicKeyReply } from '@merchant-portal/contracts/schemas/auth';
import { CLIENT_SCOPE } from '@merchant-portal/contracts/schemas/config';
import { getConfig } from '../../../lib/config';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export async function generateKey(signal?: AbortSignal): Promise<PublicKeyReply> {
  const reply = await request<{ data: PublicKeyReply }>({
    method: 'POST',
    path: '/merchant/auth/v1/key-generator',
    service: 'key-generator',
    form: { scope: CLIENT_SCOPE, country: getConfig().country },
    signal,
    schema: keyGeneratorReply,
  });
  return reply.data;
}

export function useGenerateKey() {
  return useMutation({ mutationFn: () => generateKey() });
}
