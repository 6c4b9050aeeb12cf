// Session calls of API.md: client token, key generator, sign-in/out, invalidate, passwords.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  breachCheckBody,
  breachCheckReply,
  keyGeneratorBody,
  keyGeneratorReply,
  messageReply,
  passwordChangeBody,
  signInReply,
  signInRequest,
  tokenReply,
  tokenRequest,
} from '@merchant-portal/contracts/schemas/auth';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import { HEADERS } from '@merchant-portal/contracts/schemas/config';
import type { Config } from '../../config.js';
import { requestContext, requireAuth } from '../../plugins/authorize.js';
import type { AuthService } from './service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const localeQuery = z.object({ country: z.string().min(1), lang: z.string().min(1) });

export function authRoutes(app: FastifyInstance, auth: AuthService, config: Config): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];

  r.post(
    '/oauth/token',
    {
      config: { permission: 'public', rateLimit: perMinute(config.RATE_LIMIT_TOKEN_PER_MINUTE) },
      schema: { tags, body: tokenRequest, response: { 200: tokenReply, 400: errorReply, 401: errorReply } },
    },
    async (request) =>
      auth.issueClientToken(request.body.client_id, request.body.client_secret, request.body.scope),
  );

  r.post(
    '/merchant/auth/v1/key-generator',
    {
      config: { permission: 'client', rateLimit: perMinute(config.RATE_LIMIT_KEY_GENERATOR_PER_MINUTE) },
      schema: { tags, body: keyGeneratorBody, response: { 200: keyGeneratorReply } },
    },
    async () => ({ data: await auth.generateKey() }),
  );

  r.post(
    '/merchant/auth/v1/sign-in',
    {
      config: { permission: 'client', rateLimit: perMinute(config.RATE_LIMIT_SIGN_IN_PER_MINUTE) },
      schema: {
        tags,
        body: signInRequest,
        response: { 200: signInReply, 400: errorReply, 401: errorReply, 403: errorReply, 423: errorReply },
      },
    },
    async (request, reply) => {
      const { token, username } = await auth.signIn(request.body, requestContext(request));
      reply.header(HEADERS.accessToken, token);
      reply.header('Cache-Control', 'no-store');
      return { data: { username } };
    },
  );

  r.post(
    '/merchant/auth/v1/sign-out',
    { config: { permission: 'signed-in' }, schema: { tags, response: { 200: messageReply } } },
    async (request) => {
      await auth.signOut(requireAuth(request), 'sign-out', requestContext(request));
      return { data: { message: 'Signed out' } };
    },
  );

  r.get(
    '/merchant/auth/v1/invalidate',
    { config: { permission: 'signed-in' }, schema: { tags, response: { 200: messageReply } } },
    async (request) => {
      await auth.signOut(requireAuth(request), 'invalidate', requestContext(request));
      return { data: { message: 'Session invalidated' } };
    },
  );

  r.post(
    '/merchant/auth/v1/resetPassword',
    {
      config: { permission: 'client', rateLimit: perMinute(config.RATE_LIMIT_SIGN_IN_PER_MINUTE) },
      schema: {
        tags,
        body: passwordChangeBody,
        response: { 200: messageReply, 400: errorReply, 401: errorReply },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, requestContext(request));
      return { data: { message: MESSAGES.passwordChanged } };
    },
  );

  r.put(
    '/merchant/auth/v1/updatePassword',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        body: passwordChangeBody,
        response: { 200: messageReply, 400: errorReply, 401: errorReply },
      },
    },
    async (request) => {
      await auth.updatePassword(requireAuth(request), request.body, requestContext(request));
      return { data: { message: MESSAGES.passwordChanged } };
    },
  );

  r.post(
    '/merchant/auth/v1/password/validate',
    {
      config: { permission: 'client' },
      schema: { tags, querystring: localeQuery, body: breachCheckBody, response: { 200: breachCheckReply } },
    },
    async (request) => ({ data: { exist: auth.isBreached(request.body.value) } }),
  );
}
