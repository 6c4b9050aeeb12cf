import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, mainMenu, openFilters, signInAs } from './support.js';

// The advanced dashboard against the real server, as the analyst who has it.

test('zahran.analyst reads the advanced dashboard and downloads a report', async ({ page }) => {
  // Many charts and an axe-core pass: slow on a busy two-core machine.
  test.setTimeout(90_000);
  await signInAs(page, 'zahran.analyst@4000000101');
  await mainMenu(page).getByRole('link', { name: 'Advanced Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Advanced Dashboard' })).toBeVisible();

  await expect(page.getByRole('listitem', { name: 'Transactions', exact: true })).toContainText(/\d/);
  await expect(page.getByRole('listitem', { name: 'Customers', exact: true })).toContainText(/\d/);
  for (const name of ['Branch comparison', 'Months against last year', 'Hour by weekday', 'Weeks']) {
    await expect(page.getByRole('region', { name }).getByRole('img').locator('svg')).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Top spenders' }).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('tab', { name: 'By terminal' }).click();
  const report = page.getByRole('table', { name: 'Report by terminal' });
  await expect(report.getByRole('row').nth(1)).toContainText(/\d/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^REPORT_BY_TERMINAL_FROM-\d{2}-\d{2}-\d{4}_TO-.*\.xlsx$/,
  );

  await expectNoAxeViolations(page);
});

test('a bad period is refused with its reason and the advanced dashboard works on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'zahran.analyst@4000000101');
  await page.goto('advanced-dashboard');
  await expect(page.getByRole('listitem', { name: 'Transactions', exact: true })).toContainText(/\d/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The filter folds behind 'Filters', its period shown as a chip.
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText(/\d{2}-\d{2}-\d{4} to /);
  await openFilters(page);
  await page.getByRole('group', { name: 'From Date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01012020');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The period must not be longer than 13 months')).toBeVisible();
});

test('a user without advanced-dashboard:read gets the 404 page', async ({ page }) => {
  await signInAs(page, 'zahran.teller@4000000101');
  await page.goto('advanced-dashboard');
  await expect(page).toHaveURL(/not-found$/);
});
