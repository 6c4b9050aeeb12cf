// Each demo user's groups give them exactly the side menu and home screen that spec part 1 §2 and §6 give
// their role: the chain from the demo catalogue through the role table to the menu the web app draws
// (menuFor), checked for every user without a browser. The browser suite signs two of them in for real.
import { describe, expect, it } from 'vitest';
import { homeRedirect, menuFor } from '@merchant-portal/contracts/permissions';
import { PORTAL_GROUPS } from '@merchant-portal/contracts/groups';
import { DEMO_USERS } from './catalogue.js';

const MENUS: Record<string, { menu: string[]; home: string | null }> = {
  'zahran.admin@4000000101': {
    menu: [
      'Advanced Dashboard',
      'Dashboard',
      'Transactions',
      'Pre Auth Transactions',
      'Merchant',
      'Reports Library',
      'Profile',
    ],
    home: null,
  },
  'zahran.teller@4000000101': { menu: ['Overview', 'Transactions', 'Profile'], home: null },
  'zahran.analyst@4000000101': { menu: ['Advanced Dashboard', 'Dashboard', 'Profile'], home: null },
  'petra.admin@4000000194': {
    menu: ['Dashboard', 'Transactions', 'Merchant', 'Reports Library', 'Profile'],
    home: null,
  },
  'wings.maker@4000000301': { menu: ['RJ Bookings', 'Profile'], home: '/rj-bookings' },
  'wings.checker@4000000301': { menu: ['RJ Bookings', 'Profile'], home: '/rj-bookings' },
  'consular.all@4000000401': { menu: ['Profile', 'MOFA Transactions'], home: '/mofa-transactions' },
  'consular_12@4000000401': { menu: ['Profile', 'MOFA Transactions'], home: '/mofa-transactions' },
  'modee.user@4000000501': { menu: ['Profile', 'MoDEE Transactions'], home: '/modee-transactions' },
  'rides.admin@4000000601': { menu: ['Overview', 'Transactions', 'Merchant', 'Profile'], home: null },
  'market.reports@4000000701': {
    menu: ['Reports Library', 'Shopix and Emart Reports', 'Profile'],
    home: null,
  },
};

function rolesOf(groups: readonly string[]): string[] {
  return groups.flatMap((name) => {
    const group = PORTAL_GROUPS.find((candidate) => candidate.name === name);
    if (!group) throw new Error(`no portal group ${name}`);
    return group.roles;
  });
}

describe('the demo users’ menus', () => {
  it('covers every demo user who signs in straight away', () => {
    const users = DEMO_USERS.filter((user) => !user.mustResetPassword).map((user) => user.username);
    expect(Object.keys(MENUS).sort()).toEqual(users.sort());
  });

  for (const [username, { menu, home }] of Object.entries(MENUS)) {
    it(`${username} sees exactly ${menu.join(', ')}`, () => {
      const user = DEMO_USERS.find((candidate) => candidate.username === username);
      if (!user) throw new Error(`no demo user ${username}`);
      const roles = rolesOf(user.groups);
      expect(menuFor(roles).map((entry) => entry.label)).toEqual(menu);
      expect(homeRedirect(roles)).toBe(home);
    });
  }
});
