// Handlers of the session calls (docs/api.md "Session calls"): client token, key generator, sign-in/out, invalidate, passwords.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { HEADERS } from '@merchant-portal/contracts/schemas/config';
import type { Handlers } from '../../plugins/endpoints.js';
import { requestContext } from '../../plugins/authorize.js';
import type { AuthService } from './service.js';

type SessionCalls =
  | 'clientToken'
  | 'keyGenerator'
  | 'signIn'
  | 'signOut'
  | 'invalidate'
  | 'resetPassword'
  | 'updatePassword'
  | 'breachCheck';

export function authHandlers(auth: AuthService): Handlers<SessionCalls> {
  return {
    clientToken: async ({ body }) => auth.issueClientToken(body.client_id, body.client_secret, body.scope),
    keyGenerator: async () => ({ data: await auth.generateKey() }),
    signIn: async (request, reply) => {
      const { token, username } = await auth.signIn(request.body, requestContext(request));
      reply.header(HEADERS.accessToken, token);
      reply.header('Cache-Control', 'no-store');
      return { data: { username } };
    },
    signOut: async (request) => {
      await auth.signOut(request.auth, 'sign-out', requestContext(request));
      return { data: { message: 'Signed out' } };
    },
    invalidate: async (request) => {
      await auth.signOut(request.auth, 'invalidate', requestContext(request));
      return { data: { message: 'Session invalidated' } };
    },
    resetPassword: async (request) => {
      await auth.resetPassword(request.body, requestContext(request));
      return { data: { message: MESSAGES.passwordChanged } };
    },
    updatePassword: async (request) => {
      await auth.updatePassword(request.auth, request.body, requestContext(request));
      return { data: { message: MESSAGES.passwordChanged } };
    },
    breachCheck: ({ body }) => Promise.resolve({ data: { exist: auth.isBreached(body.value) } }),
  };
}
