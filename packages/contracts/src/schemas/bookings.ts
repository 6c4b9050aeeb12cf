import { z } from 'zod';
import { pageQueryFields, pagedReply } from './totals.js';
import { formatDay, todayInAmman, type DayNumber } from '../dates.js';
import { fileColumns, fileColumnsQuery } from '../file-columns.js';
import { phrase } from '../i18n/catalogue.js';
import { MESSAGES, fillTemplate } from '../messages.js';
import { sortFields, type ListOrder } from './sort.js';
import { DATE_MESSAGES, periodCheck, refinePeriod } from './transactions.js';

// RJ ticket bookings and the maker-checker refund workflow (spec part 2 §2 "RJ Ticket Bookings", §3 "Booking
// payment" and "Refund workflow", §4, §5, §6, §7, §8, §9). The airline's booking payments are read-only but
// for three maker actions (mark a timed-out payment completed or failed, resend a failed notification) and
// the refund: a maker asks, another user with the checker role approves (the refund is executed) or rejects.

export const PAYMENT_STATUSES = [
  'PAYMENT_COMPLETED',
  'PAYMENT_FAILED',
  'PAYMENT_TIMEOUT',
  'PAYMENT_REVERSED_TIMEOUT',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The statuses a maker may settle by hand (§4). */
export const TIMEOUT_STATUSES: readonly PaymentStatus[] = ['PAYMENT_TIMEOUT', 'PAYMENT_REVERSED_TIMEOUT'];

/**
 * The customer's notification: SENT, FAILED or TIMEOUT as the airline's system left it; QUEUED once a maker
 * resent it and until the e-mail is delivered (then SENT), FAILED again if every delivery attempt failed.
 */
export const NOTIFICATION_STATUSES = ['SENT', 'FAILED', 'TIMEOUT', 'QUEUED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const RESENDABLE_NOTIFICATIONS: readonly NotificationStatus[] = ['FAILED', 'TIMEOUT'];

export const TRIP_TYPES = { ONE_WAY: phrase('One way'), ROUND_TRIP: phrase('Round trip') } as const;
export type TripType = keyof typeof TRIP_TYPES;

export const CABINS = {
  ECONOMY: phrase('Economy'),
  BUSINESS: phrase('Business'),
  FIRST: phrase('First'),
} as const;
export type Cabin = keyof typeof CABINS;

/** A refund workflow's status (§4); the Refunds tab filters COMPLETED, OPEN (pending) or ALL. */
export const PENDING_WITH_CHECKER = 'PENDING WITH CHECKER';
export const WORKFLOW_STATUSES = [PENDING_WITH_CHECKER, 'COMPLETED', 'REJECTED'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
export const WORKFLOW_FILTERS = {
  OPEN: phrase('Pending tasks'),
  COMPLETED: phrase('Completed'),
  ALL: phrase('ALL'),
} as const;
export type WorkflowFilter = keyof typeof WORKFLOW_FILTERS;

export const REFUND_WORKFLOW_NAME = 'RJ_MERCHANT_PORTAL_REFUND';
export const REFUND_WORKFLOW_SUBJECT = 'INITIATE REFUND';
export const CHECKER_GROUP = 'RJ_BOOKING_CHECKER_GROUP';
export const MAKER_GROUP = 'RJ_BOOKING_MAKER_GROUP';
/** A workflow's two tasks: the maker's request (done when asked) and the checker's approval. */
export const REQUEST_TASK = 'REFUND_REQUEST';
export const CHECKER_TASK = 'CHECKER_APPROVAL';
export const REFUND_CURRENCY = 'JOD';

/** Where a booking's refunds stand: none, one waiting for the checker, part or all of the ticket refunded. */
export const REFUND_STATUSES = ['NONE', PENDING_WITH_CHECKER, 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REQUEST_ACTIONS = [
  'VALIDATE_REFUND',
  'REQUEST_REFUND',
  'PAYMENT_COMPLETED',
  'PAYMENT_FAILED',
  'RESEND_NOTIFICATION',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** The spec's texts (§5, §8), and ours where it has none (marked). */
export const BOOKING_MESSAGES = {
  fetchFailed: phrase('Could not fetch Event'),
  statusUpdated: phrase('Transaction status updated successfully'),
  error: phrase('Error occurred'),
  requestSubmitted: phrase('Request Submitted'),
  refundSubmitted: phrase('Refund request submitted for approval'),
  refundSubmitFailed: phrase('Could not submit the refund request for approval.'),
  submitError: phrase('Error in Submitting a request.'),
  approved: phrase('Refund approved.'),
  approveFailed: phrase('Could not approve refund'),
  rejected: phrase('Task rejected'),
  rejectFailed: phrase('Could not REJECT task. WORK_FLOW_ERROR'),
  completeFailed: phrase('Could not complete task. WORK_FLOW_ERROR'),
  allMandatory: phrase('All fields are Mandatory'),
  amountTooHigh: phrase('Refund amount should not be greater than actual amount'),
  workflowExists: phrase('Workflow already exists for this booking.'),
  fillComments: phrase('Please fill the comments'),
  dataMismatch: phrase('Could not approve refund. Some data mismatch is there.'),
  noPayments: phrase('No payments found'),
  noItems: phrase('No Items'),
  // Ours: the spec has no text for these refusals.
  refundValid: phrase('The refund can be requested'),
  amountFormat: phrase('Refund amount must be a number with at most 3 decimals'),
  amountPositive: phrase('Refund amount must be greater than zero'),
  overRefunded: phrase('Refund amount should not be greater than the amount not yet refunded'),
  notRefundable: phrase('A refund can only be requested for a completed payment'),
  notTimedOut: phrase('Only a timed-out payment can be marked as completed or failed'),
  notResendable: phrase('Only a failed or timed-out notification can be resent'),
  noCustomerEmail: phrase('This booking has no customer e-mail address to send the notification to'),
  notPending: phrase('This refund is no longer pending with the checker'),
  ownRequest: phrase('A refund cannot be approved by the user who requested it'),
  noSuchBooking: phrase('No such booking'),
  noSuchWorkflow: phrase('No such refund workflow'),
  wrongUser: phrase('The request names another user'),
  wrongWorkflow: phrase('Only RJ_MERCHANT_PORTAL_REFUND workflows are handled here'),
} as const;

/** The checker's confirmation before approving a refund (ours: money leaves the merchant at a second click). */
export function approveConfirmation(amount: string, bookingRefNo: string): string {
  return fillTemplate(phrase('Approve the refund of {{amount}} for booking {{bookingRefNo}}?'), {
    amount,
    bookingRefNo,
  });
}

/** The maker's confirmation before marking a timed-out payment (§4). */
export function markConfirmation(status: 'PAYMENT_COMPLETED' | 'PAYMENT_FAILED'): string {
  return status === 'PAYMENT_COMPLETED'
    ? phrase('Are you sure you want to mark this transaction as Completed')
    : phrase('Are you sure you want to mark this transaction as Failed');
}

/** Digits with an optional decimal part of at most 3 decimals (§5). */
export const REFUND_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,3})?$/;

/** Amounts are exact to the fils: compared and added as integers of thousandths. */
export function toFils(amount: string | number): number {
  const [whole, fraction = ''] = (typeof amount === 'number' ? amount.toFixed(3) : amount).split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/**
 * The refund form's rules (§5) and ours: an amount and a comment, the amount's format, above zero, not above
 * the ticket, and not above what is left once earlier refunds are counted. The first failing rule's text.
 */
export function refundIssue(
  input: { amount: string; comment: string },
  booking: { ticketAmount: number; refundedAmount: number },
): string | null {
  const amount = input.amount.trim();
  if (amount === '' || input.comment.trim() === '') return BOOKING_MESSAGES.allMandatory;
  if (!REFUND_AMOUNT_PATTERN.test(amount)) return BOOKING_MESSAGES.amountFormat;
  const fils = toFils(amount);
  if (fils <= 0) return BOOKING_MESSAGES.amountPositive;
  if (fils > toFils(booking.ticketAmount)) return BOOKING_MESSAGES.amountTooHigh;
  if (fils > toFils(booking.ticketAmount) - toFils(booking.refundedAmount))
    return BOOKING_MESSAGES.overRefunded;
  return null;
}

export const BOOKING_DATE_MESSAGES = {
  ...DATE_MESSAGES,
  future: phrase('Date must not be in the future'),
  spanTooLong: phrase('The period must not be longer than one year'),
} as const;

/** Both tabs' default range: the last 30 days to today. */
export function bookingDefaultRange(today: DayNumber = todayInAmman()): { fromDate: string; toDate: string } {
  return { fromDate: formatDay(today - 30), toDate: formatDay(today) };
}

/** Booking dates: no future date, from not after to, at most a year between them. */
export const bookingRangeIssues = periodCheck({
  daysBeforeToday: 0,
  latestMessage: BOOKING_DATE_MESSAGES.future,
  months: 12,
  spanMessage: BOOKING_DATE_MESSAGES.spanTooLong,
});

export const BOOKING_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;
export const BOOKINGS_CSV_NAME = 'RJ-Bookings.csv';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const refineBookingRange = refinePeriod(bookingRangeIssues);

const withOptionalRange = (value: { fromDate?: string; toDate?: string }, ctx: z.RefinementCtx) => {
  if ((value.fromDate === undefined) !== (value.toDate === undefined)) {
    const field = value.fromDate === undefined ? 'fromDate' : 'toDate';
    ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
    return;
  }
  if (value.fromDate === undefined || value.toDate === undefined) return;
  refineBookingRange({ fromDate: value.fromDate, toDate: value.toDate }, ctx);
};

/** Both tabs' paging: the lists' page and size, the page number capped. */
const bookingPageFields = {
  ...pageQueryFields,
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

const localeFields = { country: z.string().optional(), lang: z.string().optional() };
/** The execute call's query (§7): country and lang, as every call sends them. */
export const bookingLocaleQuery = z.object(localeFields);

/**
 * The Payments tab's sortable column (issue 28 "Sorting"): when the booking was made, its one date-time (the
 * tab shows no amount, §2).
 */
export const BOOKING_SORT_FIELDS = ['createdDate'] as const;
export type BookingOrder = ListOrder<(typeof BOOKING_SORT_FIELDS)[number]>;
/** Newest first, as the history has always answered. */
export const BOOKING_DEFAULT_SORT = {
  sortBy: 'createdDate',
  sortDirection: 'desc',
} as const satisfies BookingOrder;

const historyFields = {
  ...localeFields,
  customerId: optionalText(40),
  bookingRefNo: optionalText(20),
  fromDate: optionalText(10),
  toDate: optionalText(10),
  /** The CSV keeps the tab's order. */
  ...sortFields(BOOKING_SORT_FIELDS, BOOKING_DEFAULT_SORT),
};

/** `GET /rj-booking/processing/v1/payment/history` (§7): page from 0; and `sortBy`, `sortDirection`. */
export const bookingHistoryQuery = z
  .object({ ...historyFields, ...bookingPageFields })
  .superRefine(withOptionalRange);
export type BookingHistoryQuery = z.infer<typeof bookingHistoryQuery>;
export type BookingHistoryQueryInput = z.input<typeof bookingHistoryQuery>;

/**
 * The CSV of the whole filtered set (ours; the spec's screen builds RJ-Bookings.csv itself), with the columns
 * the Payments tab shows (every column of BOOKING_PAYMENT_CSV_COLUMNS when not given).
 */
export const bookingCsvQuery = z
  .object({ ...historyFields, columns: fileColumnsQuery(() => BOOKING_PAYMENT_CSV_COLUMNS).optional() })
  .superRefine(withOptionalRange);
export type BookingCsvQuery = z.infer<typeof bookingCsvQuery>;

const money = z.object({ value: z.number(), currency: z.string() });
const airport = z.object({
  name: z.string(),
  code: z.string(),
  countryName: z.string(),
  cityName: z.string(),
  airportName: z.string(),
});

export const bookingRefund = z.object({
  amount: z.number(),
  percentage: z.number(),
  currency: z.string(),
  status: z.string(),
  createdBy: z.string(),
  createdOn: z.string(),
  approvedBy: z.string(),
  transactionRefNo: z.string(),
  approvalRefNo: z.string(),
});
export type BookingRefund = z.infer<typeof bookingRefund>;

/** A booking payment (§3), the flags computed for the caller from its state and roles. */
export const bookingPayment = z.object({
  id: z.string(),
  customerRefNo: z.string(),
  customerId: z.string(),
  type: z.enum(Object.keys(TRIP_TYPES) as [TripType, ...TripType[]]),
  origin: airport,
  destination: airport,
  passengersNo: z.object({
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    youths: z.number().int(),
  }),
  cabin: z.enum(Object.keys(CABINS) as [Cabin, ...Cabin[]]),
  promoCode: z.string().nullable(),
  paymentDetails: z.object({
    ticketAmount: money,
    dueAmount: money,
    amountInLocalCurrency: money,
    creditAccount: z.object({
      branch: z.string(),
      basic: z.string(),
      suffix: z.string(),
      currency: z.string(),
    }),
    merchantPaymentId: z.string(),
    merchantId: z.string(),
    retryableUntil: z.string().nullable(),
  }),
  fees: z.number(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  notificationStatus: z.enum(NOTIFICATION_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES),
  /** Departure and, for a round trip, return (YYYY-MM-DD). */
  fromDate: z.string(),
  toDate: z.string().nullable(),
  flightDetails: z.object({ bookingRefNo: z.string(), flight: z.string() }),
  transactionRefNo: z.string(),
  transactionDate: z.string(),
  /** The latest refund; every refund of the booking is in `refunds`, oldest first. */
  refund: bookingRefund.nullable(),
  refunds: z.array(bookingRefund),
  /** What the refunds took so far, and what is left to refund. */
  refundedAmount: z.number(),
  refundableAmount: z.number(),
  remarks: z.string().nullable(),
  createdDate: z.string(),
  canInitaiteRefund: z.boolean(),
  canChangeStatus: z.boolean(),
  canResendNotification: z.boolean(),
  canApprove: z.boolean(),
});
export type BookingPayment = z.infer<typeof bookingPayment>;

export const bookingHistoryReply = pagedReply(bookingPayment);
export type BookingHistoryReply = z.infer<typeof bookingHistoryReply>;

/** `POST /rj-booking/processing/v1/workflow/execute` (§7). */
export const workflowExecuteBody = z.object({
  requestAction: z.enum(REQUEST_ACTIONS, { error: phrase('Unknown request action') }),
  bookingRefNo: text(20).min(1, MESSAGES.required),
  customerRefNo: optionalText(40),
  amount: z.union([z.string(), z.number()]).optional(),
  currency: optionalText(3),
  percentage: z.union([z.string(), z.number()]).optional(),
  remark: z.object({ createdBy: optionalText(200), remark: optionalText(500) }).optional(),
});
export type WorkflowExecuteBody = z.infer<typeof workflowExecuteBody>;

export const bookingActionReply = z.object({ message: z.string(), data: bookingPayment });
export type BookingActionReply = z.infer<typeof bookingActionReply>;

/** `POST …/workflow/v1/workflow` (§7): the maker's refund request. */
export const workflowCreateBody = z.object({
  applicationCode: optionalText(40),
  applicationStatus: optionalText(40),
  country: optionalText(2),
  processFilterParameters: z.object({
    key1: text(20).min(1, MESSAGES.required),
    key2: optionalText(40),
    key3: optionalText(40),
    key4: optionalText(40),
    key5: optionalText(40),
  }),
  workflowCreatedBy: text(200).min(1, MESSAGES.required),
  workflowName: z.literal(REFUND_WORKFLOW_NAME, { error: BOOKING_MESSAGES.wrongWorkflow }),
  workflowSubject: optionalText(100),
  workflowTasks: z
    .array(
      z.object({
        assignedGroup: optionalText(60),
        assignedUser: optionalText(200),
        data: z.object({
          refundAmount: z.union([z.string(), z.number()]).transform(String),
          refundCurrency: optionalText(3),
          comment: z.string().max(500),
        }),
        priority: optionalText(20),
        taskName: optionalText(60),
        type: optionalText(40),
      }),
    )
    .length(1),
  workflowUserGroup: optionalText(60),
});
export type WorkflowCreateBody = z.infer<typeof workflowCreateBody>;

export const workflowCreateReply = z.object({
  message: z.string(),
  data: z.object({ workflowId: z.string() }),
});

/** `PUT …/workflow/v1/manage-task` (§7): the checker's decision, COMPLETED (approve) or REJECTED. */
export const manageTaskBody = z.object({
  workflowId: z.string().uuid(BOOKING_MESSAGES.noSuchWorkflow),
  applicationStatus: z.enum(['COMPLETED', 'REJECTED'], { error: phrase('Must be COMPLETED or REJECTED') }),
  taskAction: z.literal('COMPLETE_WORKFLOW', { error: phrase('Must be COMPLETE_WORKFLOW') }),
  currentTask: optionalText(60),
  newTask: optionalText(60),
  modifiedBy: text(200).min(1, MESSAGES.required),
  comment: z.string().max(500).default(''),
});
export type ManageTaskBody = z.infer<typeof manageTaskBody>;

export const messageOnlyReply = z.object({ message: z.string() });

/** The Refunds tab's sortable columns: when the request was last updated, and its refund amount (§2). */
export const WORKFLOW_SORT_FIELDS = ['workflowLastUpdatedDate', 'refundAmount'] as const;
export type WorkflowOrder = ListOrder<(typeof WORKFLOW_SORT_FIELDS)[number]>;
/** Latest updated first, as the search has always answered. */
export const WORKFLOW_DEFAULT_SORT = {
  sortBy: 'workflowLastUpdatedDate',
  sortDirection: 'desc',
} as const satisfies WorkflowOrder;

const searchFields = {
  /** The CSV keeps the tab's order. */
  ...sortFields(WORKFLOW_SORT_FIELDS, WORKFLOW_DEFAULT_SORT),
  fromDate: optionalText(10),
  toDate: optionalText(10),
  key1: optionalText(20),
  key2: optionalText(40),
  key3: optionalText(40),
  key4: optionalText(40),
  key5: optionalText(40),
  taskUserGroup: optionalText(60),
  taskUsername: optionalText(200),
  workFlowCountry: optionalText(2),
  workFlowName: z.literal(REFUND_WORKFLOW_NAME, { error: BOOKING_MESSAGES.wrongWorkflow }),
  workFlowStatus: z
    .enum(Object.keys(WORKFLOW_FILTERS) as [WorkflowFilter, ...WorkflowFilter[]])
    .default('OPEN'),
};

/** `POST …/workflow/v1/search` (§7): key1 is the booking reference; page from 0; and `sortBy`, `sortDirection`. */
export const workflowSearchBody = z
  .object({ ...searchFields, ...bookingPageFields })
  .superRefine(withOptionalRange);
export type WorkflowSearchBody = z.infer<typeof workflowSearchBody>;
export type WorkflowSearchBodyInput = z.input<typeof workflowSearchBody>;

/** The refunds' CSV: the search, with the columns the Refunds tab shows (every one of the CSV when not given). */
export const workflowCsvBody = z
  .object({ ...searchFields, columns: fileColumns(() => REFUND_WORKFLOW_CSV_COLUMNS).optional() })
  .superRefine(withOptionalRange);
export type WorkflowCsvBody = z.infer<typeof workflowCsvBody>;

export const workflowTask = z.object({
  id: z.string(),
  taskName: z.string(),
  assignedGroup: z.string(),
  status: z.string(),
  actedBy: z.string().nullable(),
  actedAt: z.string().nullable(),
  comment: z.string().nullable(),
  createdDate: z.string(),
});
export type WorkflowTask = z.infer<typeof workflowTask>;

/** A refund workflow (§3): its data is the booking as it is now plus the request. */
export const refundWorkflow = z.object({
  workflowId: z.string(),
  workflowName: z.literal(REFUND_WORKFLOW_NAME),
  workflowData: bookingPayment.extend({
    bookingRefNo: z.string(),
    refundAmount: z.number(),
    refundCurrency: z.string(),
    comment: z.string(),
    commentedBy: z.string(),
    commentedAt: z.string(),
  }),
  applicationStatus: z.enum(WORKFLOW_STATUSES),
  decisionComment: z.string().nullable(),
  workflowTasks: z.array(workflowTask.pick({ id: true, taskName: true, assignedGroup: true, status: true })),
  workflowCreatedDate: z.string(),
  workflowCreatedBy: z.string(),
  workflowLastUpdatedDate: z.string(),
  workflowLastUpdatedBy: z.string(),
});
export type RefundWorkflow = z.infer<typeof refundWorkflow>;

export const workflowSearchReply = pagedReply(refundWorkflow);
export type WorkflowSearchReply = z.infer<typeof workflowSearchReply>;

/** `GET …/workflow/v1/task-details?page=0&size=15&workFlowId` (§7, §9). */
export const taskDetailsQuery = z.object({
  workFlowId: z.string().uuid(BOOKING_MESSAGES.noSuchWorkflow),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
});
export const taskDetailsReply = pagedReply(workflowTask);
export type TaskDetailsReply = z.infer<typeof taskDetailsReply>;

/** A column of a bookings CSV: its field (the tab's grid field where the tab shows it), header and cell. */
export interface BookingCsvColumn<R> {
  field: string;
  header: string;
  value(row: R): string | number | null;
}

const place = (airport: BookingPayment['origin']) => `${airport.cityName} (${airport.code})`;

/** The payments' CSV: what the details dialog shows, one booking a row. */
export const BOOKING_PAYMENT_CSV_COLUMNS: readonly BookingCsvColumn<BookingPayment>[] = [
  { field: 'bookingRefNo', header: phrase('Booking Ref No'), value: (b) => b.flightDetails.bookingRefNo },
  { field: 'customerRefNo', header: phrase('Customer Ref No'), value: (b) => b.customerRefNo },
  { field: 'customerId', header: phrase('Customer Id'), value: (b) => b.customerId },
  { field: 'type', header: phrase('Type'), value: (b) => TRIP_TYPES[b.type] },
  { field: 'flight', header: phrase('Flight'), value: (b) => b.flightDetails.flight },
  { field: 'origin', header: phrase('Origin'), value: (b) => place(b.origin) },
  { field: 'destination', header: phrase('Destination'), value: (b) => place(b.destination) },
  { field: 'fromDate', header: phrase('Departure Date'), value: (b) => b.fromDate },
  { field: 'toDate', header: phrase('Return Date'), value: (b) => b.toDate },
  { field: 'cabin', header: phrase('Cabin'), value: (b) => CABINS[b.cabin] },
  { field: 'adults', header: phrase('Adults'), value: (b) => b.passengersNo.adults },
  { field: 'children', header: phrase('Children'), value: (b) => b.passengersNo.children },
  { field: 'infants', header: phrase('Infants'), value: (b) => b.passengersNo.infants },
  { field: 'youths', header: phrase('Youths'), value: (b) => b.passengersNo.youths },
  { field: 'promoCode', header: phrase('Promo Code'), value: (b) => b.promoCode },
  {
    field: 'ticketAmount',
    header: phrase('Ticket Amount'),
    value: (b) => b.paymentDetails.ticketAmount.value,
  },
  { field: 'currency', header: phrase('Currency'), value: (b) => b.paymentDetails.ticketAmount.currency },
  { field: 'fees', header: phrase('Fees'), value: (b) => b.fees },
  { field: 'paymentMethod', header: phrase('Payment Method'), value: (b) => b.paymentMethod },
  { field: 'paymentStatus', header: phrase('Payment Status'), value: (b) => b.paymentStatus },
  { field: 'notificationStatus', header: phrase('Notification Status'), value: (b) => b.notificationStatus },
  { field: 'refundStatus', header: phrase('Refund Status'), value: (b) => b.refundStatus },
  { field: 'refundedAmount', header: phrase('Refunded Amount'), value: (b) => b.refundedAmount },
  { field: 'transactionRefNo', header: phrase('Transaction Ref No'), value: (b) => b.transactionRefNo },
  { field: 'transactionDate', header: phrase('Transaction Date'), value: (b) => b.transactionDate },
  { field: 'createdDate', header: phrase('Created Date'), value: (b) => b.createdDate },
  { field: 'remarks', header: phrase('Remarks'), value: (b) => b.remarks },
];

/** The refunds' CSV: the Refunds tab's columns and the request's comment and decision. */
export const REFUND_WORKFLOW_CSV_COLUMNS: readonly BookingCsvColumn<RefundWorkflow>[] = [
  { field: 'bookingRefNo', header: phrase('Booking Ref No'), value: (w) => w.workflowData.bookingRefNo },
  { field: 'promoCode', header: phrase('PromoCode'), value: (w) => w.workflowData.promoCode },
  { field: 'refundAmount', header: phrase('Refund Amount'), value: (w) => w.workflowData.refundAmount },
  { field: 'refundCurrency', header: phrase('Currency'), value: (w) => w.workflowData.refundCurrency },
  {
    field: 'ticketAmount',
    header: phrase('Ticket Amount'),
    value: (w) => w.workflowData.paymentDetails.ticketAmount.value,
  },
  { field: 'applicationStatus', header: phrase('Status'), value: (w) => w.applicationStatus },
  { field: 'workflowCreatedBy', header: phrase('Requested By'), value: (w) => w.workflowCreatedBy },
  { field: 'workflowCreatedDate', header: phrase('Requested Date'), value: (w) => w.workflowCreatedDate },
  { field: 'comment', header: phrase('Comment'), value: (w) => w.workflowData.comment },
  { field: 'workflowLastUpdatedBy', header: phrase('Updated By'), value: (w) => w.workflowLastUpdatedBy },
  {
    field: 'workflowLastUpdatedDate',
    header: phrase('Updated Date'),
    value: (w) => w.workflowLastUpdatedDate,
  },
  { field: 'decisionComment', header: phrase('Decision Comment'), value: (w) => w.decisionComment },
];
