// Figures and dates as the screens show them (docs/i18n.md): formatted as the files format them (contracts'
// format.ts), in the screen's language and in the reader's digits. Every figure and date a screen shows goes
// through here; codes (a card, a merchant's ID, a reference) do not, and keep Latin digits.
// Kept apart from lib/i18n.ts, which the sign-in page loads.
import { ammanTimestamp } from '@merchant-portal/contracts/dates';
import {
  formatAmount,
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
  inDigits,
} from '@merchant-portal/contracts/format';
import { currentDigits, currentLanguage, isolated } from './i18n';
import { shortenNumber } from './numbers';

/** A figure or a date already written, in the reader's digits: '28-11-2026', in Arabic-Indic '٢٨-١١-٢٠٢٦'. */
export function figure(text: string): string {
  return inDigits(text, currentDigits());
}

/** A date (or a figure) inside a sentence: in the reader's digits, and kept in its own order (isolated). */
export function dateIn(value: string): string {
  return isolated(figure(value));
}

/** An amount and its currency: 'JOD 1,234.500', in Arabic '1,234.500 د.أ.'. */
export function moneyText(amount: number, currency: string | null | undefined): string {
  return figure(formatMoney(amount, currency, currentLanguage()));
}

/** The amount alone, in its currency's minor units: '1,234.500'. */
export function amountText(amount: number, currency: string | null | undefined): string {
  return figure(formatAmount(amount, currency));
}

/** '12,345'. */
export function countText(value: number): string {
  return figure(formatCount(value));
}

/** '2.50%'. */
export function percentText(value: number): string {
  return figure(formatPercent(value));
}

/** '1,234.5'. */
export function numberText(value: number): string {
  return figure(formatNumber(value));
}

/** A dashboard's short figure: '12.5K'. */
export function shortText(value: number): string {
  return figure(shortenNumber(value));
}

/** An ISO timestamp as `DD-MM-YYYY HH:mm` in Amman (the API's day format), whatever the browser's zone. */
export function timestampText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : figure(ammanTimestamp(date));
}
