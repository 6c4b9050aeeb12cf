import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  BOOKING_DATE_MESSAGES,
  BOOKING_MESSAGES,
  BOOKINGS_CSV_NAME,
  bookingDefaultRange,
} from '@merchant-portal/contracts/schemas/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeReply, failWith, type FakeApi } from '../../../test/fake-api';
import { booking, bookingsApi, renderBookings } from './bookings-fixtures';
import { pageOf } from '../../../test/replies';
import { captureSaves } from '../../../test/capture-saves';
import { periodRules } from '../../../test/list-screen';
import {
  columnHeader,
  columnHeaders,
  expectDateRulesHoldSearch,
  expectHeaderSorts,
  expectRefreshKeepsPage,
  expectTitled,
  gridWith,
  listLoaded,
  openSelect,
  rowCells,
  signedInStart,
  toSecondPage,
  typeDay,
} from '../../../test/page';

let api: FakeApi;
let user: UserEvent;
const today = todayInAmman();
const DEFAULT_RANGE = bookingDefaultRange(today);
const NEWEST_FIRST = { sortBy: 'createdDate', sortDirection: 'desc' } as const;

const historyQueries = () => api.sent('bookingHistory').map(({ query }) => query);
const filters = () => screen.getByRole('form', { name: 'Payments filters' });
const submitButton = () => within(filters()).getByRole('button', { name: 'Submit Search' });

beforeEach(() => {
  user = signedInStart();
});

describe('RJ Ticket Bookings: Payments tab (part 2 §2)', () => {
  it("shows the title, the two tabs, and asks for page 0 of 10 over the default range; 'No payments found' when empty", async () => {
    api = bookingsApi();
    renderBookings();

    expectTitled('RJ Ticket Bookings', 'View and filter payments');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Payments', 'Refunds']);
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(BOOKING_MESSAGES.noPayments)).toBeInTheDocument();
    expect(historyQueries()).toEqual([
      { country: 'JO', lang: 'en', ...DEFAULT_RANGE, page: '0', size: '10', ...NEWEST_FIRST },
    ]);
    expect(DEFAULT_RANGE).toEqual({ fromDate: formatDay(today - 30), toDate: formatDay(today) });
    // The Refunds tab is not asked for until it is opened.
    expect(api.sent('workflowSearch')).toHaveLength(0);
  });

  it('shows Booking Ref No, Type in words, Payment Status and Created Date in Amman, with View Details', async () => {
    api = bookingsApi({
      bookingHistory: () =>
        pageOf([
          booking('RJ1001'),
          booking('RJ1002', { type: 'ROUND_TRIP', paymentStatus: 'PAYMENT_TIMEOUT' }),
        ]),
    });
    renderBookings();
    const grid = await gridWith('Payments', 'RJ1001');

    expect(columnHeaders(grid)).toEqual([
      'Booking Ref No',
      'Type',
      'Payment Status',
      'Created Date',
      'Actions',
    ]);
    expect(rowCells(grid, 'RJ1001')).toEqual([
      'RJ1001',
      'One way',
      'Payment completed',
      '01-03-2026 10:05',
      'View Details',
    ]);
    expect(rowCells(grid, 'RJ1002')).toEqual(expect.arrayContaining(['Round trip', 'Payment timed out']));
    expect(within(grid).getByRole('button', { name: 'View Details of RJ1002' })).toBeInTheDocument();
  });

  it("shows 'Could not fetch Event' in place of the rows when the list fails, never a sample row", async () => {
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ1001')], 1) });
    renderBookings();
    const grid = await gridWith('Payments', 'RJ1001');

    api.answer('bookingHistory', () => failWith(500, 'Database unavailable'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.fetchFailed);
    await listLoaded();
    // The text and Retry take the grid's place.
    expect(grid).not.toBeInTheDocument();
    expect(screen.queryByText('RJ1001')).not.toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.noPayments)).not.toBeInTheDocument();

    api.answer('bookingHistory', () => pageOf([booking('RJ1002')], 1));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('RJ1002')).toBeInTheDocument();
  });

  it("a failed first load shows 'Could not fetch Event' too", async () => {
    api = bookingsApi({ bookingHistory: () => new FakeReply(502, undefined) });
    renderBookings();
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.fetchFailed);
  });

  it('pages with page (from 0) and size; a new rows-per-page goes back to page 0', async () => {
    api = bookingsApi({
      bookingHistory: ({ query }) => pageOf([booking(`RJP${query.page}`)], 45),
    });
    renderBookings();
    expect(await screen.findByText('1–10 of 45')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(historyQueries().at(-1)).toMatchObject({ page: '1', size: '10' }));
    expect(await screen.findByText('RJP1')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 45')).toBeInTheDocument();

    const { listbox: options, options: offered } = await openSelect(
      screen.getByRole('combobox', { name: /rows per page/i }),
      user,
    );
    expect(offered).toEqual(['10', '20', '50', '100', '1000']);
    await user.click(options.getByRole('option', { name: '20' }));
    await waitFor(() => expect(historyQueries().at(-1)).toMatchObject({ page: '0', size: '20' }));
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
  });

  it('Submit Search sends the booking reference and the dates from page 0', async () => {
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ1001')], 45) });
    renderBookings();
    await toSecondPage(user, historyQueries);

    await user.type(within(filters()).getByRole('textbox', { name: 'Booking Ref No' }), ' RJ7788 ');
    await typeDay(user, 'From Date', today - 200, filters());
    await typeDay(user, 'To Date', today - 3, filters());
    await user.click(submitButton());

    await waitFor(() =>
      expect(historyQueries().at(-1)).toEqual({
        country: 'JO',
        lang: 'en',
        bookingRefNo: 'RJ7788',
        fromDate: formatDay(today - 200),
        toDate: formatDay(today - 3),
        page: '0',
        size: '10',
        ...NEWEST_FIRST,
      }),
    );
  });

  it('Created Date sorts on the server: oldest first from page 0, then newest first again', async () => {
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ1001')], 45) });
    const { router } = renderBookings();
    await toSecondPage(user, historyQueries);
    await expectHeaderSorts(user, {
      grid: 'Payments',
      header: 'Created Date',
      field: 'createdDate',
      own: NEWEST_FIRST,
      lastSent: () => historyQueries().at(-1),
      firstPage: { page: '0' },
    });
    expect(new URLSearchParams(router.state.location.search).has('sort')).toBe(false);
  });

  it('the other columns do not sort', async () => {
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ1001')]) });
    renderBookings();
    await listLoaded();
    for (const name of ['Booking Ref No', 'Type', 'Payment Status']) {
      await user.click(columnHeader('Payments', name));
      expect(columnHeader('Payments', name)).toHaveAttribute('aria-sort', 'none');
    }
    expect(historyQueries()).toHaveLength(1);
  });

  it('shows the date rules under the fields (no future day, from not after to, at most a year) and sends nothing while one fails', async () => {
    api = bookingsApi();
    renderBookings();
    await listLoaded();
    await expectDateRulesHoldSearch(user, {
      form: filters,
      buttons: () => [submitButton()],
      sent: historyQueries,
      rules: periodRules(
        { ...BOOKING_DATE_MESSAGES, toTooLate: BOOKING_DATE_MESSAGES.future },
        { lateTo: today + 1, to: today - 10, laterFrom: today - 5, earlyFrom: today - 400 },
      ),
    });

    await typeDay(user, 'From Date', today - 300, filters());
    expect(screen.queryByText(BOOKING_DATE_MESSAGES.spanTooLong)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows a progress bar and disables the toolbar while loading; Refresh reloads the same page', async () => {
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ1001')], 45) });
    renderBookings();
    await expectRefreshKeepsPage(user, {
      holdNext: () => api.hold('bookingHistory', pageOf([booking('RJFRESH')], 45)),
      download: 'Download CSV',
      freshRow: 'RJFRESH',
      queries: historyQueries,
    });
  });

  it('cancels the request in flight when the filter changes', async () => {
    api = bookingsApi();
    renderBookings();
    await listLoaded();
    api.answer('bookingHistory', ({ signal }) => new Promise(() => void signal)); // never answers
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(historyQueries()).toHaveLength(2));
    const inFlight = api.sent('bookingHistory')[1]!.signal!;
    expect(inFlight.aborted).toBe(false);

    api.answer('bookingHistory', () => pageOf([]));
    await user.type(within(filters()).getByRole('textbox', { name: 'Booking Ref No' }), 'RJ1');
    await user.click(submitButton());
    await waitFor(() => expect(historyQueries().at(-1)).toMatchObject({ bookingRefNo: 'RJ1' }));
    expect(inFlight.aborted).toBe(true);
  });
});

describe('Payments CSV (part 2 §2, §7)', () => {
  it('Download CSV asks bookingCsv for the applied filter and saves RJ-Bookings.csv', async () => {
    const saved = captureSaves();
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ55')]) });
    renderBookings();
    await listLoaded();
    await user.type(within(filters()).getByRole('textbox', { name: 'Booking Ref No' }), 'RJ55');
    await typeDay(user, 'From Date', today - 20, filters());
    await user.click(submitButton());
    await waitFor(() => expect(historyQueries()).toHaveLength(2));
    await listLoaded();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('bookingCsv').map(({ query }) => query)).toEqual([
      {
        country: 'JO',
        lang: 'en',
        bookingRefNo: 'RJ55',
        fromDate: formatDay(today - 20),
        toDate: formatDay(today),
        ...NEWEST_FIRST,
      },
    ]);
    expect(saved).toEqual([BOOKINGS_CSV_NAME]);
    expect(api.sent('workflowCsv')).toHaveLength(0);
  });

  it("the CSV follows the tab's order", async () => {
    const saved = captureSaves();
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ55')]) });
    renderBookings('maker', { path: '/rj-bookings?sort=createdDate&dir=asc' });
    await listLoaded();
    expect(historyQueries()).toEqual([
      expect.objectContaining({ sortBy: 'createdDate', sortDirection: 'asc' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('bookingCsv')[0]?.query).toMatchObject({ sortBy: 'createdDate', sortDirection: 'asc' });
  });

  it('shows the download failure text when the file cannot be had', async () => {
    const saved = captureSaves();
    api = bookingsApi({
      bookingHistory: () => pageOf([booking('RJ55')]),
      bookingCsv: () => failWith(500, 'boom'),
    });
    renderBookings();
    await listLoaded();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('an empty list downloads nothing and says so', async () => {
    const saved = captureSaves();
    api = bookingsApi();
    renderBookings();
    await listLoaded();
    expect(await screen.findByText(BOOKING_MESSAGES.noPayments)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('No payments to download')).toBeInTheDocument();
    expect(api.sent('bookingCsv')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });
});
