// MOFA (spec part 2 §7): the embassy list and the whole filtered set as a file. The MOFA search itself is the
// card search's call with a MOFA field in its body (endpoints/transactions.ts).
import { embassyListReply, mofaExportFilter, mofaExportParams, mofaFileName } from '../schemas/mofa.js';
import { transactionQuery } from '../schemas/transactions.js';
import { endpoint } from './types.js';

export const MOFA_ENDPOINTS = {
  embassyList: endpoint({
    method: 'GET',
    path: '/merchant/v1/mofa/embassy-list',
    access: 'mofa-transactions:read',
    service: 'mofa-embassy-list',
    summary: "The embassies by location; an embassy user's own embassy only",
    tag: 'mofa',
    reply: embassyListReply,
  }),
  mofaFile: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/mofa/generate/:format',
    access: 'mofa-transactions:read',
    service: 'mofa-export',
    summary: 'The whole filtered MOFA set as a file (pdf: A2 portrait; excel: xlsx)',
    tag: 'mofa',
    params: mofaExportParams,
    query: transactionQuery,
    body: mofaExportFilter,
    file: { name: ({ body, params }) => mofaFileName(body, params.format) },
  }),
} as const;
