import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support.js';

test('signs in with the password encrypted under a one-time key when WebCrypto exists', async ({ page }) => {
  const signInRequest = page.waitForRequest((request) => request.url().endsWith('/merchant/auth/v1/sign-in'));
  await signIn(page, 'zahran.teller@4000000101');
  const body = (await signInRequest).postDataJSON() as { username: string; password: string; kid?: string };
  expect(body.kid).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.password).not.toBe(DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toEqual(expect.any(String));
  // Who is signed in comes from the server (self-info), never from storage.
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'access-token')).toBe(true);
});

test('signs in with the plain variant when the browser has no WebCrypto', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined });
  });
  const signInRequest = page.waitForRequest((request) => request.url().endsWith('/merchant/auth/v1/sign-in'));
  await signIn(page, 'zahran.teller@4000000101');
  expect((await signInRequest).postDataJSON()).toEqual({
    username: 'zahran.teller@4000000101',
    password: DEMO_PASSWORD,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the spec text and signs nobody in', async ({ page }) => {
  await signIn(page, 'zahran.teller@4000000101', 'Wrong#Password1');
  await expect(
    page.getByText('Sorry, your username or password is incorrect, please try again').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the button waits for a valid form and errors show on touched fields only', async ({ page }) => {
  await page.goto('sign-in');
  const button = page.getByRole('button', { name: 'Sign In' });
  await expect(button).toBeDisabled();
  await expect(page.getByText('is required')).toHaveCount(0);
  await page.getByLabel('Username').click();
  await page.getByLabel('Password', { exact: true }).click();
  await expect(page.getByText('is required')).toHaveCount(1);
  await page.getByLabel('Username').fill('zahran.teller@4000000101');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(button).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Contact Admin' })).toBeVisible();
});

test('the runtime configuration is asked for once, by the page itself, and the preloaded reply is used', async ({
  page,
}) => {
  // Who asked: 'parser' is the page's preload link, 'script' the app's code after it has run.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname.endsWith('/config.json')) initiators.push(initiator.type);
  });
  // Chromium warns about a preload it could not use (a credentials mode that differs from the fetch's).
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  await page.goto('sign-in');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.waitForLoadState('load');
  expect(initiators).toEqual(['parser']);
  expect(preloadWarnings).toEqual([]);
});

test('the signed-in area downloads while the sign-in form waits, so signing in waits only for the server', async ({
  page,
}) => {
  const shellChunk = /\/assets\/protected-layout-[\w-]+\.js$/;
  const shellDownloaded = page.waitForResponse((response) => shellChunk.test(response.url()));
  await page.goto('sign-in');
  await expect(page.getByLabel('Username')).toBeVisible();
  await shellDownloaded;
  const afterSignIn: string[] = [];
  page.on('request', (request) => afterSignIn.push(new URL(request.url()).pathname));
  await page.getByLabel('Username').fill('zahran.teller@4000000101');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(afterSignIn.filter((path) => shellChunk.test(path))).toEqual([]);
});
