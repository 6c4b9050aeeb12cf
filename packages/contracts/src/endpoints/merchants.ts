// The user's merchant, its branches and its group (spec part 1 §7).
import type { Permission } from '../permissions.js';
import { merchantDetailsReply } from '../schemas/merchant-users.js';
import { branchesQuery, currentMerchantReply, merchantGroupQuery } from '../schemas/merchants.js';
import { branchesReply, merchantGroupReply } from '../schemas/transactions.js';
import { endpoint } from './types.js';

/** Screens that pick branches or merchants of the group. */
const BRANCH_READERS = [
  'transactions:read',
  'modee-transactions:read',
  'dashboard:read',
  'advanced-dashboard:read',
  'reports:read',
] as const satisfies readonly Permission[];

export const MERCHANT_ENDPOINTS = {
  branches: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/branches',
    access: BRANCH_READERS,
    service: 'branches',
    summary: 'Branches of the user’s merchant, or of a merchant of its group',
    tag: 'merchants',
    query: branchesQuery,
    reply: branchesReply,
  }),
  merchantGroup: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/merchant-group',
    access: BRANCH_READERS,
    service: 'merchant-group',
    summary: 'The merchants of the user’s merchant group',
    tag: 'merchants',
    query: merchantGroupQuery,
    reply: merchantGroupReply,
  }),
  currentMerchant: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/current',
    access: 'signed-in',
    service: 'current-merchant',
    summary: 'The signed-in user’s merchant',
    tag: 'merchants',
    reply: currentMerchantReply,
    errors: [404],
  }),
  merchantDetails: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/details',
    access: 'merchant:read',
    service: 'merchant-details',
    summary: "The signed-in user's merchant with charge rates, branches and terminals",
    tag: 'merchants',
    reply: merchantDetailsReply,
    errors: [404],
  }),
} as const;
