// The fields and checks of the kinds that carry a card payment (transactions, pre-auth holds, orders, MOFA
// fees): the card number taken masked only, a full one refused wherever it could hide, days and moments,
// amounts in fils, the point of sale (merchant, branch, terminal) checked against the stored terminals, and a
// stored card payment named by its key.
import { dayFromIso, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { z } from 'zod';
import { passesLuhn } from '../../../lib/card-numbers.js';
import { MASKED_PAN } from '../../transactions/service.js';
import { field } from '../kind.js';
import { STAGING, type StagingColumn } from '../staging.js';

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

/**
 * The fields naming a stored card payment of the record's merchant by the payment's own key (source,
 * terminal, RRN and time), for what a payment paid for: a marketplace order, a consular fee.
 */
export const paymentKeyFields = {
  paymentSource: field
    .oneOf(['CS', 'P', 'M', 'SP'])
    .optional()
    .describe("The card payment's source; CS when absent."),
  paymentTerminalId: field.id().describe("The card payment's terminal."),
  paymentRrn: field.reference(20).describe("The card payment's retrieval reference number."),
  paymentAt: moment().describe("The card payment's time, as its transactions file gives it."),
};

interface PaymentKey {
  paymentSource?: string | undefined;
  paymentTerminalId: string;
  paymentRrn: string;
  paymentAt: string;
}

export const paymentKeyColumns: StagingColumn<PaymentKey>[] = [
  { column: 'payment_source', type: 'text', value: (row) => row.paymentSource ?? 'CS' },
  { column: 'payment_terminal_id', type: 'text', value: (row) => row.paymentTerminalId },
  { column: 'payment_rrn', type: 'text', value: (row) => row.paymentRrn },
  { column: 'payment_at', type: 'timestamptz', value: (row) => row.paymentAt },
];

/** The staged record's card payment `c`, of its merchant, by the payment's key: a join's table and condition. */
export const STORED_PAYMENT = `card_transactions c on c.merchant_code = s.merchant_code
  and c.source = s.payment_source and c.terminal_id = s.payment_terminal_id and c.rrn = s.payment_rrn
  and c.transaction_at = s.payment_at`;

/** A record's card payment is stored, a sale, and no other record of the file names it; `what` the record. */
export const paymentKeyChecks = (what: string) => [
  `select s.line, 'paymentRrn' as field, 'names no stored card payment of this merchant' as message
    from ${STAGING} s where not exists (select 1 from ${STORED_PAYMENT.replace(' on ', ' where ')})`,
  `select s.line, 'paymentRrn' as field, 'names a refund, not a payment' as message
    from ${STAGING} s join ${STORED_PAYMENT} where c.transaction_type <> 'SALE'`,
  `select later.line, 'paymentRrn' as field, 'pays the ${what} of line ' || min(earlier.line) || ' too' as message
    from ${STAGING} later join ${STAGING} earlier on earlier.line < later.line
      and (earlier.payment_source, earlier.payment_terminal_id, earlier.payment_rrn, earlier.payment_at)
        = (later.payment_source, later.payment_terminal_id, later.payment_rrn, later.payment_at)
    group by later.line`,
];
