// The demo merchants' trading profiles (docs/demo-data.md "What it promises"): how many payments a branch takes a day,
// their tickets, sources, currencies and hours, and the days that change them (quieter Fridays, Ramadan).
import { isoDay, type DayNumber } from '@merchant-portal/contracts/dates';

export interface Profile {
  /** Transactions per branch and day at scale 1. */
  perBranchDay: number;
  /** Median ticket in fils (1 JOD = 1000 fils) and its spread (log-normal sigma). */
  medianFils: number;
  sigma: number;
  /** Card-present sources with weights; CS branches always take CS. */
  sources: [string, number][];
  refundSource?: Partial<Record<string, string>>;
  /** Currencies of the CyberSource (online) payments with weights; JOD, USD and ILS when not said. */
  onlineCurrencies?: [string, number][];
  categories?: string[];
  dcc?: boolean;
  /** Hour weights 0..23. */
  hours: number[];
}

export const ONLINE_CURRENCIES: [string, number][] = [
  ['JOD', 85],
  ['USD', 12],
  ['ILS', 3],
];

/** The merchant's share of a DCC conversion, as the DCC provider reports it: 1% of the amount. */
export const DCC_MERCHANT_SHARE = 0.01;

const RETAIL_HOURS = [0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 6, 8, 9, 8, 6, 6, 7, 9, 10, 10, 9, 7, 4, 1];
const ROUND_THE_CLOCK = [2, 1, 1, 1, 1, 2, 4, 6, 7, 7, 6, 6, 6, 6, 6, 7, 8, 8, 8, 7, 6, 5, 4, 3];
const OFFICE_HOURS = [0, 0, 0, 0, 0, 0, 0, 1, 5, 9, 10, 10, 9, 8, 6, 4, 2, 1, 1, 1, 1, 0, 0, 0];

export const PROFILES: Record<string, Profile> = {
  '4000000101': {
    perBranchDay: 40,
    medianFils: 23_000,
    sigma: 0.8,
    sources: [
      ['P', 60],
      ['M', 12],
      ['SP', 8],
      ['QR', 8],
      ['CLIQ', 6],
      ['EGIFT', 3],
    ],
    refundSource: { P: 'PR', M: 'MR' },
    dcc: true,
    hours: RETAIL_HOURS,
  },
  '4000000102': {
    perBranchDay: 25,
    medianFils: 9_000,
    sigma: 0.7,
    sources: [
      ['P', 80],
      ['M', 20],
    ],
    hours: RETAIL_HOURS,
  },
  '4000000194': {
    perBranchDay: 35,
    medianFils: 25_000,
    sigma: 0.5,
    sources: [
      ['P', 85],
      ['M', 15],
    ],
    hours: ROUND_THE_CLOCK,
  },
  '4000000301': {
    perBranchDay: 6,
    medianFils: 260_000,
    sigma: 0.6,
    sources: [['P', 100]],
    hours: OFFICE_HOURS,
  },
  // The counter takes cards in person; Consular Services (a CyberSource branch) takes the fees paid online
  // to the embassies and consulates (mofa/records.ts), always charged in JOD.
  '4000000401': {
    perBranchDay: 12,
    medianFils: 60_000,
    sigma: 0.4,
    sources: [['P', 100]],
    onlineCurrencies: [['JOD', 100]],
    hours: OFFICE_HOURS,
  },
  '4000000501': {
    perBranchDay: 12,
    medianFils: 15_000,
    sigma: 0.7,
    sources: [['P', 100]],
    hours: OFFICE_HOURS,
  },
  '4000000601': {
    perBranchDay: 30,
    medianFils: 4_500,
    sigma: 0.6,
    sources: [['P', 100]],
    categories: ['Economy', 'Comfort', 'Business', 'Delivery'],
    hours: ROUND_THE_CLOCK,
  },
  // Two CyberSource storefronts (Shopix, Emart): every branch is CS, so every payment is an online order.
  '4000000701': {
    perBranchDay: 30,
    medianFils: 35_000,
    sigma: 0.9,
    sources: [['CS', 100]],
    hours: RETAIL_HOURS,
  },
};

// Ramadan in 2025 and 2026 (and the Hijri-year shift for the next ones): evenings come alive.
const RAMADAN: [string, string][] = [
  ['2025-03-01', '2025-03-30'],
  ['2026-02-18', '2026-03-19'],
  ['2027-02-08', '2027-03-09'],
];

export const isRamadan = (iso: string) => RAMADAN.some(([from, to]) => iso >= from && iso <= to);

/** A day's volume before its random spread: quieter Fridays, busier Ramadan. */
export function dayVolume(day: DayNumber): number {
  return (day % 7 === 1 ? 0.65 : 1) * (isRamadan(isoDay(day)) ? 1.1 : 1);
}
