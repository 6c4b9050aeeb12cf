import { readFile } from 'node:fs/promises';
import { mofaDefaultRange } from '@merchant-portal/contracts/schemas/mofa';
import { expect, test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations, openFilters, phoneRows, signIn, signInAs } from './support.js';

// MOFA Transactions against the real server and the Consular Fees merchant's demo payments (4000000401):
// embassy 12 is Cairo and 7 is Riyadh, each with payments and at least one charge-back in the last 30 days.
// consular.all sees every embassy and picks one; consular_12 is bound to Cairo by the server.

/** What these tests read of a payment in the search's reply. */
interface MofaPayment {
  embassy: string;
  isChargedBack: 'YES' | 'NO';
}

interface SearchReply {
  totalElements: number;
  content: MofaPayment[];
}

const CONSULAR_ALL = 'consular.all@4000000401';
const CONSULAR_12 = 'consular_12@4000000401';

/** A MOFA search (the card search's call with the merchant in its body), not any other read. */
function isMofaSearch(response: Response): boolean {
  if (!response.url().includes('/merchant/transaction/v1/read')) return false;
  const body = response.request().postDataJSON() as { merchantCode?: string } | null;
  return body?.merchantCode === '4000000401';
}

const nextSearch = (page: Page) => page.waitForResponse(isMofaSearch);
const grid = (page: Page) => page.getByRole('grid', { name: 'MOFA Transactions' });
const filters = (page: Page) => page.getByRole('form', { name: 'MOFA filters' });
// By its field: on hover the header's name takes in its menu button's ('PAN column menu').
const panHeader = (page: Page) => grid(page).locator('[role="columnheader"][data-field="pan"]');

/** Signs in and waits for the first search of the home screen. */
async function openMofa(page: Page, username: string): Promise<SearchReply> {
  const first = nextSearch(page);
  await signInAs(page, username);
  await expect(page).toHaveURL(/\/mofa-transactions$/);
  await expect(page.getByRole('heading', { name: 'MOFA Transactions' })).toBeVisible();
  await expect(page.getByText('View and filter past transactions')).toBeVisible();
  return (await (await first).json()) as SearchReply;
}

/** Types a DD-MM-YYYY day into a date field, section by section, as a keyboard user would. */
async function typeDay(page: Page, label: string, day: string) {
  await filters(page).getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
}

/** Sets the filter's period to the screen's first one (the form starts on the last 2 days). */
async function searchFirstPeriod(page: Page) {
  const period = mofaDefaultRange();
  await typeDay(page, 'From Date', period.fromDate);
  await typeDay(page, 'To Date', period.toDate);
  return period;
}

async function download(page: Page, button: string) {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('consular.all filters Riyadh charge-backs and downloads them as PDF and Excel', async ({ page }) => {
  test.setTimeout(90_000);
  const first = await openMofa(page, CONSULAR_ALL);
  expect(first.totalElements).toBeGreaterThan(0);

  const period = await searchFirstPeriod(page);
  await filters(page).getByRole('combobox', { name: 'Embassy' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('All');
  await page.getByRole('option', { name: 'Riyadh (7)' }).click();
  await filters(page).getByRole('checkbox', { name: 'Is Charged Back' }).check();
  const searched = nextSearch(page);
  await filters(page).getByRole('button', { name: 'Submit Search' }).click();
  const response = await searched;
  expect(response.request().postDataJSON()).toMatchObject({
    ...period,
    embassy: '7',
    isChargedBack: true,
    transactionName: 'CS',
  });
  const reply = (await response.json()) as SearchReply;
  expect(reply.totalElements).toBeGreaterThan(0);
  for (const payment of reply.content) {
    expect(payment.embassy).toMatch(/^7 /);
    expect(payment.isChargedBack).toBe('YES');
  }
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(Math.min(reply.totalElements, 10) + 1));

  const name = `MOFA_TRANSACTIONS_FROM-${period.fromDate}_TO-${period.toDate}`;
  const pdf = await download(page, 'Export to PDF');
  expect(pdf.name).toBe(`${name}.pdf`);
  expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
  const excel = await download(page, 'Download as Excel');
  expect(excel.name).toBe(`${name}.xlsx`);
  // An xlsx is a zip; the server's tests read its rows back.
  expect(excel.bytes.subarray(0, 2).toString()).toBe('PK');

  await expectNoAxeViolations(page);
});

test('consular_12 sees only Cairo, with no Embassy select', async ({ page }) => {
  const first = await openMofa(page, CONSULAR_12);
  expect(first.totalElements).toBeGreaterThan(0);
  for (const payment of first.content) expect(payment.embassy).toMatch(/^12 /);
  await expect(filters(page).getByRole('combobox', { name: 'Embassy' })).toHaveCount(0);

  await searchFirstPeriod(page);
  await filters(page).getByRole('checkbox', { name: 'Is Charged Back' }).check();
  const searched = nextSearch(page);
  await filters(page).getByRole('button', { name: 'Submit Search' }).click();
  const response = await searched;
  expect(response.request().postDataJSON()).toMatchObject({ embassy: '12', isChargedBack: true });
  const reply = (await response.json()) as SearchReply;
  expect(reply.totalElements).toBeGreaterThan(0);
  for (const payment of reply.content) expect(payment.embassy).toMatch(/^12 /);
});

// The browser outlives a test: each test closes the contexts it opened, so none keeps working in the next.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser, width?: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(width && { viewport: { width, height: 844 } }),
  });
  contexts.push(context);
  return context.newPage();
}

test('a hidden column stays hidden after signing out and in, and in another browser', async ({
  page,
  browser,
}) => {
  // Three sign-ins in two browsers: three times the usual time on a busy machine.
  test.slow();
  await openMofa(page, CONSULAR_12);
  const pan = panHeader(page);
  await expect(pan).toBeVisible();
  await pan.hover();
  await pan.getByRole('button', { name: 'PAN column menu' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/merchant/v1/preferences/columns/mofa-transactions') &&
      response.request().method() === 'PUT',
  );
  await page.getByRole('menuitem', { name: 'Hide column' }).click();
  expect((await saved).status()).toBe(200);
  await expect(pan).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, CONSULAR_12);
  await expect(page).toHaveURL(/\/mofa-transactions$/);
  await expect(grid(page).getByRole('columnheader', { name: 'Transaction Date' })).toBeVisible();
  await expect(panHeader(page)).toHaveCount(0);

  const other = await newPage(browser);
  await openMofa(other, CONSULAR_12);
  await expect(grid(other).getByRole('columnheader', { name: 'Transaction Date' })).toBeVisible();
  await expect(panHeader(other)).toHaveCount(0);
});

test('the MOFA screen works on a phone', async ({ browser }) => {
  const page = await newPage(browser, 390);
  const first = await openMofa(page, CONSULAR_ALL);
  await expect(phoneRows(page, 'MOFA Transactions')).toHaveCount(Math.min(first.totalElements, 10));
  await expect(filters(page)).toBeHidden();
  await openFilters(page);
  await expect(filters(page).getByRole('combobox', { name: 'Embassy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download as Excel' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const searched = nextSearch(page);
  await filters(page).getByRole('checkbox', { name: 'Is Processed' }).check();
  await filters(page).getByRole('button', { name: 'Submit Search' }).click();
  expect((await searched).request().postDataJSON()).toMatchObject({ isProcessed: true });
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Is Processed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
