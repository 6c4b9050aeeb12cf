// Card and MoDEE transactions (spec part 1 §7, part 2 §7): the searches, their files, the aggregate, the
// special merchant's details file and the ride-hailing categories.
import { searchReadReply, transactionReadFilter } from '../schemas/mofa.js';
import {
  aggregateQuery,
  aggregateReply,
  categoriesReply,
  exportFilter,
  exportParams,
  modeeFileName,
  summaryExportQuery,
  summaryFileName,
  transactionDetailsFileName,
  transactionDetailsQuery,
  transactionFileName,
  transactionFilter,
  transactionExportFilter,
  transactionQuery,
  transactionReadReply,
} from '../schemas/transactions.js';
import { transactionDetailsParams, transactionDetailsReply } from '../schemas/transaction-details.js';
import { endpoint } from './types.js';

export const TRANSACTION_ENDPOINTS = {
  transactionSearch: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/read',
    // One path for two searches (part 2 §7): a body with a MOFA field is the MOFA search and needs
    // mofa-transactions:read; any other is the card search and needs transactions:read.
    access: ['transactions:read', 'mofa-transactions:read'],
    service: 'transaction-read',
    summary:
      'Card transaction search, or MOFA search when the body has a MOFA field: one page and totalElements',
    tag: 'transactions',
    query: transactionQuery,
    body: transactionReadFilter,
    reply: searchReadReply,
  }),
  transactionFile: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/generate/:format',
    access: 'transactions:read',
    service: 'transaction-export',
    summary: 'The whole filtered set as a file (pdf: A2 portrait; excel: xlsx)',
    tag: 'transactions',
    params: exportParams,
    query: transactionQuery,
    body: transactionExportFilter,
    file: { name: ({ body, params }) => transactionFileName(body, params.format) },
  }),
  modeeSearch: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/modee/read',
    access: 'modee-transactions:read',
    service: 'modee-read',
    summary: 'MoDEE transaction search: one page and totalElements',
    tag: 'transactions',
    query: transactionQuery,
    body: transactionFilter,
    reply: transactionReadReply,
  }),
  modeeFile: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/modee/generate/:format',
    access: 'modee-transactions:read',
    service: 'modee-export',
    summary: 'The whole filtered MoDEE set as a file',
    tag: 'transactions',
    params: exportParams,
    query: transactionQuery,
    body: transactionExportFilter,
    file: { name: ({ body, params }) => modeeFileName(body, params.format) },
  }),
  aggregate: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/aggregate/read',
    access: 'transactions:read',
    service: 'transaction-aggregate',
    summary: 'Summary Report and Payment Summary Report of the filtered period',
    tag: 'transactions',
    query: aggregateQuery,
    body: exportFilter,
    reply: aggregateReply,
  }),
  aggregateFile: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/aggregate/generate',
    access: 'transactions:read',
    service: 'transaction-aggregate-export',
    summary: 'Summary Report or Payment Summary Report as a file',
    tag: 'transactions',
    query: summaryExportQuery,
    body: exportFilter,
    file: { name: ({ query, body }) => summaryFileName(query.report, body, query.format) },
  }),
  transactionDetailsFile: endpoint({
    method: 'GET',
    path: '/merchant/transaction/v1/download-trans-data',
    access: 'transactions:read',
    service: 'download-trans-data',
    summary: "The special merchant's transaction details of one day (xlsx)",
    tag: 'transactions',
    query: transactionDetailsQuery,
    file: {
      name: ({ query, merchantCode }) =>
        transactionDetailsFileName(merchantCode, query.transactionName, query.fromDate),
    },
  }),
  transactionDetails: endpoint({
    method: 'GET',
    path: '/merchant/transaction/v1/:id',
    // Whoever may search a merchant's payments may open one of them: a card, MoDEE or MOFA user of that
    // merchant (a MOFA user bound to an embassy, only that embassy's fees). Another merchant's is a 404.
    access: ['transactions:read', 'modee-transactions:read', 'mofa-transactions:read'],
    service: 'transaction-details',
    summary: 'One card transaction whole: every field, the payments linked to it and its MOFA record',
    tag: 'transactions',
    params: transactionDetailsParams,
    reply: transactionDetailsReply,
    errors: [404],
  }),
  categories: endpoint({
    method: 'GET',
    path: '/merchant/transaction/v1/categories',
    access: ['transactions:read', 'modee-transactions:read'],
    service: 'categories',
    summary: 'Ride-hailing categories (the Careem picker)',
    tag: 'transactions',
    reply: categoriesReply,
  }),
} as const;
