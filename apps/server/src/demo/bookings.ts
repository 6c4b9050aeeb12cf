// Demo ticket bookings of Royal Wings Airline (4000000301) and their maker-checker refunds (spec part 2 §2 "RJ
// Ticket Bookings", §3, §4): online card payments for flights from and to Amman and Aqaba, and refunds a maker
// requested and a checker approved (refund executed, also as a CyberSource REFUND card transaction) or
// rejected. Every booking and workflow is planned from the seed alone (its day, its place in the day), and the
// database holds each as it stood at the end of yesterday: at every start the new days are written, and what
// happened since the last start to the days before (a timed-out payment a maker settled, a checker's
// decision) is applied, so a demo started every day ends where one filled at once would.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { dayFromIso, isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import {
  CHECKER_GROUP,
  CHECKER_TASK,
  MAKER_GROUP,
  REQUEST_TASK,
  PENDING_WITH_CHECKER,
  REFUND_CURRENCY,
  type Cabin,
  type PaymentStatus,
  type WorkflowStatus,
} from '@merchant-portal/contracts/schemas/bookings';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.js';
import {
  bookingDailyCounts,
  bookingRefunds,
  bookings,
  refundWorkflows,
  workflowTasks,
} from '../db/schema/bookings.js';
import { branches, merchants, terminals } from '../db/schema/merchants.js';
import { users } from '../db/schema/users.js';
import {
  PLAIN_PAYMENT_EXTRAS,
  ensurePartitions,
  openCopyWriter,
  type NewCardTransaction,
  type Statement,
} from '../modules/transactions/ingest.js';
import { saveAirports } from './airports.js';
import { createRandom, type Random } from './prng.js';
import { BINS, firstDemoDayToFill } from './transactions.js';

export const BOOKING_MERCHANT = '4000000301';
export const BOOKING_MAKER = 'wings.maker@4000000301';
export const BOOKING_CHECKER = 'wings.checker@4000000301';
/** The checker's task of a refund workflow (the spec names none). */
const ONLINE_BRANCH = 'Online Booking';
const STATE = 'bookings';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * How far back a day's events reach: a booking's refund is asked for at most 60 days after it and its last
 * decision comes within 90; a timed-out payment is settled within 25 days.
 */
const LOOKBACK_DAYS = 90;
/** Demo bookings per day have sequence numbers day × 64 + place: at most 63 a day. */
const MAX_PER_DAY = 63;
/** Benchmark bookings (`--bookings N`) number from here, past every demo day's (until the year 2149). */
const BULK_BASE = 64 * 65_536;
// Rows per COPY batch of the benchmark load: one transaction each, with their per-day counts.
const BULK_BATCH = 20_000;

/** The account the airline's online sales are credited to, at the acquiring bank (branch, basic, suffix). */
const CREDIT_ACCOUNT = { branch: '0012', basic: '0301520', suffix: '501', currency: 'JOD' } as const;

const DEMO_BOOKINGS = {
  full: { days: 395, perDay: 9, customers: 1_600 },
  small: { days: 60, perDay: 2.7, customers: 500 },
} as const;
export type DemoBookingSize = keyof typeof DEMO_BOOKINGS;

// ---------------------------------------------------------------------------------------------- routes

interface Route {
  hub: 'AMM' | 'AQJ';
  to: string;
  /** An adult's economy fare in JOD: [min, max]. */
  fare: [number, number];
  /** Outbound flight numbers from the hub; the flight back is the next number. */
  flights: number[];
  weight: number;
  /** Long-haul: a First cabin on board. */
  first?: boolean;
}

const ROUTES: readonly Route[] = [
  { hub: 'AMM', to: 'AQJ', fare: [35, 80], flights: [300, 302, 304], weight: 7 },
  { hub: 'AMM', to: 'DXB', fare: [180, 320], flights: [610, 612, 614], weight: 14, first: true },
  { hub: 'AMM', to: 'CAI', fare: [120, 230], flights: [500, 502], weight: 10 },
  { hub: 'AMM', to: 'IST', fare: [160, 300], flights: [160, 162], weight: 9 },
  { hub: 'AMM', to: 'LHR', fare: [380, 720], flights: [110, 112], weight: 6, first: true },
  { hub: 'AMM', to: 'CDG', fare: [360, 680], flights: [130], weight: 4, first: true },
  { hub: 'AMM', to: 'JED', fare: [190, 340], flights: [700, 702, 704], weight: 9 },
  { hub: 'AMM', to: 'RUH', fare: [200, 350], flights: [720, 722], weight: 6 },
  { hub: 'AMM', to: 'DOH', fare: [170, 300], flights: [660], weight: 5 },
  { hub: 'AMM', to: 'BEY', fare: [90, 180], flights: [400, 402], weight: 5 },
  { hub: 'AMM', to: 'KWI', fare: [180, 320], flights: [640], weight: 4 },
  { hub: 'AMM', to: 'BAH', fare: [190, 330], flights: [620], weight: 3 },
  { hub: 'AMM', to: 'MCT', fare: [230, 390], flights: [680], weight: 2 },
  { hub: 'AMM', to: 'FRA', fare: [340, 650], flights: [120], weight: 4, first: true },
  { hub: 'AMM', to: 'ATH', fare: [260, 480], flights: [140], weight: 3 },
  { hub: 'AMM', to: 'LCA', fare: [150, 290], flights: [150], weight: 3 },
  { hub: 'AMM', to: 'TUN', fare: [280, 470], flights: [540], weight: 2 },
  { hub: 'AMM', to: 'CMN', fare: [380, 640], flights: [560], weight: 2 },
  { hub: 'AMM', to: 'BKK', fare: [520, 880], flights: [180], weight: 2, first: true },
  { hub: 'AQJ', to: 'CAI', fare: [120, 220], flights: [510], weight: 2 },
  { hub: 'AQJ', to: 'IST', fare: [180, 320], flights: [170], weight: 2 },
  { hub: 'AQJ', to: 'DXB', fare: [200, 340], flights: [630], weight: 2 },
];
const ROUTE_WEIGHTS = ROUTES.map((route, index) => [index, route.weight] as [number, number]);

const CABIN_FACTOR: Record<Cabin, number> = { ECONOMY: 1, BUSINESS: 2.8, FIRST: 4.6 };

const PROMOTIONS: readonly { code: string; discount: number }[] = [
  { code: 'SUMMER26', discount: 0.1 },
  { code: 'RWFAMILY', discount: 0.15 },
  { code: 'STUDENT10', discount: 0.1 },
  { code: 'EIDFLY', discount: 0.12 },
  { code: 'EARLYBIRD', discount: 0.08 },
];

// Online bookings through the day in Amman: evenings busiest, a few after midnight.
const HOURS: [number, number][] = [
  2, 1, 1, 0.5, 0.5, 0.5, 1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 6, 6, 7, 8, 8, 7, 5, 3,
].map((weight, hour) => [hour, weight]);
// Summer holidays and the winter break book most.
const MONTH_FACTOR = [0.8, 0.8, 0.9, 1, 1.1, 1.35, 1.5, 1.35, 0.9, 0.95, 0.9, 1.2];

const REMARKS = [
  'Window seat requested',
  'Extra baggage 10 kg',
  'Wheelchair assistance at the airport',
  'Vegetarian meal requested',
  'Travelling with a pet in the cabin',
  'Frequent flyer number added after booking',
  'Group booking, seats together',
  'Passport details to be completed at check-in',
];
const DECLINES = [
  'Card declined by the issuer',
  'Insufficient funds',
  '3-D Secure authentication failed',
  'Card expired',
];
const REFUND_REASONS = [
  'Customer cancelled the trip',
  'Medical certificate provided by the customer',
  'Flight rescheduled by the airline, customer declined the new time',
  'Duplicate booking, the customer paid twice',
  'Visa refused, embassy letter attached',
  'Customer downgraded the cabin',
  'Name mismatch, rebooked under a new reference',
];
const APPROVAL_NOTES = ['Approved as per fare rules', 'Documents verified', 'Approved'];
const REJECTIONS = [
  'Non-refundable fare class',
  'Refund window expired before the request',
  'Supporting document missing',
  'Amount exceeds what the fare rules allow',
  'Outbound flight already flown',
];

// ---------------------------------------------------------------------------------------------- randomness

function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32LE(0);
}

/** A stable UUID (version 4 layout) from the parts: the same plan, the same ids. */
function uuidOf(...parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function weighted<T>(random: Random, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

const between = (random: Random, min: number, max: number) => min + random.next() * (max - min);

// ---------------------------------------------------------------------------------------------- references

const PNR_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PNR_SPACE = 36n ** 6n;
const HALF = 36n ** 3n;

/**
 * The booking reference of sequence number n: six letters and digits, a different one for every n below
 * 36^6 (two affine steps around a swap of the halves, each a bijection), so references never collide and
 * consecutive bookings do not look consecutive.
 */
export function bookingReference(n: number): string {
  let x = (BigInt(n) * 2_654_435_761n + 1_013_904_223n) % PNR_SPACE;
  x = (x % HALF) * HALF + x / HALF;
  x = (x * 1_597_334_677n + 374_761_393n) % PNR_SPACE;
  let text = '';
  for (let place = 0; place < 6; place += 1) {
    text = PNR_ALPHABET.charAt(Number(x % 36n)) + text;
    x /= 36n;
  }
  return text;
}

/** The airline's customer reference: ten digits, unique per sequence number. */
function customerReference(n: number): string {
  return `CR${String((BigInt(n) * 7_919_333n + 1_234_567n) % 10_000_000_000n).padStart(10, '0')}`;
}

const ammanMidnight = (day: DayNumber) => Date.parse(`${isoDay(day)}T00:00:00+03:00`);
const compactDay = (day: DayNumber) => isoDay(day).slice(2).replaceAll('-', '');
/** yyddd, as the bank's transfer references carry the day. */
function julian(day: DayNumber): string {
  const iso = isoDay(day);
  const ofYear = day - dayFromIso(`${iso.slice(0, 4)}-01-01`) + 1;
  return `${iso.slice(2, 4)}${String(ofYear).padStart(3, '0')}`;
}

const filsText = (fils: number) => (fils / 1000).toFixed(3);
/** amount ÷ ticket × 100, to three decimals, exact on the fils. */
const percentageText = (amountFils: number, ticketFils: number) =>
  (Math.round((amountFils * 100_000) / ticketFils) / 1000).toFixed(3);

// ---------------------------------------------------------------------------------------------- customers

// Names of the travellers: Jordanians mostly, and visitors.
const FIRST_NAMES = {
  male: 'Ahmad Mohammad Omar Khaled Yousef Ali Hamza Zaid Faris Laith Tareq Sami'.split(' '),
  female: 'Rania Dana Lina Sara Noor Hala Leen Rawan Aya Farah Maya Tala'.split(' '),
};
const LAST_NAMES =
  'Haddad Khoury Nasser Masri Awad Qasem Saleh Hijazi Zoubi Tamimi Abbadi Majali Khalil Odeh Hamdan Obeidat'.split(
    ' ',
  );
const VISITOR_FIRST_NAMES = 'James Emma Lucas Sophie Mehmet Elif Hans Anna Nikos Maria'.split(' ');
const VISITOR_LAST_NAMES = 'Smith Brown Martin Dubois Yilmaz Kaya Schmidt Weber Rossi'.split(' ');

interface Customer {
  id: string;
  name: string;
  email: string | null;
  maskedPan: string;
  scheme: 'VISA' | 'MASTERCARD';
  kind: 'C' | 'D';
  locality: 'L' | 'I';
}

/** A pool of customers drawn from its seed; a customer is made when met, so a pool of any size costs nothing. */
interface CustomerPool {
  seed: number;
  /** Tells this pool's customers from another's (demo, benchmark). */
  tag: string;
  size: number;
  /** Customer ids of the pool start here. */
  firstId: number;
}

function customerOf(pool: CustomerPool, index: number): Customer {
  const random = createRandom(seedOf(pool.tag, pool.seed, index));
  const visitor = random.chance(0.12);
  const female = random.chance(0.45);
  const first = visitor
    ? random.pick(VISITOR_FIRST_NAMES)
    : random.pick(female ? FIRST_NAMES.female : FIRST_NAMES.male);
  const last = random.pick(visitor ? VISITOR_LAST_NAMES : LAST_NAMES);
  const scheme = random.chance(0.6) ? 'VISA' : 'MASTERCARD';
  const hasEmail = random.chance(0.96);
  return {
    id: `RWC${pool.firstId + index}`,
    name: `${first} ${last}`,
    email: hasEmail
      ? `${first}.${last}${index % 100}@${visitor ? 'example.com' : 'example.jo'}`.toLowerCase()
      : null,
    maskedPan: `${random.pick(BINS[scheme])}******${String(random.int(0, 9999)).padStart(4, '0')}`,
    scheme,
    kind: random.chance(0.55) ? 'C' : 'D',
    locality: visitor ? (random.chance(0.9) ? 'I' : 'L') : random.chance(0.95) ? 'L' : 'I',
  };
}

/** The card's token (a keyed hash in production), the same for the same customer. */
const cardTokenOf = (pool: CustomerPool, index: number) =>
  createHash('sha256').update(`booking-card:${pool.tag}:${pool.seed}:${index}`).digest('hex');

/** Repeat customers: the first of the pool come back most often. */
const pickCustomer = (random: Random, pool: CustomerPool) => Math.floor(pool.size * random.next() ** 1.7);

// ---------------------------------------------------------------------------------------------- bookings

type BookingRow = typeof bookings.$inferSelect;
type TimeoutStatus = 'PAYMENT_TIMEOUT' | 'PAYMENT_REVERSED_TIMEOUT';

/** A planned booking: the row as the airline's system wrote it, and what a maker does about a timeout. */
interface PlannedBooking {
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
function dayFactor(day: DayNumber): number {
  const month = Number(isoDay(day).slice(5, 7)) - 1;
  return (MONTH_FACTOR[month] ?? 1) * (day % 7 === 1 ? 0.8 : 1);
}

function planBooking(random: Random, options: BookingPlanOptions): PlannedBooking {
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
function bookingAsOf(booking: PlannedBooking, cutoff: number): BookingRow {
  const { settlement } = booking;
  if (!settlement || settlement.at.getTime() >= cutoff) return booking.row;
  return {
    ...booking.row,
    paymentStatus: settlement.status,
    updatedAt: settlement.at,
    updatedBy: BOOKING_MAKER,
  };
}

const demoPool = (seed: number, size: DemoBookingSize): CustomerPool => ({
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
interface PlannedWorkflow {
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
function refundPlansOf(seed: number, size: DemoBookingSize, booking: PlannedBooking): PlannedWorkflow[] {
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

const ammanDayOf = (time: number) => todayInAmman(new Date(time));
const refundRefs = (plan: PlannedWorkflow) => {
  const day = ammanDayOf(plan.decidedAt);
  const suffix = `${plan.booking.row.bookingRefNo}${plan.order + 1}`;
  return { transactionRefNo: `RF${julian(day)}${suffix}`, approvalRefNo: `APR${compactDay(day)}${suffix}` };
};

interface Setup {
  branchId: string;
  terminalId: string;
  mdrPercentage: string;
  fixedFils: number;
  makerId: string | null;
}

async function loadSetup(db: Database): Promise<Setup | null> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.merchantCode, BOOKING_MERCHANT));
  const [branch] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.merchantCode, BOOKING_MERCHANT), eq(branches.branchName, ONLINE_BRANCH)));
  if (!merchant || !branch) return null;
  const tills = await db
    .select()
    .from(terminals)
    .where(eq(terminals.branchId, branch.branchId))
    .orderBy(asc(terminals.terminalId));
  const till = tills.find((t) => t.status === 'ACTIVE') ?? tills[0];
  if (!till) return null;
  const [maker] = await db.select({ id: users.id }).from(users).where(eq(users.username, BOOKING_MAKER));
  return {
    branchId: branch.branchId,
    terminalId: till.terminalId,
    // Refunds are charged back as the sale was: at the rate for other banks' cards, plus any fixed fee.
    mdrPercentage: merchant.otherBankCardRate,
    fixedFils: Math.round(Number(merchant.fixedRate) * 1000),
    makerId: maker?.id ?? null,
  };
}

/** The next day Jordan's banks work (Friday and Saturday are the weekend; day % 7 === 1 is a Friday). */
function nextBankingDay(day: DayNumber): DayNumber {
  let next = day + 1;
  while (next % 7 === 1 || next % 7 === 2) next += 1;
  return next;
}

/** The refund's card transaction: money going back to the card the booking was paid with. */
function refundTransaction(plan: PlannedWorkflow, setup: Setup, pool: CustomerPool): NewCardTransaction {
  const random = createRandom(seedOf('refund-card', plan.id));
  const day = ammanDayOf(plan.decidedAt);
  const rate = Math.round(Number(setup.mdrPercentage) * 10_000);
  const mdrFils = Math.round((plan.amountFils * rate) / 1_000_000);
  const { row } = plan.booking;
  return {
    businessDate: isoDay(day),
    transactionAt: new Date(plan.decidedAt),
    depositDate: isoDay(nextBankingDay(day)),
    merchantCode: BOOKING_MERCHANT,
    branchId: setup.branchId,
    terminalId: setup.terminalId,
    source: 'CS',
    transactionType: 'REFUND',
    // The refund's own transfer reference: how its booking refund finds it again.
    merchantRef: refundRefs(plan).transactionRefNo,
    maskedPan: row.maskedPan,
    cardToken: cardTokenOf(pool, plan.booking.customer),
    tranPaymentMethod: row.maskedPan,
    amount: filsText(plan.amountFils),
    fixedAmount: filsText(setup.fixedFils),
    mdrPercentage: setup.mdrPercentage,
    mdrAmount: filsText(mdrFils),
    netAmount: filsText(plan.amountFils - mdrFils - setup.fixedFils),
    currency: 'JOD',
    cardScheme: row.cardScheme,
    cardKind: row.cardKind === 'D' ? 'D' : 'C',
    locality: row.locality === 'I' ? 'I' : 'L',
    isBankCustomer: false,
    ...PLAIN_PAYMENT_EXTRAS,
    authCode: String(random.int(0, 999_999)).padStart(6, '0'),
    rrn: `${String(day).slice(-4)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
  };
}

function workflowRow(plan: PlannedWorkflow, status: WorkflowStatus, makerId: string | null) {
  const decided = status !== PENDING_WITH_CHECKER;
  return {
    id: plan.id,
    merchantCode: BOOKING_MERCHANT,
    bookingId: plan.booking.row.id,
    status,
    amount: filsText(plan.amountFils),
    percentage: percentageText(plan.amountFils, plan.booking.ticketFils),
    currency: REFUND_CURRENCY,
    comment: plan.comment,
    createdById: makerId,
    createdBy: BOOKING_MAKER,
    createdAt: new Date(plan.requestedAt),
    createdDay: isoDay(ammanDayOf(plan.requestedAt)),
    updatedBy: decided ? BOOKING_CHECKER : BOOKING_MAKER,
    updatedAt: new Date(decided ? plan.decidedAt : plan.requestedAt),
    decisionComment: decided ? plan.decisionComment : null,
  } satisfies typeof refundWorkflows.$inferSelect;
}

/** The maker's request, done when asked (as the service writes it). */
function requestTaskRow(plan: PlannedWorkflow) {
  return {
    id: uuidOf('workflow-request-task', plan.id),
    workflowId: plan.id,
    taskName: REQUEST_TASK,
    assignedGroup: MAKER_GROUP,
    status: 'COMPLETED',
    actedBy: BOOKING_MAKER,
    actedAt: new Date(plan.requestedAt),
    comment: plan.comment,
    createdAt: new Date(plan.requestedAt),
  } satisfies typeof workflowTasks.$inferSelect;
}

/** The checker's task: open until decided, then completed (approved) or rejected with the comment. */
function taskRow(plan: PlannedWorkflow, status: WorkflowStatus) {
  const decided = status !== PENDING_WITH_CHECKER;
  return {
    id: uuidOf('workflow-task', plan.id),
    workflowId: plan.id,
    taskName: CHECKER_TASK,
    assignedGroup: CHECKER_GROUP,
    status: decided ? plan.decision : 'OPEN',
    actedBy: decided ? BOOKING_CHECKER : null,
    actedAt: decided ? new Date(plan.decidedAt) : null,
    comment: decided ? plan.decisionComment : null,
    // Just after the request's, so the history reads request, then decision.
    createdAt: new Date(plan.requestedAt + 1),
  } satisfies typeof workflowTasks.$inferSelect;
}

function refundRow(plan: PlannedWorkflow) {
  return {
    id: uuidOf('booking-refund', plan.id),
    bookingId: plan.booking.row.id,
    workflowId: plan.id,
    amount: filsText(plan.amountFils),
    percentage: percentageText(plan.amountFils, plan.booking.ticketFils),
    currency: REFUND_CURRENCY,
    requestedBy: BOOKING_MAKER,
    approvedBy: BOOKING_CHECKER,
    createdAt: new Date(plan.decidedAt),
    ...refundRefs(plan),
  };
}

// ---------------------------------------------------------------------------------------------- writing

/** Rows as JSON records under their column names, for `json_populate_recordset`, and those columns. */
function records<T extends PgTable>(table: T, rows: readonly Record<string, unknown>[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = (row: Record<string, unknown>) =>
    Object.keys(row).map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`no column for ${key}`);
      return column.name;
    });
  const list = rows[0] ? names(rows[0]) : [];
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]): [string, unknown] => [columns[key]?.name ?? key, value]),
      ),
    ),
  );
  return { columns: list.join(', '), json };
}

interface RollWrite {
  bookings: BookingRow[];
  settled: { id: string; paymentStatus: string; updatedAt: Date; updatedBy: string }[];
  workflows: ReturnType<typeof workflowRow>[];
  decided: ReturnType<typeof workflowRow>[];
  tasks: ReturnType<typeof taskRow>[];
  decidedTasks: ReturnType<typeof taskRow>[];
  refunds: ReturnType<typeof refundRow>[];
  lastDay: DayNumber;
}

/**
 * One statement for everything a start writes besides the refunds' card transactions (written just before it,
 * in the same transaction): the new bookings and their per-day counts (counted from what was inserted, so
 * counts and rows agree), the settled timeouts and decided workflows of earlier days (only while nobody has
 * acted on them), the refunds (each finding its card transaction by its reference) and the demo's mark.
 */
function rollStatement(write: RollWrite): Statement {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const set = <T extends PgTable>(table: T, name: string, rows: readonly Record<string, unknown>[]) => {
    const { columns, json } = records(table, rows);
    return { columns, from: `json_populate_recordset(null::${name}, ${param(json)}::json)` };
  };
  const newBookings = set(bookings, 'bookings', write.bookings);
  const settled = set(bookings, 'bookings', write.settled);
  const workflows = set(refundWorkflows, 'refund_workflows', write.workflows);
  const decided = set(refundWorkflows, 'refund_workflows', write.decided);
  const tasks = set(workflowTasks, 'workflow_tasks', write.tasks);
  const decidedTasks = set(workflowTasks, 'workflow_tasks', write.decidedTasks);
  const refunds = set(bookingRefunds, 'booking_refunds', write.refunds);
  // A workflow only for a booking that is there, a task only for a workflow written now.
  const inserts = (table: string, rows: { columns: string; from: string }, where: string) =>
    rows.columns === ''
      ? `select null::uuid as id where false`
      : `insert into ${table} (${rows.columns}) select ${rows.columns} from ${rows.from} where ${where}
         on conflict do nothing returning id`;
  const text = `
    with new_bookings as (
      ${
        newBookings.columns === ''
          ? 'select null::uuid as id, null::text as merchant_code, null::date as created_day where false'
          : `insert into bookings (${newBookings.columns}) select ${newBookings.columns} from ${newBookings.from}
             on conflict do nothing returning id, merchant_code, created_day`
      }
    ), counts as (
      insert into booking_daily_counts as t (merchant_code, day, booking_count)
      select merchant_code, created_day, count(*) from new_bookings group by merchant_code, created_day
      on conflict on constraint booking_daily_counts_pk do update
        set booking_count = t.booking_count + excluded.booking_count
    ), settled as (
      update bookings b set payment_status = s.payment_status, updated_at = s.updated_at, updated_by = s.updated_by
      from ${settled.from} s
      where b.id = s.id and b.updated_by is null
        and b.payment_status in ('PAYMENT_TIMEOUT', 'PAYMENT_REVERSED_TIMEOUT')
    ), new_workflows as (
      ${inserts(
        'refund_workflows',
        workflows,
        'booking_id in (select id from new_bookings) or booking_id in (select id from bookings)',
      )}
    ), decided as (
      update refund_workflows w set status = d.status, updated_by = d.updated_by, updated_at = d.updated_at,
        decision_comment = d.decision_comment
      from ${decided.from} d
      where w.id = d.id and w.status = '${PENDING_WITH_CHECKER}'
      returning w.id
    ), new_tasks as (
      ${inserts('workflow_tasks', tasks, 'workflow_id in (select id from new_workflows)')}
    ), decided_tasks as (
      update workflow_tasks t set status = d.status, acted_by = d.acted_by, acted_at = d.acted_at,
        comment = d.comment
      from ${decidedTasks.from} d
      where t.id = d.id and t.status = 'OPEN' and t.workflow_id in (select id from decided)
    ), refunds as (
      insert into booking_refunds (id, booking_id, workflow_id, amount, percentage, currency, requested_by,
        approved_by, created_at, transaction_ref_no, approval_ref_no, card_transaction_id)
      select r.id, r.booking_id, r.workflow_id, r.amount, r.percentage, r.currency, r.requested_by,
        r.approved_by, r.created_at, r.transaction_ref_no, r.approval_ref_no,
        (select ct.id from card_transactions ct
          where ct.merchant_code = ${param(BOOKING_MERCHANT)}
            and ct.business_date = (r.created_at at time zone 'Asia/Amman')::date
            and ct.merchant_ref = r.transaction_ref_no and ct.transaction_type = 'REFUND'
          order by ct.id limit 1)
      from ${refunds.from} r
      where r.workflow_id in (select id from new_workflows union all select id from decided)
      on conflict do nothing
    )
    insert into demo_state (name, last_day) values (${param(STATE)}, ${param(isoDay(write.lastDay))}::date)
    on conflict (name) do update set last_day = excluded.last_day, updated_at = now()`;
  return { sql: text, params };
}

export interface BookingsRoll {
  /** New bookings, and timeouts of earlier days a maker settled since the last start. */
  bookings: number;
  settled: number;
  /** New refund workflows, and earlier ones the checker decided since the last start. */
  workflows: number;
  decided: number;
  /** Refunds executed (each with its card transaction). */
  refunds: number;
}

const NOTHING: BookingsRoll = { bookings: 0, settled: 0, workflows: 0, decided: 0, refunds: 0 };

/**
 * Brings the demo bookings up to the end of yesterday: the bookings of every day since the last start (or the
 * size's first day), their refund workflows, and what happened since to the bookings and workflows of the
 * days before. All of it, with the refunds' card transactions and the demo's mark, in one transaction.
 */
export async function rollDemoBookingsForward(
  db: Database,
  size: DemoBookingSize,
  seed: number,
  today: DayNumber = todayInAmman(),
): Promise<BookingsRoll> {
  const fromDay = await firstDemoDayToFill(db, STATE, DEMO_BOOKINGS[size].days, today);
  if (fromDay >= today) return NOTHING;
  const setup = await loadSetup(db);
  if (!setup) return NOTHING;
  await saveAirports(db);
  const windowStart = ammanMidnight(fromDay);
  const cutoff = ammanMidnight(today);
  const inWindow = (time: number) => time >= windowStart && time < cutoff;

  const planned: PlannedBooking[] = [];
  for (let day = fromDay - LOOKBACK_DAYS; day < today; day += 1)
    planned.push(...demoBookingsOfDay(seed, size, day));
  const earlier = planned.filter((booking) => booking.day < fromDay);
  const stored = new Set(
    earlier.length === 0
      ? []
      : (
          await db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              inArray(
                bookings.id,
                earlier.map((booking) => booking.row.id),
              ),
            )
        ).map((row) => row.id),
  );
  const known = planned.filter((booking) => booking.day >= fromDay || stored.has(booking.row.id));
  const plans = known.flatMap((booking) => refundPlansOf(seed, size, booking));

  // Workflows already stored for the earlier bookings: one that is not among a booking's plans was asked for
  // by a person, and the demo leaves that booking's refunds to them.
  const storedFlows = new Map<string, { status: string; bookingId: string }>();
  const earlierIds = [...new Set(plans.filter((p) => p.booking.day < fromDay).map((p) => p.booking.row.id))];
  for (let start = 0; start < earlierIds.length; start += 1000) {
    const rows = await db
      .select({
        id: refundWorkflows.id,
        status: refundWorkflows.status,
        bookingId: refundWorkflows.bookingId,
      })
      .from(refundWorkflows)
      .where(inArray(refundWorkflows.bookingId, earlierIds.slice(start, start + 1000)));
    for (const row of rows) storedFlows.set(row.id, row);
  }
  const plannedIds = new Set(plans.map((plan) => plan.id));
  const touched = new Set(
    [...storedFlows.entries()].filter(([id]) => !plannedIds.has(id)).map(([, flow]) => flow.bookingId),
  );
  const ours = plans.filter((plan) => !touched.has(plan.booking.row.id));

  const created = ours.filter((plan) => inWindow(plan.requestedAt));
  const decidedNow = ours.filter(
    (plan) =>
      plan.requestedAt < windowStart &&
      inWindow(plan.decidedAt) &&
      storedFlows.get(plan.id)?.status === PENDING_WITH_CHECKER,
  );
  const statusAt = (plan: PlannedWorkflow): WorkflowStatus =>
    plan.decidedAt < cutoff ? plan.decision : PENDING_WITH_CHECKER;
  const executed = [...created, ...decidedNow].filter((plan) => statusAt(plan) === 'COMPLETED');

  const write: RollWrite = {
    bookings: planned
      .filter((booking) => booking.day >= fromDay)
      .map((booking) => bookingAsOf(booking, cutoff)),
    settled: earlier
      .filter(
        (booking) =>
          stored.has(booking.row.id) && booking.settlement && inWindow(booking.settlement.at.getTime()),
      )
      .map((booking) => {
        const row = bookingAsOf(booking, cutoff);
        return {
          id: row.id,
          paymentStatus: row.paymentStatus,
          updatedAt: row.updatedAt ?? new Date(cutoff),
          updatedBy: BOOKING_MAKER,
        };
      }),
    workflows: created.map((plan) => workflowRow(plan, statusAt(plan), setup.makerId)),
    decided: decidedNow.map((plan) => workflowRow(plan, statusAt(plan), setup.makerId)),
    tasks: created.flatMap((plan) => [requestTaskRow(plan), taskRow(plan, statusAt(plan))]),
    decidedTasks: decidedNow.map((plan) => taskRow(plan, statusAt(plan))),
    refunds: executed.map(refundRow),
    lastDay: today - 1,
  };
  const pool = demoPool(seed, size);
  const cardRows = executed.map((plan) => refundTransaction(plan, setup, pool));
  if (cardRows.length > 0) {
    const days = cardRows.map((row) => row.businessDate).sort();
    await ensurePartitions(db, days[0] ?? isoDay(fromDay), days.at(-1) ?? isoDay(today - 1));
  }
  const writer = await openCopyWriter(db);
  try {
    await writer.write(cardRows, rollStatement(write));
  } finally {
    await writer.close();
  }
  return {
    bookings: write.bookings.length,
    settled: write.settled.length,
    workflows: write.workflows.length,
    decided: write.decided.length,
    refunds: write.refunds.length,
  };
}

// ---------------------------------------------------------------------------------------------- benchmark load

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function copyValue(value: BookingRow[keyof BookingRow]): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (char) => ESCAPES[char] ?? char) : text;
}

const BOOKING_FIELDS = Object.keys(getTableColumns(bookings)) as (keyof BookingRow)[];
const BOOKING_COLUMNS = BOOKING_FIELDS.map((field) => getTableColumns(bookings)[field].name).join(', ');
const STAGING = 'bookings_staging';
const CREATE_STAGING = `create temporary table if not exists ${STAGING} as
  select ${BOOKING_COLUMNS} from bookings with no data`;
const COPY_TO_STAGING = `copy ${STAGING} (${BOOKING_COLUMNS})`;
/** The staged batch into the table and its per-day counts, by one statement: counts and rows agree. */
const MOVE_STAGED = `
  with inserted as (
    insert into bookings (${BOOKING_COLUMNS}) select ${BOOKING_COLUMNS} from ${STAGING}
    returning merchant_code, created_day
  )
  insert into booking_daily_counts as t (merchant_code, day, booking_count)
  select merchant_code, created_day, count(*) from inserted group by merchant_code, created_day
  on conflict on constraint booking_daily_counts_pk do update
    set booking_count = t.booking_count + excluded.booking_count;
  truncate ${STAGING}`;

interface BookingCopier {
  /** One batch (COPY text) into the table with its counts, in one transaction. */
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

/** COPY on the database's own driver (Drizzle has none), through a staging table of the session. */
async function openBookingCopier(db: Database): Promise<BookingCopier> {
  const driver = (db as Database & { $client?: unknown }).$client;
  if (driver instanceof PGlite) {
    await driver.exec(CREATE_STAGING);
    return {
      async write(text) {
        await driver.transaction(async (tx) => {
          await tx.query(`${COPY_TO_STAGING} from '/dev/blob'`, [], { blob: new Blob([text]) });
          await tx.exec(MOVE_STAGED);
        });
      },
      async close() {
        await driver.exec(`drop table if exists ${STAGING}`);
      },
    };
  }
  if (driver instanceof pg.Pool) {
    // The staging table is temporary: the whole load stays on one connection.
    const client = await driver.connect();
    try {
      await client.query(CREATE_STAGING);
    } catch (error) {
      client.release();
      throw error;
    }
    return {
      async write(text) {
        await client.query('begin');
        try {
          await pipeline(
            Readable.from([Buffer.from(text)]),
            client.query(copyFrom(`${COPY_TO_STAGING} from stdin`)),
          );
          await client.query(MOVE_STAGED);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
      async close() {
        try {
          await client.query(`drop table if exists ${STAGING}`);
        } finally {
          client.release();
        }
      },
    };
  }
  throw new Error('COPY needs the database handle from openDatabase, not a transaction');
}

export interface BulkBookingLoad {
  seed: number;
  rows: number;
  /** How many days back from yesterday they spread over (13 months by default). */
  days?: number;
  today?: DayNumber;
}

/**
 * Benchmark bookings (`npm run seed -- --bookings N`): exactly N more of the airline's bookings over the last
 * `days` days (busier in the season, as the demo), as they stood at the end of yesterday, without refunds.
 * Their sequence numbers start past every booking already stored, so references stay unique however many
 * loads run. Written by COPY in batches of a fixed size with their per-day counts: memory does not grow with N.
 */
export async function loadBulkBookings(db: Database, options: BulkBookingLoad): Promise<number> {
  if (options.rows <= 0) return 0;
  const today = options.today ?? todayInAmman();
  const dayCount = options.days ?? 395;
  await saveAirports(db);
  // Every booking stored is counted by day: the sum is how many there are, and only grows.
  const [stored] = await db
    .select({ total: sql<string | null>`sum(${bookingDailyCounts.bookingCount})` })
    .from(bookingDailyCounts)
    .where(eq(bookingDailyCounts.merchantCode, BOOKING_MERCHANT));
  const first = BULK_BASE + Number(stored?.total ?? 0);
  const cutoff = ammanMidnight(today);
  const pool: CustomerPool = {
    seed: options.seed,
    tag: 'bulk',
    size: Math.min(900_000, Math.max(2_000, Math.round(options.rows / 5))),
    firstId: 2_000_000,
  };
  // Each day's share of N by its volume, rounded on the running total so the days add up to N exactly.
  const days = Array.from({ length: dayCount }, (_, index) => today - dayCount + index);
  const weights = days.map(dayFactor);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);

  const copier = await openBookingCopier(db);
  let lines: string[] = [];
  let loaded = 0;
  let running = 0;
  try {
    for (const [index, day] of days.entries()) {
      running += weights[index] ?? 0;
      const count = Math.round((options.rows * running) / totalWeight) - loaded;
      const random = createRandom(seedOf('bulk-bookings', options.seed, first, day));
      for (let place = 0; place < count; place += 1) {
        const n = first + loaded;
        const booking = planBooking(random, {
          seed: options.seed,
          idTag: 'bulk-booking',
          n,
          day,
          place,
          pool,
        });
        const row = bookingAsOf(booking, cutoff);
        lines.push(BOOKING_FIELDS.map((field) => copyValue(row[field])).join('\t'));
        loaded += 1;
        if (lines.length === BULK_BATCH) {
          await copier.write(`${lines.join('\n')}\n`);
          lines = [];
        }
      }
    }
    if (lines.length > 0) await copier.write(`${lines.join('\n')}\n`);
  } finally {
    await copier.close();
  }
  await db.execute(sql`analyze bookings, booking_daily_counts`);
  return loaded;
}
