import { describe, expect, it } from 'vitest';
import { homeRedirect, menuFor, merchantCodeOf, permissionsFor, type Permission } from './permissions.js';

const sorted = (set: Set<Permission>) => [...set].sort();
const labels = (roles: string[]) => menuFor(roles).map((entry) => entry.label);

describe('role → permission table (spec part 1 §6)', () => {
  it.each([['ADMINISTRATOR'], ['ROLE_SUPER_ADMIN'], ['ROLE_MERCHANT_ADMIN']])(
    '%s grants the four administrator permissions',
    (role) => {
      expect(sorted(permissionsFor([role]))).toEqual(
        ['merchant-users:read', 'merchant-users:write', 'merchant:read', 'transactions:read'].sort(),
      );
    },
  );

  it.each([
    ['ROLE_MERCHANT_USER', 'transactions:read'],
    ['RJ_BOOKING_MAKER', 'rj-bookings:maker'],
    ['RJ_BOOKING_CHECKER', 'rj-bookings:checker'],
    ['ROLE_REPORTS_USER', 'reports:read'],
    ['PRE_AUTH_TRANSACTION_USER', 'pre-auth-transactions:read'],
    ['MOFA_TRANSACTION_USER', 'mofa-transactions:read'],
    ['DASHBOARD_USER', 'dashboard:read'],
    ['ADVANCED_DASHBOARD_USER', 'advanced-dashboard:read'],
    ['ARABIE_REPORT_USER', 'arabie-reports:read'],
    ['MODEE_TRANSACTION_USER', 'modee-transactions:read'],
  ])('%s grants exactly %s', (role, permission) => {
    expect(sorted(permissionsFor([role]))).toEqual([permission]);
  });

  it('ROLE_CAREEM_USER and unknown roles grant nothing', () => {
    expect(permissionsFor(['ROLE_CAREEM_USER']).size).toBe(0);
    expect(permissionsFor(['ROLE_SOMETHING_ELSE']).size).toBe(0);
  });

  it('combines permissions across roles', () => {
    expect(sorted(permissionsFor(['ROLE_MERCHANT_USER', 'DASHBOARD_USER', 'ROLE_REPORTS_USER']))).toEqual([
      'dashboard:read',
      'reports:read',
      'transactions:read',
    ]);
  });

  it('a booking user keeps only booking and digital-government permissions', () => {
    expect(
      sorted(
        permissionsFor([
          'RJ_BOOKING_MAKER',
          'ROLE_MERCHANT_ADMIN',
          'DASHBOARD_USER',
          'MODEE_TRANSACTION_USER',
        ]),
      ),
    ).toEqual(['modee-transactions:read', 'rj-bookings:maker']);
    expect(sorted(permissionsFor(['RJ_BOOKING_CHECKER', 'ROLE_REPORTS_USER']))).toEqual([
      'rj-bookings:checker',
    ]);
  });
});

describe('side menu gating (spec part 1 §2)', () => {
  it('everyone sees Profile', () => {
    expect(labels([])).toEqual(['Profile']);
  });

  it('Transactions is hidden when the user also has modee-transactions:read', () => {
    expect(labels(['ROLE_MERCHANT_USER'])).toEqual(['Overview', 'Transactions', 'Profile']);
    expect(labels(['ROLE_MERCHANT_USER', 'MODEE_TRANSACTION_USER'])).toEqual([
      'Profile',
      'MoDEE Transactions',
    ]);
  });

  it('Overview (the merchant overview) shows for a merchant user without the performance dashboard', () => {
    expect(labels(['ROLE_MERCHANT_ADMIN'])).toEqual(['Overview', 'Transactions', 'Merchant', 'Profile']);
    expect(labels(['ROLE_MERCHANT_USER', 'DASHBOARD_USER'])).not.toContain('Overview');
    expect(labels(['ROLE_MERCHANT_USER', 'MOFA_TRANSACTION_USER'])).not.toContain('Overview');
    expect(labels(['ROLE_REPORTS_USER'])).not.toContain('Overview');
  });

  it('RJ Bookings shows for a maker or a checker', () => {
    expect(labels(['RJ_BOOKING_MAKER'])).toEqual(['RJ Bookings', 'Profile']);
    expect(labels(['RJ_BOOKING_CHECKER'])).toEqual(['RJ Bookings', 'Profile']);
  });

  it.each([
    [['ADVANCED_DASHBOARD_USER'], 'Advanced Dashboard'],
    [['DASHBOARD_USER'], 'Dashboard'],
    [['PRE_AUTH_TRANSACTION_USER'], 'Pre Auth Transactions'],
    [['ROLE_REPORTS_USER'], 'Reports Library'],
    [['ARABIE_REPORT_USER'], 'Shopix and Emart Reports'],
    [['MOFA_TRANSACTION_USER'], 'MOFA Transactions'],
  ])('%s shows %s', (roles, label) => {
    expect(labels(roles)).toEqual(label === 'MOFA Transactions' ? ['Profile', label] : [label, 'Profile']);
  });

  it('an administrator sees Transactions and Merchant, in the spec order', () => {
    expect(
      labels([
        'ROLE_MERCHANT_ADMIN',
        'DASHBOARD_USER',
        'ADVANCED_DASHBOARD_USER',
        'ROLE_REPORTS_USER',
        'PRE_AUTH_TRANSACTION_USER',
      ]),
    ).toEqual([
      'Advanced Dashboard',
      'Dashboard',
      'Transactions',
      'Pre Auth Transactions',
      'Merchant',
      'Reports Library',
      'Profile',
    ]);
  });
});

describe('home redirects and merchant code', () => {
  it('sends booking, embassy and digital-government users to their screens', () => {
    expect(homeRedirect(['RJ_BOOKING_MAKER'])).toBe('/rj-bookings');
    expect(homeRedirect(['RJ_BOOKING_CHECKER', 'MOFA_TRANSACTION_USER'])).toBe('/rj-bookings');
    expect(homeRedirect(['MOFA_TRANSACTION_USER'])).toBe('/mofa-transactions');
    expect(homeRedirect(['MODEE_TRANSACTION_USER', 'ROLE_MERCHANT_USER'])).toBe('/modee-transactions');
    expect(homeRedirect(['ROLE_MERCHANT_ADMIN'])).toBeNull();
  });

  it('takes the merchant code after the @', () => {
    expect(merchantCodeOf('zahran.admin@4000000101')).toBe('4000000101');
    expect(merchantCodeOf('nobody')).toBe('');
  });
});
