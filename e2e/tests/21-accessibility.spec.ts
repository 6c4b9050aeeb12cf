// WCAG 2.1 A and AA on every screen, as axe-core reads the whole page (the shell too): at desktop and phone
// widths, as the screen first shows, with each of its select menus open, with each of its dialogs open, and
// failed. Each user signs in once; the user's screens share that page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolationsOnPage, signInAs } from './support.js';

const WIDTHS = [1440, 390] as const;

/** Something a screen opens (a dialog, a calendar), checked while open and closed again. */
interface Opened {
  name: string;
  open: (page: Page) => Promise<void>;
  close: (page: Page) => Promise<void>;
}

interface Screen {
  path: string;
  /** Resolves once the screen shows what it read. */
  ready: (page: Page) => Promise<void>;
  opened?: readonly Opened[];
  /** The calls that, failing, leave the screen in its failure state (checked too). */
  failing?: string;
}

const main = (page: Page) => page.getByRole('main');
const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The screen has drawn what it read: no progress bar or chart still waiting, and `shown` visible. */
function showing(shown: (page: Page) => Locator): (page: Page) => Promise<void> {
  return async (page) => {
    await expect(shown(page).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  };
}

/** A list's first row: in the grid, or its card on a phone. */
const firstRow = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .nth(1)
    // A card holds a button or the row's text; an applied filter's chip, in a list too, holds neither.
    .or(
      main(page)
        .getByRole('listitem')
        .filter({ has: page.locator('button, p, details') }),
    );

const rowsShown = showing(firstRow);

/** A dialog opened by `trigger`, named `name`, closed by its `closeLabel` button. */
function dialog(
  name: string,
  trigger: (page: Page) => Locator,
  closeLabel = 'Cancel',
  dialogName: string | RegExp = name,
): Opened {
  return {
    name: `the ${name} dialog`,
    open: async (page) => {
      await trigger(page).click();
      await expect(dialogNamed(page, dialogName)).toBeVisible();
      await expect(dialogNamed(page, dialogName).getByRole('progressbar')).toHaveCount(0);
    },
    close: async (page) => {
      await dialogNamed(page, dialogName).getByRole('button', { name: closeLabel, exact: true }).click();
      await expect(dialogNamed(page, dialogName)).toHaveCount(0);
    },
  };
}

/** The first period field's calendar. */
const CALENDAR: Opened = {
  name: 'the From Date calendar',
  open: async (page) => {
    await main(page)
      .getByRole('button', { name: /^Choose date/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
};

/** A payment's panel, opened from the grid's first row. */
const PAYMENT: Opened = {
  name: 'the payment details panel',
  open: async (page) => {
    await page.getByRole('grid').getByRole('row').nth(1).click();
    await expect(dialogNamed(page, 'Payment details').getByText('Terminal ID')).toBeVisible();
  },
  close: async (page) => {
    await dialogNamed(page, 'Payment details').getByRole('button', { name: 'Close' }).click();
    await expect(dialogNamed(page, 'Payment details')).toHaveCount(0);
  },
};

const ADD_USER = dialog('Add User', (page) => page.getByRole('button', { name: 'Add User' }));

/** The Add User dialog with its Groups menu open. */
const GROUPS: Opened = {
  name: "the Add User dialog's Groups menu",
  open: async (page) => {
    await ADD_USER.open(page);
    await dialogNamed(page, 'Add User')
      .getByRole('combobox', { name: /Groups/ })
      .click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await ADD_USER.close(page);
  },
};

/** What these checks read of a booking in the Payments tab's list reply. */
interface BookingPayment {
  flightDetails: { bookingRefNo: string };
  refundStatus: string;
  canInitaiteRefund: boolean;
  canChangeStatus: boolean;
}

/** Opens the payment details of the first booking of the period that `isWanted` (all rows read at once). */
async function openBooking(page: Page, isWanted: (booking: BookingPayment) => boolean): Promise<void> {
  await page.goto('rj-bookings');
  const reply = page.waitForResponse(
    (response) => response.url().includes('/payment/history?') && response.url().includes('size=1000'),
  );
  await main(page)
    .getByRole('combobox', { name: /Rows per page/ })
    .first()
    .click();
  await page.getByRole('option', { name: '1000' }).click();
  const bookings = ((await (await reply).json()) as { data: { results: BookingPayment[] } }).data.results;
  const ref = bookings.find(isWanted)?.flightDetails.bookingRefNo;
  if (ref === undefined) throw new Error('The demo data has no such booking in the period');
  const filters = page.getByRole('form', { name: 'Payments filters' });
  await filters.getByLabel('Booking Ref No').fill(ref);
  await filters.getByRole('button', { name: 'Submit Search' }).click();
  await page.getByRole('button', { name: `View Details of ${ref}` }).click();
  await expect(dialogNamed(page, 'View Payment Details')).toBeVisible();
}

/** A booking's details, `action` clicked in them, and the dialog that opens (`opensName`) checked. */
function bookingAction(
  name: string,
  isWanted: (booking: BookingPayment) => boolean,
  action: string,
  opensName: string,
): Opened {
  return {
    name,
    open: async (page) => {
      await openBooking(page, isWanted);
      await dialogNamed(page, 'View Payment Details').getByRole('button', { name: action }).click();
      await expect(dialogNamed(page, opensName)).toBeVisible();
    },
    close: async (page) => {
      await dialogNamed(page, opensName).getByRole('button', { name: 'Cancel' }).click();
      await dialogNamed(page, 'View Payment Details').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  };
}

const BOOKING = dialog(
  'View Payment Details',
  (page) => page.getByRole('button', { name: /^View Details of / }).first(),
  'Close',
);
const REFUND_FORM = bookingAction(
  'the Initiate Refund dialog',
  (booking) => booking.canInitaiteRefund && booking.refundStatus === 'NONE',
  'Initiate Refund',
  'Initiate Refund',
);
const MARK_CONFIRMATION = bookingAction(
  'the Mark As Completed confirmation',
  (booking) => booking.canChangeStatus,
  'Mark As Completed',
  'Please confirm',
);
const REFUND_REQUEST = dialog(
  'View Refund Request',
  (page) => page.getByRole('button', { name: /^View refund request of / }).first(),
  'Close',
);
const APPROVAL_CONFIRMATION: Opened = {
  name: 'the Approve confirmation',
  open: async (page) => {
    await REFUND_REQUEST.open(page);
    await dialogNamed(page, 'View Refund Request').getByRole('button', { name: 'Approve' }).click();
    await expect(dialogNamed(page, 'Please confirm')).toBeVisible();
  },
  close: async (page) => {
    await dialogNamed(page, 'Please confirm').getByRole('button', { name: 'Cancel' }).click();
    await REFUND_REQUEST.close(page);
  },
};

const heading = (page: Page) => main(page).getByRole('heading').first();

const SCREENS: Record<string, readonly Screen[]> = {
  'zahran.admin@4000000101': [
    {
      path: 'dashboard',
      ready: showing((page) => page.getByRole('heading', { name: /Performance Dashboard$/ })),
      opened: [
        dialog('E-mail your account manager?', (page) =>
          page.getByRole('button', { name: 'RETAIN YOUR CUSTOMERS NOW!' }),
        ),
      ],
      failing: '**/merchant/dashboard/v1/performance?*',
    },
    {
      path: 'advanced-dashboard',
      ready: showing((page) => page.getByRole('table', { name: 'Top spenders' }).getByRole('row').nth(1)),
      opened: [CALENDAR],
    },
    {
      path: 'transactions',
      ready: rowsShown,
      opened: [CALENDAR, PAYMENT],
      failing: '**/merchant/transaction/v1/read**',
    },
    {
      path: 'merchant',
      ready: showing((page) => page.getByRole('table', { name: 'Merchant Users' }).getByRole('row').nth(1)),
      opened: [
        ADD_USER,
        GROUPS,
        dialog('Edit User', (page) => page.getByRole('button', { name: 'Edit' }).first()),
        dialog('Please confirm', (page) => page.getByRole('button', { name: 'Disable' }).first()),
        dialog(
          'Terminals',
          (page) => page.getByRole('table', { name: 'Branches' }).getByRole('row').nth(1),
          'Close',
          /^Terminals of /,
        ),
      ],
      failing: '**/merchant/user/v1/list**',
    },
    { path: 'reports', ready: showing(heading) },
    { path: 'pre-auth-transactions', ready: rowsShown },
    { path: 'profile', ready: showing(heading) },
  ],
  'zahran.teller@4000000101': [{ path: 'dashboard', ready: showing(heading) }],
  'petra.admin@4000000194': [
    {
      path: 'transactions',
      ready: showing((page) =>
        page.getByRole('table', { name: 'Payment Summary Report' }).getByRole('row').nth(1),
      ),
      opened: [PAYMENT],
    },
  ],
  'wings.maker@4000000301': [
    {
      path: 'rj-bookings',
      ready: rowsShown,
      opened: [BOOKING, REFUND_FORM, MARK_CONFIRMATION],
      failing: '**/rj-booking/processing/v1/payment/history?*',
    },
    { path: 'rj-bookings?tab=refunds', ready: rowsShown, opened: [REFUND_REQUEST] },
  ],
  'wings.checker@4000000301': [
    { path: 'rj-bookings', ready: rowsShown, opened: [BOOKING] },
    { path: 'rj-bookings?tab=refunds', ready: rowsShown, opened: [REFUND_REQUEST, APPROVAL_CONFIRMATION] },
  ],
  'consular.all@4000000401': [{ path: 'mofa-transactions', ready: rowsShown }],
  'consular_12@4000000401': [{ path: 'mofa-transactions', ready: rowsShown }],
  'modee.user@4000000501': [{ path: 'modee-transactions', ready: rowsShown }],
  'rides.admin@4000000601': [{ path: 'transactions', ready: rowsShown }],
  'market.reports@4000000701': [
    { path: 'arabie-reports', ready: rowsShown },
    { path: 'order-master', ready: rowsShown },
    { path: 'reports', ready: showing(heading) },
  ],
};

/** The accessible name of a select, for the report. */
function nameOf(select: Locator): Promise<string> {
  return select.evaluate((element) => {
    const ids = element.getAttribute('aria-labelledby')?.split(' ') ?? [];
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });
}

/**
 * Opens each enabled select of the screen's main region in turn, checks the page with its menu open. A list
 * screen folds its filter behind a Filters button on a phone: unfolded first, and checked so.
 */
async function checkEverySelect(page: Page): Promise<void> {
  const folded = main(page).getByRole('button', { name: 'Filters', expanded: false });
  if ((await folded.count()) > 0) {
    await folded.click();
    await expect(main(page).getByRole('button', { name: 'Filters', expanded: true })).toBeVisible();
    await expectNoAxeViolationsOnPage(page, 'the filter unfolded');
  }
  const selects = main(page).getByRole('combobox');
  const count = await selects.count();
  for (let index = 0; index < count; index++) {
    const select = selects.nth(index);
    if (!(await select.isVisible()) || !(await select.isEnabled())) continue;
    const name = await nameOf(select);
    await select.click();
    const menu = page.getByRole('listbox');
    await expect(menu.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolationsOnPage(page, `the ${name} menu open`);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
}

for (const [username, screens] of Object.entries(SCREENS)) {
  test.describe(username, () => {
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      testInfo.setTimeout(60_000);
      // axe-core needs a page of a context of its own (not browser.newPage's).
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      page = await context.newPage();
      await signInAs(page, username);
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    for (const screen of screens) {
      for (const width of WIDTHS) {
        test(`${screen.path} at ${width} px`, async () => {
          // A dozen axe passes over a whole page: minutes on a busy two-core machine.
          test.setTimeout(300_000);
          await page.setViewportSize({ width, height: 844 });
          await page.goto(screen.path);
          await screen.ready(page);
          await expectNoAxeViolationsOnPage(page, 'as first shown');
          await checkEverySelect(page);
          // Opened at the desktop width, where each trigger shows in its row (a phone folds a row into a
          // card), then checked at the width under test.
          for (const opened of screen.opened ?? []) {
            await page.setViewportSize({ width: WIDTHS[0], height: 844 });
            await opened.open(page);
            await page.setViewportSize({ width, height: 844 });
            await expectNoAxeViolationsOnPage(page, `${opened.name} open`);
            await opened.close(page);
          }
        });

        const { failing } = screen;
        if (failing === undefined) continue;
        test(`${screen.path} failed at ${width} px`, async () => {
          test.setTimeout(120_000);
          await page.setViewportSize({ width, height: 844 });
          await page.route(failing, (route) =>
            route.fulfill({ status: 500, json: { code: '500', message: 'Internal server error' } }),
          );
          try {
            await page.goto(screen.path);
            await expect(page.getByRole('alert').first()).toBeVisible();
            await expect(page.getByRole('progressbar')).toHaveCount(0);
            await expectNoAxeViolationsOnPage(page, 'its call failed');
          } finally {
            await page.unroute(failing);
          }
        });
      }
    }
  });
}
