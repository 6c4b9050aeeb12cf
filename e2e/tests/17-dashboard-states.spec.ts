import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs } from './support.js';

// A failed dashboard call says so, with a Retry in place of what it would have shown, never the empty
// 'Loading...' or '–'; Retry calls again and, once the call answers, shows the figures.

const FAILURE = { status: 500, json: { code: '500', message: 'Internal server error' } };

async function failing(page: Page, pattern: string) {
  let calls = 0;
  await page.route(pattern, async (route) => {
    calls += 1;
    await route.fulfill(FAILURE);
  });
  return () => calls;
}

test('the performance dashboard shows its failure and a Retry that works once the call answers', async ({
  page,
}) => {
  const calls = await failing(page, '**/merchant/dashboard/v1/performance?*');
  await signInAs(page, 'zahran.admin@4000000101');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the performance dashboard' });
  await expect(alert).toHaveText(/Could not load the performance dashboard, please try again later\./);
  const retry = alert.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeEnabled();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByText('Internal server error')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Branches Activity', exact: true })).toHaveCount(0);
  expect(calls()).toBe(1);
  await expectNoAxeViolations(page);

  await page.unroute('**/merchant/dashboard/v1/performance?*');
  await retry.click();
  await expect(
    page.getByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' }),
  ).toBeVisible();
  await expect(alert).toHaveCount(0);
  const tiles = page.getByRole('region', { name: 'Last week vs the same week last year' });
  await expect(tiles.getByRole('listitem', { name: 'Transactions', exact: true })).toContainText(/\d/);
});

test('Weekly Activity fails on its own, with a Retry, and shows its page of whole weeks', async ({
  page,
}) => {
  await failing(page, '**/merchant/dashboard/v1/weekly-activity?*');
  await signInAs(page, 'zahran.admin@4000000101');
  const weekly = page.getByRole('region', { name: 'Weekly Activity', exact: true });
  await expect(weekly.getByRole('alert')).toContainText('Could not load the weekly activity');
  await expect(weekly.getByText('Loading...')).toHaveCount(0);
  await page.unroute('**/merchant/dashboard/v1/weekly-activity?*');
  await weekly.getByRole('button', { name: 'Retry' }).click();
  await expect(weekly.getByRole('img').first().locator('svg')).toBeVisible();
  // Page 1 runs to the last whole week; the demo data's two months fit in it, so there is nothing earlier.
  const pages = weekly.getByRole('navigation', { name: 'Weekly Activity pages' });
  await expect(pages).toContainText(/\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}/);
  await expect(pages.getByRole('button', { name: 'Earlier' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Later' })).toBeDisabled();
});
