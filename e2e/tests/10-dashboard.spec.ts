import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs } from './support.js';

// The performance dashboard and the merchant overview against the real server (spec part 1 §2).

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function openDashboard(page: Page) {
  await signInAs(page, 'zahran.admin@4000000101');
  await expect(
    page.getByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' }),
  ).toBeVisible();
}

test('zahran.admin sees every section of the performance dashboard with figures', async ({ page }) => {
  await openDashboard(page);
  const tiles = section(page, 'Last week vs the same week last year');
  for (const label of ['Transactions', 'Amount (JOD)', 'Unique customers', 'New customers']) {
    await expect(tiles.getByRole('listitem', { name: label, exact: true })).toContainText(/\d/);
  }
  for (const name of [
    'Transactions Summary YTD',
    'Branches Activity',
    'Monthly Activity',
    'Weekly Activity',
    'Transactions Timestamps',
    'Bank customer demographics',
  ]) {
    // Each chart draws an SVG with figures; none is still waiting for data.
    const region = section(page, name);
    await expect(region.getByRole('img').first().locator('svg')).toBeVisible();
    await expect(region.getByText('Loading...')).toHaveCount(0);
  }
  await expect(section(page, 'Terminal Transactions YTD').getByRole('radio').first()).toBeChecked();
  await expect(section(page, 'Bank customer visitation frequency YTD').getByRole('row').nth(1)).toContainText(
    /^1/,
  );
  await expect(section(page, 'Loan Eligibility Criteria')).toContainText('from 30k to 100k');
  await expectNoAxeViolations(page);
});

test('the bank-customer choice switches the tiles; Both reads the card tiles at Yes and No', async ({
  page,
}) => {
  await openDashboard(page);
  const tiles = section(page, 'Last week vs the same week last year');
  const value = async (label: string) =>
    // A tile's paragraphs: its label, its figure, its change.
    (
      await tiles
        .getByRole('listitem', { name: label, exact: true })
        .getByRole('paragraph')
        .nth(1)
        .innerText()
    ).trim();
  await expect(tiles.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  const yes = await value('Transactions');
  const bankYes = await value('Bank card transactions');
  expect(await value('Other card transactions')).toBe('0');
  await tiles.getByRole('button', { name: 'No' }).click();
  const no = await value('Transactions');
  expect(await value('Bank card transactions')).toBe('0');
  const otherNo = await value('Other card transactions');
  await tiles.getByRole('button', { name: 'Both' }).click();
  expect(Number(await value('Transactions'))).toBe(Number(yes) + Number(no));
  expect(await value('Bank card transactions')).toBe(bankYes);
  expect(await value('Other card transactions')).toBe(otherNo);
});

test('branches page by 10 and a ticked branch filters its chart', async ({ page }) => {
  await openDashboard(page);
  const branches = section(page, 'Branches Activity');
  await branches.getByRole('button', { name: 'Table' }).click();
  // The header, 10 branches and the totals row of every branch.
  await expect(branches.getByRole('row')).toHaveCount(12);
  const totals = await branches.getByRole('row', { name: /^Total, all branches/ }).textContent();
  await branches.getByRole('button', { name: 'Next' }).click();
  await expect(branches.getByText('Page 2')).toBeVisible();
  await expect(branches.getByRole('row')).toHaveCount(4);
  await expect(branches.getByRole('row', { name: /^Total, all branches/ })).toHaveText(totals ?? '');
  await branches.getByRole('button', { name: 'Prev' }).click();
  await expect(branches.getByRole('button', { name: 'Prev' })).toBeDisabled();

  const monthly = section(page, 'Monthly Activity');
  await monthly.getByRole('button', { name: 'Table' }).click();
  const header = monthly.getByRole('row').first();
  await expect(header).toContainText('All branches');
  await monthly.getByRole('checkbox', { name: 'Abdoun' }).check();
  await expect(monthly.getByRole('checkbox', { name: 'ALL' })).not.toBeChecked();
  await expect(header).toContainText('Abdoun: transactions');
  await expect(header).not.toContainText('All branches');
  await monthly.getByRole('checkbox', { name: 'ALL' }).check();
  await expect(monthly.getByRole('checkbox', { name: 'Abdoun' })).not.toBeChecked();
});

test('RETAIN YOUR CUSTOMERS NOW! asks, then e-mails the account manager once', async ({ page }) => {
  await openDashboard(page);
  const button = page.getByRole('button', { name: 'RETAIN YOUR CUSTOMERS NOW!' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'E-mail your account manager?' });
  await expect(dialog).toContainText('for help retaining your churning customers');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText('Email send Successfully!')).toBeVisible();
  await expect(page.getByText('E-mail sent to your account manager.')).toBeVisible();
  await expect(button).toBeDisabled();
});

test('the dashboard works on a phone with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const tiles = section(page, 'Last week vs the same week last year');
  await tiles.getByRole('button', { name: 'Yes' }).focus();
  // One tab stop for the group; the arrow keys move between its buttons.
  await page.keyboard.press('ArrowRight');
  await expect(tiles.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tiles.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('zahran.teller gets the merchant overview without Expand Details', async ({ page }) => {
  await signInAs(page, 'zahran.teller@4000000101');
  await expect(page.getByRole('heading', { name: 'Zahran Hypermarkets' })).toBeVisible();
  // Yesterday's and this month's card sales, and the way to the transactions.
  await expect(page.getByRole('listitem', { name: 'Yesterday' })).toContainText(/JOD\s[\d,]+\.\d{3}/);
  await expect(page.getByRole('listitem', { name: 'This month' })).toContainText(/[\d,]+ transactions/);
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Merchant Code: 4000000101')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Expand Details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Performance Dashboard/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Transactions', exact: true }).last().click();
  await expect(page).toHaveURL(/\/transactions$/);
});
