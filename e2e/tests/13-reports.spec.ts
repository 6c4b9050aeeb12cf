import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, mainMenu, signInAs } from './support.js';

// The reports library against the real server and its job queue: a request turns Completed by itself (the
// list reads itself again), and its files download.

test('zahran.admin requests a report, sees it complete and downloads it', async ({ page }) => {
  await signInAs(page, 'zahran.admin@4000000101');
  await mainMenu(page).getByRole('link', { name: 'Reports Library', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByText('View Submit and Download Reports')).toBeVisible();

  await page.getByRole('button', { name: 'Request Report' }).click();
  await expect(page.getByText('Report request submitted successfully')).toBeVisible();

  const table = page.getByRole('table', { name: 'Requested reports' });
  const file = table.getByRole('button', { name: /^TRANSACTIONS_P_FROM-.+\.xlsx$/ }).first();
  await expect(file).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText('Completed').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await file.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^TRANSACTIONS_P_FROM-\d{2}-\d{2}-\d{4}_TO-\d{2}-\d{2}-\d{4}_/);
  expect((await readFile(await saved.path())).subarray(0, 2).toString()).toBe('PK');

  await expectNoAxeViolations(page);
});

test("petra.admin's report has the summary, payment summary and manual-refund files, on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'petra.admin@4000000194');
  await page.goto('reports');
  await page.getByRole('button', { name: 'Request Report' }).click();
  await expect(page.getByText('Report request submitted successfully')).toBeVisible();

  const table = page.getByRole('table', { name: 'Requested reports' });
  await expect(table.getByRole('button', { name: 'Summary Report' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(table.getByRole('button', { name: 'Payment Summary Report' }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: 'Manual Refunds' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Summary Report' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/^SUMMARY_REPORT_P_FROM-.+\.xlsx$/);
});
