// Money, percentages and counts as people read them: thousands separators everywhere, amounts in their
// currency's own minor units (JOD 3, USD 2, JPY 0 …). One module for the screens, the PDF and the Excel files,
// so a figure reads the same wherever it is shown.
import type { Digits, Language } from './i18n/languages.js';

const LOCALE = 'en-US';
/** Arabic as Jordan writes it, with Latin digits. */
const ARABIC_LOCALE = 'ar-JO-u-nu-latn';

/** The bank's own currency: amounts that come without one are dinars. */
export const HOME_CURRENCY = 'JOD';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const amountFormats = new Map<string, Intl.NumberFormat>();

/** A well-formed ISO 4217 code, else the home currency (Intl refuses anything that is not three letters). */
function currencyOf(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : HOME_CURRENCY;
}

function cached(cache: Map<string, Intl.NumberFormat>, key: string, make: () => Intl.NumberFormat) {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function moneyFormat(currency: string): Intl.NumberFormat {
  return cached(
    moneyFormats,
    currency,
    () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'code' }),
  );
}

/** How many decimals a currency's amounts carry (JOD 3, USD 2, JPY 0). */
export function minorUnits(currency: string | null | undefined): number {
  return moneyFormat(currencyOf(currency)).resolvedOptions().maximumFractionDigits ?? 2;
}

const arabicMoneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * 'JOD 1,572,134.006', 'USD 12.50', 'JPY 1,200'; the code is separated by a no-break space. In Arabic the
 * currency follows the amount by its Arabic symbol, '1,572,134.006 د.أ.', or by its Arabic name where its
 * symbol is Latin ('12.50 دولار أمريكي', not 'US$'), still in Latin digits as Jordanian banks print them
 * (Intl's ar-JO with the latn numbering system).
 */
export function formatMoney(
  amount: number,
  currency: string | null | undefined,
  language: Language = 'en',
): string {
  const code = currencyOf(currency);
  if (language === 'en') return moneyFormat(code).format(amount);
  return cached(arabicMoneyFormats, code, () => {
    const bySymbol = new Intl.NumberFormat(ARABIC_LOCALE, { style: 'currency', currency: code });
    const symbol = bySymbol.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '';
    return /[\u0600-\u06FF]/.test(symbol)
      ? bySymbol
      : new Intl.NumberFormat(ARABIC_LOCALE, { style: 'currency', currency: code, currencyDisplay: 'name' });
  }).format(amount);
}

/** The amount alone, in its currency's minor units: '1,572,134.006' (a grid whose rows name the currency). */
export function formatAmount(amount: number, currency: string | null | undefined): string {
  const code = currencyOf(currency);
  return cached(amountFormats, code, () => {
    const digits = minorUnits(code);
    return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }).format(amount);
}

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
/** '12,345'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

const percentFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A percentage given in percent (2.5 means 2.5 %): '2.50%'. */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

const plainFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 });
/** Any other number, with separators and the decimals it has: '1,234.5'. */
export function formatNumber(value: number): string {
  return plainFormat.format(value);
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const ARABIC_MARKS: Readonly<Record<string, string>> = { ',': '٬', '.': '٫', '%': '٪' };

/**
 * A figure or a date as already formatted, in the reader's digits. Arabic-Indic: '1,234.500' reads
 * '١٬٢٣٤٫٥٠٠', '2.50%' '٢٫٥٠٪' and '-12.5' '؜-١٢٫٥', as Intl's ar-JO-u-nu-arab writes them: a separator
 * between digits takes its Arabic form, and a minus sign the Arabic letter mark that keeps it before the
 * number. A dash or a space between digits (a date, '28-11-2026 14:05') is held between left-to-right marks:
 * Unicode lays Arabic-Indic numbers around a dash out right to left, year first, where the same date in Latin
 * digits reads day first from the left, and so does this one. Text already in Arabic-Indic digits (a date and
 * a time joined) gets the marks it lacks. Latin: as it is.
 */
export function inDigits(text: string, digits: Digits): string {
  if (digits === 'latn') return text;
  return text
    .replace(/(?<![0-9])-(?=[0-9])/g, '\u061c-')
    .replace(/(?<=[0-9٠-٩])([- ])(?=[0-9٠-٩])/g, '\u200e$1\u200e')
    .replace(/[0-9]|(?<=[0-9])[.,](?=[0-9])|%/g, (mark) =>
      mark >= '0' && mark <= '9' ? (ARABIC_INDIC[Number(mark)] ?? mark) : (ARABIC_MARKS[mark] ?? mark),
    );
}

const TYPED_DIGITS: Readonly<Record<string, string>> = { '٫': '.', '٬': ',' };

/**
 * What a user typed, in Latin digits: an Arabic keyboard (a phone's, most often) types Arabic-Indic digits
 * (٠–٩, or the Persian ۰–۹) and the Arabic decimal and thousands marks; the search and the amounts read them
 * as the digits they are. '٤٤١٧' reads '4417', '٣٧٫٥' '37.5'.
 */
export function latinDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹٫٬]/g, (mark) => {
    const code = mark.charCodeAt(0);
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
    if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
    return TYPED_DIGITS[mark] ?? mark;
  });
}

/** An Excel number format showing an amount of the currency as the screens do: '#,##0.000' for JOD. */
export function excelAmountFormat(currency: string | null | undefined): string {
  const digits = minorUnits(currency);
  return digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
}
