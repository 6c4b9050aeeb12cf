// Card numbers never leave the server in full (PCI DSS 3.4). They are stored masked, and masked again on the
// way out, so a full number that reached the database by another path (a manual fix, a bad import) still
// goes out as first 6 and last 4.

/**
 * A run of digit groups, single spaces or hyphens between them, with no digit right before or after it. A card
 * number is some of its whole groups (`4111 1111 1111 1111 12/29` holds one), never part of a group: a 22-digit
 * CyberSource request id is not one.
 */
const DIGIT_RUN = /(?<!\d)\d+(?:[ -]\d+)*(?!\d)/g;

/** The Luhn check every card number passes: 9 in 10 other numbers of that length fail it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Masks the card numbers in `text`, leaving the other long numbers — MOFA references, request ids, in the
 * ministry's and the processor's messages — readable. One in ten such numbers passes the Luhn check by chance
 * and is masked all the same (MOFA-20260115-000123 shows as MOFA-202601****0123): nothing tells it from a card
 * number, and showing a card in full is the error this must never make. The reference columns themselves are
 * never masked, so the reference is still there to read.
 */
export function maskCardNumbers(text: string): string;
export function maskCardNumbers(text: string | null): string | null;
export function maskCardNumbers(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(DIGIT_RUN, maskRun);
}

const masked = (digits: string) =>
  `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;

/** The run with each card number in it masked: the longest 13 to 19 digits of whole groups passing Luhn. */
function maskRun(run: string): string {
  // Digit groups at the even places, the separators between them at the odd ones.
  const parts = run.split(/([ -])/);
  const out: string[] = [];
  let first = 0;
  while (first < parts.length) {
    if (first % 2 === 1) {
      out.push(parts[first] ?? '');
      first += 1;
      continue;
    }
    let digits = '';
    let card: { digits: string; last: number } | undefined;
    for (let last = first; last < parts.length && digits.length <= 19; last += 2) {
      digits += parts[last];
      if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) card = { digits, last };
    }
    if (card) {
      out.push(masked(card.digits));
      first = card.last + 1;
    } else {
      out.push(parts[first] ?? '');
      first += 1;
    }
  }
  return out.join('');
}
