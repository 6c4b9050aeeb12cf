// The role → permission table of spec part 1 §6 and the side-menu gating built on it.

export const PERMISSIONS = [
  'merchant:read',
  'merchant-users:read',
  'merchant-users:write',
  'transactions:read',
  'rj-bookings:maker',
  'rj-bookings:checker',
  'reports:read',
  'pre-auth-transactions:read',
  'mofa-transactions:read',
  'dashboard:read',
  'advanced-dashboard:read',
  'arabie-reports:read',
  'modee-transactions:read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = [
  'ADMINISTRATOR',
  'ROLE_SUPER_ADMIN',
  'ROLE_MERCHANT_ADMIN',
  'ROLE_MERCHANT_USER',
  'RJ_BOOKING_MAKER',
  'RJ_BOOKING_CHECKER',
  'ROLE_REPORTS_USER',
  'PRE_AUTH_TRANSACTION_USER',
  'MOFA_TRANSACTION_USER',
  'DASHBOARD_USER',
  'ADVANCED_DASHBOARD_USER',
  'ARABIE_REPORT_USER',
  'MODEE_TRANSACTION_USER',
  'ROLE_CAREEM_USER',
] as const;

export type Role = (typeof ROLES)[number];

const ADMIN_PERMISSIONS: Permission[] = [
  'merchant:read',
  'merchant-users:read',
  'merchant-users:write',
  'transactions:read',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  ADMINISTRATOR: ADMIN_PERMISSIONS,
  ROLE_SUPER_ADMIN: ADMIN_PERMISSIONS,
  ROLE_MERCHANT_ADMIN: ADMIN_PERMISSIONS,
  ROLE_MERCHANT_USER: ['transactions:read'],
  RJ_BOOKING_MAKER: ['rj-bookings:maker'],
  RJ_BOOKING_CHECKER: ['rj-bookings:checker'],
  ROLE_REPORTS_USER: ['reports:read'],
  PRE_AUTH_TRANSACTION_USER: ['pre-auth-transactions:read'],
  MOFA_TRANSACTION_USER: ['mofa-transactions:read'],
  DASHBOARD_USER: ['dashboard:read'],
  ADVANCED_DASHBOARD_USER: ['advanced-dashboard:read'],
  ARABIE_REPORT_USER: ['arabie-reports:read'],
  MODEE_TRANSACTION_USER: ['modee-transactions:read'],
  // Enables the category filter and column; grants no permission of its own.
  ROLE_CAREEM_USER: [],
};

const BOOKING_ROLES: readonly string[] = ['RJ_BOOKING_MAKER', 'RJ_BOOKING_CHECKER'];
// A booking user gets only these, whatever else they hold (spec part 1 §6).
const BOOKING_USER_PERMISSIONS: readonly Permission[] = [
  'rj-bookings:maker',
  'rj-bookings:checker',
  'modee-transactions:read',
];

function isRole(name: string): name is Role {
  return (ROLES as readonly string[]).includes(name);
}

export function isBookingUser(roles: readonly string[]): boolean {
  return roles.some((role) => BOOKING_ROLES.includes(role));
}

/** A role whose name contains MOFA_TRANSACTION_USER marks an embassy user (spec part 2 §6). */
export function isEmbassyUser(roles: readonly string[]): boolean {
  return roles.some((role) => role.includes('MOFA_TRANSACTION_USER'));
}

export function hasCareemCategory(roles: readonly string[]): boolean {
  return roles.includes('ROLE_CAREEM_USER');
}

/** Permissions are combined across roles; unknown role names grant nothing. */
export function permissionsFor(roles: readonly string[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) {
    if (!isRole(role)) continue;
    for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  }
  if (isBookingUser(roles)) {
    for (const permission of granted) {
      if (!BOOKING_USER_PERMISSIONS.includes(permission)) granted.delete(permission);
    }
  }
  return granted;
}

export type MenuKey =
  | 'advanced-dashboard'
  | 'overview'
  | 'dashboard'
  | 'transactions'
  | 'pre-auth-transactions'
  | 'merchant'
  | 'rj-bookings'
  | 'reports'
  | 'arabie-reports'
  | 'profile'
  | 'mofa-transactions'
  | 'modee-transactions';

export interface MenuEntry {
  key: MenuKey;
  label: string;
  path: string;
  isShown: (permissions: ReadonlySet<Permission>) => boolean;
}

const always = () => true;
const needs = (permission: Permission) => (permissions: ReadonlySet<Permission>) =>
  permissions.has(permission);

/** The side menu of spec part 1 §2, in the spec's order. */
export const MENU: readonly MenuEntry[] = [
  {
    key: 'advanced-dashboard',
    label: 'Advanced Dashboard',
    path: '/advanced-dashboard',
    isShown: needs('advanced-dashboard:read'),
  },
  // The merchant overview (spec part 1 §2) is /dashboard for merchant users without the performance
  // dashboard: its sales figures need transactions:read; the embassy and digital-government users' home is
  // another screen (homeRedirect below).
  {
    key: 'overview',
    label: 'Overview',
    path: '/dashboard',
    isShown: (p) =>
      p.has('transactions:read') &&
      !p.has('dashboard:read') &&
      !p.has('mofa-transactions:read') &&
      !p.has('modee-transactions:read'),
  },
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', isShown: needs('dashboard:read') },
  {
    key: 'transactions',
    label: 'Transactions',
    path: '/transactions',
    isShown: (p) => p.has('transactions:read') && !p.has('modee-transactions:read'),
  },
  {
    key: 'pre-auth-transactions',
    label: 'Pre Auth Transactions',
    path: '/pre-auth-transactions',
    isShown: needs('pre-auth-transactions:read'),
  },
  { key: 'merchant', label: 'Merchant', path: '/merchant', isShown: needs('merchant:read') },
  {
    key: 'rj-bookings',
    label: 'RJ Bookings',
    path: '/rj-bookings',
    isShown: (p) => p.has('rj-bookings:maker') || p.has('rj-bookings:checker'),
  },
  { key: 'reports', label: 'Reports Library', path: '/reports', isShown: needs('reports:read') },
  {
    key: 'arabie-reports',
    label: 'Shopix and Emart Reports',
    path: '/arabie-reports',
    isShown: needs('arabie-reports:read'),
  },
  { key: 'profile', label: 'Profile', path: '/profile', isShown: always },
  {
    key: 'mofa-transactions',
    label: 'MOFA Transactions',
    path: '/mofa-transactions',
    isShown: needs('mofa-transactions:read'),
  },
  {
    key: 'modee-transactions',
    label: 'MoDEE Transactions',
    path: '/modee-transactions',
    isShown: needs('modee-transactions:read'),
  },
];

export function menuFor(roles: readonly string[]): MenuEntry[] {
  const permissions = permissionsFor(roles);
  return MENU.filter((entry) => entry.isShown(permissions));
}

/** Where /dashboard sends a user whose home is another screen (spec part 1 §2). */
export function homeRedirect(roles: readonly string[]): string | null {
  if (isBookingUser(roles)) return '/rj-bookings';
  if (isEmbassyUser(roles)) return '/mofa-transactions';
  if (roles.includes('MODEE_TRANSACTION_USER')) return '/modee-transactions';
  return null;
}

/** The merchant code is the part of the username after the '@' (spec part 1 §6). */
export function merchantCodeOf(username: string): string {
  const at = username.lastIndexOf('@');
  return at === -1 ? '' : username.slice(at + 1);
}
