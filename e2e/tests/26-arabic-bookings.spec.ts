// Arabic, right to left (issue 31): the airline's bookings screens — both tabs, a payment's details, the
// refund form and a refund request with its confirmation — with no English of their own left, at 1440 and
// 390 px, axe-clean. Nothing is submitted: the demo bookings stay as the other specs expect them. The maker's
// and the checker's language is English again at the end.
import { expect, test, type Page } from '@playwright/test';
import { arabicSession, englishLeft } from './arabic.js';
import { expectNoAxeViolationsOnPage, expectNoSidewaysScroll } from './support.js';

const MAKER = 'wings.maker@4000000301';
const CHECKER = 'wings.checker@4000000301';

/** What this spec reads of a booking in the list's reply. */
interface BookingPayment {
  flightDetails: { bookingRefNo: string };
  canInitaiteRefund: boolean;
}

/** Back to English with the top bar's switch, kept as the user's language. */
async function backToEnglish(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'RJ Ticket Bookings' })).toBeVisible();
}

test("Arabic bookings, the maker's: both tabs, a payment's details and the refund form, on a desk and a phone", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await arabicSession(browser, MAKER);
  const history = page.waitForResponse((response) => response.url().includes('/payment/history?'));
  await page.goto('rj-bookings');
  const bookings = ((await (await history).json()) as { data: { results: BookingPayment[] } }).data.results;
  await expect(page.getByRole('heading', { name: 'حجوزات تذاكر الملكية الأردنية' })).toBeVisible();
  const payments = page.getByRole('grid', { name: 'الدفعات' });
  await expect(payments.getByRole('columnheader', { name: 'الرقم المرجعي للحجز' })).toBeVisible();
  await expect(payments.getByRole('gridcell', { name: 'اكتمل الدفع' }).first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'عوامل تصفية الدفعات' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic bookings, Payments, at 1440 px');

  await page.getByRole('tab', { name: 'عمليات الاسترداد' }).click();
  await expect(page.getByRole('form', { name: 'عوامل تصفية عمليات الاسترداد' })).toBeVisible();
  const refunds = page.getByRole('grid', { name: 'عمليات الاسترداد' });
  await expect(refunds.getByRole('columnheader', { name: 'مبلغ الاسترداد' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('tab', { name: 'الدفعات' }).click();

  // A refundable booking's details, then its refund form, refused empty: nothing is sent.
  const ref = bookings.find((booking) => booking.canInitaiteRefund)?.flightDetails.bookingRefNo ?? '';
  expect(ref).not.toBe('');
  const filters = page.getByRole('form', { name: 'عوامل تصفية الدفعات' });
  await filters.getByLabel('الرقم المرجعي للحجز').fill(ref);
  await filters.getByRole('button', { name: 'تنفيذ البحث' }).click();
  await page.getByRole('button', { name: `عرض تفاصيل الحجز ${ref}` }).click();
  const details = page.getByRole('dialog', { name: 'عرض تفاصيل الدفعة' });
  await expect(details.getByRole('heading', { name: 'تفاصيل الرحلة' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'اكتمل الدفع' })).toBeVisible();
  expect(await englishLeft(page, details)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic payment details at 1440 px');

  await details.getByRole('button', { name: 'بدء الاسترداد' }).click();
  const form = page.getByRole('dialog', { name: 'بدء الاسترداد' });
  await expect(form).toContainText(`الحجز \u2068${ref}\u2069: مبلغ التذكرة`);
  await form.getByRole('button', { name: 'إرسال' }).click();
  await expect(form.getByText('جميع الحقول إلزامية')).toBeVisible();
  expect(await englishLeft(page, form, [ref])).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic refund form at 1440 px');
  await form.getByRole('button', { name: 'إلغاء' }).click();
  await expect(form).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(details.getByRole('heading', { name: 'البيانات الأساسية' })).toBeVisible();
  expect(await englishLeft(page, details)).toEqual([]);
  await details.getByRole('button', { name: 'إغلاق' }).click();
  await expect(details).toHaveCount(0);
  await page.getByRole('button', { name: 'عوامل التصفية', exact: true }).click();
  await expect(filters.getByRole('button', { name: 'تنفيذ البحث' })).toBeVisible();
  expect(await englishLeft(page, page.locator('main'), [ref])).toEqual([]);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsOnPage(page, 'Arabic bookings, Payments, at 390 px');

  await backToEnglish(page);
  await context.close();
});

test("Arabic bookings, the checker's: the refund requests, one request's history and the approval's question", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await arabicSession(browser, CHECKER);
  await page.goto('rj-bookings?tab=refunds');
  // The tab says how many requests wait for the checker.
  await expect(page.getByRole('tab', { name: /^عمليات الاسترداد، \d+ بانتظار القرار$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const filters = page.getByRole('form', { name: 'عوامل تصفية عمليات الاسترداد' });
  await filters.getByRole('combobox', { name: /^الحالة/ }).click();
  await page.getByRole('option', { name: 'الكل' }).click();
  await filters.getByRole('button', { name: 'تنفيذ البحث' }).click();
  const refunds = page.getByRole('grid', { name: 'عمليات الاسترداد' });
  const view = refunds.getByRole('button', { name: /^عرض طلب استرداد الحجز / }).first();
  await expect(view).toBeVisible();
  // Who updated a request is the data's: a user's name, in its grid cell.
  expect(await englishLeft(page)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic bookings, Refunds, at 1440 px');

  // A pending request: its history, and the approval's question, answered Cancel.
  await filters.getByRole('combobox', { name: /^الحالة/ }).click();
  await page.getByRole('option', { name: 'المهام المعلّقة' }).click();
  // The search's reply names the first pending request: until it is drawn, the first row is the list before.
  const pendingRead = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/workflow/v1/search') &&
      response.request().method() === 'POST',
  );
  await filters.getByRole('button', { name: 'تنفيذ البحث' }).click();
  const pending = (await (await pendingRead).json()) as {
    data: { results: { workflowData: { bookingRefNo: string } }[] };
  };
  const pendingRef = pending.data.results[0]?.workflowData.bookingRefNo ?? 'none pending';
  await refunds.getByRole('button', { name: `عرض طلب استرداد الحجز ${pendingRef}`, exact: true }).click();
  const request = page.getByRole('dialog', { name: 'عرض طلب الاسترداد' });
  const history = request.getByRole('table', { name: 'سجل المهام' });
  await expect(history.getByRole('columnheader', { name: 'المهمة' })).toBeVisible();
  await expect(request.getByRole('heading', { name: 'قرار المدقق' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'مفتوح' })).toBeVisible();
  expect(await englishLeft(page, request)).toEqual([]);
  await expectNoAxeViolationsOnPage(page, 'Arabic refund request at 1440 px');
  await request.getByRole('button', { name: 'موافقة' }).click();
  const confirm = page.getByRole('dialog', { name: 'يرجى التأكيد' });
  await expect(confirm).toContainText(
    /هل توافق على استرداد \u2068\S*[\d,]+\.\d{3}\sد\.أ\.\S*\u2069 للحجز \u2068\w+\u2069؟/,
  );
  await confirm.getByRole('button', { name: 'إلغاء' }).click();
  await request.getByRole('button', { name: 'إغلاق' }).click();
  await expect(request).toHaveCount(0);

  await backToEnglish(page);
  await context.close();
});
