// Card-transaction calls (spec part 1 §7, part 2 §7): the search, the MoDEE search, their PDF and Excel
// files, the special merchant's aggregate read, summary files and one-day details file, and the
// ride-hailing categories. Paths the spec does not show are ours, all in the OpenAPI document.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '@merchant-portal/contracts/permissions';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import {
  aggregateQuery,
  aggregateReply,
  categoriesReply,
  CONTENT_TYPES,
  EXPORT_FORMATS,
  exportFilter,
  summaryExportQuery,
  transactionDetailsQuery,
  transactionFilter,
  transactionQuery,
  transactionReadReply,
} from '@merchant-portal/contracts/schemas/transactions';
import type { Database } from '../../db/client.js';
import { requireAuth } from '../../plugins/authorize.js';
import {
  prepareDetailsFile,
  prepareSummaryFile,
  prepareTransactionFile,
  type PreparedFile,
  type TransactionScreen,
} from './exports.js';
import { searchScope, searchTransactions } from './service.js';
import * as repo from './repository.js';

const refusals = { 400: errorReply, 401: errorReply, 403: errorReply };
const formatParams = z.object({ format: z.enum(EXPORT_FORMATS) });

/** Streams a prepared file; a failure after the first byte aborts the download rather than end it clean. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: PreparedFile) {
  const body = new PassThrough();
  file.write(body).catch((error: unknown) => {
    request.log.error({ err: error, fileName: file.fileName }, 'export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

const SCREENS: { screen: TransactionScreen; prefix: string; permission: Permission }[] = [
  { screen: 'transactions', prefix: '/merchant/transaction/v1', permission: 'transactions:read' },
  { screen: 'modee', prefix: '/merchant/transaction/v1/modee', permission: 'modee-transactions:read' },
];

export function transactionRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const { screen, prefix, permission } of SCREENS) {
    api.post(
      `${prefix}/read`,
      {
        config: { permission },
        schema: {
          tags: ['transactions'],
          summary: screen === 'modee' ? 'MoDEE transaction search' : 'Card transaction search',
          querystring: transactionQuery,
          body: transactionFilter,
          response: { 200: transactionReadReply, ...refusals },
        },
      },
      async (request) => searchTransactions(db, requireAuth(request), request.body, request.query.currency),
    );

    api.post(
      `${prefix}/generate/:format`,
      {
        config: { permission },
        schema: {
          tags: ['transactions'],
          summary: `The whole filtered set as a file (pdf: A2 portrait; excel: xlsx)`,
          params: formatParams,
          querystring: transactionQuery,
          body: exportFilter,
          response: refusals,
        },
      },
      async (request, reply) => {
        const file = await prepareTransactionFile(
          db,
          requireAuth(request),
          screen,
          request.body,
          request.query.currency,
          request.params.format,
        );
        return sendFile(request, reply, file);
      },
    );
  }

  api.post(
    '/merchant/transaction/v1/aggregate/read',
    {
      config: { permission: 'transactions:read' },
      schema: {
        tags: ['transactions'],
        summary: 'Summary Report and Payment Summary Report of the filtered period',
        querystring: aggregateQuery,
        body: exportFilter,
        response: { 200: aggregateReply, ...refusals },
      },
    },
    async (request) => {
      const scope = await searchScope(db, requireAuth(request), request.body, request.query.currency);
      const [summary, paymentSummary] = await Promise.all([
        repo.summaryReport(db, scope, request.body),
        repo.paymentSummary(db, scope, request.body),
      ]);
      return { summary, paymentSummary };
    },
  );

  api.post(
    '/merchant/transaction/v1/aggregate/generate',
    {
      config: { permission: 'transactions:read' },
      schema: {
        tags: ['transactions'],
        summary: 'Summary Report or Payment Summary Report as a file',
        querystring: summaryExportQuery,
        body: exportFilter,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { report, format } = request.query;
      const file = await prepareSummaryFile(db, requireAuth(request), report, request.body, format);
      return sendFile(request, reply, file);
    },
  );

  api.get(
    '/merchant/transaction/v1/download-trans-data',
    {
      config: { permission: 'transactions:read' },
      schema: {
        tags: ['transactions'],
        summary: "The special merchant's transaction details of one day (xlsx)",
        querystring: transactionDetailsQuery,
        response: refusals,
      },
    },
    async (request, reply) =>
      sendFile(request, reply, await prepareDetailsFile(db, requireAuth(request), request.query)),
  );

  api.get(
    '/merchant/transaction/v1/categories',
    {
      config: { permission: ['transactions:read', 'modee-transactions:read'] },
      schema: {
        tags: ['transactions'],
        summary: 'Ride-hailing categories (the Careem picker)',
        response: { 200: categoriesReply, 401: errorReply, 403: errorReply },
      },
    },
    async () => ({ data: { results: await repo.rideCategoryList(db) } }),
  );
}
