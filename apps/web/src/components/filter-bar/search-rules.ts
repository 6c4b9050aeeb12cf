// The search row of the card-transaction filter bar as pure rules: the search text read as contracts'
// search-term.ts reads it, and the amount range's bounds as typed. Each rule is the server's own schema
// (cardSearchFields), so the browser refuses exactly what the server would, with the same texts.
import { latinDigits } from '@merchant-portal/contracts/format';
import { SEARCH_MESSAGES, describeSearchTerm, parseSearchTerm } from '@merchant-portal/contracts/search-term';
import { cardSearchFields } from '@merchant-portal/contracts/schemas/transactions';

/** The search row as the user types it. */
export interface SearchFields {
  /** The search text: the card's last 4 digits, a masked card, an RRN, an auth code or an amount. */
  search: string;
  /** The amount range's bounds; '' for no bound. */
  amountFrom: string;
  amountTo: string;
}

export const NO_SEARCH: SearchFields = { search: '', amountFrom: '', amountTo: '' };

export type AmountBound = 'amountFrom' | 'amountTo';

/** The rule texts of the search row; null where the field is fine. */
export interface SearchIssues {
  search: string | null;
  amountFrom: string | null;
  amountTo: string | null;
}

/** The search row as the search sends it. */
export interface AppliedSearch {
  /** Trimmed; '' for no search. */
  search: string;
  amountFrom: number | null;
  amountTo: number | null;
}

export const NO_APPLIED_SEARCH: AppliedSearch = { search: '', amountFrom: null, amountTo: null };

// Digits (thousands may be separated by commas), then a decimal point and the decimals if any.
const AMOUNT_TEXT = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * A typed bound (Arabic-Indic digits read as the digits they are): null when empty, the amount it names, or
 * 'invalid' when the server would refuse it.
 */
export function readAmount(text: string): number | null | 'invalid' {
  const value = latinDigits(text.trim());
  if (value === '') return null;
  const match = AMOUNT_TEXT.exec(value);
  if (!match || !/\d/.test(value)) return 'invalid';
  const amount = Number(`${(match[1] ?? '').replaceAll(',', '') || '0'}.${match[2] ?? ''}`);
  return cardSearchFields.amountFrom.safeParse(amount).success ? amount : 'invalid';
}

/** The search text's rule: empty, or a text the search understands. */
export function searchIssue(text: string): string | null {
  return cardSearchFields.search.safeParse(text).success ? null : SEARCH_MESSAGES.notUnderstood;
}

/** How the field read its text ('Card ending 4417', 'Amount 37.500'); null when empty or not understood. */
export function searchReading(text: string): string | null {
  if (searchIssue(text) !== null) return null;
  const term = parseSearchTerm(text);
  return term && describeSearchTerm(term);
}

export function searchIssues(fields: SearchFields): SearchIssues {
  const from = readAmount(fields.amountFrom);
  const to = readAmount(fields.amountTo);
  const isReversed = typeof from === 'number' && typeof to === 'number' && from > to;
  return {
    search: searchIssue(fields.search),
    amountFrom:
      from === 'invalid' ? SEARCH_MESSAGES.invalidAmount : isReversed ? SEARCH_MESSAGES.amountRange : null,
    amountTo: to === 'invalid' ? SEARCH_MESSAGES.invalidAmount : null,
  };
}

/** Whether the range has a bound typed in (its row then stays open). */
export const hasAmountBound = (fields: SearchFields): boolean =>
  fields.amountFrom.trim() !== '' || fields.amountTo.trim() !== '';

/** The row as the search sends it, without checking the rules: a bound that is not an amount is none. */
export function appliedSearch(fields: SearchFields): AppliedSearch {
  const bound = (text: string) => {
    const amount = readAmount(text);
    return typeof amount === 'number' ? amount : null;
  };
  return {
    search: fields.search.trim(),
    amountFrom: bound(fields.amountFrom),
    amountTo: bound(fields.amountTo),
  };
}
