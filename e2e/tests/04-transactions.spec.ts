import { expect, test, type Page, type Request } from '@playwright/test';
import { isAccessProbe, mainMenu, signInAs } from './support.js';

const isRead = (request: Request) => request.url().includes('/merchant/transaction/v1/read');
const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;

async function openTransactions(page: Page, username: string) {
  await signInAs(page, username);
  const firstRead = page.waitForRequest((request) => isRead(request) && !isAccessProbe(request));
  await mainMenu(page).getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transactions', exact: true })).toBeVisible();
  await expect(page.getByText('View and filter past transactions')).toBeVisible();
  return firstRead;
}

const grid = (page: Page) => page.getByRole('grid');
// The grid virtualises: it renders the rows and columns in view, and says how many there are.
const expectRows = (page: Page, count: number) =>
  expect(grid(page)).toHaveAttribute('aria-rowcount', String(count + 1));
const scrollGridRight = (page: Page) =>
  grid(page)
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((node) => node.scrollTo({ left: node.scrollWidth }));

test('searches PoS transactions for the default window and pages through them', async ({ page }) => {
  const first = bodyOf(await openTransactions(page, 'zahran.teller@4000000101'));
  expect(first).toMatchObject({
    transactionName: 'P',
    branchId: 'ALL',
    cardType: 'All',
    methodType: 'All',
    offset: 0,
    maxCount: 10,
  });
  await expectRows(page, 10);
  await expect(grid(page).getByRole('columnheader', { name: 'PAN' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Deposit Date' })).toHaveCount(0);
  // Masked card numbers only.
  const pans = await grid(page).getByRole('gridcell').filter({ hasText: /\*{6}/ }).allInnerTexts();
  expect(pans.length).toBeGreaterThan(0);
  for (const pan of pans) expect(pan).toMatch(/^\d{6}\*{6}\d{4}$/);

  const next = page.waitForRequest(isRead);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  expect(bodyOf(await next)).toMatchObject({ offset: 10, maxCount: 10 });

  const resized = page.waitForRequest(isRead);
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: '20' }).click();
  expect(bodyOf(await resized)).toMatchObject({ offset: 0, maxCount: 20 });
  await expectRows(page, 20);
});

test('QR shows its own columns and locks card and method to All', async ({ page }) => {
  await openTransactions(page, 'zahran.admin@4000000101');
  await page.getByLabel('Transaction Source').click();
  await page.getByRole('option', { name: 'Reflect' }).click();
  await expect(page.getByLabel('Card')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('Method')).toHaveAttribute('aria-disabled', 'true');
  const search = page.waitForRequest(isRead);
  await page.getByRole('button', { name: 'Submit Search' }).click();
  expect(bodyOf(await search)).toMatchObject({ transactionName: 'QR', cardType: 'All', methodType: 'All' });
  await expectRows(page, 10);
  await scrollGridRight(page);
  for (const header of ['Transaction ID', 'Bill Number', 'BNPL Transaction']) {
    await expect(grid(page).getByRole('columnheader', { name: header })).toBeVisible();
  }
});

test('the special merchant sees Deposit Date and the masked PAN', async ({ page }) => {
  await openTransactions(page, 'petra.admin@4000000194');
  await expect(grid(page).getByRole('columnheader', { name: 'Deposit Date' })).toBeVisible();
  await expect(grid(page).getByRole('row').nth(1)).toContainText(/\d{6}\*{6}\d{4}/);
});

test('a ride-hailing user sees the Category column on PoS', async ({ page }) => {
  await openTransactions(page, 'rides.admin@4000000601');
  await expect(grid(page).getByRole('columnheader', { name: 'Category' })).toBeVisible();
  await expect(grid(page).getByRole('row').nth(1)).toContainText(/Economy|Comfort|Business|Delivery/);
});

test('a merchant group user picks the other merchant, which reloads its branches', async ({ page }) => {
  await openTransactions(page, 'zahran.admin@4000000101');
  const branches = page.waitForRequest((request) => request.url().includes('acticoMerchant=4000000102'));
  const search = page.waitForRequest(isRead);
  await page.getByRole('combobox', { name: 'Merchant' }).click();
  await page.getByRole('option', { name: /4000000102 - Zahran Express/ }).click();
  await branches;
  expect(bodyOf(await search)).toMatchObject({ aticoMerchantCode: '4000000102' });
  await expect(grid(page).getByRole('row').nth(1)).toContainText(/0102\d{4}/);
});

test('a new search cancels the one still in flight', async ({ page }) => {
  await openTransactions(page, 'zahran.teller@4000000101');
  await expectRows(page, 10);
  // The first read is held until the next one is sent, so it is still in flight when the filter changes.
  let held = false;
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  await page.route('**/merchant/transaction/v1/read**', async (route) => {
    if (held) releaseFirst();
    else {
      held = true;
      await firstHeld;
    }
    await route.continue().catch(() => undefined);
  });
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (isRead(request)) failed.push(request.failure()?.errorText ?? '');
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByLabel('Card').click();
  await page.getByRole('option', { name: 'VISA' }).click();
  const visa = page.waitForResponse(
    (response) => isRead(response.request()) && bodyOf(response.request()).cardType === 'VISA',
  );
  await page.getByRole('button', { name: 'Submit Search' }).click();
  await visa;
  await expect.poll(() => failed).toEqual([expect.stringContaining('ABORTED')]);
});

test('the screen is closed to a user without transactions:read', async ({ page }) => {
  await signInAs(page, 'zahran.analyst@4000000101');
  await page.goto('transactions');
  await expect(page).toHaveURL(/\/not-found$/);
});
