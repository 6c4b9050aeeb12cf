// The fields and checks of the kinds that carry a card payment (transactions, pre-auth holds, orders): the
// card number taken masked only, a full one refused wherever it could hide, days and moments, amounts in fils,
// and the point of sale (merchant, branch, terminal) checked against the stored terminals.
import { dayFromIso, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { z } from 'zod';
import { passesLuhn } from '../../../lib/card-numbers.js';
import { MASKED_PAN } from '../../transactions/service.js';
import { field } from '../kind.js';
import { STAGING } from '../staging.js';

export const CARD_SCHEMES = ['VISA', 'MASTERCARD'] as const;

/** 13 to 19 digits that pass the Luhn check: a card number's shape. */
export const isCardNumber = (digits: string) => /^\d{13,19}$/.test(digits) && passesLuhn(digits);

/**
 * Whether a text holds a full card number: a run of digits, or digits written in groups of four (and
 * American Express's 4-6-5) with spaces or dashes, that is one. A reference such as 0101-20261029-12 is not.
 * Stricter than the masking on the way out (lib/card-numbers.ts), which masks any whole groups that pass the
 * Luhn check: masking a reference by chance costs nothing, refusing a bank's file for one would.
 */
function holdsCardNumber(text: string): boolean {
  return (text.match(/\d+(?:[ -]\d+)*/g) ?? []).some((run) => {
    const groups = run.split(/[ -]/);
    const lengths = groups.map((group) => group.length).join('-');
    const written = groups.length === 1 || /^(4-)+\d$|^4-6-5$/.test(lengths);
    return written ? isCardNumber(groups.join('')) : groups.some(isCardNumber);
  });
}
export const FULL_CARD_REFUSED = 'holds a full card number: the portal takes card numbers masked only';

/** A free text that must not carry a card number. */
export const freeText = (max: number) =>
  field.text(max).refine((value) => !holdsCardNumber(value), FULL_CARD_REFUSED);

export const isoDate = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-27 (YYYY-MM-DD)')
    .refine((value) => isoDay(dayFromIso(value)) === value, 'is not a day of the calendar');

/** An amount in fils, exactly (amounts have 15 digits and 3 decimals: past a double's integers). */
export const fils = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
};

/** A card number as the portal stores it; a full one is refused as such. */
export const maskedCardNumber = () =>
  z
    .string()
    .trim()
    .refine((value) => !holdsCardNumber(value), FULL_CARD_REFUSED)
    .pipe(z.string().regex(MASKED_PAN, 'must be masked: the first 6 and last 4 digits around 6 stars'));

/** The day in Amman of a moment with its offset: a record's business day when the file gives none. */
export const ammanDayOf = (moment: string) => isoDay(todayInAmman(new Date(moment)));

/** A moment with its offset from UTC. */
export const moment = () =>
  z
    .string()
    .trim()
    .pipe(
      z.iso.datetime({
        offset: true,
        error: 'must be a time with its offset, such as 2026-11-27T14:05:00+03:00',
      }),
    );

/** The staged rows' terminal, branch and merchant against the stored terminals. */
export const pointOfSaleChecks = [
  `select s.line, 'terminalId' as field, 'names no terminal stored' as message
    from ${STAGING} s where not exists (select 1 from terminals t where t.terminal_id = s.terminal_id)`,
  `select s.line, 'branchId' as field, 'is not the branch of terminal ' || t.terminal_id as message
    from ${STAGING} s join terminals t on t.terminal_id = s.terminal_id where t.branch_id <> s.branch_id`,
  `select s.line, 'merchantCode' as field, 'is not the merchant of terminal ' || t.terminal_id as message
    from ${STAGING} s join terminals t on t.terminal_id = s.terminal_id where t.merchant_code <> s.merchant_code`,
];
