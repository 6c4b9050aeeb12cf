// How the bookings screen shows timestamps, days, amounts and airports, and which text a failed action shows.
import { HOME_CURRENCY } from '@merchant-portal/contracts/format';
import { CABINS, TRIP_TYPES, type BookingPayment } from '@merchant-portal/contracts/schemas/bookings';
import { isHttpError } from '../../lib/http';
import { amountText, figure, moneyText, timestampText } from '../../lib/figures';

/** An ISO timestamp as `DD-MM-YYYY HH:mm` in Amman; '-' when there is none. */
export function formatTimestamp(value: string | null | undefined): string {
  return value ? timestampText(value) : '-';
}

/** A calendar day the API gives as YYYY-MM-DD, shown as DD-MM-YYYY (the portal's day format). */
export function formatIsoDay(value: string | null | undefined): string {
  if (!value) return '-';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? figure(`${match[3]}-${match[2]}-${match[1]}`) : value;
}

/** Money in its currency's minor units with the currency's code before it ('JOD 250.500', 'USD 12.50'). */
export function formatAmount(value: number, currency?: string): string {
  return currency ? moneyText(value, currency) : amountText(value, HOME_CURRENCY);
}

export const tripTypeText = (type: BookingPayment['type']): string => TRIP_TYPES[type] ?? type;
export const cabinText = (cabin: BookingPayment['cabin']): string => CABINS[cabin] ?? cabin;

/** `Queen Alia International (AMM), Amman, Jordan`. */
export function airportText(airport: BookingPayment['origin']): string {
  return `${airport.airportName} (${airport.code}), ${airport.cityName}, ${airport.countryName}`;
}

/** The credit account as the bank writes it: branch-basic-suffix, then its currency. */
export function creditAccountText(account: BookingPayment['paymentDetails']['creditAccount']): string {
  return `${account.branch}-${account.basic}-${account.suffix} ${account.currency}`;
}

export const orDash = (value: string | null | undefined): string => (value ? value : '-');

/** A 401/403 has already ended the session and is taking the user to sign-in: nothing more to say. */
export const hasEndedSession = (error: unknown): boolean => isHttpError(error) && error.endedSession;
