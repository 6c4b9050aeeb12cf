// Test data and helpers shared by the bookings screen's tests: valid bookings and workflows as the calls
// answer them, the fake API with every bookings call answered, and rendering as a maker, checker or both.
import type {
  BookingPayment,
  RefundWorkflow,
  WorkflowTask,
} from '@merchant-portal/contracts/schemas/bookings';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeApi, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import { keptColumns, pageOf } from '../../../test/replies';
import { renderAs } from '../../../test/page';
import { RjBookingsPage } from '../rj-bookings-page';
import { signedInUser } from '../../../test/users';

export const MAKER = 'wings.maker@4000000301';
export const CHECKER = 'wings.checker@4000000301';
export const MERCHANT = '4000000301';

export type Role = 'maker' | 'checker' | 'both';
const ROLES: Record<Role, string[]> = {
  maker: ['RJ_BOOKING_MAKER'],
  checker: ['RJ_BOOKING_CHECKER'],
  both: ['RJ_BOOKING_MAKER', 'RJ_BOOKING_CHECKER'],
};

const AMMAN = {
  name: 'Amman',
  code: 'AMM',
  countryName: 'Jordan',
  cityName: 'Amman',
  airportName: 'Queen Alia International',
};
const DUBAI = {
  name: 'Dubai',
  code: 'DXB',
  countryName: 'United Arab Emirates',
  cityName: 'Dubai',
  airportName: 'Dubai International',
};

/** A completed one-way payment with nothing to do but refund it. */
export function booking(ref: string, overrides: Partial<BookingPayment> = {}): BookingPayment {
  return {
    id: `id-${ref}`,
    customerRefNo: `CUST-${ref}`,
    customerId: `C-${ref}`,
    type: 'ONE_WAY',
    origin: AMMAN,
    destination: DUBAI,
    passengersNo: { adults: 2, children: 1, infants: 0, youths: 3 },
    cabin: 'ECONOMY',
    promoCode: 'SUMMER26',
    paymentDetails: {
      ticketAmount: { value: 250.5, currency: 'JOD' },
      dueAmount: { value: 0, currency: 'JOD' },
      amountInLocalCurrency: { value: 250.5, currency: 'JOD' },
      creditAccount: { branch: '0012', basic: '556677', suffix: '001', currency: 'JOD' },
      merchantPaymentId: `MP-${ref}`,
      merchantId: MERCHANT,
      retryableUntil: null,
    },
    fees: 1.25,
    paymentMethod: 'CARD',
    paymentStatus: 'PAYMENT_COMPLETED',
    notificationStatus: 'SENT',
    refundStatus: 'NONE',
    fromDate: '2026-03-10',
    toDate: null,
    flightDetails: { bookingRefNo: ref, flight: 'RJ610' },
    transactionRefNo: `TRX-${ref}`,
    transactionDate: '2026-03-01T09:15:00.000Z',
    refund: null,
    refunds: [],
    refundedAmount: 0,
    refundableAmount: 250.5,
    remarks: null,
    // 10:05 in Amman (UTC+3).
    createdDate: '2026-03-01T07:05:00.000Z',
    canInitaiteRefund: true,
    canChangeStatus: false,
    canResendNotification: false,
    canApprove: false,
    ...overrides,
  };
}

/** One refund of 50 JOD a checker approved, as a booking lists it. */
export const REFUND = {
  amount: 50,
  percentage: 19.96,
  currency: 'JOD',
  status: 'REFUNDED',
  createdBy: MAKER,
  createdOn: '2026-03-03T07:00:00.000Z',
  approvedBy: CHECKER,
  transactionRefNo: 'RF-1',
  approvalRefNo: 'AP-1',
};

export const WORKFLOW_ID = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b';

export function workflow(ref: string, overrides: Partial<RefundWorkflow> = {}): RefundWorkflow {
  const { workflowData, ...rest } = overrides;
  return {
    workflowId: WORKFLOW_ID,
    workflowName: 'RJ_MERCHANT_PORTAL_REFUND',
    workflowData: {
      ...booking(ref, { refundStatus: 'PENDING WITH CHECKER', canInitaiteRefund: false, canApprove: true }),
      bookingRefNo: ref,
      refundAmount: 100.25,
      refundCurrency: 'JOD',
      comment: 'Flight cancelled by the customer',
      commentedBy: MAKER,
      commentedAt: '2026-03-02T08:00:00.000Z',
      ...workflowData,
    },
    applicationStatus: 'PENDING WITH CHECKER',
    decisionComment: null,
    workflowTasks: [
      {
        id: 'task-1',
        taskName: 'CHECKER_APPROVAL',
        assignedGroup: 'RJ_BOOKING_CHECKER_GROUP',
        status: 'OPEN',
      },
    ],
    workflowCreatedDate: '2026-03-02T08:00:00.000Z',
    workflowCreatedBy: MAKER,
    // 14:30 in Amman.
    workflowLastUpdatedDate: '2026-03-02T11:30:00.000Z',
    workflowLastUpdatedBy: MAKER,
    ...rest,
  };
}

export function task(id: string, overrides: Partial<WorkflowTask> = {}): WorkflowTask {
  return {
    id,
    taskName: 'CHECKER_APPROVAL',
    assignedGroup: 'RJ_BOOKING_CHECKER_GROUP',
    status: 'OPEN',
    actedBy: null,
    actedAt: null,
    comment: null,
    createdDate: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

/** The fake API with every bookings call answered (empty lists, successes); a test overrides what it needs. */
export function bookingsApi(overrides: FakeHandlers = {}): FakeApi {
  return fakeApi({
    ...keptColumns(),
    bookingHistory: () => pageOf<BookingPayment>([]),
    workflowSearch: () => pageOf<RefundWorkflow>([]),
    workflowTaskDetails: () => pageOf([task('task-1')]),
    bookingCsv: () => ({ content: 'csv', merchantCode: MERCHANT }),
    workflowCsv: () => ({ content: 'csv', merchantCode: MERCHANT }),
    ...overrides,
  });
}

/** Lists the booking, opens its details as `role`, and returns the fake API and the details dialog. */
export async function openPaymentDetails(
  user: UserEvent,
  item: BookingPayment,
  role: Role = 'maker',
  handlers: FakeHandlers = {},
) {
  const api = bookingsApi({ bookingHistory: () => pageOf([item]), ...handlers });
  renderBookings(role);
  const ref = item.flightDetails.bookingRefNo;
  await user.click(await screen.findByRole('button', { name: `View Details of ${ref}` }));
  return { api, dialog: screen.getByRole('dialog', { name: 'View Payment Details' }) };
}

export function renderBookings(
  role: Role = 'maker',
  { path = '/rj-bookings', username }: { path?: string; username?: string } = {},
) {
  const name = username ?? (role === 'checker' ? CHECKER : MAKER);
  return renderAs(signedInUser(name, ROLES[role]), <RjBookingsPage />, { path });
}
