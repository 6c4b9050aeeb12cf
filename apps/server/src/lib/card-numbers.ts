// Card numbers never leave the server in full (PCI DSS 3.4). They are stored masked, and masked again on the
// way out, so a full number that reached the database by another path (a manual fix, a bad import) still
// goes out as first 6 and last 4.

/** A run of 13 to 19 digits, single spaces or hyphens allowed between them. */
const CARD_NUMBER = /\d(?:[ -]?\d){12,18}/g;

export function maskCardNumbers(text: string): string;
export function maskCardNumbers(text: string | null): string | null;
export function maskCardNumbers(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(CARD_NUMBER, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
  });
}
