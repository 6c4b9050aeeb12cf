import { paymentStatusLabel } from '@merchant-portal/contracts/labels';
import {
  BOOKING_MESSAGES,
  markConfirmation,
  type BookingPayment,
} from '@merchant-portal/contracts/schemas/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import { MAKER, REFUND, booking, openPaymentDetails, type Role } from './bookings-fixtures';
import { pageOf } from '../../../test/replies';
import { signInEachTest, user } from '../../../test/page';

let api: FakeApi;
signInEachTest();

const MAKER_BUTTONS = ['Initiate Refund', 'Mark As Completed', 'Mark As Failed', 'Resend Notification'];

/** Lists the booking, opens its details as `role` and returns the dialog. */
async function openDetails(item: BookingPayment, role: Role = 'maker', overrides: FakeHandlers = {}) {
  const opened = await openPaymentDetails(user, item, role, overrides);
  api = opened.api;
  return opened.dialog;
}

const buttonsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The value shown for `name` in the details list labelled `list`. */
function detail(dialog: HTMLElement, list: string, name: string): string | null {
  const term = within(within(dialog).getByLabelText(list)).getByText(name, {
    selector: 'dt',
  });
  return term.nextElementSibling?.textContent ?? null;
}

const executeBodies = () => api.sent('workflowExecute').map(({ body }) => body);

describe("'View Payment Details' (part 2 §2)", () => {
  it('shows BASIC, PAYMENT, PASSENGER and FLIGHT DETAILS, and no REFUND DETAILS without refunds', async () => {
    const dialog = await openDetails(
      booking('RJ2001', {
        type: 'ROUND_TRIP',
        cabin: 'BUSINESS',
        remarks: 'Window seat',
        toDate: '2026-03-20',
        paymentDetails: {
          ...booking('RJ2001').paymentDetails,
          dueAmount: { value: 12.5, currency: 'USD' },
          amountInLocalCurrency: { value: 1234.5, currency: 'JOD' },
        },
      }),
      'checker',
    );

    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['BASIC DETAILS', 'PAYMENT DETAILS', 'PASSENGER DETAILS', 'FLIGHT DETAILS']);
    expect(detail(dialog, 'Basic details', 'Booking Ref No')).toBe('RJ2001');
    expect(detail(dialog, 'Basic details', 'Customer Ref No')).toBe('CUST-RJ2001');
    expect(detail(dialog, 'Basic details', 'Customer ID')).toBe('C-RJ2001');
    expect(detail(dialog, 'Basic details', 'Type')).toBe('Round trip');
    expect(detail(dialog, 'Basic details', 'Cabin')).toBe('Business');
    expect(detail(dialog, 'Basic details', 'Promo Code')).toBe('SUMMER26');
    expect(detail(dialog, 'Basic details', 'Created Date')).toBe('01-03-2026 10:05');
    expect(detail(dialog, 'Basic details', 'Remarks')).toBe('Window seat');
    expect(detail(dialog, 'Payment details', 'Ticket Amount')).toBe('JOD\u00a0250.500');
    expect(detail(dialog, 'Payment details', 'Due Amount')).toBe('USD\u00a012.50');
    expect(detail(dialog, 'Payment details', 'Amount in Local Currency')).toBe('JOD\u00a01,234.500');
    expect(detail(dialog, 'Payment details', 'Fees')).toBe('1.250');
    expect(detail(dialog, 'Payment details', 'Payment Method')).toBe('CARD');
    expect(detail(dialog, 'Payment details', 'Credit Account')).toBe('0012-556677-001 JOD');
    expect(detail(dialog, 'Payment details', 'Merchant Payment ID')).toBe('MP-RJ2001');
    expect(detail(dialog, 'Payment details', 'Transaction Ref No')).toBe('TRX-RJ2001');
    expect(detail(dialog, 'Payment details', 'Transaction Date')).toBe('01-03-2026 12:15');
    expect(detail(dialog, 'Payment details', 'Payment Status')).toBe('Payment completed');
    expect(detail(dialog, 'Payment details', 'Notification Status')).toBe('Sent');
    expect(detail(dialog, 'Passenger details', 'Adults')).toBe('2');
    expect(detail(dialog, 'Passenger details', 'Children')).toBe('1');
    expect(detail(dialog, 'Passenger details', 'Infants')).toBe('0');
    expect(detail(dialog, 'Passenger details', 'Youths')).toBe('3');
    expect(detail(dialog, 'Flight details', 'Flight')).toBe('RJ610');
    expect(detail(dialog, 'Flight details', 'Origin')).toBe('Queen Alia International (AMM), Amman, Jordan');
    expect(detail(dialog, 'Flight details', 'Destination')).toBe(
      'Dubai International (DXB), Dubai, United Arab Emirates',
    );
    expect(detail(dialog, 'Flight details', 'Departure Date')).toBe('10-03-2026');
    expect(detail(dialog, 'Flight details', 'Return Date')).toBe('20-03-2026');
    expect(buttonsOf(dialog)).toEqual(['Close']);
  });

  it('shows REFUND DETAILS with every refund of the booking', async () => {
    const dialog = await openDetails(
      booking('RJ2002', {
        refunds: [REFUND, { ...REFUND, amount: 20, transactionRefNo: 'RF-2', approvalRefNo: 'AP-2' }],
        refund: { ...REFUND, amount: 20 },
        refundedAmount: 70,
        refundStatus: 'PARTIALLY_REFUNDED',
      }),
    );

    expect(within(dialog).getByRole('heading', { name: 'REFUND DETAILS' })).toBeInTheDocument();
    expect(detail(dialog, 'Refund 1', 'Refund Amount')).toBe('50.000');
    expect(detail(dialog, 'Refund 1', 'Currency')).toBe('JOD');
    expect(detail(dialog, 'Refund 1', 'Percentage')).toBe('19.96%');
    expect(detail(dialog, 'Refund 1', 'Refund Status')).toBe('Refunded');
    expect(detail(dialog, 'Refund 1', 'Requested By')).toBe(MAKER);
    expect(detail(dialog, 'Refund 1', 'Approved By')).toBe('wings.checker@4000000301');
    expect(detail(dialog, 'Refund 1', 'Refund Date')).toBe('03-03-2026 10:00');
    expect(detail(dialog, 'Refund 1', 'Transaction Ref No')).toBe('RF-1');
    expect(detail(dialog, 'Refund 1', 'Approval Ref No')).toBe('AP-1');
    expect(detail(dialog, 'Refund 2', 'Refund Amount')).toBe('20.000');
    expect(detail(dialog, 'Refund 2', 'Approval Ref No')).toBe('AP-2');
  });

  it('Close closes the dialog', async () => {
    const dialog = await openDetails(booking('RJ2003'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('which maker buttons show (part 2 §6)', () => {
  const ALL_FLAGS = booking('RJ3000', {
    paymentStatus: 'PAYMENT_COMPLETED',
    notificationStatus: 'FAILED',
    canInitaiteRefund: true,
    canChangeStatus: false,
    canResendNotification: true,
  });

  it.each<[string, Partial<BookingPayment>, string[]]>([
    ['a completed payment that may be refunded', {}, ['Initiate Refund']],
    ['refund flag off', { canInitaiteRefund: false }, []],
    ['refund flag on but the payment not completed', { paymentStatus: 'PAYMENT_FAILED' }, []],
    [
      'a timed-out payment that may be settled',
      { paymentStatus: 'PAYMENT_TIMEOUT', canInitaiteRefund: false, canChangeStatus: true },
      ['Mark As Completed', 'Mark As Failed'],
    ],
    [
      'a reversed-timeout payment that may be settled',
      { paymentStatus: 'PAYMENT_REVERSED_TIMEOUT', canInitaiteRefund: false, canChangeStatus: true },
      ['Mark As Completed', 'Mark As Failed'],
    ],
    [
      'status flag off on a timed-out payment',
      { paymentStatus: 'PAYMENT_TIMEOUT', canInitaiteRefund: false, canChangeStatus: false },
      [],
    ],
    ['status flag on but the payment completed', { canInitaiteRefund: false, canChangeStatus: true }, []],
    [
      'a failed notification that may be resent',
      { canInitaiteRefund: false, notificationStatus: 'FAILED', canResendNotification: true },
      ['Resend Notification'],
    ],
    [
      'a timed-out notification that may be resent',
      { canInitaiteRefund: false, notificationStatus: 'TIMEOUT', canResendNotification: true },
      ['Resend Notification'],
    ],
    [
      'resend flag off',
      { canInitaiteRefund: false, notificationStatus: 'FAILED', canResendNotification: false },
      [],
    ],
    [
      'resend flag on but the notification sent',
      { canInitaiteRefund: false, notificationStatus: 'SENT', canResendNotification: true },
      [],
    ],
    [
      'every flag on',
      { paymentStatus: 'PAYMENT_COMPLETED', notificationStatus: 'FAILED', canResendNotification: true },
      ['Initiate Refund', 'Resend Notification'],
    ],
  ])('maker, %s', async (_case, overrides, expected) => {
    const dialog = await openDetails(booking('RJ3001', overrides));
    expect(buttonsOf(dialog)).toEqual([...expected, 'Close']);
  });

  it('a checker sees none of them, whatever the flags', async () => {
    const dialog = await openDetails(ALL_FLAGS, 'checker');
    expect(buttonsOf(dialog)).toEqual(['Close']);
    const timedOut = booking('RJ3002', { paymentStatus: 'PAYMENT_TIMEOUT', canChangeStatus: true });
    api.answer('bookingHistory', () => pageOf([timedOut]));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.click(await screen.findByRole('button', { name: 'View Details of RJ3002' }));
    expect(buttonsOf(screen.getByRole('dialog', { name: 'View Payment Details' }))).toEqual(['Close']);
  });

  it('a user with both roles sees the maker buttons', async () => {
    const dialog = await openDetails(ALL_FLAGS, 'both');
    expect(buttonsOf(dialog)).toEqual(['Initiate Refund', 'Resend Notification', 'Close']);
    for (const name of MAKER_BUTTONS.slice(1, 3)) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('Mark As Completed / Mark As Failed (part 2 §4)', () => {
  const timedOut = booking('RJ4001', {
    paymentStatus: 'PAYMENT_TIMEOUT',
    canInitaiteRefund: false,
    canChangeStatus: true,
  });

  it.each([
    ['Mark As Completed', 'PAYMENT_COMPLETED'],
    ['Mark As Failed', 'PAYMENT_FAILED'],
  ] as const)(
    '%s asks first, then sends %s; the dialog shows the booking as it now is',
    async (label, status) => {
      const updated = booking('RJ4001', {
        paymentStatus: status,
        canChangeStatus: false,
        canInitaiteRefund: false,
      });
      const dialog = await openDetails(timedOut, 'maker', {
        workflowExecute: () => ({ message: 'Transaction status updated', data: updated }),
      });
      await user.click(within(dialog).getByRole('button', { name: label }));

      const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
      expect(confirm).toHaveTextContent(markConfirmation(status));
      expect(api.sent('workflowExecute')).toHaveLength(0);
      api.answer('bookingHistory', () => pageOf([updated]));
      await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText(BOOKING_MESSAGES.statusUpdated)).toBeInTheDocument();
      expect(executeBodies()).toEqual([
        {
          requestAction: status,
          bookingRefNo: 'RJ4001',
          customerRefNo: 'CUST-RJ4001',
          remark: { createdBy: MAKER },
        },
      ]);
      expect(api.sent('workflowExecute')[0]!.query).toEqual({ country: 'JO', lang: 'en' });
      const details = screen.getByRole('dialog', { name: 'View Payment Details' });
      await waitFor(() => expect(within(details).getByText(paymentStatusLabel(status))).toBeInTheDocument());
      expect(buttonsOf(details)).toEqual(['Close']);
      // The list reloads.
      await waitFor(() => expect(api.sent('bookingHistory')).toHaveLength(2));
    },
  );

  it("shows the reply's booking when the reloaded page no longer lists it", async () => {
    const updated = { ...timedOut, paymentStatus: 'PAYMENT_FAILED' as const, canChangeStatus: false };
    const dialog = await openDetails(timedOut, 'maker', {
      workflowExecute: () => ({ message: 'Transaction status updated', data: updated }),
    });
    api.answer('bookingHistory', () => pageOf([]));
    await user.click(within(dialog).getByRole('button', { name: 'Mark As Failed' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByText(BOOKING_MESSAGES.noPayments);
    expect(detail(dialog, 'Payment details', 'Payment Status')).toBe('Payment failed');
    expect(buttonsOf(dialog)).toEqual(['Close']);
  });

  it('Cancel in the confirmation sends nothing', async () => {
    const dialog = await openDetails(timedOut);
    await user.click(within(dialog).getByRole('button', { name: 'Mark As Failed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent(markConfirmation('PAYMENT_FAILED'));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(api.sent('workflowExecute')).toHaveLength(0);
  });

  it.each([
    [
      'a refusal shows Error occurred and the server message under it',
      () => failWith(422, BOOKING_MESSAGES.notTimedOut),
      [BOOKING_MESSAGES.error, BOOKING_MESSAGES.notTimedOut],
    ],
    [
      'another failure shows Error occurred',
      () => failWith(500, 'Internal server error'),
      [BOOKING_MESSAGES.error],
    ],
  ])('%s', async (_case, reply, texts) => {
    const dialog = await openDetails(timedOut, 'maker', { workflowExecute: reply });
    await user.click(within(dialog).getByRole('button', { name: 'Mark As Completed' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.statusUpdated)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark As Completed' })).toBeEnabled();
  });
});

describe('Resend Notification (part 2 §4)', () => {
  const failedNotice = booking('RJ5001', {
    canInitaiteRefund: false,
    notificationStatus: 'TIMEOUT',
    canResendNotification: true,
  });

  it("sends RESEND_NOTIFICATION and says 'Request Submitted'", async () => {
    const updated = { ...failedNotice, notificationStatus: 'QUEUED' as const, canResendNotification: false };
    const dialog = await openDetails(failedNotice, 'maker', {
      workflowExecute: () => ({ message: 'Notification queued', data: updated }),
    });
    api.answer('bookingHistory', () => pageOf([updated]));
    await user.click(within(dialog).getByRole('button', { name: 'Resend Notification' }));

    expect(await screen.findByText(BOOKING_MESSAGES.requestSubmitted)).toBeInTheDocument();
    expect(executeBodies()).toEqual([
      {
        requestAction: 'RESEND_NOTIFICATION',
        bookingRefNo: 'RJ5001',
        customerRefNo: 'CUST-RJ5001',
        remark: { createdBy: MAKER },
      },
    ]);
    await waitFor(() => expect(within(dialog).getByText('Queued')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Resend Notification' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'a refusal shows the spec text and the server message under it',
      () => failWith(422, BOOKING_MESSAGES.noCustomerEmail),
      [BOOKING_MESSAGES.submitError, BOOKING_MESSAGES.noCustomerEmail],
    ],
    ['another failure shows its text', () => failWith(503, 'down'), [BOOKING_MESSAGES.submitError]],
  ])('%s', async (_case, reply, texts) => {
    const dialog = await openDetails(failedNotice, 'maker', { workflowExecute: reply });
    await user.click(within(dialog).getByRole('button', { name: 'Resend Notification' }));
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.requestSubmitted)).not.toBeInTheDocument();
  });
});
