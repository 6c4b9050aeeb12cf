import { expect, test } from '@playwright/test';
import { mainMenu, signInAs } from './support.js';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('no/such/page');
  await expect(page).toHaveURL(/\/merchant-portal\/not-found$/);
  await expect(page.getByText("404: The page you are looking for doesn't exist")).toBeVisible();
  await expect(page.getByText('Use the in built navigation for the intended experience.')).toBeVisible();
});

test('the protected area sends a signed-out visitor to sign-in', async ({ page }) => {
  await page.goto('dashboard');
  await expect(page).toHaveURL(/\/merchant-portal\/sign-in$/);
});

test('/ goes to the dashboard: the performance dashboard for a user with dashboard:read, under the top bar and side panel', async ({
  page,
}) => {
  await signInAs(page, 'zahran.admin@4000000101');
  await page.goto('./');
  await expect(page).toHaveURL(/\/merchant-portal\/dashboard$/);
  await expect(page.getByText('Hello, Rania')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' }),
  ).toBeVisible();
  // The top bar names the bank and the portal; the side panel shows who is signed in.
  await expect(page.getByRole('banner')).toContainText('Jordan Acquiring Bank');
  await expect(page.getByRole('banner')).toContainText('Merchant Portal');
  await expect(page.getByText('RH', { exact: true })).toBeVisible();
  await expect(page.getByText('zahran.admin@4000000101').first()).toBeVisible();
  await expect(page.getByText('Front office').first()).toBeVisible();
  await expect(page.getByText('rania.haddad@zahran.example.jo').first()).toBeVisible();
  await expect(page.getByText('Log out to protect your information.')).toBeVisible();
});

test('an administrator without dashboard:read gets the merchant overview with Expand Details', async ({
  page,
}) => {
  await signInAs(page, 'rides.admin@4000000601');
  await expect(page.getByRole('heading', { name: 'Swift Rides' })).toBeVisible();
  await expect(page.getByText('Merchant Code: 4000000601')).toBeVisible();
  await page.getByRole('link', { name: 'Expand Details' }).click();
  await expect(page).toHaveURL(/\/merchant-portal\/merchant$/);
});

test('the side menu collapses to icons with tooltips and expands again', async ({ page }) => {
  await signInAs(page, 'zahran.admin@4000000101');
  const menu = mainMenu(page);
  await expect(menu.getByText('Pre Auth Transactions')).toBeVisible();
  const drawerWidth = () =>
    menu.evaluate((node: Element) => node.closest('.MuiDrawer-paper')?.getBoundingClientRect().width);
  expect(await drawerWidth()).toBe(240);

  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(menu.getByText('Pre Auth Transactions')).toHaveCount(0);
  await expect.poll(drawerWidth).toBeLessThan(100);
  await menu.getByRole('link', { name: 'Profile' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Profile' })).toBeVisible();
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(menu.getByText('Pre Auth Transactions')).toBeVisible();
});

test('log out ends the session on the server and clears the browser', async ({ page }) => {
  await signInAs(page, 'zahran.teller@4000000101');
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/merchant-portal\/sign-in$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access-token'), localStorage.getItem('username')]),
  ).toEqual([null, null]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'access-token')).toBeUndefined();

  // The old token is dead on the server, not just forgotten by the browser.
  const clientToken = await page.evaluate(() => localStorage.getItem('client-token'));
  const response = await page.request.post('/merchant/user/v1/self-info', {
    headers: {
      authorization: `Bearer ${clientToken}`,
      'access-token': token ?? '',
      country: 'JO',
      lang: 'en',
    },
  });
  expect(response.status()).toBe(401);

  await page.goto('dashboard');
  await expect(page).toHaveURL(/\/merchant-portal\/sign-in$/);
});

test('a session ended elsewhere sends the user back to sign-in on the next call', async ({ page }) => {
  await signInAs(page, 'zahran.analyst@4000000101');
  const [token, clientToken] = await page.evaluate(() => [
    localStorage.getItem('access-token'),
    localStorage.getItem('client-token'),
  ]);
  await page.request.get('/merchant/auth/v1/invalidate', {
    headers: {
      authorization: `Bearer ${clientToken}`,
      'access-token': token ?? '',
      country: 'JO',
      lang: 'en',
    },
  });
  await page.goto('profile');
  await expect(page).toHaveURL(/\/merchant-portal\/sign-in$/);
});
