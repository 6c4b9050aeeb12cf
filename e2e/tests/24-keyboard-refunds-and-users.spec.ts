// Refunds and merchant users with the keyboard alone (issue 29): the airline's maker asks for two refunds, its
// checker approves one and rejects the other (with the comment a rejection needs); Zahran's administrator adds
// a user, edits it and disables it. No click, no hover: Tab, Shift+Tab, arrows, Enter, Space, Escape and typing.
// Dialogs take the focus when they open and give it back when they close. Runs after 14-rj-bookings and
// 18-sessions-and-refunds: it takes bookings still without a refund at the time, from the middle of the list
// (those specs take its ends), and decides both of its requests, so none stays pending.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, mainMenu } from './support.js';

const MAKER = 'wings.maker@4000000301';
const CHECKER = 'wings.checker@4000000301';
const ADMIN = 'zahran.admin@4000000101';
// Not 06-merchant-users' e2e.cashier: this one is left disabled.
const NEW_USER = 'e2e.kbd.clerk';
const NEW_USER_FULL = `${NEW_USER}@4000000101`;

/** What these tests read of a booking in the Payments tab's list reply. */
interface BookingPayment {
  flightDetails: { bookingRefNo: string };
  paymentStatus: string;
  refundStatus: string;
  canInitaiteRefund: boolean;
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/**
 * Presses Tab until `target` has focus: what a keyboard user does to reach it. Shift+Tab when it comes before
 * the focus on the page, as a user who can see it would.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    const where = await target.evaluate((node) => {
      const active = document.activeElement;
      if (node === active) return 'here';
      if (active === null || active === document.body) return 'after';
      return active.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by Tab within ${maxPresses} presses`).toBeFocused();
}

/** The focus is in `target` (or on the frame right around it), not lost to the page's body. */
async function expectFocusIn(target: Locator, where: string): Promise<void> {
  await expect
    .poll(
      () =>
        target.evaluate((node) => {
          const active = document.activeElement;
          return (
            active !== null && active !== document.body && (node.contains(active) || active.contains(node))
          );
        }),
      { message: `the focus is in ${where}` },
    )
    .toBe(true);
}

/** With a select focused: opens its list by the keyboard, moves to `option` by the arrows and takes it. */
async function chooseOption(page: Page, option: string | RegExp, open = 'Enter'): Promise<void> {
  await page.keyboard.press(open);
  const wanted = page.getByRole('listbox').getByRole('option', { name: option });
  await expect(wanted).toBeVisible();
  for (let press = 0; press < 30; press++) {
    if (await wanted.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted, 'reached by the arrow keys').toBeFocused();
  await page.keyboard.press('Enter');
}

/** A new browser context, signed in by the keyboard: Tab to Username, type, Tab, type, Enter. */
async function signInByKeyboard(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('sign-in');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  return page;
}

/** Replaces a focused text field's text with `text`. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Types the booking into the tab's filter and submits it by Enter; waits for the rows it asks for. */
async function searchBooking(page: Page, form: string, ref: string): Promise<void> {
  const filters = page.getByRole('form', { name: form });
  await tabTo(page, filters.getByLabel('Booking Ref No'));
  await retype(page, ref);
  // Payments are asked for by a GET (bookingRefNo), refund requests by a POST (key1).
  const reply = page.waitForResponse(
    (response) =>
      response.status() === 200 &&
      (response.url().includes(`bookingRefNo=${ref}`) ||
        (response.request().postData() ?? '').includes(`"key1":"${ref}"`)),
  );
  await page.keyboard.press('Enter');
  await reply;
}

/** The maker asks for a refund of `ref` from its payment details, and closes them by Escape. */
async function requestRefundByKeyboard(page: Page, ref: string, amount: string): Promise<void> {
  await searchBooking(page, 'Payments filters', ref);
  const view = page.getByRole('button', { name: `View Details of ${ref}` });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'View Payment Details' });
  await expect(details).toBeVisible();
  await expectFocusIn(details, 'the payment details just opened');
  await expect(details.getByRole('region', { name: 'View Payment Details' })).toContainText(ref);

  const initiate = details.getByRole('button', { name: 'Initiate Refund' });
  await tabTo(page, initiate, 40);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Initiate Refund' });
  await expect(form).toBeVisible();
  await expectFocusIn(form, 'the refund form just opened');
  await tabTo(page, form.getByLabel('Refund Amount'), 20);
  await page.keyboard.type(amount);
  // The currency is fixed (disabled): the next stop is the comment.
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Comment')).toBeFocused();
  await page.keyboard.type('Passenger cancelled by phone');
  await tabTo(page, form.getByRole('button', { name: 'Submit' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Refund request submitted for approval').first()).toBeVisible();
  await expect(form).toBeHidden();

  // The server now has a request pending: the booking offers no other refund, and the focus stayed in the
  // details, where the form was opened from.
  await expect(initiate).toHaveCount(0);
  await expectFocusIn(details, 'the payment details, once the refund form closed');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();
}

/** The checker opens the pending request for `ref` from the Refunds tab's list. */
async function openRequestByKeyboard(page: Page, ref: string): Promise<Locator> {
  await searchBooking(page, 'Refunds filters', ref);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').filter({ hasText: ref })).toContainText('Pending with checker');
  await tabTo(page, page.getByRole('button', { name: `View refund request of ${ref}` }));
  await page.keyboard.press('Enter');
  const request = page.getByRole('dialog', { name: 'View Refund Request' });
  await expect(request).toBeVisible();
  await expectFocusIn(request, 'the refund request just opened');
  await expect(request.getByLabel('Refund request', { exact: true })).toContainText('Pending with checker');
  return request;
}

test('by keyboard alone: the maker asks for two refunds, the checker approves one and rejects the other', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const maker = await signInByKeyboard(browser, MAKER);
  await expect(maker).toHaveURL(/\/rj-bookings/);
  await expect(maker.getByText('View and filter payments')).toBeVisible();

  // Every booking of the period in one page: Rows per page is a select, opened and chosen by the keyboard.
  const reply = maker.waitForResponse(
    (response) => response.url().includes('/payment/history?') && response.url().includes('size=1000'),
  );
  await tabTo(
    maker,
    maker
      .getByRole('main')
      .getByRole('combobox', { name: /Rows per page/ })
      .first(),
  );
  await chooseOption(maker, '1000');
  const bookings = ((await (await reply).json()) as { data: { results: BookingPayment[] } }).data.results;
  const refundable = bookings.filter(
    (booking) =>
      booking.canInitaiteRefund &&
      booking.refundStatus === 'NONE' &&
      booking.paymentStatus === 'PAYMENT_COMPLETED',
  );
  expect(refundable.length, 'bookings still without a refund').toBeGreaterThanOrEqual(4);
  // The middle of the list: 14-rj-bookings and 18-sessions-and-refunds take its ends.
  const middle = Math.floor(refundable.length / 2);
  const [toApprove, toReject] = [refundable[middle - 1], refundable[middle]].map(
    (booking) => (booking as BookingPayment).flightDetails.bookingRefNo,
  ) as [string, string];

  await requestRefundByKeyboard(maker, toApprove, '4.5');
  await requestRefundByKeyboard(maker, toReject, '6');

  // The checker: the Refunds tab is reached by Tab and the arrow keys, and opened by Enter.
  const checker = await signInByKeyboard(browser, CHECKER);
  await expect(checker).toHaveURL(/\/rj-bookings/);
  const tabs = checker.getByRole('tablist', { name: 'RJ Ticket Bookings' });
  const refundsTab = tabs.getByRole('tab', { name: /^Refunds, \d+ waiting$/ });
  await expect(refundsTab).toBeVisible();
  await tabTo(checker, tabs.getByRole('tab', { name: 'Payments' }));
  await checker.keyboard.press('ArrowRight');
  await expect(refundsTab).toBeFocused();
  await checker.keyboard.press('Enter');
  await expect(refundsTab).toHaveAttribute('aria-selected', 'true');
  await expect(checker.getByRole('form', { name: 'Refunds filters' })).toBeVisible();

  // Approve: the confirmation takes the focus, and money moves only at its own button.
  let request = await openRequestByKeyboard(checker, toApprove);
  await tabTo(checker, request.getByRole('button', { name: 'Approve' }), 40);
  await checker.keyboard.press('Enter');
  const confirmation = checker.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmation).toContainText(`for booking ${toApprove}?`);
  await expectFocusIn(confirmation, 'the approval confirmation');
  await tabTo(checker, confirmation.getByRole('button', { name: 'Approve refund' }), 10);
  await checker.keyboard.press('Enter');
  await expect(checker.getByText('Refund approved.').first()).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(request.getByLabel('Refund request', { exact: true })).toContainText('Completed');
  await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectFocusIn(request, 'the refund request, once the confirmation closed');
  await checker.keyboard.press('Escape');
  await expect(request).toBeHidden();
  await expectFocusIn(checker.getByRole('grid'), 'the list of requests, once the request closed');

  // Reject: without a comment it is refused and the focus goes to the comment; with one it is done.
  request = await openRequestByKeyboard(checker, toReject);
  const reject = request.getByRole('button', { name: 'Reject' });
  await tabTo(checker, reject, 40);
  await checker.keyboard.press('Enter');
  await expect(request.getByText('Please fill the comments')).toBeVisible();
  const comment = request.getByRole('textbox', { name: 'Comment' });
  await expect(comment).toBeFocused();
  await checker.keyboard.type('The ticket was already flown');
  await tabTo(checker, reject, 10);
  await checker.keyboard.press('Enter');
  await expect(checker.getByText('Task rejected').first()).toBeVisible();
  await expect(request.getByLabel('Refund request', { exact: true })).toContainText('Rejected');
  await expect(request.getByLabel('Refund request', { exact: true })).toContainText(
    'The ticket was already flown',
  );
  await checker.keyboard.press('Escape');
  await expect(request).toBeHidden();
  await expectFocusIn(checker.getByRole('grid'), 'the list of requests, once the request closed');

  // What the server now holds, read back in the list: the Status select (keyboard) set to ALL, then a search
  // by each booking.
  const refundFilters = checker.getByRole('form', { name: 'Refunds filters' });
  await tabTo(checker, refundFilters.getByRole('combobox', { name: 'Status' }));
  await chooseOption(checker, 'ALL', 'ArrowDown');
  await expect(refundFilters.getByRole('combobox', { name: 'Status' })).toHaveText('ALL');
  await expect(refundFilters.getByRole('combobox', { name: 'Status' })).toBeFocused();
  const grid = checker.getByRole('grid');
  for (const [ref, status] of [
    [toApprove, 'Completed'],
    [toReject, 'Rejected'],
  ] as const) {
    await searchBooking(checker, 'Refunds filters', ref);
    await expect(grid.getByRole('row').filter({ hasText: ref })).toContainText(status);
  }

  // And the maker sees the approved refund on the booking, the rejected one offered for a refund again.
  await maker.reload();
  await searchBooking(maker, 'Payments filters', toApprove);
  await tabTo(maker, maker.getByRole('button', { name: `View Details of ${toApprove}` }));
  await maker.keyboard.press('Enter');
  const details = maker.getByRole('dialog', { name: 'View Payment Details' });
  await expect(details.getByRole('heading', { name: 'REFUND DETAILS' })).toBeVisible();
  await expect(details).toContainText(CHECKER);
  await maker.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await searchBooking(maker, 'Payments filters', toReject);
  await tabTo(maker, maker.getByRole('button', { name: `View Details of ${toReject}` }));
  await maker.keyboard.press('Enter');
  await expect(details.getByRole('button', { name: 'Initiate Refund' })).toBeVisible();
  await maker.keyboard.press('Escape');
  await expect(details).toBeHidden();
});

test('by keyboard alone: the administrator adds a user, edits it and disables it', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await signInByKeyboard(browser, ADMIN);
  await tabTo(page, mainMenu(page).getByRole('link', { name: 'Merchant', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/merchant-portal\/merchant$/);
  const table = page.getByRole('table', { name: 'Merchant Users' });
  const row = table.getByRole('row').filter({ hasText: NEW_USER_FULL });
  await expect(table.getByRole('row').filter({ hasText: ADMIN })).toBeVisible();
  await expect(row).toHaveCount(0);

  // Add: every field by Tab and typing, the groups from their select by the arrows and Space.
  const addUser = page.getByRole('button', { name: 'Add User' });
  await tabTo(page, addUser);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog, 'the Add User dialog just opened');
  await tabTo(page, dialog.getByLabel('Username'), 10);
  await page.keyboard.type(NEW_USER);
  await tabTo(page, dialog.getByLabel('First Name'), 5);
  await page.keyboard.type('Rami');
  await tabTo(page, dialog.getByLabel('Last Name'), 5);
  await page.keyboard.type('Haddad');
  await tabTo(page, dialog.getByLabel('E-mail'), 5);
  await page.keyboard.type('rami.haddad@zahran.example.jo');
  await tabTo(page, dialog.getByLabel('Mobile'), 5);
  await page.keyboard.type('962791117777');

  const groups = dialog.getByRole('combobox', { name: 'Groups' });
  await tabTo(page, groups, 10);
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('listbox').getByRole('option', { name: /^Merchant Users/ });
  await expect(option).toBeVisible();
  for (let press = 0; press < 20; press++) {
    if (await option.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeFocused();
  await page.keyboard.press(' ');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  // A list of many choices stays open until Escape, which gives the focus back to the select.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(groups).toBeFocused();
  await expect(groups).toContainText('Merchant Users');

  await tabTo(page, dialog.getByLabel('Password', { exact: true }), 10);
  await page.keyboard.type('Clerk#Start2026');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('User was created').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rami Haddad');
  await expect(row).toContainText('962791117777');
  await expect(row).toContainText('Merchant users');
  await expect(row).toContainText('Enabled');
  await expect(addUser).toBeFocused();

  // Edit: the row's Edit button by Tab; the mobile retyped; Save by Enter in a field.
  const edit = row.getByRole('button', { name: 'Edit' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByLabel('Username')).toHaveValue(NEW_USER);
  await expectFocusIn(editDialog, 'the Edit User dialog just opened');
  await tabTo(page, editDialog.getByLabel('Last Name'), 10);
  await retype(page, 'Haddad-Nasser');
  await tabTo(page, editDialog.getByLabel('Mobile'), 5);
  await retype(page, '962791116666');
  await page.keyboard.press('Enter');
  await expect(page.getByText('User was updated').first()).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('Rami Haddad-Nasser');
  await expect(row).toContainText('962791116666');
  await expect(edit).toBeFocused();

  // Disable: the confirmation takes the focus; Shift+Tab from Disable reaches Cancel, and Escape cancels.
  const disable = row.getByRole('button', { name: 'Disable' });
  await tabTo(page, disable, 5);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Are you sure you want to disable user ${NEW_USER_FULL}`);
  await expectFocusIn(confirm, 'the disable confirmation');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(disable).toBeFocused();
  await expect(row).toContainText('Enabled');

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  const confirmDisable = confirm.getByRole('button', { name: 'Disable' });
  await tabTo(page, confirmDisable, 10);
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirmDisable).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: 'Enable' })).toBeVisible();
  // The button the confirmation was opened from is now Enable: the focus is on the row's actions again.
  await expectFocusIn(row, "the disabled user's row");

  // The server has it: a reload shows the user disabled.
  await page.reload();
  await expect(row).toContainText('Rami Haddad-Nasser');
  await expect(row).toContainText('Disabled');
});
