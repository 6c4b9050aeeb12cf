// Arabic-Indic digits (issue 31): a user's choice in Arabic, kept as theirs on every browser. Figures and dates
// in them, codes in Latin digits; Latin again at once when they choose so. This spec comes after every other
// that signs the teller in (their digits change for the run, and go back at its end).
import { expect, test, type Page } from '@playwright/test';
import { arabicSession } from './arabic.js';
import { expectNoSidewaysScroll, signInAs } from './support.js';

const TELLER = 'zahran.teller@4000000101';
const LATIN = /[0-9]/;
const ARABIC_INDIC = /[٠-٩]/;

function digitsChoice(page: Page, name: 'أرقام هندية' | 'أرقام لاتينية') {
  return page
    .getByRole('region', { name: 'المستخدم الحالي' })
    .getByRole('group', { name: 'الأرقام' })
    .getByRole('button', { name });
}

/** The first row's cell of a field in the transactions grid. */
function firstCell(page: Page, field: string) {
  return page
    .getByRole('grid', { name: 'الحركات' })
    .locator(`[role="gridcell"][data-field="${field}"]`)
    .first();
}

test("Arabic-Indic digits: chosen in the user's panel, kept as theirs in a second browser, Latin again", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await arabicSession(browser, TELLER);
  await expect(digitsChoice(page, 'أرقام لاتينية')).toHaveAttribute('aria-pressed', 'true');
  const kept = page.waitForResponse(
    (response) => response.url().endsWith('/preferences/digits') && response.request().method() === 'PUT',
  );
  await digitsChoice(page, 'أرقام هندية').click();
  expect((await kept).status()).toBe(200);

  await page.goto('transactions');
  const date = firstCell(page, 'transactionDate');
  await expect(date).toHaveText(/^[٠-٩]{2}\u200e-\u200e[٠-٩]{2}\u200e-\u200e[٠-٩]{4}$/);
  await expect(firstCell(page, 'transactionTime')).toHaveText(/^[٠-٩]{2}:[٠-٩]{2}:[٠-٩]{2}$/);
  await expect(firstCell(page, 'transactionAmount')).toHaveText(/^[٠-٩٬]+٫[٠-٩]{3}$/);
  // A code is read against a receipt: the card keeps its Latin digits.
  await expect(firstCell(page, 'tranPaymentMethod')).toHaveText(/^\d{6}\*{6}\d{4}$/);
  const totals = page.getByRole('region', { name: 'المجاميع' });
  await expect(totals).toContainText(ARABIC_INDIC);
  await expect(totals).not.toContainText(LATIN);
  await expect(page.getByText(/^[٠-٩]+–[٠-٩]+ من [٠-٩]+$/)).toBeVisible();
  // A figure the text says itself is in the reader's digits too; the search reads the digits typed in them.
  await expect(page.getByRole('button', { name: 'آخر ٧ أيام' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'بحث' }).fill('٢٢٠٦');
  await expect(page.getByText(/^البطاقة المنتهية بـ \u2068?2206\u2069?$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'بحث' }).fill('');
  await expectNoSidewaysScroll(page);

  await page.goto('dashboard');
  for (const figure of [page.getByText(/^أمس \(/), page.getByText(/^عدد الحركات: /).first()]) {
    await expect(figure).toContainText(ARABIC_INDIC);
    await expect(figure).not.toContainText(LATIN);
  }
  // The merchant's code keeps its Latin digits.
  await expect(page.getByText('رمز التاجر: 4000000101')).toBeVisible();

  // A second browser, English on its sign-in page: the user's language and digits follow them.
  const secondContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const second = await secondContext.newPage();
  await signInAs(second, TELLER);
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  await second.goto('transactions');
  await expect(second.getByRole('region', { name: 'المجاميع' })).toContainText(ARABIC_INDIC);
  await secondContext.close();

  // Latin again, at once and without a reload, and kept.
  await page.goto('transactions');
  await expect(date).toContainText(ARABIC_INDIC);
  const keptLatin = page.waitForResponse(
    (response) => response.url().endsWith('/preferences/digits') && response.request().method() === 'PUT',
  );
  await digitsChoice(page, 'أرقام لاتينية').click();
  await expect(date).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  await expect(page.getByRole('region', { name: 'المجاميع' })).not.toContainText(ARABIC_INDIC);
  expect((await keptLatin).status()).toBe(200);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await context.close();
});
