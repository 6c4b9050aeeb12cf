import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, mainMenu, openFilters, phoneRows, signInAs } from './support.js';

// Shopix and Emart Reports and the order-master report against the real server: the marketplace's demo orders
// of the last days, both schemes, and their files.

const USER = 'market.reports@4000000701';
const isSettlementList = (url: string) => url.includes('/merchant/arabie-report/v1/settlement');
const isOrderList = (url: string) => url.includes('/merchant/order-master-report/v1/getMerchant');

async function fileOf(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  // An xlsx is a zip; the server's tests read its rows back.
  expect((await readFile(await file.path())).subarray(0, 2).toString()).toBe('PK');
  return file.suggestedFilename();
}

test('market.reports lists the settlement rows, filters by currency, refreshes and downloads them', async ({
  page,
}) => {
  await signInAs(page, USER);
  const firstList = page.waitForResponse((response) => isSettlementList(response.url()));
  await mainMenu(page).getByRole('link', { name: 'Shopix and Emart Reports', exact: true }).click();
  const reply = (await (await firstList).json()) as { metadata: { pagination: { totalRecords: number } } };
  const total = reply.metadata.pagination.totalRecords;
  expect(total).toBeGreaterThan(10);

  await expect(page.getByRole('heading', { name: 'Shopix and Emart Reports' })).toBeVisible();
  await expect(page.getByText('View Submit and Download Reports')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Shopix and Emart Reports' });
  await expect(grid.getByRole('row')).toHaveCount(11);
  await expect(grid).toContainText(/(SHX|EMT)-\d{8}-\d{5}/);
  await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'JOD' }).click();
  const jodList = page.waitForResponse((response) => isSettlementList(response.url()));
  await page.getByRole('button', { name: 'Submit Search' }).click();
  const jod = (await (await jodList).json()) as {
    data: { results: { currency: string }[] };
    metadata: { pagination: { totalRecords: number } };
  };
  expect(jod.metadata.pagination.totalRecords).toBeLessThan(total);
  expect(new Set(jod.data.results.map((row) => row.currency))).toEqual(new Set(['JOD']));

  const refreshed = page.waitForResponse((response) => isSettlementList(response.url()));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect(new URL((await refreshed).url()).searchParams.get('currency')).toBe('JOD');

  const name = await fileOf(page, () => page.getByRole('button', { name: 'Download as Excel' }).click());
  expect(name).toMatch(/^SHOPIX_EMART_REPORT_FROM-\d{2}-\d{2}-\d{4}_TO-\d{2}-\d{2}-\d{4}_JOD\.xlsx$/);

  await expectNoAxeViolations(page);
});

test('the order-master report searches both schemes and downloads one', async ({ page }) => {
  await signInAs(page, USER);
  await page.goto('arabie-reports');
  const emartList = page.waitForResponse((response) => isOrderList(response.url()));
  await page.getByRole('link', { name: 'Order Master Report' }).click();
  await emartList;
  await expect(page).toHaveURL(/\/merchant-portal\/order-master$/);
  const grid = page.getByRole('grid', { name: 'Order Master Report' });
  await expect(grid.getByRole('row')).toHaveCount(11);
  await expect(grid).toContainText('Emart');
  await expect(grid).not.toContainText('Shopix');

  await page.getByRole('combobox', { name: /Scheme Type/ }).click();
  await page.getByRole('option', { name: 'Shopix' }).click();
  const shopixList = page.waitForResponse((response) => isOrderList(response.url()));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(new URL((await shopixList).url()).searchParams.get('schemeType')).toBe('SHOPIX');
  await expect(grid).toContainText('Shopix');
  await expect(grid).not.toContainText('Emart');
  await expect(grid).toContainText(/SHX-\d{8}-\d{5}/);

  const name = await fileOf(page, () => page.getByRole('button', { name: 'Download', exact: true }).click());
  expect(name).toMatch(/^ORDER_MASTER_REPORT_SHOPIX_FROM-\d{2}-\d{2}-\d{4}_TO-\d{2}-\d{2}-\d{4}\.xlsx$/);

  await expectNoAxeViolations(page);
});

test('both screens work on a phone and with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, USER);
  await page.goto('arabie-reports');
  await expect(phoneRows(page, 'Shopix and Emart Reports')).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Keyboard: from the report links to the order-master, the scheme and Search.
  await page.getByRole('link', { name: 'Settlement Report' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Order Master Report' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/merchant-portal\/order-master$/);
  await expect(phoneRows(page, 'Order Master Report')).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await openFilters(page);

  const scheme = page.getByRole('combobox', { name: /Scheme Type/ });
  await scheme.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Shopix' }).press('Enter');
  await expect(scheme).toHaveText('Shopix');
  const shopixList = page.waitForResponse((response) => isOrderList(response.url()));
  await page.getByRole('button', { name: 'Search', exact: true }).press('Enter');
  expect(new URL((await shopixList).url()).searchParams.get('schemeType')).toBe('SHOPIX');
  await expect(page.getByRole('list', { name: 'Order Master Report' })).toContainText('Shopix');
  // The filter folded once Shopix applied; the chips say so.
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Scheme Type: Shopix');
  await openFilters(page);

  // The date rules on the phone: a period longer than a month is refused before anything is sent.
  const from = page.getByRole('group', { name: 'From Date' });
  await from.getByRole('spinbutton').nth(1).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('The period must not be longer than one month')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeDisabled();
});
