// The airline's references: booking (PNR), customer and transfer references, unique per sequence number.
import { dayFromIso, isoDay, type DayNumber } from '@merchant-portal/contracts/dates';

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
export function customerReference(n: number): string {
  return `CR${String((BigInt(n) * 7_919_333n + 1_234_567n) % 10_000_000_000n).padStart(10, '0')}`;
}

export const compactDay = (day: DayNumber) => isoDay(day).slice(2).replaceAll('-', '');
/** yyddd, as the bank's transfer references carry the day. */
export function julian(day: DayNumber): string {
  const iso = isoDay(day);
  const ofYear = day - dayFromIso(`${iso.slice(0, 4)}-01-01`) + 1;
  return `${iso.slice(2, 4)}${String(ofYear).padStart(3, '0')}`;
}

/** amount ÷ ticket × 100, to three decimals, exact on the fils. */
export const percentageText = (amountFils: number, ticketFils: number) =>
  (Math.round((amountFils * 100_000) / ticketFils) / 1000).toFixed(3);
