import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, openFilters, signInAs } from './support.js';

// RJ Ticket Bookings against the real server and the airline's demo bookings: the maker asks for a refund,
// the checker approves or rejects it, the maker settles a timed-out payment, resends a notification and
// downloads the CSV.

/** What these tests read of a booking in the list's reply. */
interface BookingPayment {
  flightDetails: { bookingRefNo: string };
  refundStatus: string;
  canInitaiteRefund: boolean;
  canChangeStatus: boolean;
  canResendNotification: boolean;
}

const MAKER = 'wings.maker@4000000301';
const CHECKER = 'wings.checker@4000000301';

// The browser outlives a test: each test closes the contexts it opened, so none keeps working in the next.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function userPage(browser: Browser, username: string, width?: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(width && { viewport: { width, height: 844 } }),
  });
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, username);
  await expect(page).toHaveURL(/\/rj-bookings/);
  return page;
}

/** The Payments tab's bookings of its default period, all of them (rows per page 1000). */
async function allPayments(page: Page): Promise<BookingPayment[]> {
  const reply = page.waitForResponse(
    (response) => response.url().includes('/payment/history?') && response.url().includes('size=1000'),
  );
  await page
    .getByRole('combobox', { name: /Rows per page/ })
    .first()
    .click();
  await page.getByRole('option', { name: '1000' }).click();
  return ((await (await reply).json()) as { data: { results: BookingPayment[] } }).data.results;
}

async function openPayment(page: Page, ref: string) {
  const filters = page.getByRole('form', { name: 'Payments filters' });
  await filters.getByLabel('Booking Ref No').fill(ref);
  await filters.getByRole('button', { name: 'Submit Search' }).click();
  await page.getByRole('button', { name: `View Details of ${ref}` }).click();
  return page.getByRole('dialog', { name: 'View Payment Details' });
}

async function openRequest(page: Page, ref: string) {
  await page.getByRole('tab', { name: 'Refunds' }).click();
  const filters = page.getByRole('form', { name: 'Refunds filters' });
  await filters.getByLabel('Booking Ref No').fill(ref);
  await filters.getByRole('button', { name: 'Submit Search' }).click();
  await page.getByRole('button', { name: `View refund request of ${ref}` }).click();
  return page.getByRole('dialog');
}

async function requestRefund(page: Page, ref: string, amount: string) {
  const details = await openPayment(page, ref);
  await details.getByRole('button', { name: 'Initiate Refund' }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByLabel('Refund Amount') });
  await form.getByLabel('Refund Amount').fill(amount);
  await form.getByLabel('Comment').fill('Flight changed by the customer');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Refund request submitted for approval')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
}

test('the maker asks for a refund, the checker approves it, the maker sees it refunded', async ({
  browser,
}) => {
  // Two users sign in and the refund goes through both: three times the usual time on a busy machine.
  test.slow();
  const maker = await userPage(browser, MAKER);
  await expect(maker.getByText('View and filter payments')).toBeVisible();
  const refundable = (await allPayments(maker)).filter(
    (booking) => booking.canInitaiteRefund && booking.refundStatus === 'NONE',
  );
  expect(refundable.length).toBeGreaterThan(2);
  const ref = (refundable[0] as BookingPayment).flightDetails.bookingRefNo;
  await requestRefund(maker, ref, '12.5');
  await expectNoAxeViolations(maker);

  const checker = await userPage(browser, CHECKER);
  const request = await openRequest(checker, ref);
  await expect(request).toContainText('12.500');
  await request.getByRole('button', { name: 'Approve' }).click();
  // Money moves at the confirmation's second click (18-sessions-and-refunds checks what it names).
  await checker
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Approve refund' })
    .click();
  await expect(checker.getByText('Refund approved.')).toBeVisible();

  await maker.reload();
  const details = await openPayment(maker, ref);
  await expect(details.getByRole('heading', { name: 'REFUND DETAILS' })).toBeVisible();
  await expect(details).toContainText(CHECKER);
  await expect(details).toContainText('Approval Ref No');
});

test('the checker rejects a refund only with a comment', async ({ browser }) => {
  test.slow();
  const maker = await userPage(browser, MAKER);
  const refundable = (await allPayments(maker)).filter(
    (booking) => booking.canInitaiteRefund && booking.refundStatus === 'NONE',
  );
  const ref = (refundable.at(-1) as BookingPayment).flightDetails.bookingRefNo;
  await requestRefund(maker, ref, '20');

  const checker = await userPage(browser, CHECKER);
  const request = await openRequest(checker, ref);
  await request.getByRole('button', { name: 'Reject' }).click();
  await expect(checker.getByText('Please fill the comments')).toBeVisible();
  await request.getByLabel('Comment').fill('The ticket was already used');
  await request.getByRole('button', { name: 'Reject' }).click();
  await expect(checker.getByText('Task rejected')).toBeVisible();
});

test('the maker marks a timed-out payment, resends a notification and downloads the CSV on a phone', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const maker = await userPage(browser, MAKER, 390);
  const payments = await allPayments(maker);
  expect(await maker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const timedOut = payments.find((booking) => booking.canChangeStatus) as BookingPayment;
  expect(timedOut).toBeDefined();
  // A phone folds the filter behind 'Filters', and again after each search.
  await openFilters(maker);
  const details = await openPayment(maker, timedOut.flightDetails.bookingRefNo);
  await details.getByRole('button', { name: 'Mark As Completed' }).click();
  await expect(maker.getByText('Are you sure you want to mark this transaction as Completed')).toBeVisible();
  await maker.getByRole('button', { name: 'Confirm' }).click();
  await expect(maker.getByText('Transaction status updated successfully')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark As Completed' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();

  const failed = payments.find((booking) => booking.canResendNotification) as BookingPayment;
  expect(failed).toBeDefined();
  await openFilters(maker);
  const again = await openPayment(maker, failed.flightDetails.bookingRefNo);
  await again.getByRole('button', { name: 'Resend Notification' }).click();
  await expect(maker.getByText('Request Submitted')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();

  await openFilters(maker);
  const filters = maker.getByRole('form', { name: 'Payments filters' });
  await filters.getByLabel('Booking Ref No').fill('');
  await filters.getByRole('button', { name: 'Submit Search' }).click();
  // Applied once the folded filter's chips no longer name a booking.
  await expect(maker.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveCount(1);
  const download = maker.waitForEvent('download');
  await maker.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('RJ-Bookings.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toMatch(/^Booking Ref No,/);
  expect(lines.length).toBe(payments.length + 1);
});
