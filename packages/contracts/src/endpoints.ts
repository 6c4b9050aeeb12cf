// The endpoint table (docs/architecture.md §4): every API call defined once — method, path, access, request
// and reply schemas, and the file-name rule of calls that answer with a file. The server registers its
// routes from it, the web client infers request and reply types from it, and test fakes are built from it.
// Each resource's calls live in endpoints/<resource>.ts; this module puts them together.
import { ADVANCED_DASHBOARD_ENDPOINTS } from './endpoints/advanced-dashboard.js';
import { BOOKING_ENDPOINTS } from './endpoints/bookings.js';
import { DASHBOARD_ENDPOINTS } from './endpoints/dashboards.js';
import { HEALTH_ENDPOINTS } from './endpoints/health.js';
import { MARKETPLACE_ENDPOINTS } from './endpoints/marketplace.js';
import { MERCHANT_USER_ENDPOINTS } from './endpoints/merchant-users.js';
import { MERCHANT_ENDPOINTS } from './endpoints/merchants.js';
import { MOFA_ENDPOINTS } from './endpoints/mofa.js';
import { PRE_AUTH_ENDPOINTS } from './endpoints/pre-auth.js';
import { PREFERENCE_ENDPOINTS } from './endpoints/preferences.js';
import { REPORT_ENDPOINTS } from './endpoints/reports.js';
import { SESSION_ENDPOINTS } from './endpoints/session.js';
import { TRANSACTION_ENDPOINTS } from './endpoints/transactions.js';

export type {
  Access,
  Endpoint,
  EndpointInput,
  EndpointReply,
  EndpointRequest,
  FileRule,
  HttpMethod,
  ParsedRequest,
  RateLimit,
} from './endpoints/types.js';
export { pathOf } from './endpoints/types.js';

// Three transaction calls stand where they always have among the others: the server registers the calls in
// this order, and its access table and the API docs list them so.
const { transactionSearch, transactionFile, transactionDetailsFile, categories, ...TRANSACTION_LISTS } =
  TRANSACTION_ENDPOINTS;

export const ENDPOINTS = {
  ...HEALTH_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  ...MERCHANT_ENDPOINTS,
  ...MERCHANT_USER_ENDPOINTS,
  transactionSearch,
  transactionFile,
  ...MOFA_ENDPOINTS,
  ...TRANSACTION_LISTS,
  ...PRE_AUTH_ENDPOINTS,
  ...REPORT_ENDPOINTS,
  ...BOOKING_ENDPOINTS,
  ...MARKETPLACE_ENDPOINTS,
  transactionDetailsFile,
  ...DASHBOARD_ENDPOINTS,
  ...ADVANCED_DASHBOARD_ENDPOINTS,
  categories,
  ...PREFERENCE_ENDPOINTS,
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
