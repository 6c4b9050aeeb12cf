// The booking confirmation a maker resends to the customer (spec part 2 §6: Resend Notification), as the
// e-mail outbox takes it.
import { dayFromIso, formatDay } from '@merchant-portal/contracts/dates';
import type { AuthContext } from '../../lib/request-context.js';
import type { MailService } from '../mail/service.js';
import { money } from './refund-rules.js';
import type * as repo from './repository.js';

type Message = Parameters<MailService['enqueue']>[1];

/** The booking confirmation the customer gets again when a maker resends it. */
function confirmationText(row: repo.BookingRow, merchantName: string): string {
  const b = row.booking;
  const trip = b.returnDate
    ? `${row.origin.cityName} (${row.origin.code}) to ${row.destination.cityName} (${row.destination.code}) and back`
    : `${row.origin.cityName} (${row.origin.code}) to ${row.destination.cityName} (${row.destination.code})`;
  const dates = b.returnDate
    ? `${formatDay(dayFromIso(b.departureDate))} – ${formatDay(dayFromIso(b.returnDate))}`
    : formatDay(dayFromIso(b.departureDate));
  return [
    `Dear ${b.customerName},`,
    '',
    `Your payment for booking ${b.bookingRefNo} (flight ${b.flightNo}, ${trip}, ${dates}) has been received.`,
    `Amount paid: ${money(b.ticketAmount).toFixed(3)} ${b.currency}. Payment reference: ${b.transactionRefNo}.`,
    '',
    `Thank you for flying with ${merchantName}.`,
  ].join('\n');
}

/** The confirmation of the booking to its customer's address `to`, asked for by `auth`'s maker at `at`. */
export function confirmationMessage(
  auth: AuthContext,
  row: repo.BookingRow,
  to: string,
  merchantName: string,
  at: Date,
): Message {
  return {
    kind: 'booking:notification',
    merchantCode: auth.merchantCode,
    requestedBy: auth.userId,
    toAddress: to,
    toName: row.booking.customerName,
    subject: `Your ${merchantName} booking ${row.booking.bookingRefNo}`,
    bodyText: confirmationText(row, merchantName),
    createdAt: at,
  };
}
