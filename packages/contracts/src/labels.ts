// The words a person reads for the codes the API keeps (user types, countries, statuses, groups, card schemes
// …): one lookup per kind, used by the screens and the files alike. A code no lookup knows is still shown
// readably ('SOME_CODE' → 'Some code'), never as an error.
import { phrase } from './i18n/catalogue.js';
import {
  CABINS,
  CHECKER_GROUP,
  CHECKER_TASK,
  MAKER_GROUP,
  PENDING_WITH_CHECKER,
  REQUEST_TASK,
  TRIP_TYPES,
} from './schemas/bookings.js';
import { MARKETPLACE_SCHEME_LABELS, ORDER_STATUSES } from './schemas/marketplace.js';
import { PRE_AUTH_STATUSES } from './schemas/pre-auth.js';

/** A code in words: underscores and runs of capitals become a sentence ('PAYMENT_FAILED' → 'Payment failed'). */
export function readableCode(code: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return '';
  // Mixed case ('Active', 'MasterCard') is already written for people.
  if (/[a-z]/.test(trimmed) && !trimmed.includes('_')) return trimmed;
  const words = trimmed.replace(/[_\s]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Words = Readonly<Record<string, string>>;

/** A lookup of a kind: the code as given, then in capitals, then the code made readable. */
function lookup(words: Words): (code: string | null | undefined) => string {
  return (code) => {
    if (code === null || code === undefined) return '';
    return words[code] ?? words[code.trim().toUpperCase()] ?? readableCode(code);
  };
}

/** Portal users' types (part 1 §3). */
export const USER_TYPE_WORDS: Words = { FRONT: 'Front office', SYSTEM: 'System' };
/** Users' countries (part 1 §9) and the merchants' country codes. */
export const COUNTRY_WORDS: Words = { JO: 'Jordan', UAE: 'United Arab Emirates', AE: 'United Arab Emirates' };
/** How a merchant is charged for its card payments. */
export const CHARGE_TYPE_WORDS: Words = {
  PERCENTAGE: 'Percentage',
  PERCENTAGE_PLUS_FIXED: 'Percentage plus fixed amount',
  FIXED: 'Fixed amount',
};
/** A merchant's status (its chip's colour follows the code, part 1 §4). */
export const MERCHANT_STATUS_WORDS: Words = { ACTIVE: 'Active', TEST: 'Test', DEV: 'Development' };
/** A terminal's status. */
export const TERMINAL_STATUS_WORDS: Words = { ACTIVE: 'Active', INACTIVE: 'Inactive' };
/** A booking payment's status (part 2 §4). */
export const PAYMENT_STATUS_WORDS: Words = {
  PAYMENT_COMPLETED: 'Payment completed',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_TIMEOUT: 'Payment timed out',
  PAYMENT_REVERSED_TIMEOUT: 'Payment reversed after time-out',
};
/** A booking's customer notification. */
export const NOTIFICATION_STATUS_WORDS: Words = {
  SENT: 'Sent',
  FAILED: 'Failed',
  TIMEOUT: 'Timed out',
  QUEUED: 'Queued',
};
/** Where a booking's refunds stand. */
export const REFUND_STATUS_WORDS: Words = {
  NONE: 'Not refunded',
  [PENDING_WITH_CHECKER]: 'Pending with checker',
  PARTIALLY_REFUNDED: 'Partially refunded',
  REFUNDED: 'Refunded',
};
/** A refund workflow's status (part 2 §4). */
export const WORKFLOW_STATUS_WORDS: Words = {
  [PENDING_WITH_CHECKER]: 'Pending with checker',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
};
/** A refund workflow's tasks. */
export const TASK_WORDS: Words = { [REQUEST_TASK]: 'Refund request', [CHECKER_TASK]: 'Checker approval' };
/** The portal's user groups (the group list's short names). */
export const GROUP_WORDS: Words = {
  MERCHANT_ADMINS: 'Merchant administrators',
  MERCHANT_USERS: 'Merchant users',
  DASHBOARD_USERS: 'Dashboard users',
  ADVANCED_DASHBOARD_USERS: 'Advanced dashboard users',
  REPORT_USERS: 'Report users',
  PRE_AUTH_USERS: 'Pre-auth users',
  [MAKER_GROUP]: 'Booking makers',
  [CHECKER_GROUP]: 'Booking checkers',
  MOFA_USERS: 'Embassy fee users',
  MODEE_USERS: 'Digital government users',
  RIDE_HAILING_USERS: 'Ride-hailing users',
  MARKETPLACE_REPORT_USERS: 'Marketplace report users',
};
/** Card schemes as the card networks write their names. */
export const CARD_SCHEME_WORDS: Words = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MASTER: 'Mastercard',
  AMEX: 'American Express',
  JCB: 'JCB',
  UPI: 'UnionPay',
  CLIQ: 'CliQ',
};
/** A transaction's card: credit or debit. */
export const CARD_KIND_WORDS: Words = { C: 'Credit', D: 'Debit' };
/** The card's issuer: local or international. */
export const LOCALITY_WORDS: Words = { L: 'Local', I: 'International', F: 'International' };
/** A card transaction's type. */
export const TRANSACTION_TYPE_WORDS: Words = { SALE: 'Sale', REFUND: 'Refund' };
/** A payment's status at the card processor (MOFA's tranStatus). */
export const TRANSACTION_STATUS_WORDS: Words = { SUCCESS: 'Success', FAILED: 'Failed', DECLINED: 'Declined' };

export const userTypeLabel = lookup(USER_TYPE_WORDS);
export const countryLabel = lookup(COUNTRY_WORDS);
export const chargeTypeLabel = lookup(CHARGE_TYPE_WORDS);
export const merchantStatusLabel = lookup(MERCHANT_STATUS_WORDS);
export const terminalStatusLabel = lookup(TERMINAL_STATUS_WORDS);
export const paymentStatusLabel = lookup(PAYMENT_STATUS_WORDS);
export const notificationStatusLabel = lookup(NOTIFICATION_STATUS_WORDS);
export const refundStatusLabel = lookup(REFUND_STATUS_WORDS);
export const workflowStatusLabel = lookup(WORKFLOW_STATUS_WORDS);
export const taskLabel = lookup(TASK_WORDS);
export const groupLabel = lookup(GROUP_WORDS);
export const cardSchemeLabel = lookup(CARD_SCHEME_WORDS);
export const cardKindLabel = lookup(CARD_KIND_WORDS);
export const localityLabel = lookup(LOCALITY_WORDS);
export const transactionTypeLabel = lookup(TRANSACTION_TYPE_WORDS);
export const transactionStatusLabel = lookup(TRANSACTION_STATUS_WORDS);
export const preAuthStatusLabel = lookup(PRE_AUTH_STATUSES);
export const orderStatusLabel = lookup(ORDER_STATUSES);
export const marketplaceSchemeLabel = lookup(MARKETPLACE_SCHEME_LABELS);
export const tripTypeLabel = lookup(TRIP_TYPES);
export const cabinLabel = lookup(CABINS);

/** A portal user's state, as the Enable and Disable actions name it. */
export function userStatusLabel(enabled: boolean): string {
  return enabled ? phrase('Enabled') : phrase('Disabled');
}

/** The kinds a table column may name so that its cells show words (transaction-columns.ts). */
export const LABELS = {
  cardScheme: cardSchemeLabel,
  cardKind: cardKindLabel,
  locality: localityLabel,
  transactionType: transactionTypeLabel,
  transactionStatus: transactionStatusLabel,
  country: countryLabel,
} as const;
export type LabelKind = keyof typeof LABELS;
