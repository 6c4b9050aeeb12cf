import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  isAccessProbe,
  mainMenu,
  openFilters,
  phoneRows,
  signInAs,
} from './support.js';

// Pre Auth Transactions against the real server: Zahran's demo holds of the last 7 days, and their file.

const isList = (url: string) => url.includes('/merchant/query/merchant/auth/v1/pre-auth');

test('zahran.admin lists the last week of holds and downloads them as Excel', async ({ page }) => {
  await signInAs(page, 'zahran.admin@4000000101');
  const firstList = page.waitForResponse(
    (response) => isList(response.url()) && !isAccessProbe(response.request()),
  );
  await mainMenu(page).getByRole('link', { name: 'Pre Auth Transactions', exact: true }).click();
  const reply = (await (await firstList).json()) as { metadata: { pagination: { totalRecords: number } } };
  const total = reply.metadata.pagination.totalRecords;
  expect(total).toBeGreaterThan(10);

  await expect(page.getByRole('heading', { name: 'Pre Auth Transactions' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Pre Auth Transactions' });
  await expect(grid.getByRole('row')).toHaveCount(11);
  await expect(grid).toContainText(/(Local|International) (Credit|Debit)/);
  await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^PRE_AUTH_TRANSACTIONS_FROM-\d{2}-\d{2}-\d{4}_TO-\d{2}-\d{2}-\d{4}\.xlsx$/,
  );
  // An xlsx is a zip; the server's tests read its rows back.
  expect((await readFile(await file.path())).subarray(0, 2).toString()).toBe('PK');

  await expectNoAxeViolations(page);
});

test('the pre-auth screen works on a phone and refuses a period longer than a month', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'zahran.admin@4000000101');
  await page.goto('pre-auth-transactions');
  await expect(phoneRows(page, 'Pre Auth Transactions')).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await openFilters(page);

  const from = page.getByRole('group', { name: 'From Date' });
  await from.getByRole('spinbutton').last().click();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('The period must not be longer than one month')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Search' })).toBeDisabled();
});
