import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import {
  BOOKING_DATE_MESSAGES,
  BOOKING_MESSAGES,
  BOOKINGS_CSV_NAME,
  bookingDefaultRange,
  type RefundWorkflow,
} from '@merchant-portal/contracts/schemas/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { failWith, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import {
  CHECKER,
  MAKER,
  WORKFLOW_ID,
  bookingsApi,
  renderBookings,
  task,
  workflow,
  type Role,
} from './bookings-fixtures';
import { pageOf } from '../../../test/replies';
import { captureSaves } from '../../../test/capture-saves';
import {
  columnHeader,
  columnHeaders,
  expectDateRulesHoldSearch,
  expectHeaderSorts,
  gridWith,
  listLoaded,
  openSelect,
  rowCells,
  signedInStart,
  typeDay,
} from '../../../test/page';

let api: FakeApi;
let user: UserEvent;
const today = todayInAmman();
const DEFAULT_RANGE = bookingDefaultRange(today);
const REFUNDS = '/rj-bookings?tab=refunds';
const LATEST_FIRST = { sortBy: 'workflowLastUpdatedDate', sortDirection: 'desc' } as const;

// The list's searches; the checker's count of waiting refunds (no dates) is not one of them.
const listSearches = () =>
  api.sent('workflowSearch').filter(({ body }) => (body as { fromDate?: string }).fromDate !== undefined);
const searchBodies = () => listSearches().map(({ body }) => body);
const filters = () => screen.getByRole('form', { name: 'Refunds filters' });
const submitButton = () => within(filters()).getByRole('button', { name: 'Submit Search' });

/** The checker's decision as sent: it completes the workflow with the status and the trimmed comment. */
const checkerDecision = (applicationStatus: string, comment = '') => ({
  workflowId: WORKFLOW_ID,
  applicationStatus,
  taskAction: 'COMPLETE_WORKFLOW',
  currentTask: 'CHECKER_APPROVAL',
  modifiedBy: CHECKER,
  comment,
});

beforeEach(() => {
  user = signedInStart();
});

describe('RJ Ticket Bookings: Refunds tab (part 2 §2)', () => {
  it("opens from the Payments tab and searches pending refunds over the default range; 'No Items' when empty", async () => {
    api = bookingsApi();
    const { router } = renderBookings('checker');
    await listLoaded();
    await user.click(screen.getByRole('tab', { name: /^Refunds/ }));

    expect(screen.getByRole('tab', { name: /^Refunds/ })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=refunds');
    expect(await screen.findByText(BOOKING_MESSAGES.noItems)).toBeInTheDocument();
    expect(searchBodies()).toEqual([
      {
        workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
        workFlowStatus: 'OPEN',
        workFlowCountry: 'JO',
        ...DEFAULT_RANGE,
        ...LATEST_FIRST,
        page: 0,
        size: 10,
      },
    ]);
    expect(within(filters()).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending tasks');
  });

  it.each([
    ['checker', 'Refunds, 3 waiting'],
    ['maker', 'Refunds'],
  ] as const)('the %s sees the tab as %j', async (role, name) => {
    api = bookingsApi({
      // The count asks for the open workflows of any date, one row; the list asks for its range.
      workflowSearch: ({ body }) =>
        (body as { fromDate?: string }).fromDate === undefined
          ? pageOf([workflow('RJ7001')], 3)
          : pageOf<RefundWorkflow>([]),
    });
    renderBookings(role);
    await listLoaded();
    expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
    const counts = api.sent('workflowSearch').filter(({ body }) => !('fromDate' in (body as object)));
    expect(counts.map(({ body }) => body)).toEqual(
      role === 'checker'
        ? [
            {
              workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
              workFlowStatus: 'OPEN',
              workFlowCountry: 'JO',
              page: 0,
              size: 1,
            },
          ]
        : [],
    );
  });

  it('shows Booking Ref No, PromoCode, Refund Amount, Updated Date, Updated By, Status and a named view button', async () => {
    api = bookingsApi({
      workflowSearch: () =>
        pageOf([
          workflow('RJ7001'),
          workflow('RJ7002', {
            workflowId: '00000000-0000-4000-8000-000000000002',
            applicationStatus: 'COMPLETED',
            workflowData: { promoCode: null, refundAmount: 20 } as RefundWorkflow['workflowData'],
          }),
        ]),
    });
    renderBookings('checker', { path: REFUNDS });
    const grid = await gridWith('Refunds', 'RJ7001');

    expect(columnHeaders(grid)).toEqual([
      'Booking Ref No',
      'PromoCode',
      'Refund Amount',
      'Updated Date',
      'Updated By',
      'Status',
      'Actions',
    ]);
    expect(rowCells(grid, 'RJ7001')).toEqual([
      'RJ7001',
      'SUMMER26',
      'JOD\u00a0100.250',
      '02-03-2026 14:30',
      MAKER,
      'Pending with checker',
      '',
    ]);
    expect(rowCells(grid, 'RJ7002')).toEqual(expect.arrayContaining(['-', 'JOD\u00a020.000', 'Completed']));
    expect(within(grid).getByRole('button', { name: 'View refund request of RJ7002' })).toBeInTheDocument();
  });

  it("shows 'Could not fetch Event' in place of the rows when the search fails", async () => {
    api = bookingsApi({ workflowSearch: () => pageOf([workflow('RJ7001')]) });
    renderBookings('checker', { path: REFUNDS });
    await screen.findByText('RJ7001');
    api.answer('workflowSearch', () => failWith(500, 'Database unavailable'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.fetchFailed);
    await listLoaded();
    expect(screen.queryByText('RJ7001')).not.toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.noItems)).not.toBeInTheDocument();
  });

  it('pages with page and size', async () => {
    api = bookingsApi({
      workflowSearch: ({ body }) => pageOf([workflow(`RJP${(body as { page: number }).page}`)], 31),
    });
    renderBookings('maker', { path: REFUNDS });
    expect(await screen.findByText('1–10 of 31')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ page: 1, size: 10 }));
    expect(await screen.findByText('RJP1')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ page: 0, size: 50 }));
  });

  it('Submit Search sends key1, the status and the dates; the date rules show under the fields', async () => {
    api = bookingsApi();
    renderBookings('checker', { path: REFUNDS });
    await listLoaded();
    await expectDateRulesHoldSearch(user, {
      form: filters,
      buttons: () => [submitButton()],
      sent: searchBodies,
      rules: [{ type: [['To Date', today + 2]], under: 'To Date', says: BOOKING_DATE_MESSAGES.future }],
    });
    expect(searchBodies()).toHaveLength(1);

    await typeDay(user, 'To Date', today - 1, filters());
    await typeDay(user, 'From Date', today - 60, filters());
    await user.type(within(filters()).getByRole('textbox', { name: 'Booking Ref No' }), 'RJ7001');
    const { listbox: options, options: offered } = await openSelect(
      within(filters()).getByRole('combobox', { name: 'Status' }),
      user,
    );
    expect(offered).toEqual(['Completed', 'Pending tasks', 'ALL']);
    await user.click(options.getByRole('option', { name: 'Completed' }));
    await user.click(submitButton());

    await waitFor(() =>
      expect(searchBodies().at(-1)).toEqual({
        workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
        workFlowStatus: 'COMPLETED',
        workFlowCountry: 'JO',
        key1: 'RJ7001',
        fromDate: formatDay(today - 60),
        toDate: formatDay(today - 1),
        ...LATEST_FIRST,
        page: 0,
        size: 10,
      }),
    );
  });

  it.each([
    ['Updated Date', 'workflowLastUpdatedDate'],
    ['Refund Amount', 'refundAmount'],
  ])('%s sorts on the server from page 0, and back to latest updated first', async (header, field) => {
    api = bookingsApi({ workflowSearch: () => pageOf([workflow('RJ7001')], 31) });
    const { router } = renderBookings('checker', { path: REFUNDS });
    await screen.findByText('1–10 of 31');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ page: 1 }));
    await listLoaded();
    await expectHeaderSorts(user, {
      grid: 'Refunds',
      header,
      field,
      own: LATEST_FIRST,
      lastSent: () => searchBodies().at(-1),
      firstPage: { page: 0 },
    });
    expect(router.state.location.search).not.toContain('sort');
  });

  it('keeps its order in the address under its own keys, beside the Payments tab’s', async () => {
    api = bookingsApi({ workflowSearch: () => pageOf([workflow('RJ7001')]) });
    const { router } = renderBookings('checker', { path: `${REFUNDS}&sort=createdDate&dir=asc` });
    await listLoaded();
    await user.click(columnHeader('Refunds', 'Refund Amount'));
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ sortBy: 'refundAmount' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      tab: 'refunds',
      sort: 'createdDate',
      dir: 'asc',
      'refunds.sort': 'refundAmount',
      'refunds.dir': 'desc',
    });
  });

  it('Download CSV asks workflowCsv for the applied filter and saves RJ-Bookings.csv', async () => {
    const saved = captureSaves();
    api = bookingsApi({ workflowSearch: () => pageOf([workflow('RJ100')]) });
    renderBookings('maker', { path: REFUNDS });
    await listLoaded();
    await user.click(within(filters()).getByRole('combobox', { name: 'Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'ALL' }));
    await user.click(submitButton());
    await waitFor(() => expect(searchBodies()).toHaveLength(2));
    await listLoaded();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('workflowCsv').map(({ body }) => body)).toEqual([
      {
        workFlowName: 'RJ_MERCHANT_PORTAL_REFUND',
        workFlowStatus: 'ALL',
        workFlowCountry: 'JO',
        ...DEFAULT_RANGE,
        ...LATEST_FIRST,
      },
    ]);
    expect(saved).toEqual([BOOKINGS_CSV_NAME]);
    expect(api.sent('bookingCsv')).toHaveLength(0);
  });

  it("the CSV follows the tab's order", async () => {
    const saved = captureSaves();
    api = bookingsApi({ workflowSearch: () => pageOf([workflow('RJ100')]) });
    renderBookings('maker', { path: `${REFUNDS}&refunds.sort=refundAmount&refunds.dir=asc` });
    await listLoaded();
    expect(searchBodies().at(-1)).toMatchObject({ sortBy: 'refundAmount', sortDirection: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('workflowCsv')[0]?.body).toMatchObject({ sortBy: 'refundAmount', sortDirection: 'asc' });
  });

  it('each tab keeps its filter while the other is shown', async () => {
    api = bookingsApi();
    renderBookings('checker', { path: REFUNDS });
    await listLoaded();
    await user.type(within(filters()).getByRole('textbox', { name: 'Booking Ref No' }), 'RJ9');
    await user.click(submitButton());
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ key1: 'RJ9' }));

    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    await screen.findByRole('form', { name: 'Payments filters' });
    await user.click(screen.getByRole('tab', { name: /^Refunds/ }));
    expect(
      within(await screen.findByRole('form', { name: 'Refunds filters' })).getByRole('textbox', {
        name: 'Booking Ref No',
      }),
    ).toHaveValue('RJ9');
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ key1: 'RJ9' }));
  });
});

/** Lists the workflow on the Refunds tab as `role` and opens it. */
async function openWorkflow(item: RefundWorkflow, role: Role, overrides: FakeHandlers = {}) {
  api = bookingsApi({
    workflowSearch: () => pageOf([item]),
    workflowManageTask: () => ({ message: 'done' }),
    ...overrides,
  });
  renderBookings(role, { path: REFUNDS });
  await user.click(
    await screen.findByRole('button', { name: `View refund request of ${item.workflowData.bookingRefNo}` }),
  );
  return screen.getByRole('dialog', { name: 'View Refund Request' });
}

const buttonsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent);
const decisions = () => api.sent('workflowManageTask').map(({ body }) => body);

/** Approve, then the confirmation's second click. */
async function approve(dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  const confirmation = await screen.findByRole('dialog', { name: 'Please confirm' });
  await user.click(within(confirmation).getByRole('button', { name: 'Approve refund' }));
}

describe('the refund workflow (part 2 §3 "Refund workflow", §7)', () => {
  it('shows the requested refund, the booking and its task history (page 0, size 15)', async () => {
    const dialog = await openWorkflow(workflow('RJ8001'), 'maker', {
      workflowTaskDetails: () =>
        pageOf([
          task('task-1', {
            status: 'COMPLETED',
            actedBy: CHECKER,
            actedAt: '2026-03-04T06:00:00.000Z',
            comment: 'Approved after a call',
          }),
        ]),
    });

    const request = within(within(dialog).getByLabelText('Refund request'));
    expect(request.getByText('JOD 100.250')).toBeInTheDocument();
    expect(request.getByText('Flight cancelled by the customer')).toBeInTheDocument();
    expect(request.getByText('Pending with checker')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'BASIC DETAILS' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'FLIGHT DETAILS' })).toBeInTheDocument();
    const history = await within(dialog).findByRole('table', { name: 'Task history' });
    expect(within(history).getByText('Approved after a call')).toBeInTheDocument();
    expect(within(history).getByText('04-03-2026 09:00')).toBeInTheDocument();
    expect(api.sent('workflowTaskDetails').map(({ query }) => query)).toEqual([
      { page: '0', size: '15', workFlowId: WORKFLOW_ID },
    ]);
    // A maker decides nothing here.
    expect(buttonsOf(dialog)).toEqual(['Close']);
  });

  it("says 'Could not fetch Event' when the task history cannot be read", async () => {
    const dialog = await openWorkflow(workflow('RJ8001'), 'checker', {
      workflowTaskDetails: () => failWith(500, 'boom'),
    });
    expect(await within(dialog).findByText(BOOKING_MESSAGES.fetchFailed)).toBeInTheDocument();
  });

  it.each<[string, Role, Partial<RefundWorkflow>, string[]]>([
    ['a checker, pending, approvable', 'checker', {}, ['Approve', 'Reject', 'Close']],
    ['a user with both roles, pending, approvable', 'both', {}, ['Approve', 'Reject', 'Close']],
    ['a maker, pending', 'maker', {}, ['Close']],
    ['a checker, completed', 'checker', { applicationStatus: 'COMPLETED' }, ['Close']],
    ['a checker, rejected', 'checker', { applicationStatus: 'REJECTED' }, ['Close']],
    [
      'a checker, pending, not approvable',
      'checker',
      { workflowData: { canApprove: false } as RefundWorkflow['workflowData'] },
      ['Reject', 'Close'],
    ],
  ])('buttons for %s', async (_case, role, overrides, expected) => {
    const dialog = await openWorkflow(workflow('RJ8002', overrides), role);
    expect(buttonsOf(dialog)).toEqual(expected);
  });

  it('tells a checker who asked for the refund themself that they cannot approve it', async () => {
    const own = workflow('RJ8003', {
      workflowCreatedBy: CHECKER,
      workflowData: { canApprove: false, commentedBy: CHECKER } as RefundWorkflow['workflowData'],
    });
    const dialog = await openWorkflow(own, 'checker');
    expect(within(dialog).getByText(BOOKING_MESSAGES.ownRequest)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('does not blame the checker when another one asked for the refund', async () => {
    const dialog = await openWorkflow(
      workflow('RJ8004', { workflowData: { canApprove: false } as RefundWorkflow['workflowData'] }),
      'checker',
    );
    expect(within(dialog).queryByText(BOOKING_MESSAGES.ownRequest)).not.toBeInTheDocument();
  });
});

describe("the checker's decision (part 2 §4, §7 manage-task)", () => {
  it('Approve names the amount and the booking and waits for a second click; Cancel sends nothing', async () => {
    const dialog = await openWorkflow(workflow('RJ9009'), 'checker');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirmation).toHaveTextContent(/Approve the refund of JOD\s100\.250 for booking RJ9009\?/);
    expect(api.sent('workflowManageTask')).toHaveLength(0);

    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(api.sent('workflowManageTask')).toHaveLength(0);
    expect(buttonsOf(dialog)).toEqual(['Approve', 'Reject', 'Close']);
    expect(screen.queryByText(BOOKING_MESSAGES.approved)).not.toBeInTheDocument();
  });

  it("Approve completes the workflow and says 'Refund approved.'", async () => {
    const dialog = await openWorkflow(workflow('RJ9001'), 'checker');
    api.answer('workflowSearch', () => pageOf([]));
    await approve(dialog);

    expect(await screen.findByText(BOOKING_MESSAGES.approved)).toBeInTheDocument();
    expect(decisions()).toEqual([checkerDecision('COMPLETED')]);
    // The decision is taken: no second one, and the list and the task history reload.
    await waitFor(() => expect(buttonsOf(dialog)).toEqual(['Close']));
    expect(
      within(within(dialog).getByLabelText('Refund request')).getByText('Completed'),
    ).toBeInTheDocument();
    await waitFor(() => expect(listSearches()).toHaveLength(2));
    await waitFor(() => expect(api.sent('workflowTaskDetails')).toHaveLength(2));
  });

  it.each([
    [
      'a refusal shows the spec text and the server message under it',
      () => failWith(422, BOOKING_MESSAGES.dataMismatch),
      [BOOKING_MESSAGES.approveFailed, BOOKING_MESSAGES.dataMismatch],
    ],
    [
      'a refusal about the workflow itself says the task could not be completed',
      () => failWith(409, BOOKING_MESSAGES.notPending),
      [BOOKING_MESSAGES.completeFailed, BOOKING_MESSAGES.notPending],
    ],
    ['another failure shows its text', () => failWith(500, 'boom'), [BOOKING_MESSAGES.approveFailed]],
  ])('Approve: %s', async (_case, reply, texts) => {
    const dialog = await openWorkflow(workflow('RJ9002'), 'checker', { workflowManageTask: reply });
    await approve(dialog);
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.approved)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it("Reject needs a comment: 'Please fill the comments', and nothing is sent", async () => {
    const dialog = await openWorkflow(workflow('RJ9003'), 'checker');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.fillComments);
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(BOOKING_MESSAGES.fillComments)).toBeInTheDocument();
    expect(api.sent('workflowManageTask')).toHaveLength(0);
  });

  it("Reject with a comment rejects the workflow and says 'Task rejected'", async () => {
    const dialog = await openWorkflow(workflow('RJ9004'), 'checker');
    // Rejected, it is no longer among the pending ones.
    api.answer('workflowSearch', () => pageOf([]));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment' }),
      ' Amount does not match the ticket ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(BOOKING_MESSAGES.rejected)).toBeInTheDocument();
    expect(decisions()).toEqual([checkerDecision('REJECTED', 'Amount does not match the ticket')]);
    await waitFor(() => expect(buttonsOf(dialog)).toEqual(['Close']));
  });

  it.each([
    [
      'a refusal shows the spec text and the server message under it',
      () => failWith(409, BOOKING_MESSAGES.notPending),
      [BOOKING_MESSAGES.rejectFailed, BOOKING_MESSAGES.notPending],
    ],
    ['another failure shows its text', () => failWith(500, 'boom'), [BOOKING_MESSAGES.rejectFailed]],
  ])('Reject: %s', async (_case, reply, texts) => {
    const dialog = await openWorkflow(workflow('RJ9005'), 'checker', { workflowManageTask: reply });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.rejected)).not.toBeInTheDocument();
  });
});
