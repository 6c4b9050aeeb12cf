// Merchant-user administration calls (spec part 1 §7 "user list", "user details", "user signup",
// "user update", "user enable/disable", "user delete"; paths ours where the spec shows none).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import {
  createUserBody,
  deleteUserBody,
  groupOptionsReply,
  MERCHANT_USER_MESSAGES as TEXT,
  MERCHANT_USER_PATHS as PATHS,
  updateUserBody,
  userActionReply,
  userListBody,
  userListReply,
  userNameBody,
  userReply,
} from '@merchant-portal/contracts/schemas/merchant-users';
import type { Database } from '../../db/client.js';
import { requestContext, requireAuth } from '../../plugins/authorize.js';
import { MerchantUserService } from './service.js';

const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const done = (message: string) => ({ data: { message } });

export function merchantUserRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new MerchantUserService(db);
  const tags = ['merchant-users'];

  r.post(
    PATHS.list,
    {
      config: { permission: 'merchant-users:read' },
      schema: { tags, body: userListBody, response: { 200: userListReply, ...refusals } },
    },
    async (request) => {
      const all = await service.list(requireAuth(request));
      const { page, size } = request.body;
      return {
        data: { results: all.slice(page * size, (page + 1) * size) },
        metadata: { pagination: { totalRecords: all.length } },
      };
    },
  );

  r.post(
    PATHS.details,
    {
      config: { permission: 'merchant-users:read' },
      schema: { tags, body: userNameBody, response: { 200: userReply, ...refusals } },
    },
    async (request) => ({ data: await service.details(requireAuth(request), request.body.userName) }),
  );

  r.get(
    PATHS.groups,
    {
      config: { permission: 'merchant-users:read' },
      schema: {
        tags,
        summary: 'Groups this merchant may grant',
        response: { 200: groupOptionsReply, ...refusals },
      },
    },
    async (request) => ({ data: { results: await service.groupOptions(requireAuth(request)) } }),
  );

  r.post(
    PATHS.signup,
    {
      config: { permission: 'merchant-users:write' },
      schema: {
        tags,
        body: createUserBody,
        response: { 201: userActionReply, 409: errorReply, ...refusals },
      },
    },
    async (request, reply) => {
      await service.create(requireAuth(request), request.body, requestContext(request));
      return reply.code(201).send(done(TEXT.created));
    },
  );

  r.put(
    PATHS.update,
    {
      config: { permission: 'merchant-users:write' },
      schema: { tags, body: updateUserBody, response: { 200: userActionReply, ...refusals } },
    },
    async (request) => {
      await service.update(requireAuth(request), request.body, requestContext(request));
      return done(TEXT.updated);
    },
  );

  for (const [path, enabled] of [
    [PATHS.enable, true],
    [PATHS.disable, false],
  ] as const) {
    r.post(
      path,
      {
        config: { permission: 'merchant-users:write' },
        schema: { tags, body: userNameBody, response: { 200: userActionReply, ...refusals } },
      },
      async (request) => {
        await service.setEnabled(
          requireAuth(request),
          request.body.userName,
          enabled,
          requestContext(request),
        );
        return done(enabled ? 'User was enabled' : 'User was disabled');
      },
    );
  }

  r.post(
    PATHS.delete,
    {
      config: { permission: 'merchant-users:write' },
      schema: { tags, body: deleteUserBody, response: { 200: userActionReply, ...refusals } },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.body.username, requestContext(request));
      return done('User was deleted');
    },
  );
}
