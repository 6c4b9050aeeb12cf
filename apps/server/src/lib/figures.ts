// Latin text inside right-to-left text: a date, an amount, a masked card, a code, a name, an address. Beside
// Arabic, the digits of a date would be read as Arabic figures and its dashes reorder them (01-11-2026 →
// 2026-11-01), and an address's parts swap (zahran.admin@4000000101 → 4000000101@zahran.admin). So whatever
// draws Arabic text keeps each such run left to right, as one piece.

/**
 * A run of Latin text: it starts and ends with a letter or digit and holds no Arabic letter, bracket,
 * guillemet or '·' (which separate the parts of a line).
 */
export const LATIN_RUN = /[A-Za-z0-9](?:[^\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF«»()[\]·]*[A-Za-z0-9])?/g;
