// Shared by the Arabic specs (issue 31): signing in in Arabic, and finding the English left on a screen.
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support.js';

export async function signInInArabic(page: Page, username: string): Promise<void> {
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

/** A browser of its own at 1440 px, Arabic chosen on the sign-in page, signed in as `username`. */
export async function arabicSession(browser: Browser, username: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('sign-in');
  await page.getByRole('button', { name: 'العربية' }).click();
  await signInInArabic(page, username);
  return { context, page };
}

/**
 * Codes and names the Arabic screens show as they are: currencies, the sources' brands, the card networks, the
 * files' formats, the date format, the bank's and the merchant's names.
 */
const KEPT_AS_THEY_ARE = new Set([
  'JOD',
  'USD',
  'ILS',
  'PoS',
  'MobiCash',
  'CliQ',
  'Reflect',
  'E-Gift',
  'CyberSource',
  'DCC',
  'RRN',
  'MRN',
  'BIN',
  'BNPL',
  'QR',
  'VISA',
  'Visa',
  'Mastercard',
  'Master',
  'Master-Maestero',
  'PDF',
  'CSV',
  'Excel',
  'DD-MM-YYYY',
  'English',
  'Jordan',
  'Acquiring',
  'Bank',
  'Zahran',
  'Hypermarkets',
  'EPP',
]);

/**
 * The English words left in what a person sees of `root`, apart from the codes and names above and from the
 * data itself: a grid's cells, and the values a card or a description list isolates (`<bdi>`).
 */
export async function englishLeft(
  page: Page,
  root = page.locator('main'),
  names: readonly string[] = [],
): Promise<string[]> {
  const words = await root.evaluate((element) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[role="gridcell"], bdi, [aria-hidden="true"], .MuiSelect-nativeInput'))
        continue;
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      found.push(...(node.textContent ?? '').split(/[^A-Za-z-]+/).filter((word) => /[A-Za-z]{2}/.test(word)));
    }
    return found;
  });
  const kept = new Set([...KEPT_AS_THEY_ARE, ...names.flatMap((name) => name.split(/[^A-Za-z-]+/))]);
  return [...new Set(words)].filter((word) => !kept.has(word));
}
