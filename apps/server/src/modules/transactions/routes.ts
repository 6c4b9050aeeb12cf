// Card-transaction search (spec part 2 §7 "POST transaction read").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import {
  transactionFilter,
  transactionQuery,
  transactionReadReply,
} from '@merchant-portal/contracts/schemas/transactions';
import type { Database } from '../../db/client.js';
import { requireAuth } from '../../plugins/authorize.js';
import { searchTransactions } from './service.js';

export function transactionRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/merchant/transaction/v1/read',
    {
      config: { permission: 'transactions:read' },
      schema: {
        tags: ['transactions'],
        querystring: transactionQuery,
        body: transactionFilter,
        response: { 200: transactionReadReply, 400: errorReply, 403: errorReply },
      },
    },
    async (request) => searchTransactions(db, requireAuth(request), request.body, request.query.currency),
  );
}
