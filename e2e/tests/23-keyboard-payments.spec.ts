// Finding and exporting payments with the keyboard alone (issue 29): sign in, open Transactions from the menu,
// choose a period, search, page (focus stays on the pager, the new rows are announced), sort (announced),
// open a payment and close it, export. No click, no hover: Tab, arrows, Enter and typing only.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, mainMenu } from './support.js';

const isSearch = (request: Request) =>
  request.url().includes('/merchant/transaction/v1/read') &&
  (request.postDataJSON() as { maxCount?: number }).maxCount !== 1;
const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;

/** Presses Tab until `target` has focus: what a keyboard user does to reach it. */
async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${maxPresses} presses`).toBeFocused();
}

/** The grid's announcement of what it shows (a visually hidden live region). */
const announcement = (page: Page) => page.getByRole('main').getByRole('status');

test('by keyboard alone: sign in, choose a period, search, page, sort, open a payment and export', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('sign-in');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('zahran.admin@4000000101');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const menuLink = mainMenu(page).getByRole('link', { name: 'Transactions', exact: true });
  await tabTo(page, menuLink);
  const firstSearch = page.waitForRequest(isSearch);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeFocused();
  await firstSearch;

  // The period: a quick select fills both dates, Submit Search applies them.
  await tabTo(page, page.getByRole('button', { name: 'Last month' }));
  await page.keyboard.press('Enter');
  const submit = page.getByRole('button', { name: 'Submit Search' });
  await tabTo(page, submit);
  const monthSearch = page.waitForRequest(isSearch);
  await page.keyboard.press('Enter');
  const month = bodyOf(await monthSearch);
  expect(month.fromDate).not.toEqual(month.toDate);
  await expect(announcement(page)).toHaveText(/^Transactions: rows 1 to 10 of \d+/);

  // The next page: the pager keeps focus, the new rows are read out.
  await tabTo(page, page.getByRole('button', { name: 'Go to next page' }));
  const next = page.waitForRequest(isSearch);
  await page.keyboard.press('Enter');
  expect(bodyOf(await next)).toMatchObject({ offset: 10 });
  await expect(announcement(page)).toHaveText(/^Transactions: rows 11 to 20 of \d+/);
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeFocused();

  // A column's order, from its header: Enter sorts, and the order is read out.
  const grid = page.getByRole('grid');
  const amountHeader = grid.getByRole('columnheader', { name: 'Transaction Amount' });
  await tabTo(page, grid.getByRole('columnheader').first(), 40);
  for (let press = 0; press < 20; press++) {
    if (await amountHeader.evaluate((node) => node.contains(document.activeElement))) break;
    await page.keyboard.press('ArrowRight');
  }
  const sorted = page.waitForRequest(isSearch);
  await page.keyboard.press('Enter');
  expect(bodyOf(await sorted)).toMatchObject({ sortBy: 'transactionAmount', offset: 0 });
  await expect(announcement(page)).toHaveText(
    /^Transactions: rows 1 to 10 of \d+, sorted by Transaction Amount, (ascending|descending)$/,
  );

  // A payment: down into the first row, Enter opens it whole; Escape closes it and focus returns to the grid.
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('row').nth(1).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Terminal ID')).toBeVisible();
  await expect(panel.getByText(/^JOD\s\d[\d,]*\.\d{3}$/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(grid.locator(':focus')).toHaveCount(1);

  // Search by the card's last four: typed, then Enter submits.
  const pan = (await grid.getByRole('gridcell').filter({ hasText: /\*{6}/ }).first().innerText()).trim();
  const last4 = pan.slice(-4);
  await tabTo(page, page.getByLabel('Search'));
  await page.keyboard.type(last4);
  const searched = page.waitForRequest(isSearch);
  await page.keyboard.press('Enter');
  expect(bodyOf(await searched)).toMatchObject({ search: last4, offset: 0 });
  await expect(grid.getByRole('gridcell', { name: pan }).first()).toBeVisible();

  // The file of what is shown.
  await tabTo(page, page.getByRole('button', { name: 'Download as Excel' }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
