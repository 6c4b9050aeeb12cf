import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
  await page.goto('http://127.0.0.1:8181/merchant-portal/sign-in');
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByLabel('اسم المستخدم').fill('zahran.teller@4000000101');
  await page.getByLabel('كلمة المرور', { exact: true }).fill('Portal#Demo2026');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await page.goto('http://127.0.0.1:8181/merchant-portal/transactions');
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/tx-ar-${width}.png`, fullPage: false });
  if (width === 1440) {
    await page.getByRole('grid').getByRole('row').nth(1).click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/tx-ar-panel-${width}.png` });
  } else {
    await page.getByRole('button', { name: 'عوامل التصفية' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/tx-ar-filters-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
