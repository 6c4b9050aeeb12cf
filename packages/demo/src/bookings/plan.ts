// The demo bookings and their refund requests, planned from the seed alone (a booking's day and its place in
// the day, a refund's booking): the rows as the airline's system wrote them, and what a maker and a checker
// do about them and when.
import { dayFromIso, isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import type { Cabin, PaymentStatus } from '@merchant-portal/contracts/schemas/bookings';
import type { bookings } from '@merchant-portal/server/ingest';
import { ammanMidnight, filsText } from '../calendar.js';
import { between, createRandom, seedOf, uuidOf, weighted, type Random } from '../random.js';
import {
  BOOKING_MAKER,
  BOOKING_MERCHANT,
  CABIN_FACTOR,
  CREDIT_ACCOUNT,
  DAY,
  DECLINES,
  DEMO_BOOKINGS,
  HOUR,
  HOURS,
  MAX_PER_DAY,
  MONTH_FACTOR,
  PROMOTIONS,
  REFUND_REASONS,
  REJECTIONS,
  APPROVAL_NOTES,
  REMARKS,
  ROUTES,
  ROUTE_WEIGHTS,
  type DemoBookingSize,
} from './catalogue.js';
import { customerOf, pickCustomer, type CustomerPool } from './customers.js';
import { bookingReference, compactDay, customerReference, julian } from './references.js';

export type BookingRow = typeof bookings.$inferSelect;
type TimeoutStatus = 'PAYMENT_TIMEOUT' | 'PAYMENT_REVERSED_TIMEOUT';

/** A planned booking: the row as the airline's system wrote it, and what a maker does about a timeout. */
export interface PlannedBooking {
  n: number;
  day: DayNumber;
  /** Its place in the day (0 first). */
  place: number;
  row: BookingRow;
  ticketFils: number;
  customer: number;
  /** A timed-out payment a maker marks completed or failed, when. */
  settlement: { at: Date; status: 'PAYMENT_COMPLETED' | 'PAYMENT_FAILED' } | null;
}

interface BookingPlanOptions {
  seed: number;
  idTag: string;
  n: number;
  day: DayNumber;
  place: number;
  pool: CustomerPool;
  /** A timeout that must show: its kind, settled 6 to 9 days later. */
  showTimeout?: TimeoutStatus;
  /** A payment that must complete (it gets a refund request to show). */
  mustComplete?: boolean;
}

/** Volume of a day before its random spread: the month's season, quieter Fridays. */
export function dayFactor(day: DayNumber): number {
  const month = Number(isoDay(day).slice(5, 7)) - 1;
  return (MONTH_FACTOR[month] ?? 1) * (day % 7 === 1 ? 0.8 : 1);
}

export function planBooking(random: Random, options: BookingPlanOptions): PlannedBooking {
  const { n, day } = options;
  const route = ROUTES[weighted(random, ROUTE_WEIGHTS)];
  if (!route) throw new Error('no route');
  const outbound = random.chance(0.62);
  const roundTrip = random.chance(route.to === 'AQJ' ? 0.45 : 0.58);
  const adults = weighted(random, [
    [1, 52],
    [2, 30],
    [3, 8],
    [4, 6],
    [5, 2],
    [6, 2],
  ]);
  const children = random.chance(0.2)
    ? weighted(random, [
        [1, 50],
        [2, 35],
        [3, 15],
      ])
    : 0;
  const infants = random.chance(0.06) ? 1 : 0;
  const youths = random.chance(0.07) ? random.int(1, 2) : 0;
  let cabin = weighted<Cabin>(random, [
    ['ECONOMY', 86],
    ['BUSINESS', 12],
    ['FIRST', 2],
  ]);
  if (cabin === 'FIRST' && !route.first) cabin = 'BUSINESS';
  const promotion = random.chance(0.1) ? random.pick(PROMOTIONS) : null;
  const adultFare = between(random, ...route.fare) * CABIN_FACTOR[cabin] * (roundTrip ? 1.8 : 1);
  const travellers = adults + children * 0.75 + youths * 0.9 + infants * 0.1;
  // Fares are sold in half dinars.
  const ticketFils = Math.round(adultFare * travellers * (1 - (promotion?.discount ?? 0)) * 2) * 500;
  const feesFils = random.chance(0.35) ? random.pick([1500, 2000, 3500, 5000]) : 0;

  const lead = 1 + Math.min(179, Math.floor(-Math.log(1 - random.next()) * 24));
  const departure = day + lead;
  const stay = 2 + Math.min(43, Math.floor(-Math.log(1 - random.next()) * 7));
  const flight = random.pick(route.flights) + (outbound ? 0 : 1);
  const createdAt = ammanMidnight(day) + (weighted(random, HOURS) * 3600 + random.int(0, 3599)) * 1000;

  let status: PaymentStatus = weighted<PaymentStatus>(random, [
    ['PAYMENT_COMPLETED', 88],
    ['PAYMENT_FAILED', 7],
    ['PAYMENT_TIMEOUT', 3.25],
    ['PAYMENT_REVERSED_TIMEOUT', 1.75],
  ]);
  // A maker settles a timeout within hours or days (five on average, never past 25).
  let settleAfter = 2 * HOUR + Math.min(25 * DAY - 2 * HOUR, -Math.log(1 - random.next()) * 5 * DAY);
  if (options.showTimeout) {
    status = options.showTimeout;
    settleAfter = between(random, 6, 9) * DAY;
  } else if (options.mustComplete) {
    status = 'PAYMENT_COMPLETED';
  }
  const settledAs = random.chance(0.65) ? 'PAYMENT_COMPLETED' : 'PAYMENT_FAILED';
  const notificationStatus = weighted(random, [
    ['SENT', 91],
    ['FAILED', 6],
    ['TIMEOUT', 3],
  ] as [string, number][]);
  const remarks =
    status === 'PAYMENT_FAILED'
      ? random.pick(DECLINES)
      : status === 'PAYMENT_COMPLETED'
        ? random.chance(0.12)
          ? random.pick(REMARKS)
          : null
        : 'No response from the payment gateway';

  const customerIndex = pickCustomer(random, options.pool);
  const customer = customerOf(options.pool, customerIndex);
  const reference = bookingReference(n);
  const paidAt = createdAt + random.int(15, 300) * 1000;
  const hub = route.hub;
  return {
    n,
    day,
    place: options.place,
    ticketFils,
    customer: customerIndex,
    settlement:
      status === 'PAYMENT_TIMEOUT' || status === 'PAYMENT_REVERSED_TIMEOUT'
        ? { at: new Date(createdAt + settleAfter), status: settledAs }
        : null,
    row: {
      id: uuidOf(options.idTag, options.seed, n),
      merchantCode: BOOKING_MERCHANT,
      bookingRefNo: reference,
      customerRefNo: customerReference(n),
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      tripType: roundTrip ? 'ROUND_TRIP' : 'ONE_WAY',
      originCode: outbound ? hub : route.to,
      destinationCode: outbound ? route.to : hub,
      adults,
      children,
      infants,
      youths,
      cabin,
      promoCode: promotion?.code ?? null,
      ticketAmount: filsText(ticketFils),
      dueAmount: filsText(ticketFils),
      localAmount: filsText(ticketFils),
      currency: 'JOD',
      creditBranch: CREDIT_ACCOUNT.branch,
      creditBasic: CREDIT_ACCOUNT.basic,
      creditSuffix: CREDIT_ACCOUNT.suffix,
      creditCurrency: CREDIT_ACCOUNT.currency,
      merchantPaymentId: `RWP${compactDay(day)}${reference}`,
      retryableUntil: new Date(createdAt + 30 * 60_000),
      fees: filsText(feesFils),
      paymentMethod: 'CARD',
      paymentStatus: status,
      notificationStatus,
      notificationOutboxId: null,
      departureDate: isoDay(departure),
      returnDate: roundTrip ? isoDay(departure + stay) : null,
      flightNo: `RW ${flight}`,
      transactionRefNo: `FT${julian(day)}${reference}`,
      transactionAt: new Date(paidAt),
      maskedPan: customer.maskedPan,
      cardScheme: customer.scheme,
      cardKind: customer.kind,
      locality: customer.locality,
      remarks,
      createdDay: isoDay(day),
      createdAt: new Date(createdAt),
      updatedAt: null,
      updatedBy: null,
    },
  };
}

/** The booking as it stood at `cutoff`: a timeout a maker settled before then shows the maker's mark. */
export function bookingAsOf(booking: PlannedBooking, cutoff: number): BookingRow {
  const { settlement } = booking;
  if (!settlement || settlement.at.getTime() >= cutoff) return booking.row;
  return {
    ...booking.row,
    paymentStatus: settlement.status,
    updatedAt: settlement.at,
    updatedBy: BOOKING_MAKER,
  };
}

export const demoPool = (seed: number, size: DemoBookingSize): CustomerPool => ({
  seed,
  tag: `demo-${size}`,
  size: DEMO_BOOKINGS[size].customers,
  firstId: 1_000_000,
});

/**
 * The demo bookings of a day, the same for the same seed, size and day. Every fifth day's first booking times
 * out (a plain timeout, or two days later a reversed one) and waits 6 to 9 days for a maker, and every fourth
 * day's second booking is paid and gets a refund request the checker takes over a week to decide: so the last
 * days always show each kind of timeout to settle and refunds to approve, whatever today is.
 */
export function demoBookingsOfDay(seed: number, size: DemoBookingSize, day: DayNumber): PlannedBooking[] {
  const random = createRandom(seedOf('bookings', seed, size, day));
  const wanted = DEMO_BOOKINGS[size].perDay * dayFactor(day) * (0.75 + random.next() * 0.5);
  const count = Math.max(2, Math.min(MAX_PER_DAY, Math.round(wanted)));
  const pool = demoPool(seed, size);
  return Array.from({ length: count }, (_, place) =>
    planBooking(random, {
      seed,
      idTag: `booking-${size}`,
      n: day * 64 + place,
      day,
      place,
      pool,
      ...(place === 0 && day % 5 === 0 && { showTimeout: 'PAYMENT_TIMEOUT' as const }),
      ...(place === 0 && day % 5 === 2 && { showTimeout: 'PAYMENT_REVERSED_TIMEOUT' as const }),
      ...(place === 1 && day % 4 === 1 && { mustComplete: true }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------- refunds

/** A refund request on a paid booking: when the maker asked, and what the checker decided when. */
export interface PlannedWorkflow {
  id: string;
  booking: PlannedBooking;
  /** Its place among the booking's requests (0 first). */
  order: number;
  amountFils: number;
  comment: string;
  requestedAt: number;
  decidedAt: number;
  decision: 'COMPLETED' | 'REJECTED';
  decisionComment: string | null;
}

/**
 * A paid booking's refund requests (most have none): one, sometimes a second after a rejection or for part of
 * what a partial refund left. Each after the one before was decided, and all of them together never more
 * than the ticket.
 */
export function refundPlansOf(
  seed: number,
  size: DemoBookingSize,
  booking: PlannedBooking,
): PlannedWorkflow[] {
  if (booking.row.paymentStatus !== 'PAYMENT_COMPLETED') return [];
  const random = createRandom(seedOf('refunds', seed, size, booking.n));
  const showcase = booking.place === 1 && booking.day % 4 === 1;
  if (!showcase && !random.chance(0.1)) return [];
  const ticket = booking.ticketFils;
  const plans: PlannedWorkflow[] = [];
  const departure = dayFromIso(booking.row.departureDate);
  const requestDay = showcase
    ? booking.day + 2
    : booking.day + random.int(1, Math.max(1, Math.min(60, departure - booking.day + 2)));
  const fullRefund = random.chance(0.45);
  const penalty = random.pick([25_000, 35_000, 50_000, 75_000]);
  let amount = fullRefund ? ticket : Math.max(Math.round(ticket * 0.1), ticket - penalty);
  let requestedAt = ammanMidnight(requestDay) + random.int(8 * 60, 18 * 60) * 60_000 + random.int(0, 59_999);
  let refunded = 0;
  for (let order = 0; order < 2; order += 1) {
    const slow = showcase && order === 0 ? true : random.chance(0.15);
    const decidedAt = requestedAt + (slow ? between(random, 8, 12) * DAY : between(random, 1, 30) * HOUR);
    const decision = random.chance(order === 0 ? 0.72 : 0.8) ? 'COMPLETED' : 'REJECTED';
    plans.push({
      id: uuidOf('refund-workflow', seed, size, booking.n, order),
      booking,
      order,
      amountFils: amount,
      comment: random.pick(REFUND_REASONS),
      requestedAt,
      decidedAt,
      decision,
      decisionComment:
        decision === 'REJECTED'
          ? random.pick(REJECTIONS)
          : random.chance(0.5)
            ? random.pick(APPROVAL_NOTES)
            : null,
    });
    if (decision === 'COMPLETED') refunded += amount;
    const left = ticket - refunded;
    // Asked again after a rejection, or for part of what a partial refund left.
    const again = decision === 'REJECTED' ? random.chance(0.35) : left >= 1000 && random.chance(0.12);
    if (!again) break;
    amount =
      decision === 'REJECTED'
        ? Math.min(left, Math.round(amount * between(random, 0.6, 1)))
        : Math.max(1000, Math.round(left * between(random, 0.5, 1)));
    requestedAt = decidedAt + between(random, 1, 5) * DAY;
  }
  return plans;
}

export const ammanDayOf = (time: number) => todayInAmman(new Date(time));
export const refundRefs = (plan: PlannedWorkflow) => {
  const day = ammanDayOf(plan.decidedAt);
  const suffix = `${plan.booking.row.bookingRefNo}${plan.order + 1}`;
  return { transactionRefNo: `RF${julian(day)}${suffix}`, approvalRefNo: `APR${compactDay(day)}${suffix}` };
};
