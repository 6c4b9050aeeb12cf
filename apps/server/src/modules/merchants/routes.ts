// The signed-in user's merchant (spec part 1 §7 "GET current merchant").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { currentMerchantReply } from '@merchant-portal/contracts/schemas/merchants';
import { merchantDetailsReply } from '@merchant-portal/contracts/schemas/merchant-users';
import { branchesReply, merchantGroupReply } from '@merchant-portal/contracts/schemas/transactions';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/authorize.js';
import { findMerchant, merchantDetails } from './repository.js';
import { merchantGroupOf, resolveMerchant } from './scope.js';
import { branchesOf } from '../transactions/repository.js';

// Screens that pick branches or merchants of the group.
const BRANCH_READERS = [
  'transactions:read',
  'modee-transactions:read',
  'dashboard:read',
  'advanced-dashboard:read',
] as const;

export function merchantRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/merchant/merchant/v1/branches',
    {
      config: { permission: BRANCH_READERS },
      schema: {
        tags: ['merchants'],
        querystring: z.object({ acticoMerchant: z.string().max(20).default('NOATICO') }),
        response: { 200: branchesReply, 403: errorReply },
      },
    },
    async (request) => {
      const merchant = await resolveMerchant(db, requireAuth(request), request.query.acticoMerchant);
      const rows = await branchesOf(db, merchant.merchantCode);
      return {
        data: {
          results: rows.map((row) => ({
            ...row,
            transactionType: row.transactionType === 'CS' ? ('CS' as const) : ('COMMON' as const),
          })),
        },
      };
    },
  );

  r.get(
    '/merchant/merchant/v1/merchant-group',
    {
      config: { permission: BRANCH_READERS },
      schema: {
        tags: ['merchants'],
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(50_000).default(50_000),
          currency: z.string().min(1),
          userName: z.string().min(1),
        }),
        response: { 200: merchantGroupReply, 403: errorReply },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (request.query.userName.toLowerCase() !== auth.username)
        throw new AppError(403, '403', MESSAGES.forbidden);
      const group = await merchantGroupOf(db, auth);
      const { page, size } = request.query;
      return {
        data: { results: group.slice(page * size, (page + 1) * size) },
        metadata: { pagination: { totalRecords: group.length } },
      };
    },
  );

  r.get(
    '/merchant/merchant/v1/current',
    {
      config: { permission: 'signed-in' },
      schema: { tags: ['merchants'], response: { 200: currentMerchantReply, 404: errorReply } },
    },
    async (request) => {
      const merchant = await findMerchant(db, requireAuth(request).merchantCode);
      if (!merchant) throw new AppError(404, '404', 'Merchant not found');
      return {
        data: {
          merchantCode: merchant.merchantCode,
          merchantName: merchant.merchantName,
          status: merchant.status,
        },
      };
    },
  );

  r.get(
    '/merchant/merchant/v1/details',
    {
      config: { permission: 'merchant:read' },
      schema: {
        tags: ['merchants'],
        summary: "The signed-in user's merchant with charge rates, branches and terminals",
        response: { 200: merchantDetailsReply, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) => {
      const details = await merchantDetails(db, requireAuth(request).merchantCode);
      if (!details) throw new AppError(404, '404', 'Merchant not found');
      return { data: details };
    },
  );
}
