// Royal Wings Airline's facts the demo bookings are drawn from (spec part 2 §2 "RJ Ticket Bookings"): the
// maker and checker, the routes and fares, the promotions, the busy hours and months, and the texts of
// remarks, declines, refund reasons and decisions.
import type { Cabin } from '@merchant-portal/contracts/schemas/bookings';

export const BOOKING_MERCHANT = '4000000301';
export const BOOKING_MAKER = 'wings.maker@4000000301';
export const BOOKING_CHECKER = 'wings.checker@4000000301';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Demo bookings per day have sequence numbers day × 64 + place: at most 63 a day. */
export const MAX_PER_DAY = 63;

/** The account the airline's online sales are credited to, at the acquiring bank (branch, basic, suffix). */
export const CREDIT_ACCOUNT = { branch: '0012', basic: '0301520', suffix: '501', currency: 'JOD' } as const;

export const DEMO_BOOKINGS = {
  full: { days: 395, perDay: 9, customers: 1_600 },
  small: { days: 60, perDay: 2.7, customers: 500 },
} as const;
export type DemoBookingSize = keyof typeof DEMO_BOOKINGS;

export interface Route {
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

export const ROUTES: readonly Route[] = [
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
export const ROUTE_WEIGHTS = ROUTES.map((route, index) => [index, route.weight] as [number, number]);

export const CABIN_FACTOR: Record<Cabin, number> = { ECONOMY: 1, BUSINESS: 2.8, FIRST: 4.6 };

export const PROMOTIONS: readonly { code: string; discount: number }[] = [
  { code: 'SUMMER26', discount: 0.1 },
  { code: 'RWFAMILY', discount: 0.15 },
  { code: 'STUDENT10', discount: 0.1 },
  { code: 'EIDFLY', discount: 0.12 },
  { code: 'EARLYBIRD', discount: 0.08 },
];

// Online bookings through the day in Amman: evenings busiest, a few after midnight.
export const HOURS: [number, number][] = [
  2, 1, 1, 0.5, 0.5, 0.5, 1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 6, 6, 7, 8, 8, 7, 5, 3,
].map((weight, hour) => [hour, weight]);
// Summer holidays and the winter break book most.
export const MONTH_FACTOR = [0.8, 0.8, 0.9, 1, 1.1, 1.35, 1.5, 1.35, 0.9, 0.95, 0.9, 1.2];

export const REMARKS = [
  'Window seat requested',
  'Extra baggage 10 kg',
  'Wheelchair assistance at the airport',
  'Vegetarian meal requested',
  'Travelling with a pet in the cabin',
  'Frequent flyer number added after booking',
  'Group booking, seats together',
  'Passport details to be completed at check-in',
];
export const DECLINES = [
  'Card declined by the issuer',
  'Insufficient funds',
  '3-D Secure authentication failed',
  'Card expired',
];
export const REFUND_REASONS = [
  'Customer cancelled the trip',
  'Medical certificate provided by the customer',
  'Flight rescheduled by the airline, customer declined the new time',
  'Duplicate booking, the customer paid twice',
  'Visa refused, embassy letter attached',
  'Customer downgraded the cabin',
  'Name mismatch, rebooked under a new reference',
];
export const APPROVAL_NOTES = ['Approved as per fare rules', 'Documents verified', 'Approved'];
export const REJECTIONS = [
  'Non-refundable fare class',
  'Refund window expired before the request',
  'Supporting document missing',
  'Amount exceeds what the fare rules allow',
  'Outbound flight already flown',
];
