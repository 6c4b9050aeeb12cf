// The signed-in user's merchant (spec part 1 §7 "GET current merchant").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentMerchantReply } from '@merchant-portal/contracts/schemas/merchants';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/authorize.js';
import { findMerchant } from './repository.js';

export function merchantRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
