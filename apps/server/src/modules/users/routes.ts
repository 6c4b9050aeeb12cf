// The signed-in user's own record (API.md "current user").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selfInfoReply } from '@merchant-portal/contracts/schemas/users';
import type { Database } from '../../db/client.js';
import { requireAuth } from '../../plugins/authorize.js';
import { selfInfo } from './service.js';

export function userRoutes(app: FastifyInstance, db: Database): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/merchant/user/v1/self-info',
      { config: { permission: 'signed-in' }, schema: { tags: ['users'], response: { 200: selfInfoReply } } },
      async (request) => ({ data: await selfInfo(db, requireAuth(request)) }),
    );
}
