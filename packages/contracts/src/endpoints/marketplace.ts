// The marketplace merchant's reports (part 2 §2 "Shopix and Emart Reports": paths ours; "Order-master report":
// paths the spec's).
import {
  orderMasterFileName,
  orderMasterFileQuery,
  orderMasterQuery,
  orderMasterReply,
  settlementFileName,
  settlementFileQuery,
  settlementQuery,
  settlementReply,
} from '../schemas/marketplace.js';
import { endpoint } from './types.js';

export const MARKETPLACE_ENDPOINTS = {
  marketplaceSettlementList: endpoint({
    method: 'GET',
    path: '/merchant/arabie-report/v1/settlement',
    access: 'arabie-reports:read',
    service: 'arabie-report-read',
    summary: "A page of the marketplace merchant's settlement rows (its orders' card payments) of the period",
    tag: 'marketplace',
    query: settlementQuery,
    reply: settlementReply,
  }),
  marketplaceSettlementFile: endpoint({
    method: 'GET',
    path: '/merchant/arabie-report/v1/generate/excel',
    access: 'arabie-reports:read',
    service: 'arabie-report-export',
    summary: "The period's settlement rows of the marketplace merchant as an Excel file",
    tag: 'marketplace',
    query: settlementFileQuery,
    file: { name: ({ query }) => settlementFileName(query) },
  }),
  orderMasterList: endpoint({
    method: 'GET',
    path: '/merchant/order-master-report/v1/getMerchant',
    access: 'arabie-reports:read',
    service: 'order-master-read',
    summary: "The marketplace merchant's orders of one scheme (Emart or Shopix) in the period",
    tag: 'marketplace',
    query: orderMasterQuery,
    reply: orderMasterReply,
  }),
  orderMasterFile: endpoint({
    method: 'GET',
    path: '/merchant/order-master-report/v1/generate/excel',
    access: 'arabie-reports:read',
    service: 'order-master-export',
    summary: 'The orders of one scheme in the period as an Excel file',
    tag: 'marketplace',
    query: orderMasterFileQuery,
    file: { name: ({ query }) => orderMasterFileName(query) },
  }),
} as const;
