// Arabic, right to left (issue 31): chosen on the sign-in page, kept as the user's, followed in a second
// browser; the frame around every screen in Arabic, mirrored, with no English of its own left; back to English.
// The analyst's language changes for the run: this spec comes after every other that signs them in.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { arabicSession, englishLeft, signInInArabic } from './arabic.js';
import { DEMO_PASSWORD, expectNoAxeViolationsOnPage, expectNoSidewaysScroll } from './support.js';

const ANALYST = 'zahran.analyst@4000000101';

/** The frame's own English texts (the top bar, the menu, the user's panel), none of which may stay in Arabic. */
const SHELL_ENGLISH = [
  'Merchant Portal',
  'Log out',
  'Dashboard',
  'Advanced Dashboard',
  'Profile',
  'Front office',
];

/** The shell in Arabic, right to left; on a phone the menu is opened to be read, and closed again. */
async function expectRightToLeftShell(page: Page, isPhone: boolean): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page).toHaveTitle(/بوابة التجار/);
  const bar = await page.getByRole('banner').innerText();
  if (isPhone) await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(menu.getByRole('link', { name: 'لوحة المعلومات', exact: true })).toBeVisible();
  const shellText = [
    bar,
    await menu.innerText(),
    await page.getByRole('region', { name: 'المستخدم الحالي' }).innerText(),
  ].join('\n');
  for (const english of SHELL_ENGLISH) expect(shellText).not.toContain(english);
  if (isPhone) await page.keyboard.press('Escape');
}

for (const width of [1440, 390] as const) {
  test(`Arabic at ${width} px: chosen before sign-in, kept as the user's in a second browser, then English again`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: width > 500 ? 900 : 844 };
    const isPhone = width < 900;
    // A context per browser: nothing kept between them, as between two computers.
    const firstContext = await browser.newContext({ viewport });
    const first = await firstContext.newPage();
    await first.goto('sign-in');
    await first.getByRole('button', { name: 'العربية' }).click();
    await expect(first.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(first.getByText('سجّل الدخول إلى حساب التاجر الخاص بك')).toBeVisible();
    // The click left the focused field alone: no error before the user typed anything.
    await expect(first.getByText('مطلوب')).toHaveCount(0);
    await expectNoSidewaysScroll(first);

    // A wrong password, answered in Arabic.
    await first.getByLabel('اسم المستخدم').fill(ANALYST);
    await first.getByLabel('كلمة المرور', { exact: true }).fill('Wrong#Pass2026');
    await first.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(
      first.getByText('عذرًا، اسم المستخدم أو كلمة المرور غير صحيحة، يرجى المحاولة مرة أخرى'),
    ).toBeVisible();

    await signInInArabic(first, ANALYST);
    await expectRightToLeftShell(first, isPhone);
    if (!isPhone) {
      // The drawer on the right, the page to its left.
      const drawer = await first.getByRole('navigation', { name: 'القائمة الرئيسية' }).boundingBox();
      expect(drawer?.x).toBeGreaterThan(width / 2);
    }
    await expectNoSidewaysScroll(first);
    await expectNoAxeViolationsOnPage(first, `Arabic shell at ${width} px`);
    await firstContext.close();

    // A second browser, nothing kept in it: the sign-in page in English, the portal in Arabic once signed in.
    const secondContext = await browser.newContext({ viewport });
    const second = await secondContext.newPage();
    await second.goto('sign-in');
    await expect(second.locator('html')).toHaveAttribute('dir', 'ltr');
    await second.getByLabel('Username').fill(ANALYST);
    await second.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await second.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await expectRightToLeftShell(second, isPhone);

    // Back to English, kept too: after signing out and in again, English.
    await second.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(second.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(second.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await second.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await second.waitForURL((url) => url.pathname.endsWith('/sign-in'));
    await second.getByLabel('Username').fill(ANALYST);
    await second.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await second.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await expect(second.getByRole('banner').getByRole('button', { name: 'العربية' })).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('dir', 'ltr');
    await secondContext.close();
  });
}

test('Arabic transactions: every text in Arabic, the card number, figures and dates left to right, on a desk and a phone', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await arabicSession(browser, 'zahran.teller@4000000101');
  await page.goto('transactions');
  const grid = page.getByRole('grid', { name: 'الحركات' });
  const pan = grid
    .getByRole('gridcell')
    .filter({ hasText: /^\d{6}\*{6}\d{4}$/ })
    .first();
  await expect(pan).toBeVisible();
  expect(await pan.evaluate((cell) => getComputedStyle(cell).unicodeBidi)).toBe('plaintext');
  await expect(grid.getByRole('columnheader', { name: 'صافي المبلغ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'المجاميع' })).toContainText(
    /^عدد الحركات: [\d,]+ · مبلغ الحركة \S*[\d,]+\.\d{3}\sد\.أ\./,
  );
  // The search reads a masked card back in Arabic, the card in its own order.
  await page.getByRole('searchbox', { name: 'بحث' }).fill('522483******2206');
  await expect(page.getByText('البطاقة \u2068522483******2206\u2069')).toBeVisible();
  await page.getByRole('searchbox', { name: 'بحث' }).fill('');
  await page.getByRole('button', { name: 'نطاق المبلغ' }).click();
  await page.getByRole('textbox', { name: 'المبلغ من' }).fill('5,0.1234');
  await page.getByRole('textbox', { name: 'المبلغ من' }).blur();
  await expect(page.getByText('يجب أن يكون مبلغًا بثلاث خانات عشرية على الأكثر')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('button', { name: 'نطاق المبلغ' }).click();
  await expectNoAxeViolationsOnPage(page, 'Arabic transactions at 1440 px');

  // The PDF in the user's language: drawn in the Arabic font (the server's test checks its pixels).
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تصدير إلى PDF' }).click();
  const pdf = await readFile(await (await pdfDownload).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Bold/);

  // The date picker's calendar: Jordan's month names, Arabic weekdays from Saturday, its buttons in Arabic.
  await page
    .getByRole('button', { name: /^اختر التاريخ، التاريخ المختار / })
    .first()
    .click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: 'الشهر السابق' })).toBeVisible();
  await expect(calendar).toContainText(
    /^(كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين)[\u0600-\u06FF ]* \d{4}/,
  );
  await expect(calendar.getByRole('columnheader').first()).toHaveText('س');
  expect(await englishLeft(page, calendar)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // One payment's panel, in Arabic.
  await pan.click();
  const panel = page.getByRole('dialog', { name: 'تفاصيل الدفعة' });
  await expect(panel.getByRole('heading', { name: 'المبالغ' })).toBeVisible();
  expect(await englishLeft(page, panel)).toEqual([]);
  await panel.getByRole('button', { name: 'إغلاق' }).click();
  await expect(panel).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'الحركات', exact: true }).getByRole('listitem').first();
  const cardNumber = card.locator('bdi').filter({ hasText: /^\d{6}\*{6}\d{4}$/ });
  await expect(cardNumber).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'عوامل التصفية' }).click();
  await expect(page.getByRole('button', { name: 'تنفيذ البحث' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // The teller's English again, kept for their next sign-in.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  // The check reads what is on screen: in English it finds the screen's English.
  expect(await englishLeft(page)).toEqual(expect.arrayContaining(['Transactions', 'Filters']));
  await context.close();
});

test('Arabic dashboard and profile: every section, chart and table in Arabic, the charts mirrored, on a desk and a phone', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await arabicSession(browser, ANALYST);
  await page.goto('dashboard');
  await expect(page.getByRole('heading', { name: /^لوحة أداء / })).toBeVisible();
  const branches = page.getByRole('region', { name: 'نشاط الفروع' });
  // The branches' bars run from the right, their names on the right of the chart.
  const chart = branches.getByRole('img', { name: 'نشاط الفروع: المبلغ منذ بداية العام حسب الفرع' });
  await expect(chart.locator('text').filter({ hasText: 'المبلغ (دينار أردني)' })).toBeVisible();
  const chartBox = await chart.boundingBox();
  const firstName = await chart.locator('text').filter({ hasText: /[A-Z]/ }).first().boundingBox();
  expect(firstName!.x).toBeGreaterThan(chartBox!.x + chartBox!.width / 2);
  await branches.getByRole('button', { name: 'جدول' }).click();
  await expect(branches.getByRole('columnheader', { name: 'الحركات' })).toBeVisible();
  await expect(branches.getByRole('cell', { name: 'المجموع، جميع الفروع' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'النشاط الشهري' }).locator('div[role="img"]')).toContainText(
    'كانون الثاني',
  );

  // Proper names stay as they are: the branches', the user's and the merchant's.
  const names = [
    ...(await page
      .locator('label')
      .filter({ has: page.locator('input') })
      .allInnerTexts()),
    ...(await page.getByRole('heading', { level: 1 }).allInnerTexts()),
    ...(await page.locator('main p').first().allInnerTexts()),
    // The bank's own programs, as its records name them.
    ...(await page.locator('div[role="img"][aria-label="البرامج"] text').allTextContents()),
  ];
  expect(await englishLeft(page, page.locator('main'), names)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic dashboard at 1440 px');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: /^لوحة أداء / })).toBeVisible();
  expect(await englishLeft(page, page.locator('main'), names)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // The profile: the user's details, groups and the password form.
  await page.goto('profile');
  await expect(page.getByRole('heading', { name: 'تحديث كلمة المرور' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'بيانات المستخدم' })).toContainText('مستخدمو لوحة المعلومات');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await page.goto('dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: /Performance Dashboard$/ })).toBeVisible();
  await context.close();
});

test("Arabic merchant screen: details, branches, terminals and the merchant's users in Arabic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await arabicSession(browser, 'zahran.admin@4000000101');
  await page.goto('merchant');
  await expect(page.getByRole('region', { name: 'بيانات التاجر' })).toContainText('نوع العمولة');
  const users = page.getByRole('table', { name: 'مستخدمو التاجر' });
  await expect(users.getByRole('columnheader', { name: 'المجموعات' })).toBeVisible();
  await expect(users.getByRole('button', { name: 'تعديل' }).first()).toBeVisible();
  // The tables' cells are the merchant's own data: branch names, users' names, who changed a record.
  const data = await page.locator('tbody td').allInnerTexts();
  expect(await englishLeft(page, page.locator('main'), data)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic merchant screen at 1440 px');

  // A branch's terminals, and a confirmation, in Arabic.
  await page.getByRole('table', { name: 'الفروع' }).getByRole('row').nth(1).click();
  const terminals = page.getByRole('dialog', { name: /^الأجهزة الطرفية في / });
  await expect(terminals.getByRole('columnheader', { name: 'رقم الجهاز الطرفي' })).toBeVisible();
  await terminals.getByRole('button', { name: 'إغلاق' }).click();
  await users.getByRole('button', { name: 'تعطيل' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'يرجى التأكيد' });
  await expect(confirm).toContainText('هل أنت متأكد من تعطيل المستخدم');
  await confirm.getByRole('button', { name: 'إلغاء' }).click();

  // The add dialog: its fields, the groups' descriptions and each field's error in Arabic.
  await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة مستخدم' });
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText(/^اسم المستخدم: /)).toBeVisible();
  expect(await englishLeft(page, dialog)).toEqual([]);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Merchant Users' })).toBeVisible();
  await context.close();
});

test('Arabic MOFA transactions: the filter, the columns and the totals in Arabic', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await arabicSession(browser, 'consular.all@4000000401');
  await page.goto('mofa-transactions');
  const grid = page.getByRole('grid', { name: 'حركات وزارة الخارجية' });
  await expect(grid.getByRole('columnheader', { name: 'الرقم المرجعي للحركة' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'عوامل تصفية حركات وزارة الخارجية' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'المجاميع' })).toContainText('عدد الحركات');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic MOFA transactions at 1440 px');

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'MOFA Transactions' })).toBeVisible();
  await context.close();
});

test('Arabic pre-auth transactions: the filter, the columns and the totals in Arabic', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await arabicSession(browser, 'zahran.admin@4000000101');
  await page.goto('pre-auth-transactions');
  const grid = page.getByRole('grid', { name: 'حركات التفويض المسبق' });
  await expect(grid.getByRole('columnheader', { name: 'نوع البطاقة' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'عوامل تصفية التفويض المسبق' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic pre-auth transactions at 1440 px');

  // The Excel file in the user's language: its sheet, headers and the holds' states, right to left.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تنزيل كملف Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await (await download).path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.name).toBe('حركات التفويض المسبق');
  expect(sheet?.views[0]?.rightToLeft).toBe(true);
  expect(sheet?.getRow(1).values).toEqual(expect.arrayContaining(['نوع البطاقة', 'الحالة']));
  const statusColumn = (sheet?.getRow(1).values as unknown[]).indexOf('الحالة');
  const states = new Set(sheet?.getColumn(statusColumn).values.slice(2));
  expect(states.size).toBeGreaterThan(0);
  expect(
    [...states].every(
      (state) => typeof state === 'string' && ['محجوز', 'مُحصّل', 'منتهي الصلاحية'].includes(state),
    ),
  ).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Pre Auth Transactions' })).toBeVisible();
  await context.close();
});

test('Arabic reports library: a report requested in Arabic, its status, files and counts in Arabic', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await arabicSession(browser, 'zahran.admin@4000000101');
  await page.goto('reports');
  await expect(page.getByRole('heading', { name: 'التقارير' })).toBeVisible();
  await page.getByRole('button', { name: 'طلب تقرير' }).click();
  await expect(page.getByText('تم إرسال طلب التقرير بنجاح')).toBeVisible();
  const table = page.getByRole('table', { name: 'التقارير المطلوبة' });
  await expect(table.getByRole('columnheader', { name: 'تاريخ تقديم الطلب' })).toBeVisible();
  // The job writes the request's files; the list (newest first) reads itself again until it is complete.
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('مكتمل', { timeout: 60_000 });
  // The file goes by its own name, kept left to right, and was written in Arabic.
  const fileButton = newest.getByRole('button', { name: /\.xlsx$/ });
  await expect(fileButton.locator('bdi')).toBeVisible();
  const download = page.waitForEvent('download');
  await fileButton.click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await (await download).path())) as unknown as ArrayBuffer);
  expect(workbook.worksheets[0]?.name).toBe('الحركات');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic reports library at 1440 px');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Requested reports' }).getByText('Completed').first(),
  ).toBeVisible();
  await context.close();
});

test("Arabic marketplace reports: settlement and order master, the orders' states in Arabic on a phone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await arabicSession(browser, 'market.reports@4000000701');
  const brands = ['Shopix', 'Emart'];
  await page.goto('arabie-reports');
  const settlement = page.getByRole('grid', { name: 'تقارير Shopix وEmart' });
  await expect(settlement.getByRole('columnheader', { name: 'تاريخ الحركة' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'تقارير المتاجر الإلكترونية' })).toBeVisible();
  expect(await englishLeft(page, page.locator('main'), brands)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic settlement report at 1440 px');

  await page.getByRole('link', { name: 'تقرير الطلبات الرئيسي' }).click();
  const orders = page.getByRole('grid', { name: 'تقرير الطلبات الرئيسي' });
  await expect(orders.getByRole('columnheader', { name: 'رقم الطلب' })).toBeVisible();
  await expect(orders.getByRole('gridcell', { name: /^(تم الشحن|تم التسليم)$/ }).first()).toBeVisible();
  expect(await englishLeft(page, page.locator('main'), brands)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'تقرير الطلبات الرئيسي' });
  await expect(cards.getByText(/^(تم الشحن|تم التسليم)$/).first()).toBeVisible();
  await expect(cards).not.toContainText('Shipped');
  expect(await englishLeft(page, page.locator('main'), brands)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await context.close();
});

test('Arabic advanced dashboard: the filter, figures, charts and reports in Arabic, card numbers left to right', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await arabicSession(browser, ANALYST);
  await page.goto('advanced-dashboard');
  await expect(page.getByRole('heading', { name: 'لوحة المعلومات المتقدمة' })).toBeVisible();
  const branches = page.getByRole('img', { name: 'المبلغ حسب الفرع (دينار أردني)' });
  await expect(branches.locator('text').filter({ hasText: 'المبلغ (دينار أردني)' })).toBeVisible();
  const spenders = page.getByRole('table', { name: 'الأعلى إنفاقًا' });
  const card = spenders.locator('bdi[dir="ltr"]').first();
  await expect(card).toHaveText(/^\d{6}\*+\d{4}$/);
  await expect(
    page.getByRole('table', { name: 'التقرير حسب الفترة' }).getByRole('cell', { name: 'المجموع' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'حسب السوق' }).click();
  await expect(
    page.getByRole('table', { name: 'التقرير حسب السوق' }).getByRole('columnheader', { name: 'جهة الإصدار' }),
  ).toBeVisible();

  // The branches' names are the merchant's own, drawn in the chart.
  const names = await branches.locator('text').allTextContents();
  expect(await englishLeft(page, page.locator('main'), names)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic advanced dashboard at 1440 px');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'لوحة المعلومات المتقدمة' })).toBeVisible();
  expect(await englishLeft(page, page.locator('main'), names)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Advanced Dashboard' })).toBeVisible();
  await context.close();
});
