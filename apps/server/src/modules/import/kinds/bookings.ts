// An airline's ticket bookings and their card payments (spec part 2 §2 "RJ Ticket Bookings", §3 "Booking
// payment"), from the airline's booking system: one record per booking, of a stored merchant, flying between
// stored airports, paid by a card given masked. A stored booking takes a later file's payment and notification
// statuses (a timed-out payment the airline settled, a notification it sent again), unless someone acted on it
// in the portal (a maker settled the payment, or resent the notification): the portal's action stands. What
// was booked and paid never changes. The per-day counts are written with the bookings.
import {
  CABINS,
  type NotificationStatus,
  PAYMENT_STATUSES,
  TRIP_TYPES,
} from '@merchant-portal/contracts/schemas/bookings';
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, qualified, referenceKind } from '../staging.js';
import {
  CARD_SCHEMES,
  ammanDayOf,
  fils,
  freeText,
  isoDate,
  maskedCardNumber,
  moment,
} from './card-fields.js';

/** What the airline's system leaves a notification as (QUEUED is the portal's own, for a resend). */
const AIRLINE_NOTIFICATION_STATUSES = [
  'SENT',
  'FAILED',
  'TIMEOUT',
] as const satisfies readonly NotificationStatus[];

const airport = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter IATA airport code, such as AMM');
const travellers = (least: number) =>
  z
    .string()
    .trim()
    .regex(least === 0 ? /^[0-9]$/ : /^[1-9]$/, `must be a whole number from ${least} to 9`);
const digits = (length: number, what: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${length}}$`), `must be the ${what}: ${length} digits`);
const money = (what: string) => field.amount().describe(what);

const schema = z
  .strictObject({
    merchantCode: field.code('merchant code').describe('The airline, a stored merchant.'),
    bookingRefNo: field.id(12).describe("The booking's reference (its PNR): with merchantCode, its key."),
    customerRefNo: field.id(30).describe("The airline's reference of the booking's customer record."),
    customerId: field.id(30).describe("The airline's id of the customer (the search's Customer ID)."),
    customerName: freeText(100).describe("The customer's name."),
    customerEmail: field.email().optional().describe("The customer's e-mail, for the payment notification."),
    tripType: field.oneOf(Object.keys(TRIP_TYPES) as ['ONE_WAY', 'ROUND_TRIP']).describe('The trip.'),
    originCode: airport().describe('Where it flies from: a stored airport.'),
    destinationCode: airport().describe('Where it flies to: a stored airport, not the origin.'),
    adults: travellers(1).describe('Adult passengers: 1 to 9.'),
    children: travellers(0).describe('Child passengers: 0 to 9.'),
    infants: travellers(0).describe('Infants: 0 to 9, at most one per adult.'),
    youths: travellers(0).describe('Youth passengers: 0 to 9.'),
    cabin: field.oneOf(Object.keys(CABINS) as ['ECONOMY', 'BUSINESS', 'FIRST']).describe('The cabin.'),
    promoCode: field.id(20).optional().describe('The promotion code used, if any.'),
    ticketAmount: money('The tickets’ price: more than 0.'),
    dueAmount: money('What the customer was due to pay.'),
    localAmount: money('The amount in the local currency.'),
    currency: field.currency().describe('The currency of the three amounts.'),
    fees: money('The booking fees.'),
    creditBranch: digits(4, "airline's account branch").describe(
      "The airline's account credited: its branch.",
    ),
    creditBasic: digits(7, "airline's basic account number").describe('Its basic number.'),
    creditSuffix: digits(3, "airline's account suffix").describe('Its suffix.'),
    creditCurrency: field.currency().describe('Its currency.'),
    merchantPaymentId: field.id(40).describe("The airline's id of the payment."),
    retryableUntil: moment().optional().describe('Until when a failed payment may be tried again.'),
    paymentMethod: field.oneOf(['CARD']).describe('How it was paid.'),
    paymentStatus: field.oneOf(PAYMENT_STATUSES).describe("The payment's status."),
    notificationStatus: field
      .oneOf(AIRLINE_NOTIFICATION_STATUSES)
      .describe("The customer's notification, as the airline's system left it."),
    departureDate: isoDate().describe('The day of the outbound flight: on or after the booking.'),
    returnDate: isoDate()
      .optional()
      .describe('The day of the return flight: for a round trip only, on or after the departure.'),
    flightNo: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{2} ?[0-9]{1,4}$/, 'must be a flight number such as RW 512')
      .describe('The outbound flight.'),
    transactionRefNo: field.id(30).describe("The payment's transfer reference."),
    transactionAt: moment().describe('When the card was charged, with its offset from UTC.'),
    cardNumber: maskedCardNumber().describe('The card paid with, masked: first 6 and last 4 digits.'),
    cardScheme: field.oneOf(CARD_SCHEMES).describe("The card's scheme."),
    cardKind: field.oneOf(['C', 'D']).describe('C credit, D debit.'),
    locality: field.oneOf(['L', 'I']).describe('L a Jordanian issuer, I an international one.'),
    remarks: freeText(500).optional().describe("The airline's remarks."),
    createdAt: moment().describe('When the booking was made, with its offset from UTC.'),
    createdDay: isoDate().optional().describe('Its day; the day in Amman of createdAt when absent.'),
  })
  .superRefine((row, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (fils(row.ticketAmount) === 0n) issue('ticketAmount', 'must be more than 0');
    if (row.destinationCode === row.originCode) issue('destinationCode', 'is the origin');
    if (Number(row.infants) > Number(row.adults)) issue('infants', 'are more than the adults');
    if (row.tripType === 'ROUND_TRIP' && row.returnDate === undefined) issue('returnDate', 'is required');
    if (row.tripType === 'ONE_WAY' && row.returnDate !== undefined) {
      issue('returnDate', 'must be empty for a one-way trip');
    }
    if (row.returnDate !== undefined && row.returnDate < row.departureDate) {
      issue('returnDate', 'is before the departure');
    }
    if (Date.parse(row.transactionAt) < Date.parse(row.createdAt)) {
      issue('transactionAt', 'is before the booking was made');
    }
    if (row.departureDate < (row.createdDay ?? ammanDayOf(row.createdAt))) {
      issue('departureDate', 'is before the booking was made');
    }
  });

type Booking = z.infer<typeof schema>;

/** What a stored booking was booked and paid as: never changes. */
const BOOKED_COLUMNS = [
  'customer_ref_no',
  'customer_id',
  'customer_name',
  'customer_email',
  'trip_type',
  'origin_code',
  'destination_code',
  'adults',
  'children',
  'infants',
  'youths',
  'cabin',
  'promo_code',
  'ticket_amount',
  'due_amount',
  'local_amount',
  'currency',
  'fees',
  'credit_branch',
  'credit_basic',
  'credit_suffix',
  'credit_currency',
  'merchant_payment_id',
  'retryable_until',
  'payment_method',
  'departure_date',
  'return_date',
  'flight_no',
  'transaction_ref_no',
  'transaction_at',
  'masked_pan',
  'card_scheme',
  'card_kind',
  'locality',
  'remarks',
  'created_at',
  'created_day',
];
const STORED = `bookings b on b.merchant_code = s.merchant_code and b.booking_ref_no = s.booking_ref_no`;
/** The statuses the file may still change: nobody settled the payment, or resent the notice, in the portal. */
const NEW_PAYMENT_STATUS = `b.updated_by is null and b.payment_status <> s.payment_status`;
const NEW_NOTIFICATION_STATUS = `b.notification_outbox_id is null and b.notification_status <> s.notification_status`;

/** The staging column of each schema field: the same name in snake case, but the card number. */
const column = (name: keyof Booking) =>
  name === 'cardNumber' ? 'masked_pan' : name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const NUMERIC = [
  'adults',
  'children',
  'infants',
  'youths',
  'ticketAmount',
  'dueAmount',
  'localAmount',
  'fees',
];
const DATES = ['departureDate', 'returnDate', 'createdDay'];
const MOMENTS = ['retryableUntil', 'transactionAt', 'createdAt'];
const typeOf = (name: string) => {
  if (NUMERIC.includes(name)) return 'numeric' as const;
  if (DATES.includes(name)) return 'date' as const;
  if (MOMENTS.includes(name)) return 'timestamptz' as const;
  return 'text' as const;
};

export const bookingsKind = referenceKind<Booking>({
  name: 'bookings',
  summary: 'One ticket booking of an airline, with its card payment.',
  naturalKey: ['merchantCode', 'bookingRefNo'],
  after: ['merchants', 'airports'],
  schema,
  keyColumns: ['merchant_code', 'booking_ref_no'],
  columns: (Object.keys(schema.shape) as (keyof Booking)[]).map((name) => ({
    column: column(name),
    type: typeOf(name),
    value: (row: Booking) =>
      name === 'createdDay' ? (row.createdDay ?? ammanDayOf(row.createdAt)) : (row[name] ?? null),
  })),
  checks: [
    `select s.line, 'merchantCode' as field, 'names no merchant stored' as message
      from ${STAGING} s where not exists (select 1 from merchants m where m.merchant_code = s.merchant_code)`,
    ...['origin_code', 'destination_code'].map(
      (code) => `select s.line, '${code === 'origin_code' ? 'originCode' : 'destinationCode'}' as field,
          'names no airport stored' as message
        from ${STAGING} s where not exists (select 1 from airports a where a.code = s.${code})`,
    ),
    `select s.line, 'bookingRefNo' as field,
        'is a stored booking with other values: only its payment and notification statuses may change' as message
      from ${STAGING} s join ${STORED}
      where (${qualified('b', BOOKED_COLUMNS)}) is distinct from (${qualified('s', BOOKED_COLUMNS)})`,
  ],
  classify: `select count(*) as total, count(*) filter (where b.id is null) as added,
      count(*) filter (where b.id is not null and (${NEW_PAYMENT_STATUS} or ${NEW_NOTIFICATION_STATUS})) as updated
    from ${STAGING} s left join ${STORED}`,
  write: [
    `update bookings b set
        payment_status = case when b.updated_by is null then s.payment_status else b.payment_status end,
        notification_status = case when b.notification_outbox_id is null then s.notification_status
          else b.notification_status end
      from ${STAGING} s
      where b.merchant_code = s.merchant_code and b.booking_ref_no = s.booking_ref_no
        and (${NEW_PAYMENT_STATUS} or ${NEW_NOTIFICATION_STATUS})`,
    `with added as (
        insert into bookings (merchant_code, booking_ref_no, ${BOOKED_COLUMNS.join(', ')}, payment_status,
          notification_status)
        select merchant_code, booking_ref_no, ${BOOKED_COLUMNS.join(', ')}, payment_status, notification_status
        from ${STAGING} order by line
        on conflict (merchant_code, booking_ref_no) do nothing
        returning merchant_code, created_day
      )
      insert into booking_daily_counts as t (merchant_code, day, booking_count)
      select merchant_code, created_day, count(*) from added group by merchant_code, created_day
      on conflict on constraint booking_daily_counts_pk do update
        set booking_count = t.booking_count + excluded.booking_count`,
  ],
});
