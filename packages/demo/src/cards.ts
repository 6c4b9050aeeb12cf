// The cards the demo's payments are made with: the issuers' BINs of each scheme, numbers stored masked (first
// 6, last 4), and the references a card payment's authorisation carries.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import type { Random } from './random.js';

export const BINS = {
  VISA: ['411111', '476173', '400555', '455673', '428671'],
  MASTERCARD: ['510510', '535522', '545454', '522483', '557039'],
} as const;

/** A card number of the scheme as it is stored: a BIN, six stars and four random digits. */
export const maskedPanOf = (random: Random, scheme: keyof typeof BINS) =>
  `${random.pick(BINS[scheme])}******${String(random.int(0, 9999)).padStart(4, '0')}`;

/** The authorisation code and the retrieval reference (the day's last four digits first) of a payment. */
export const authorisationOf = (random: Random, day: DayNumber) => ({
  authCode: String(random.int(0, 999_999)).padStart(6, '0'),
  rrn: `${String(day).slice(-4)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
});
