// Pre-authorisations (spec part 2 §2 "Pre Auth Transactions", §7).
import {
  preAuthExcelBody,
  preAuthExcelQuery,
  preAuthFileName,
  preAuthQuery,
  preAuthReply,
} from '../schemas/pre-auth.js';
import { endpoint } from './types.js';

export const PRE_AUTH_ENDPOINTS = {
  preAuthList: endpoint({
    method: 'GET',
    path: '/merchant/query/merchant/auth/v1/pre-auth',
    access: 'pre-auth-transactions:read',
    service: 'pre-auth-read',
    summary: "A page of the merchant's pre-authorisations (holds) of the period, newest first",
    tag: 'pre-auth',
    query: preAuthQuery,
    reply: preAuthReply,
  }),
  preAuthFile: endpoint({
    method: 'POST',
    path: '/merchant/query/merchant/auth/v1/generate/excel',
    access: 'pre-auth-transactions:read',
    service: 'pre-auth-export',
    summary: "The period's pre-authorisations as an Excel file",
    tag: 'pre-auth',
    query: preAuthExcelQuery,
    body: preAuthExcelBody,
    file: { name: ({ body }) => preAuthFileName(body) },
  }),
} as const;
