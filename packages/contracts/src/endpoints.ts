// The endpoint table (ARCHITECTURE §4): every API call defined once — method, path, access, request and
// reply schemas, and the file-name rule of calls that answer with a file. The server registers its routes
// from it, the web client infers request and reply types from it, and test fakes are built from it.
import { z, type ZodType } from 'zod';
import type { Permission } from './permissions.js';
import {
  breachCheckBody,
  breachCheckReply,
  keyGeneratorBody,
  keyGeneratorReply,
  localeQuery,
  messageReply,
  passwordChangeBody,
  signInReply,
  signInRequest,
  tokenReply,
  tokenRequest,
} from './schemas/auth.js';
import {
  dashboardEnvelope,
  dashboardQuery,
  emailQuery,
  emailReply,
  loanQuery,
  loanReply,
  merchantOverviewReply,
  weeklyActivityQuery,
  weeklyActivityReply,
} from './schemas/dashboards.js';
import {
  advancedChartQuery,
  advancedFilter,
  advancedReportFileName,
  advancedReportFileParams,
  advancedReportFileQuery,
  advancedReportQuery,
  branchComparisonReply,
  customerAnalysisReply,
  marketReportReply,
  monthComparisonReply,
  periodReportFilter,
  periodReportReply,
  terminalReportReply,
  timeHeatMapReply,
  visitationReportReply,
  weekSeriesReply,
} from './schemas/advanced-dashboard.js';
import { healthReply, readyReply } from './schemas/config.js';
import { branchesQuery, currentMerchantReply, merchantGroupQuery } from './schemas/merchants.js';
import {
  createUserBody,
  deleteUserBody,
  groupOptionsReply,
  merchantDetailsReply,
  updateUserBody,
  userActionReply,
  userListBody,
  userListReply,
  userNameBody,
  userReply,
} from './schemas/merchant-users.js';
import {
  aggregateQuery,
  aggregateReply,
  branchesReply,
  categoriesReply,
  exportFilter,
  exportParams,
  merchantGroupReply,
  modeeFileName,
  summaryExportQuery,
  summaryFileName,
  transactionDetailsFileName,
  transactionDetailsQuery,
  transactionFileName,
  transactionFilter,
  transactionQuery,
  transactionReadReply,
} from './schemas/transactions.js';
import {
  embassyListReply,
  mofaExportFilter,
  mofaExportParams,
  mofaFileName,
  searchReadReply,
  transactionReadFilter,
} from './schemas/mofa.js';
import { columnPreference, columnPreferenceParams } from './schemas/preferences.js';
import {
  preAuthExcelBody,
  preAuthExcelQuery,
  preAuthFileName,
  preAuthQuery,
  preAuthReply,
} from './schemas/pre-auth.js';
import {
  reportCountryQuery,
  reportDownloadParams,
  reportListQuery,
  reportListReply,
  reportRequestBody,
  reportRequestReply,
} from './schemas/reports.js';
import {
  orderMasterFileName,
  orderMasterQuery,
  orderMasterReply,
  settlementFileName,
  settlementFileQuery,
  settlementQuery,
  settlementReply,
} from './schemas/marketplace.js';
import { selfInfoReply } from './schemas/users.js';
import {
  BOOKINGS_CSV_NAME,
  bookingActionReply,
  bookingLocaleQuery,
  bookingCsvQuery,
  bookingHistoryQuery,
  bookingHistoryReply,
  manageTaskBody,
  messageOnlyReply,
  taskDetailsQuery,
  taskDetailsReply,
  workflowCreateBody,
  workflowCreateReply,
  workflowCsvBody,
  workflowExecuteBody,
  workflowSearchBody,
  workflowSearchReply,
} from './schemas/bookings.js';

/**
 * Who may call:
 * - `public`: no token (health, readiness, the token call itself);
 * - `client`: the application's client token (sign-in, key generator, first-login reset, breach check);
 * - `signed-in`: client token and a live session;
 * - a permission, or a list of which any one will do: client token, session and that permission.
 */
export type Access = 'public' | 'client' | 'signed-in' | Permission | readonly Permission[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The server's per-address limits (their sizes are configuration). */
export type RateLimit = 'token' | 'key-generator' | 'sign-in' | 'password-change';

type Schema = ZodType | undefined;
type Out<S extends Schema> = S extends ZodType ? z.output<S> : undefined;
type In<S extends Schema> = S extends ZodType ? z.input<S> : undefined;

/** A parsed request as the server sees it, and as a file-name rule reads it. */
export interface ParsedRequest<P extends Schema, Q extends Schema, B extends Schema> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface FileRule<P extends Schema, Q extends Schema, B extends Schema> {
  /** The download's name; `merchantCode` is the merchant the file is about, as the server resolved it. */
  name(request: ParsedRequest<P, Q, B> & { merchantCode: string }): string;
}

export interface Endpoint<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** Fastify syntax: `:name` is a path parameter. */
  path: string;
  access: Access;
  /** The `service-identifier` header the web sends with this call. */
  service: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** `form` bodies are `application/x-www-form-urlencoded` (the OAuth token and key calls). */
  bodyType?: 'json' | 'form';
  /** The JSON reply of a success; absent for calls that answer with a file. */
  reply?: R;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** Calls that answer with a file: how the file is named. */
  file?: FileRule<P, Q, B>;
  /** Error statuses this call answers besides the access checks' 400/401/403, all `{ code, message }`. */
  errors?: readonly number[];
  /** Other replies that are not errors of the usual shape (readiness's 503). */
  otherReplies?: Readonly<Record<number, ZodType>>;
  rateLimit?: RateLimit;
  /**
   * The audit action of a call that changes users or credentials, or sends mail on a user's behalf. Its
   * service audits what it does and refuses; a request refused before it reaches the service (access,
   * validation) is audited by the server under this action too, so no refusal of such a call is missing
   * from the log.
   */
  audit?: string;
}

/** The parts an entry has, as required properties (a call has a JSON reply or else a file rule). */
type Present<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = (P extends ZodType
  ? { params: P }
  : unknown) &
  (Q extends ZodType ? { query: Q } : unknown) &
  (B extends ZodType ? { body: B } : unknown) &
  (R extends ZodType ? { reply: R } : { file: FileRule<P, Q, B> });

/** Keeps each entry's own schema types (so handlers and callers are typed by them). */
function endpoint<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends Schema = undefined,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> & Present<P, Q, B, R> {
  return definition as Endpoint<P, Q, B, R> & Present<P, Q, B, R>;
}

/** Screens that pick branches or merchants of the group. */
const BRANCH_READERS = [
  'transactions:read',
  'modee-transactions:read',
  'dashboard:read',
  'advanced-dashboard:read',
  'reports:read',
] as const satisfies readonly Permission[];

const AUTH = 'session';
const MERCHANTS = 'merchants';
const USERS = 'merchant-users';
const TRANSACTIONS = 'transactions';
const DASHBOARDS = 'dashboards';
const PRE_AUTH = 'pre-auth';
const REPORTS = 'reports';
const MARKETPLACE = 'marketplace';
const BOOKINGS = 'rj-bookings';
const MOFA = 'mofa';
const PREFERENCES = 'preferences';
const BOOKING_USERS = ['rj-bookings:maker', 'rj-bookings:checker'] as const satisfies readonly Permission[];

export const ENDPOINTS = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    service: 'health',
    summary:
      'Liveness: 200 while the process runs, without touching the database (restart it when this fails)',
    tag: 'health',
    reply: healthReply,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    access: 'public',
    service: 'ready',
    summary:
      'Readiness: 200 when the database answers in time and holds every migration of this build; 503 when not (send it no traffic)',
    tag: 'health',
    reply: readyReply,
    otherReplies: { 503: readyReply },
  }),

  // Session calls (API.md).
  clientToken: endpoint({
    method: 'POST',
    path: '/oauth/token',
    access: 'public',
    service: 'client-token',
    summary: "The application's client token (client-credentials grant)",
    tag: AUTH,
    body: tokenRequest,
    bodyType: 'form',
    reply: tokenReply,
    rateLimit: 'token',
  }),
  keyGenerator: endpoint({
    method: 'POST',
    path: '/merchant/auth/v1/key-generator',
    access: 'client',
    service: 'key-generator',
    summary: 'A one-time RSA key to encrypt the sign-in password with',
    tag: AUTH,
    body: keyGeneratorBody,
    bodyType: 'form',
    reply: keyGeneratorReply,
    rateLimit: 'key-generator',
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/merchant/auth/v1/sign-in',
    access: 'client',
    service: 'sign-in',
    summary: 'Signs in; the session token comes back in the access-token header',
    tag: AUTH,
    body: signInRequest,
    reply: signInReply,
    errors: [423],
    rateLimit: 'sign-in',
    audit: 'sign-in',
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/merchant/auth/v1/sign-out',
    access: 'signed-in',
    service: 'sign-out',
    summary: 'Revokes the session',
    tag: AUTH,
    reply: messageReply,
  }),
  invalidate: endpoint({
    method: 'GET',
    path: '/merchant/auth/v1/invalidate',
    access: 'signed-in',
    service: 'invalidate',
    summary: 'Revokes the session (called before sign-out)',
    tag: AUTH,
    reply: messageReply,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/merchant/auth/v1/resetPassword',
    access: 'client',
    service: 'reset-password',
    summary: 'First-login or expired-password reset (no session needed)',
    tag: AUTH,
    body: passwordChangeBody,
    reply: messageReply,
    rateLimit: 'sign-in',
    audit: 'password-reset',
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: '/merchant/auth/v1/updatePassword',
    access: 'signed-in',
    service: 'update-password',
    summary: "Changes the signed-in user's password",
    tag: AUTH,
    body: passwordChangeBody,
    reply: messageReply,
    audit: 'password-change',
    rateLimit: 'password-change',
  }),
  breachCheck: endpoint({
    method: 'POST',
    path: '/merchant/auth/v1/password/validate',
    access: 'client',
    service: 'password-validate',
    summary: 'Whether a password (its SHA-256) is on the common-password list',
    tag: AUTH,
    query: localeQuery,
    body: breachCheckBody,
    reply: breachCheckReply,
  }),
  selfInfo: endpoint({
    method: 'POST',
    path: '/merchant/user/v1/self-info',
    access: 'signed-in',
    service: 'self-info',
    summary: "The signed-in user's own record",
    tag: 'users',
    reply: selfInfoReply,
  }),

  // The user's merchant, its branches and its group (spec part 1 §7).
  branches: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/branches',
    access: BRANCH_READERS,
    service: 'branches',
    summary: 'Branches of the user’s merchant, or of a merchant of its group',
    tag: MERCHANTS,
    query: branchesQuery,
    reply: branchesReply,
  }),
  merchantGroup: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/merchant-group',
    access: BRANCH_READERS,
    service: 'merchant-group',
    summary: 'The merchants of the user’s merchant group',
    tag: MERCHANTS,
    query: merchantGroupQuery,
    reply: merchantGroupReply,
  }),
  currentMerchant: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/current',
    access: 'signed-in',
    service: 'current-merchant',
    summary: 'The signed-in user’s merchant',
    tag: MERCHANTS,
    reply: currentMerchantReply,
    errors: [404],
  }),
  merchantDetails: endpoint({
    method: 'GET',
    path: '/merchant/merchant/v1/details',
    access: 'merchant:read',
    service: 'merchant-details',
    summary: "The signed-in user's merchant with charge rates, branches and terminals",
    tag: MERCHANTS,
    reply: merchantDetailsReply,
    errors: [404],
  }),

  // Merchant-user administration (spec part 1 §7; paths ours where the spec shows none).
  merchantUsers: endpoint({
    method: 'POST',
    path: '/merchant/user/v1/list',
    access: 'merchant-users:read',
    service: 'merchant-user-list',
    summary: 'One page of the merchant’s portal users',
    tag: USERS,
    body: userListBody,
    reply: userListReply,
  }),
  merchantUser: endpoint({
    method: 'POST',
    path: '/merchant/user/v1/details',
    access: 'merchant-users:read',
    service: 'merchant-user-details',
    summary: 'One portal user of the merchant',
    tag: USERS,
    body: userNameBody,
    reply: userReply,
    errors: [404],
  }),
  userGroups: endpoint({
    method: 'GET',
    path: '/merchant/user/v1/groups',
    access: 'merchant-users:read',
    service: 'merchant-user-groups',
    summary: 'Groups this merchant may grant',
    tag: USERS,
    reply: groupOptionsReply,
  }),
  createMerchantUser: endpoint({
    method: 'POST',
    path: '/merchant/user/v1/signup',
    access: 'merchant-users:write',
    service: 'merchant-user-signup',
    summary: 'Creates a user of the merchant (the server appends @merchantCode)',
    tag: USERS,
    body: createUserBody,
    reply: userActionReply,
    status: 201,
    errors: [409],
    audit: 'user-create',
  }),
  updateMerchantUser: endpoint({
    method: 'PUT',
    path: '/merchant/user/v1/update',
    access: 'merchant-users:write',
    service: 'merchant-user-update',
    summary: 'Updates a user of the merchant',
    tag: USERS,
    body: updateUserBody,
    reply: userActionReply,
    errors: [404],
    audit: 'user-update',
  }),
  enableMerchantUser: endpoint({
    method: 'POST',
    path: '/merchant/user/v1/enable',
    access: 'merchant-users:write',
    service: 'merchant-user-enable',
    summary: 'Enables a user of the merchant',
    tag: USERS,
    body: userNameBody,
    reply: userActionReply,
    errors: [404],
    audit: 'user-enable',
  }),
  disableMerchantUser: endpoint({
    method: 'POST',
    path: '/merchant/user/v1/disable',
    access: 'merchant-users:write',
    service: 'merchant-user-disable',
    summary: 'Disables a user of the merchant and ends their sessions',
    tag: USERS,
    body: userNameBody,
    reply: userActionReply,
    errors: [404],
    audit: 'user-disable',
  }),
  deleteMerchantUser: endpoint({
    method: 'POST',
    path: '/merchant/user/v1/delete',
    access: 'merchant-users:write',
    service: 'merchant-user-delete',
    summary: 'Deletes a user of the merchant and ends their sessions',
    tag: USERS,
    body: deleteUserBody,
    reply: userActionReply,
    errors: [404],
    audit: 'user-delete',
  }),

  // Card transactions (spec part 1 §7, part 2 §7).
  transactionSearch: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/read',
    // One path for two searches (part 2 §7): a body with a MOFA field is the MOFA search and needs
    // mofa-transactions:read; any other is the card search and needs transactions:read.
    access: ['transactions:read', 'mofa-transactions:read'],
    service: 'transaction-read',
    summary:
      'Card transaction search, or MOFA search when the body has a MOFA field: one page and totalElements',
    tag: TRANSACTIONS,
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
    tag: TRANSACTIONS,
    params: exportParams,
    query: transactionQuery,
    body: exportFilter,
    file: { name: ({ body, params }) => transactionFileName(body, params.format) },
  }),
  embassyList: endpoint({
    method: 'GET',
    path: '/merchant/v1/mofa/embassy-list',
    access: 'mofa-transactions:read',
    service: 'mofa-embassy-list',
    summary: "The embassies by location; an embassy user's own embassy only",
    tag: MOFA,
    reply: embassyListReply,
  }),
  mofaFile: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/mofa/generate/:format',
    access: 'mofa-transactions:read',
    service: 'mofa-export',
    summary: 'The whole filtered MOFA set as a file (pdf: A2 portrait; excel: xlsx)',
    tag: MOFA,
    params: mofaExportParams,
    query: transactionQuery,
    body: mofaExportFilter,
    file: { name: ({ body, params }) => mofaFileName(body, params.format) },
  }),
  modeeSearch: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/modee/read',
    access: 'modee-transactions:read',
    service: 'modee-read',
    summary: 'MoDEE transaction search: one page and totalElements',
    tag: TRANSACTIONS,
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
    tag: TRANSACTIONS,
    params: exportParams,
    query: transactionQuery,
    body: exportFilter,
    file: { name: ({ body, params }) => modeeFileName(body, params.format) },
  }),
  aggregate: endpoint({
    method: 'POST',
    path: '/merchant/transaction/v1/aggregate/read',
    access: 'transactions:read',
    service: 'transaction-aggregate',
    summary: 'Summary Report and Payment Summary Report of the filtered period',
    tag: TRANSACTIONS,
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
    tag: TRANSACTIONS,
    query: summaryExportQuery,
    body: exportFilter,
    file: { name: ({ query, body }) => summaryFileName(query.report, body, query.format) },
  }),
  // Pre-authorisations (spec part 2 §2 "Pre Auth Transactions", §7).
  preAuthList: endpoint({
    method: 'GET',
    path: '/merchant/query/merchant/auth/v1/pre-auth',
    access: 'pre-auth-transactions:read',
    service: 'pre-auth-read',
    summary: "A page of the merchant's pre-authorisations (holds) of the period, newest first",
    tag: PRE_AUTH,
    query: preAuthQuery,
    reply: preAuthReply,
  }),
  preAuthFile: endpoint({
    method: 'POST',
    path: '/merchant/query/merchant/auth/v1/generate/excel',
    access: 'pre-auth-transactions:read',
    service: 'pre-auth-export',
    summary: "The period's pre-authorisations as an Excel file",
    tag: PRE_AUTH,
    query: preAuthExcelQuery,
    body: preAuthExcelBody,
    file: { name: ({ body }) => preAuthFileName(body) },
  }),
  // The reports library (spec part 2 §2 "Reports", §3 "Report request", §7).
  reportRequest: endpoint({
    method: 'POST',
    path: '/merchant/report/v1/report',
    access: 'reports:read',
    service: 'report-request',
    summary: 'Requests a report of the filtered transactions: stored, then written to files by a job',
    tag: REPORTS,
    query: reportCountryQuery,
    body: reportRequestBody,
    reply: reportRequestReply,
    status: 201,
    errors: [429],
  }),
  reportList: endpoint({
    method: 'GET',
    path: '/merchant/report/v1/report',
    access: 'reports:read',
    service: 'report-list',
    summary: "The merchant's report requests, newest first (the newest 1,000)",
    tag: REPORTS,
    query: reportListQuery,
    reply: reportListReply,
  }),
  reportDownload: endpoint({
    method: 'GET',
    path: '/merchant/report/v1/report/download/:fileName',
    access: 'reports:read',
    service: 'report-download',
    summary: "A completed report's file, to a user of the merchant that requested it",
    tag: REPORTS,
    params: reportDownloadParams,
    query: reportCountryQuery,
    file: { name: ({ params }) => params.fileName },
    errors: [404],
  }),
  // RJ ticket bookings and the refund workflow (part 2 §7; the two CSV paths are ours). Which action needs
  // the maker or the checker role is the service's rule (one execute call carries both kinds).
  bookingHistory: endpoint({
    method: 'GET',
    path: '/rj-booking/processing/v1/payment/history',
    access: BOOKING_USERS,
    service: 'rj-booking-history',
    summary: "A page of the airline's booking payments, newest first, with the caller's action flags",
    tag: BOOKINGS,
    query: bookingHistoryQuery,
    reply: bookingHistoryReply,
  }),
  bookingCsv: endpoint({
    method: 'GET',
    path: '/rj-booking/processing/v1/payment/history/csv',
    access: BOOKING_USERS,
    service: 'rj-booking-csv',
    summary: 'Every booking payment of the filter as CSV (RJ-Bookings.csv)',
    tag: BOOKINGS,
    query: bookingCsvQuery,
    file: { name: () => BOOKINGS_CSV_NAME },
  }),
  workflowExecute: endpoint({
    method: 'POST',
    path: '/rj-booking/processing/v1/workflow/execute',
    access: BOOKING_USERS,
    service: 'rj-booking-execute',
    summary:
      'A booking action: check a refund (maker), mark a timed-out payment completed or failed (maker), resend ' +
      "the customer's notification (maker), or execute the booking's pending refund (checker)",
    tag: BOOKINGS,
    query: bookingLocaleQuery,
    body: workflowExecuteBody,
    reply: bookingActionReply,
    errors: [404, 409, 422],
    audit: 'rj-booking',
  }),
  workflowCreate: endpoint({
    method: 'POST',
    path: '/merchant/query/merchant/workflow/v1/workflow',
    access: 'rj-bookings:maker',
    service: 'workflow-create',
    summary: "The maker's refund request: a workflow pending with the checker group, one open per booking",
    tag: BOOKINGS,
    body: workflowCreateBody,
    reply: workflowCreateReply,
    status: 201,
    errors: [404, 409, 422],
    audit: 'rj-refund-request',
  }),
  workflowManageTask: endpoint({
    method: 'PUT',
    path: '/merchant/query/merchant/workflow/v1/manage-task',
    access: 'rj-bookings:checker',
    service: 'workflow-manage-task',
    summary:
      "The checker's decision on a pending refund: COMPLETED executes the refund once, REJECTED ends it",
    tag: BOOKINGS,
    body: manageTaskBody,
    reply: messageOnlyReply,
    errors: [404, 409, 422],
    audit: 'rj-refund-decision',
  }),
  workflowSearch: endpoint({
    method: 'POST',
    path: '/merchant/query/merchant/workflow/v1/search',
    access: BOOKING_USERS,
    service: 'workflow-search',
    summary: "A page of the airline's refund workflows, newest change first",
    tag: BOOKINGS,
    body: workflowSearchBody,
    reply: workflowSearchReply,
  }),
  workflowCsv: endpoint({
    method: 'POST',
    path: '/merchant/query/merchant/workflow/v1/search/csv',
    access: BOOKING_USERS,
    service: 'workflow-csv',
    summary: 'Every refund workflow of the filter as CSV (RJ-Bookings.csv)',
    tag: BOOKINGS,
    body: workflowCsvBody,
    file: { name: () => BOOKINGS_CSV_NAME },
  }),
  workflowTaskDetails: endpoint({
    method: 'GET',
    path: '/merchant/query/merchant/workflow/v1/task-details',
    access: BOOKING_USERS,
    service: 'workflow-task-details',
    summary: "A refund workflow's tasks: the request and the checker's decision",
    tag: BOOKINGS,
    query: taskDetailsQuery,
    reply: taskDetailsReply,
    errors: [404],
  }),
  // The marketplace merchant's reports (part 2 §2 "Shopix and Emart Reports": paths ours; "Order-master report":
  // paths the spec's).
  marketplaceSettlementList: endpoint({
    method: 'GET',
    path: '/merchant/arabie-report/v1/settlement',
    access: 'arabie-reports:read',
    service: 'arabie-report-read',
    summary: "A page of the marketplace merchant's settlement rows (its orders' card payments) of the period",
    tag: MARKETPLACE,
    query: settlementQuery,
    reply: settlementReply,
  }),
  marketplaceSettlementFile: endpoint({
    method: 'GET',
    path: '/merchant/arabie-report/v1/generate/excel',
    access: 'arabie-reports:read',
    service: 'arabie-report-export',
    summary: "The period's settlement rows of the marketplace merchant as an Excel file",
    tag: MARKETPLACE,
    query: settlementFileQuery,
    file: { name: ({ query }) => settlementFileName(query) },
  }),
  orderMasterList: endpoint({
    method: 'GET',
    path: '/merchant/order-master-report/v1/getMerchant',
    access: 'arabie-reports:read',
    service: 'order-master-read',
    summary: "The marketplace merchant's orders of one scheme (Emart or Shopix) in the period",
    tag: MARKETPLACE,
    query: orderMasterQuery,
    reply: orderMasterReply,
  }),
  orderMasterFile: endpoint({
    method: 'GET',
    path: '/merchant/order-master-report/v1/generate/excel',
    access: 'arabie-reports:read',
    service: 'order-master-export',
    summary: 'The orders of one scheme in the period as an Excel file',
    tag: MARKETPLACE,
    query: orderMasterQuery,
    file: { name: ({ query }) => orderMasterFileName(query) },
  }),
  transactionDetailsFile: endpoint({
    method: 'GET',
    path: '/merchant/transaction/v1/download-trans-data',
    access: 'transactions:read',
    service: 'download-trans-data',
    summary: "The special merchant's transaction details of one day (xlsx)",
    tag: TRANSACTIONS,
    query: transactionDetailsQuery,
    file: {
      name: ({ query, merchantCode }) =>
        transactionDetailsFileName(merchantCode, query.transactionName, query.fromDate),
    },
  }),
  // Dashboards (spec part 1 §2 "Performance dashboard", §3, §7 "GET dashboard"; the path is ours).
  performanceDashboard: endpoint({
    method: 'GET',
    path: '/merchant/dashboard/v1/performance',
    access: 'dashboard:read',
    service: 'dashboard',
    summary:
      "The performance dashboard of the user's merchant: last week against the same week a year before, " +
      'the year so far by card, branch, week, month, hour and terminal, churn, visits and demographics',
    tag: DASHBOARDS,
    query: dashboardQuery,
    reply: dashboardEnvelope,
  }),
  // Spec part 1 §7 "GET weekly-activity" (the path is ours, beside the dashboard's).
  weeklyActivity: endpoint({
    method: 'GET',
    path: '/merchant/dashboard/v1/weekly-activity',
    access: 'dashboard:read',
    service: 'weekly-activity',
    summary:
      "One page of whole weeks of the user's merchant (Weekly Activity): page 1 the `period` weeks up to the " +
      'last whole week, each further page the weeks before; per branch, for one bank-customer choice',
    tag: DASHBOARDS,
    query: weeklyActivityQuery,
    reply: weeklyActivityReply,
  }),
  // The merchant overview's figures (spec part 1 §2 "Merchant overview"; the path is ours).
  merchantOverview: endpoint({
    method: 'GET',
    path: '/merchant/dashboard/v1/overview',
    access: 'transactions:read',
    service: 'merchant-overview',
    summary: "Card sales in JOD of the user's merchant: yesterday, and this month up to yesterday",
    tag: DASHBOARDS,
    reply: merchantOverviewReply,
  }),
  loanEligibility: endpoint({
    method: 'GET',
    path: '/merchant/api/carrefour',
    access: 'dashboard:read',
    service: 'loan-eligibility',
    summary:
      "The bank's loan assessment of the user's merchant and its average monthly card sales (Loan Eligibility Criteria)",
    tag: DASHBOARDS,
    query: loanQuery,
    reply: loanReply,
  }),
  sendEmail: endpoint({
    method: 'GET',
    path: '/merchant/api/email',
    access: 'dashboard:read',
    service: 'dashboard-email',
    summary:
      "Queues one e-mail to the account manager of the user's merchant for a dashboard action (churn, " +
      'visitation or loan); the same request again within a minute sends no second message, and a ' +
      "merchant's users together send at most MAIL_ACTIONS_PER_MERCHANT_PER_HOUR an hour (429)",
    tag: DASHBOARDS,
    query: emailQuery,
    reply: emailReply,
    errors: [409, 429, 503],
    audit: 'dashboard-email',
  }),
  // The advanced dashboard (spec part 1 §7 "POST /merchant/dashboard/v1/branch … report-by-visitation"): one
  // filter body drives every call; the reports page (from 1) and each is also an Excel file.
  advancedBranches: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/branch',
    access: 'advanced-dashboard:read',
    service: 'advanced-dashboard-branch',
    summary:
      "Branch comparison of the user's merchant: sales, average ticket and share of the merchant's amount",
    tag: DASHBOARDS,
    query: advancedChartQuery,
    body: advancedFilter,
    reply: branchComparisonReply,
  }),
  advancedCustomers: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/customer',
    access: 'advanced-dashboard:read',
    service: 'advanced-dashboard-customer',
    summary:
      'Customers of the period: new and returning, bank and other, and the top 20 spenders (cards masked)',
    tag: DASHBOARDS,
    query: advancedChartQuery,
    body: advancedFilter,
    reply: customerAnalysisReply,
  }),
  advancedMonths: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/month',
    access: 'advanced-dashboard:read',
    service: 'advanced-dashboard-month',
    summary: 'Each month of the period beside the same days a year before',
    tag: DASHBOARDS,
    query: advancedChartQuery,
    body: advancedFilter,
    reply: monthComparisonReply,
  }),
  advancedTimes: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/time',
    access: 'advanced-dashboard:read',
    service: 'advanced-dashboard-time',
    summary: 'Sales by hour of the day (Amman) and weekday: a 7 × 24 heat map',
    tag: DASHBOARDS,
    query: advancedChartQuery,
    body: advancedFilter,
    reply: timeHeatMapReply,
  }),
  advancedWeeks: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/week',
    access: 'advanced-dashboard:read',
    service: 'advanced-dashboard-week',
    summary: 'Sales of each week (by its Monday) of the period',
    tag: DASHBOARDS,
    query: advancedChartQuery,
    body: advancedFilter,
    reply: weekSeriesReply,
  }),
  reportByPeriod: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/report-by-period',
    access: 'advanced-dashboard:read',
    service: 'advanced-report-period',
    summary: 'One page of the period report: sales, average ticket and refunds per day or per month',
    tag: DASHBOARDS,
    query: advancedReportQuery,
    body: periodReportFilter,
    reply: periodReportReply,
  }),
  reportByMarket: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/report-by-market',
    access: 'advanced-dashboard:read',
    service: 'advanced-report-market',
    summary: 'One page of the market report: sales per local/international, scheme and debit/credit',
    tag: DASHBOARDS,
    query: advancedReportQuery,
    body: advancedFilter,
    reply: marketReportReply,
  }),
  reportByTerminal: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/report-by-terminal',
    access: 'advanced-dashboard:read',
    service: 'advanced-report-terminal',
    summary: 'One page of the terminal report: sales and average ticket per branch and terminal',
    tag: DASHBOARDS,
    query: advancedReportQuery,
    body: advancedFilter,
    reply: terminalReportReply,
  }),
  reportByVisitation: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/report-by-visitation',
    access: 'advanced-dashboard:read',
    service: 'advanced-report-visitation',
    summary: 'One page of the visitation report: customers and amount by the number of payments each made',
    tag: DASHBOARDS,
    query: advancedReportQuery,
    body: advancedFilter,
    reply: visitationReportReply,
  }),
  advancedReportFile: endpoint({
    method: 'POST',
    path: '/merchant/dashboard/v1/generate/:report',
    access: 'advanced-dashboard:read',
    service: 'advanced-report-export',
    summary: 'A whole advanced-dashboard report (every row, not one page) as an Excel file',
    tag: DASHBOARDS,
    params: advancedReportFileParams,
    query: advancedReportFileQuery,
    body: periodReportFilter,
    file: { name: ({ params, body }) => advancedReportFileName(params.report, body) },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/merchant/transaction/v1/categories',
    access: ['transactions:read', 'modee-transactions:read'],
    service: 'categories',
    summary: 'Ride-hailing categories (the Careem picker)',
    tag: TRANSACTIONS,
    reply: categoriesReply,
  }),

  // What a user keeps across sessions: a grid's column visibility per screen.
  columnPreferenceRead: endpoint({
    method: 'GET',
    path: '/merchant/v1/preferences/columns/:screen',
    access: 'signed-in',
    service: 'column-preference-read',
    summary: "The caller's column visibility of a screen (empty when never changed)",
    tag: PREFERENCES,
    params: columnPreferenceParams,
    reply: columnPreference,
  }),
  columnPreferenceSave: endpoint({
    method: 'PUT',
    path: '/merchant/v1/preferences/columns/:screen',
    access: 'signed-in',
    service: 'column-preference-save',
    summary: "Keeps the caller's column visibility of a screen",
    tag: PREFERENCES,
    params: columnPreferenceParams,
    body: columnPreference,
    reply: columnPreference,
  }),
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

type ParamsOf<E> = E extends Endpoint<infer P, Schema, Schema, Schema> ? P : never;
type QueryOf<E> = E extends Endpoint<Schema, infer Q, Schema, Schema> ? Q : never;
type BodyOf<E> = E extends Endpoint<Schema, Schema, infer B, Schema> ? B : never;
type ReplyOf<E> = E extends Endpoint<Schema, Schema, Schema, infer R> ? R : never;

/** What the server's handler receives, parsed and defaulted. */
export type EndpointRequest<E> = ParsedRequest<ParamsOf<E>, QueryOf<E>, BodyOf<E>>;
/** What the server answers on success. */
export type EndpointReply<E> = Out<ReplyOf<E>>;

type Field<K extends string, S> = undefined extends S ? { [key in K]?: S } : { [key in K]: S };
/** What a caller sends: each part the call takes, in its input form (defaults may be left out). */
export type EndpointInput<E> = Field<'params', In<ParamsOf<E>>> &
  Field<'query', In<QueryOf<E>>> &
  Field<'body', In<BodyOf<E>>>;

/** The URL path of a call, its `:name` parameters filled in. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
