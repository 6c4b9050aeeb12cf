// How the merchant page shows timestamps and charge rates.
import { ammanTimestamp } from '@merchant-portal/contracts/dates';
import { HOME_CURRENCY, formatMoney, formatPercent } from '@merchant-portal/contracts/format';

/** An ISO timestamp as `DD-MM-YYYY HH:mm` in Amman (the API's day format); anything else as given. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return ammanTimestamp(date);
}

/** `visaCreditRate` → `Visa Credit Rate`. */
export function chargeRateLabel(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** fixedRate is an amount in JOD per transaction ('JOD 0.100'); every other rate a percentage ('1.50%'). */
export function chargeRateValue(key: string, value: number): string {
  return key === 'fixedRate' ? formatMoney(value, HOME_CURRENCY) : formatPercent(value);
}
