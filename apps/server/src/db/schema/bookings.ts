import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { maskedPanCheck, moment, newestFirst, uuidKey, keyedTable } from './columns.js';
import { mailOutbox } from './mail.js';
import { merchantRef } from './merchants.js';
import { users } from './users.js';

// The airline's ticket bookings (spec part 2 §3 "Booking payment") and the maker-checker refund workflow
// (§3 "Refund workflow"). A booking's action flags and refund status are computed when read, never stored.
// The four-eyes and once-only rules live in the database too: one open workflow per booking (a partial
// unique index), one refund per workflow (a unique key), the refunds of a booking added under its row lock.

export const airports = pgTable('airports', {
  code: char('code', { length: 3 }).primaryKey(),
  /** The name a traveller knows it by, e.g. "Amman Queen Alia". */
  name: text('name').notNull(),
  airportName: text('airport_name').notNull(),
  cityName: text('city_name').notNull(),
  countryName: text('country_name').notNull(),
});

const fils = (name: string) => numeric(name, { precision: 15, scale: 3 });

export const bookings = pgTable(
  'bookings',
  {
    id: uuidKey(),
    merchantCode: merchantRef(),
    bookingRefNo: text('booking_ref_no').notNull(),
    customerRefNo: text('customer_ref_no').notNull(),
    customerId: text('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    tripType: text('trip_type').notNull(),
    originCode: char('origin_code', { length: 3 })
      .notNull()
      .references(() => airports.code),
    destinationCode: char('destination_code', { length: 3 })
      .notNull()
      .references(() => airports.code),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    infants: smallint('infants').notNull(),
    youths: smallint('youths').notNull(),
    cabin: text('cabin').notNull(),
    promoCode: text('promo_code'),
    ticketAmount: fils('ticket_amount').notNull(),
    dueAmount: fils('due_amount').notNull(),
    localAmount: fils('local_amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    creditBranch: text('credit_branch').notNull(),
    creditBasic: text('credit_basic').notNull(),
    creditSuffix: text('credit_suffix').notNull(),
    creditCurrency: char('credit_currency', { length: 3 }).notNull(),
    merchantPaymentId: text('merchant_payment_id').notNull(),
    retryableUntil: moment('retryable_until'),
    fees: fils('fees').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** As the airline's system left it; a resend's delivery (below) takes over once there is one. */
    notificationStatus: text('notification_status').notNull(),
    /** The latest resent notification, in the e-mail outbox. */
    notificationOutboxId: uuid('notification_outbox_id').references(() => mailOutbox.id),
    departureDate: date('departure_date').notNull(),
    returnDate: date('return_date'),
    flightNo: text('flight_no').notNull(),
    transactionRefNo: text('transaction_ref_no').notNull(),
    transactionAt: moment('transaction_at').notNull(),
    // The card paid with: masked (first 6, last 4), for the refund's card transaction.
    maskedPan: text('masked_pan').notNull(),
    cardScheme: text('card_scheme').notNull(),
    /** The card's kind (C credit, D debit) and issuer (L local, I international), as the card transactions have them. */
    cardKind: char('card_kind', { length: 1 }).notNull().default('C'),
    locality: char('locality', { length: 1 }).notNull().default('L'),
    remarks: text('remarks'),
    /** The booking's day in Amman: what the date filters and the per-day counts go by. */
    createdDay: date('created_day').notNull(),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    unique('bookings_ref_key').on(t.merchantCode, t.bookingRefNo),
    // The payment history: a merchant's bookings of a period, newest first.
    index('bookings_history_idx').on(t.merchantCode, ...newestFirst(t.createdDay, t.createdAt, t.id)),
    index('bookings_customer_idx').on(t.merchantCode, t.customerId),
    maskedPanCheck('bookings_masked_pan', t.maskedPan),
    check('bookings_trip_type', sql`${t.tripType} in ('ONE_WAY', 'ROUND_TRIP')`),
    check('bookings_cabin', sql`${t.cabin} in ('ECONOMY', 'BUSINESS', 'FIRST')`),
    check(
      'bookings_payment_status',
      sql`${t.paymentStatus} in ('PAYMENT_COMPLETED', 'PAYMENT_FAILED', 'PAYMENT_TIMEOUT', 'PAYMENT_REVERSED_TIMEOUT')`,
    ),
    check('bookings_notification_status', sql`${t.notificationStatus} in ('SENT', 'FAILED', 'TIMEOUT')`),
    check('bookings_card_kind', sql`${t.cardKind} in ('C', 'D')`),
    check('bookings_locality', sql`${t.locality} in ('L', 'I')`),
    check('bookings_ticket_amount', sql`${t.ticketAmount} > 0`),
  ],
);

/** A refund's amount, the share of the booking's it is, and its currency. */
const refundAmount = () => ({
  amount: fils('amount').notNull(),
  percentage: numeric('percentage', { precision: 7, scale: 3 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
});

/** Bookings per merchant and day, written with the bookings: a period's total reads one row a day. */
export const bookingDailyCounts = keyedTable(
  'booking_daily_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    day: date('day').notNull(),
  },
  {
    bookingCount: integer('booking_count').notNull(),
  },
);

export const refundWorkflows = pgTable(
  'refund_workflows',
  {
    id: uuidKey(),
    merchantCode: merchantRef(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    status: text('status').notNull(),
    ...refundAmount(),
    comment: text('comment').notNull(),
    createdById: uuid('created_by_id').references(() => users.id),
    createdBy: text('created_by').notNull(),
    createdAt: moment('created_at').notNull(),
    /** The workflow's day in Amman: the Refunds tab's dates go by it. */
    createdDay: date('created_day').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: moment('updated_at').notNull(),
    /** The checker's comment (required to reject). */
    decisionComment: text('decision_comment'),
  },
  (t) => [
    // One open workflow per booking, whoever asks and however many at once.
    uniqueIndex('refund_workflows_open_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'PENDING WITH CHECKER'`),
    index('refund_workflows_list_idx').on(t.merchantCode, t.status, t.updatedAt.desc().nullsFirst()),
    index('refund_workflows_booking_idx').on(t.bookingId),
    check('refund_workflows_status', sql`${t.status} in ('PENDING WITH CHECKER', 'COMPLETED', 'REJECTED')`),
    check('refund_workflows_amount', sql`${t.amount} > 0`),
    check('refund_workflows_currency', sql`${t.currency} = 'JOD'`),
  ],
);

export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: uuidKey(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => refundWorkflows.id),
    taskName: text('task_name').notNull(),
    assignedGroup: text('assigned_group').notNull(),
    status: text('status').notNull(),
    actedBy: text('acted_by'),
    actedAt: moment('acted_at'),
    comment: text('comment'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('workflow_tasks_workflow_idx').on(t.workflowId, t.createdAt),
    check('workflow_tasks_status', sql`${t.status} in ('OPEN', 'COMPLETED', 'REJECTED')`),
  ],
);

/** An executed refund: the workflow's id is its idempotency key, so a workflow refunds once at most. */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuidKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => refundWorkflows.id),
    ...refundAmount(),
    requestedBy: text('requested_by').notNull(),
    approvedBy: text('approved_by').notNull(),
    createdAt: moment('created_at').notNull(),
    transactionRefNo: text('transaction_ref_no').notNull(),
    approvalRefNo: text('approval_ref_no').notNull(),
    /** The refund's row in card_transactions (its business date is the refund's day). */
    cardTransactionId: bigint('card_transaction_id', { mode: 'number' }),
  },
  (t) => [
    unique('booking_refunds_workflow_key').on(t.workflowId),
    unique('booking_refunds_approval_key').on(t.approvalRefNo),
    index('booking_refunds_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_refunds_amount', sql`${t.amount} > 0`),
  ],
);
