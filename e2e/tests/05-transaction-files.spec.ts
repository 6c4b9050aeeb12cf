import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page, type Response } from '@playwright/test';
import { isAccessProbe, mainMenu, signInAs } from './support.js';

const isRead = (response: Response) => /\/merchant\/transaction\/v1(\/modee)?\/read/.test(response.url());

function dayOffset(days: number): string {
  // The business day of Amman, as DD-MM-YYYY.
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman' })
    .format(new Date())
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}
const FROM = dayOffset(-2);
const TO = dayOffset(-1);

async function openScreen(page: Page, username: string, menu: string) {
  await signInAs(page, username);
  const firstRead = page.waitForResponse(
    (response) => isRead(response) && !isAccessProbe(response.request()),
  );
  await mainMenu(page).getByRole('link', { name: menu, exact: true }).click();
  await firstRead;
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

const PDF = '%PDF';
const XLSX = 'PK';

test('Transactions: Export to PDF and Download as Excel save the whole set under the spec names', async ({
  page,
}) => {
  await openScreen(page, 'zahran.teller@4000000101', 'Transactions');
  const toolbar = page.getByRole('button', { name: 'Export to PDF' });
  await expect(toolbar).toBeEnabled();

  const pdf = await downloadBy(page, () => toolbar.click());
  expect(pdf.suggestedFilename()).toBe(`TRANSACTIONS_P_FROM-${FROM}_TO-${TO}_ALL-BRANCHES.pdf`);
  expect((await bytesOf(pdf)).subarray(0, 4).toString()).toBe(PDF);

  // One branch: the name carries its id.
  await page.getByRole('combobox', { name: /Branch/ }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('option', { name: /^010101 - / }).click();
  await page.keyboard.press('Escape');
  const search = page.waitForResponse(isRead);
  await page.getByRole('button', { name: 'Submit Search' }).click();
  await search;
  const excel = await downloadBy(page, () => page.getByRole('button', { name: 'Download as Excel' }).click());
  expect(excel.suggestedFilename()).toBe(`TRANSACTIONS_P_FROM-${FROM}_TO-${TO}_010101.xlsx`);
  expect((await bytesOf(excel)).subarray(0, 2).toString()).toBe(XLSX);
});

test('a failed file shows the spec text', async ({ page }) => {
  await openScreen(page, 'zahran.teller@4000000101', 'Transactions');
  await page.route('**/merchant/transaction/v1/generate/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"500","message":"x"}' }),
  );
  await page.getByRole('button', { name: 'Download as Excel' }).click();
  await expect(
    page.getByText(
      'Unable to download transaction report at this moment. Please try again later or contact support',
    ),
  ).toBeVisible();
});

test("the special merchant's summary tables, their files and the one-day details", async ({ page }) => {
  await openScreen(page, 'petra.admin@4000000194', 'Transactions');
  const summary = page.getByRole('table', { name: 'Summary Report', exact: true });
  const payment = page.getByRole('table', { name: 'Payment Summary Report' });
  await expect(summary.getByRole('row').nth(1)).toContainText(/\d+\.\d{3}/);
  await expect(summary.getByRole('columnheader')).toHaveText([
    'Transaction Date',
    'Card Scheme',
    'Trx Count',
    'Trx Amount',
    'Trx MDR',
    'Net Amount',
  ]);
  await expect(payment.getByRole('row').nth(1)).toContainText('Petra Fuel Stations');
  await expect(payment.getByRole('row').nth(1)).toContainText(/\d+\.\d{3}/);

  const summarySection = page.getByRole('region', { name: 'Summary Report', exact: true });
  const summaryExcel = await downloadBy(page, () =>
    summarySection.getByRole('button', { name: 'Download as Excel' }).click(),
  );
  expect(summaryExcel.suggestedFilename()).toBe(`SUMMARY_REPORT_FROM-${FROM}_TO-${TO}.xlsx`);
  const paymentSection = page.getByRole('region', { name: 'Payment Summary Report' });
  const paymentPdf = await downloadBy(page, () =>
    paymentSection.getByRole('button', { name: 'Export to PDF' }).click(),
  );
  expect(paymentPdf.suggestedFilename()).toBe(`PAYMENT_SUMMARY_REPORT_FROM-${FROM}_TO-${TO}.pdf`);
  expect((await bytesOf(paymentPdf)).subarray(0, 4).toString()).toBe(PDF);

  // Two days apart: refused with the spec text.
  await page.getByRole('button', { name: 'Merchant Transaction Details' }).click();
  await expect(
    page.getByText('Please select only one day difference to check the merchant transaction details'),
  ).toBeVisible();

  // The same day: the details file.
  const from = page.getByRole('group', { name: 'From Date' });
  await from.getByRole('spinbutton').first().click();
  await page.keyboard.type(TO.replaceAll('-', ''));
  const search = page.waitForResponse(isRead);
  await page.getByRole('button', { name: 'Submit Search' }).click();
  await search;
  const details = await downloadBy(page, () =>
    page.getByRole('button', { name: 'Merchant Transaction Details' }).click(),
  );
  expect(details.suggestedFilename()).toBe(`MERCHANT_TRANSACTIONS_4000000194_P_${TO}.xlsx`);
  expect((await bytesOf(details)).subarray(0, 2).toString()).toBe(XLSX);
});

test('MoDEE: its own screen, columns and files', async ({ page }) => {
  await openScreen(page, 'modee.user@4000000501', 'MoDEE Transactions');
  await expect(page).toHaveURL(/\/modee-transactions$/);
  await expect(page.getByRole('heading', { name: 'Transactions', exact: true })).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: 'Deposite Date' })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(grid.getByRole('row').nth(1)).toContainText(/\d{6}\*{6}\d{4}/);

  const pdf = await downloadBy(page, () => page.getByRole('button', { name: 'Export PDF' }).click());
  expect(pdf.suggestedFilename()).toBe(`MODEE_TRANSACTIONS_FROM-${FROM}_TO-${TO}.pdf`);
  const excel = await downloadBy(page, () => page.getByRole('button', { name: 'Download Excel' }).click());
  expect(excel.suggestedFilename()).toBe(`MODEE_TRANSACTIONS_FROM-${FROM}_TO-${TO}.xlsx`);
  expect((await bytesOf(excel)).subarray(0, 2).toString()).toBe(XLSX);
});

test('MoDEE is closed to a user without modee-transactions:read', async ({ page }) => {
  await signInAs(page, 'zahran.teller@4000000101');
  await page.goto('modee-transactions');
  await expect(page).toHaveURL(/\/not-found$/);
});

const SOURCES: [label: string, code: string][] = [
  ['MobiCash', 'M'],
  ['PoS', 'P'],
  ['CliQ', 'CLIQ'],
  ['Reflect', 'QR'],
  ['E-Gift', 'EGIFT'],
  ['CyberSource', 'CS'],
  ['Soft Pos', 'SP'],
  ['MobiCash Refunds', 'MR'],
  ['PoS Refunds', 'PR'],
  ['PoS Settlement', 'PS'],
  ['MobiCash Settlement', 'MS'],
  ['DCC', 'DCC'],
  ['DCC Details', 'DCCDETAIL'],
];

test('Zahran searches every source and finds its transactions', async ({ page }) => {
  test.setTimeout(90_000);
  await openScreen(page, 'zahran.admin@4000000101', 'Transactions');
  for (const [label, code] of SOURCES) {
    await page.getByLabel('Transaction Source').click();
    await page.getByRole('option', { name: label, exact: true }).click();
    // A month, not a week: refunds are rare in the small demo (a week of MobiCash refunds can be empty).
    if (code !== 'DCC' && code !== 'DCCDETAIL')
      await page.getByRole('button', { name: 'Last month' }).click();
    if (code === 'CS') {
      // CS clears the branch (part 2 §4): the user picks one, or All, in a single select.
      await page.getByRole('combobox', { name: /Branch/ }).click();
      await page.getByRole('option', { name: 'All' }).click();
    }
    const reply = page.waitForResponse(
      (response) => isRead(response) && response.request().postDataJSON().transactionName === code,
    );
    await page.getByRole('button', { name: 'Submit Search' }).click();
    const response = await reply;
    expect(response.status(), label).toBe(200);
    const body = (await response.json()) as { totalElements: number };
    expect(body.totalElements, label).toBeGreaterThan(0);
    await expect(page.getByRole('grid').getByRole('row').nth(1), label).toBeVisible();
  }
});

test('a ride-hailing user filters PoS by category', async ({ page }) => {
  await openScreen(page, 'rides.admin@4000000601', 'Transactions');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Comfort' }).click();
  const reply = page.waitForResponse(isRead);
  await page.getByRole('button', { name: 'Submit Search' }).click();
  expect((await reply).request().postDataJSON()).toMatchObject({ category: 'Comfort', transactionName: 'P' });
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toContainText('Comfort');
  const categories = await grid
    .getByRole('gridcell')
    .filter({ hasText: /^(Economy|Comfort|Business|Delivery)$/ })
    .allInnerTexts();
  expect(new Set(categories)).toEqual(new Set(['Comfort']));
});
