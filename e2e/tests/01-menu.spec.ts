import { expect, test } from '@playwright/test';
import { mainMenu, menuLabels, signInAs } from './support.js';

// Two demo users, one landing on the dashboard and one sent to their own home, prove that the roles the
// real server gives reach the real menu. The menu of every role is the component tests' (app-shell,
// permissions); every other demo user signs in to their own screens in the specs that follow.
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
  ['consular.all@4000000401', ['Profile', 'MOFA Transactions'], '/mofa-transactions'],
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
