// How the merchant page shows timestamps and charge rates.
import { BUSINESS_TIME_ZONE } from '@merchant-portal/contracts/dates';
import { HOME_CURRENCY, formatMoney, formatPercent } from '@merchant-portal/contracts/format';

const TIMESTAMP = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO timestamp as `DD-MM-YYYY HH:mm` in Amman (the API's day format); anything else as given. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = TIMESTAMP.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
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
