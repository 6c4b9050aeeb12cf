// The portal's user groups and the roles each bundles (spec part 1 §3 "Merchant user", the role table of
// permissions.ts). Migration 0026 stores them in every database; a merchant's administrators may grant the
// standard groups, and the others only where the bank allows them for that merchant (the airline's booking
// roles, embassy fees, MoDEE, ride categories, the marketplace's reports).
import type { Role } from './permissions.js';

export interface PortalGroup {
  name: string;
  description: string;
  /** Every merchant's administrators may grant it. */
  standard: boolean;
  roles: Role[];
}

export const PORTAL_GROUPS: readonly PortalGroup[] = [
  {
    name: 'MERCHANT_ADMINS',
    description: 'Merchant Administrators — manage users and see all transactions',
    standard: true,
    roles: ['ROLE_MERCHANT_ADMIN'],
  },
  {
    name: 'MERCHANT_USERS',
    description: 'Merchant Users — see and export card transactions',
    standard: true,
    roles: ['ROLE_MERCHANT_USER'],
  },
  {
    name: 'DASHBOARD_USERS',
    description: 'Dashboard Users — see the performance dashboard',
    standard: true,
    roles: ['DASHBOARD_USER'],
  },
  {
    name: 'ADVANCED_DASHBOARD_USERS',
    description: 'Advanced Dashboard Users — see the advanced performance dashboard',
    standard: true,
    roles: ['ADVANCED_DASHBOARD_USER'],
  },
  {
    name: 'REPORT_USERS',
    description: 'Report Users — request and download settlement reports',
    standard: true,
    roles: ['ROLE_REPORTS_USER'],
  },
  {
    name: 'PRE_AUTH_USERS',
    description: 'Pre-Auth Users — see pre-authorisation transactions',
    standard: true,
    roles: ['PRE_AUTH_TRANSACTION_USER'],
  },
  {
    name: 'RJ_BOOKING_MAKER_GROUP',
    description: 'Booking Makers — initiate refunds and payment status changes',
    standard: false,
    roles: ['RJ_BOOKING_MAKER'],
  },
  {
    name: 'RJ_BOOKING_CHECKER_GROUP',
    description: 'Booking Checkers — approve or reject refunds',
    standard: false,
    roles: ['RJ_BOOKING_CHECKER'],
  },
  {
    name: 'MOFA_USERS',
    description: 'Embassy Fee Users — see embassy-fee transactions',
    standard: false,
    roles: ['MOFA_TRANSACTION_USER'],
  },
  {
    name: 'MODEE_USERS',
    description: 'Digital Government Users — see digital-government transactions',
    standard: false,
    roles: ['MODEE_TRANSACTION_USER'],
  },
  {
    name: 'RIDE_HAILING_USERS',
    description: 'Ride-hailing Users — see ride categories on transactions',
    standard: false,
    roles: ['ROLE_CAREEM_USER'],
  },
  {
    name: 'MARKETPLACE_REPORT_USERS',
    description: 'Marketplace Report Users — Shopix and Emart settlement reports',
    standard: false,
    roles: ['ARABIE_REPORT_USER'],
  },
];

/** Groups every merchant's administrators may grant. */
export const STANDARD_GROUPS: readonly string[] = PORTAL_GROUPS.filter((group) => group.standard).map(
  (group) => group.name,
);
