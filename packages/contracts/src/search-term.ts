// The one search field of the card-transaction screens: what a customer knows of a payment, read as the
// search it names. The browser shows how it read the text; the server searches by the same reading.
import { latinDigits } from './format.js';
import { phrase } from './i18n/catalogue.js';
import { fillTemplate } from './messages.js';

/** How the search field read a text. */
export type SearchTerm =
  /** The card's last four digits. */
  | { kind: 'last4'; last4: string }
  /** A masked card as the portal shows it: the first six digits and the last four. */
  | { kind: 'card'; maskedPan: string }
  /** The 12-digit retrieval reference number. */
  | { kind: 'rrn'; rrn: string }
  /** The 6-character authorisation code (letters in capitals). */
  | { kind: 'authCode'; authCode: string }
  /** An exact amount, as a decimal text of 3 decimals ('37.500'). */
  | { kind: 'amount'; amount: string };

export type SearchKind = SearchTerm['kind'];

export const SEARCH_MESSAGES = {
  notUnderstood: phrase(
    'Search by the card’s last 4 digits, a masked card (123456******1234), a 12-digit RRN, a 6-character auth code or an amount with a decimal point (37.500)',
  ),
  amountRange: phrase('Amount from must not be more than amount to'),
  invalidAmount: phrase('Must be an amount of at most 3 decimals'),
} as const;

/** How each reading is said on screen ('Card ending 4417'): a template of its value. */
const SEARCH_READINGS: Record<SearchKind, string> = {
  last4: phrase('Card ending {{value}}'),
  card: phrase('Card {{value}}'),
  rrn: phrase('RRN {{value}}'),
  authCode: phrase('Auth code {{value}}'),
  amount: phrase('Amount {{value}}'),
};

/** The most characters the field takes. */
export const SEARCH_MAX_LENGTH = 40;

const MASKED_CARD = /^(\d{6})[\s*xX•.…-]{1,12}(\d{4})$/;
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d{1,15})\.(\d{0,3})$/;

/**
 * Reads a search text (spec-free: ours, issue "Find any payment"): 4 digits are the card's last four; six
 * digits, a mask and four digits a masked card; 12 digits an RRN; 6 letters or digits an auth code; a number
 * with a decimal point an exact amount (thousands may be separated by commas). Anything else is not
 * understood (null); an empty text is no search (null too — see `hasSearchText`). Arabic-Indic digits read as
 * the digits they are.
 */
export function parseSearchTerm(text: string): SearchTerm | null {
  const value = latinDigits(text.trim());
  if (/^\d{4}$/.test(value)) return { kind: 'last4', last4: value };
  if (/^\d{12}$/.test(value)) return { kind: 'rrn', rrn: value };
  if (/^[0-9A-Za-z]{6}$/.test(value)) return { kind: 'authCode', authCode: value.toUpperCase() };
  const card = MASKED_CARD.exec(value);
  if (card) return { kind: 'card', maskedPan: `${card[1]}******${card[2]}` };
  const amount = AMOUNT.exec(value);
  if (amount) {
    const whole = (amount[1] ?? '0').replaceAll(',', '');
    const decimals = (amount[2] ?? '').padEnd(3, '0');
    return { kind: 'amount', amount: `${BigInt(whole).toString()}.${decimals}` };
  }
  return null;
}

export const hasSearchText = (text: string | undefined): text is string =>
  text !== undefined && text.trim() !== '';

/** 'Card ending 4417', 'RRN 123456789012', 'Amount 37.500': how the field read the text. */
export function describeSearchTerm(term: SearchTerm): string {
  const value =
    term.kind === 'last4'
      ? term.last4
      : term.kind === 'card'
        ? term.maskedPan
        : term.kind === 'rrn'
          ? term.rrn
          : term.kind === 'authCode'
            ? term.authCode
            : term.amount;
  return fillTemplate(SEARCH_READINGS[term.kind], { value });
}
