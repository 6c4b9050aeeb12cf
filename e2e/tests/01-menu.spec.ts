import { expect, test } from '@playwright/test';
import { mainMenu, menuLabels, signInAs } from './support.js';

// Each demo user of shared/DEMO.md and the menu the role table of spec part 1 §6 gives them.
const MENUS: [string, string[], string | null][] = [
  [
    'zahran.admin@4000000101',
    [
      'Advanced Dashboard',
      'Dashboard',
      'Transactions',
      'Pre Auth Transactions',
      'Merchant',
      'Reports Library',
      'Profile',
    ],
    null,
  ],
  ['zahran.teller@4000000101', ['Overview', 'Transactions', 'Profile'], null],
  ['zahran.analyst@4000000101', ['Advanced Dashboard', 'Dashboard', 'Profile'], null],
  ['petra.admin@4000000194', ['Dashboard', 'Transactions', 'Merchant', 'Reports Library', 'Profile'], null],
  ['wings.maker@4000000301', ['RJ Bookings', 'Profile'], '/rj-bookings'],
  ['wings.checker@4000000301', ['RJ Bookings', 'Profile'], '/rj-bookings'],
  ['consular.all@4000000401', ['Profile', 'MOFA Transactions'], '/mofa-transactions'],
  ['consular_12@4000000401', ['Profile', 'MOFA Transactions'], '/mofa-transactions'],
  ['modee.user@4000000501', ['Profile', 'MoDEE Transactions'], '/modee-transactions'],
  ['rides.admin@4000000601', ['Overview', 'Transactions', 'Merchant', 'Profile'], null],
  ['market.reports@4000000701', ['Reports Library', 'Shopix and Emart Reports', 'Profile'], null],
];

for (const [username, expected, redirect] of MENUS) {
  test(`${username} sees exactly ${expected.join(', ')}`, async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signInAs(page, username);
    if (redirect) {
      // Their home screen: /dashboard sends them there.
      await expect.poll(() => visited).toContain(`/merchant-portal${redirect}`);
    } else {
      await expect(page).toHaveURL(/\/merchant-portal\/dashboard$/);
    }
    await page.goto('profile');
    await expect(mainMenu(page)).toBeVisible();
    expect(await menuLabels(page)).toEqual(expected);
  });
}
