// Every screen on a phone, a tablet and by keyboard: nothing wider than the window at 360, 390 and 768 px
// with the menu's drawer closed and open, the drawer closed after a choice, a title of its own for every
// screen, the skip link first, and focus on the new screen's heading after moving.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, mainMenu, signInAs } from './support.js';

/** Each demo user with the screens they open, by path and by the name the menu and the title give them. */
const SCREENS: [user: string, screens: [path: string, name: string][]][] = [
  [
    'zahran.admin@4000000101',
    [
      ['dashboard', 'Dashboard'],
      ['advanced-dashboard', 'Advanced Dashboard'],
      ['transactions', 'Transactions'],
      ['pre-auth-transactions', 'Pre Auth Transactions'],
      ['merchant', 'Merchant'],
      ['reports', 'Reports Library'],
      ['profile', 'Profile'],
    ],
  ],
  ['rides.admin@4000000601', [['dashboard', 'Overview']]],
  ['wings.maker@4000000301', [['rj-bookings', 'RJ Bookings']]],
  ['consular.all@4000000401', [['mofa-transactions', 'MOFA Transactions']]],
  ['modee.user@4000000501', [['modee-transactions', 'MoDEE Transactions']]],
  [
    'market.reports@4000000701',
    [
      ['arabie-reports', 'Shopix and Emart Reports'],
      ['order-master', 'Order Master Report'],
    ],
  ],
];

/** The screen has drawn what it loads: its heading and no progress bar left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}

for (const [user, screens] of SCREENS) {
  test(`${user}: every screen fits 360, 390 and 768 px, with the menu closed and open, and has a title of its own`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + screens.length * 30_000);
    await signInAs(page, user);
    for (const [path, name] of screens) {
      for (const width of [360, 390, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await settled(page);
        await expect(page).toHaveTitle(`${name} — Jordan Acquiring Bank Merchant Portal`);
        await expectNoSidewaysScroll(page);

        const menuButton = page.getByRole('button', { name: 'Open menu' });
        await menuButton.click();
        await expect(mainMenu(page)).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.keyboard.press('Escape');
        await expect(mainMenu(page)).toBeHidden();
        await expect(menuButton).toBeFocused();
      }
    }
  });
}

test('on a phone the menu closes after a choice, and focus lands on the new screen’s heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'zahran.admin@4000000101');
  await settled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mainMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/merchant-portal\/profile$/);
  await expect(mainMenu(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeFocused();
  await expect(page).toHaveTitle(/^Profile — /);
});

test('by keyboard: the skip link first, then the menu to another screen, whose heading takes focus', async ({
  page,
}) => {
  await signInAs(page, 'zahran.admin@4000000101');
  // Opened from the address bar: focus starts at the top, where the skip link is.
  await page.goto('profile');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await mainMenu(page).getByRole('link', { name: 'Transactions', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/merchant-portal\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeFocused();
  await expect(page).toHaveTitle(/^Transactions — /);
});
