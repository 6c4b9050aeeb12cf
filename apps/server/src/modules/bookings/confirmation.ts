// The booking confirmation a maker resends to the customer (spec part 2 §6: Resend Notification), as the
// e-mail outbox takes it.
import { dayFromIso, formatDay } from '@merchant-portal/contracts/dates';
import type { AuthContext } from '../../lib/request-context.js';
import { bilingual, type BilingualMail, type Letter } from '../../lib/bilingual-mail.js';
import type { MailService } from '../mail/service.js';
import { money } from './refund-rules.js';
import type * as repo from './repository.js';

type Message = Parameters<MailService['enqueue']>[1];

/**
 * The booking confirmation the customer gets again when a maker resends it, in Arabic and English: the
 * airline's customer is no portal user, so the portal does not know their language.
 */
export function confirmationMail(row: repo.BookingRow, merchantName: string): BilingualMail {
  const b = row.booking;
  const from = `${row.origin.cityName} (${row.origin.code})`;
  const to = `${row.destination.cityName} (${row.destination.code})`;
  const dates = b.returnDate
    ? `${formatDay(dayFromIso(b.departureDate))} – ${formatDay(dayFromIso(b.returnDate))}`
    : formatDay(dayFromIso(b.departureDate));
  const amount = `${money(b.ticketAmount).toFixed(3)} ${b.currency}`;
  const english: Letter = {
    subject: `Your ${merchantName} booking ${b.bookingRefNo}`,
    lines: [
      `Dear ${b.customerName},`,
      '',
      `Your payment for booking ${b.bookingRefNo} (flight ${b.flightNo}, ${from} to ${to}` +
        `${b.returnDate ? ' and back' : ''}, ${dates}) has been received.`,
      `Amount paid: ${amount}. Payment reference: ${b.transactionRefNo}.`,
      '',
      `Thank you for flying with ${merchantName}.`,
    ],
  };
  const arabic: Letter = {
    subject: 'تأكيد حجزك',
    lines: [
      `عزيزنا ${b.customerName}،`,
      '',
      `تم استلام دفعتك للحجز ${b.bookingRefNo} (الرحلة ${b.flightNo}، من ${from} إلى ${to}` +
        `${b.returnDate ? ' والعودة' : ''}، ${dates}).`,
      `المبلغ المدفوع: ${amount}. مرجع الدفعة: ${b.transactionRefNo}.`,
      '',
      `شكرًا لسفرك مع ${merchantName}.`,
    ],
  };
  return bilingual(arabic, english);
}

/** The confirmation of the booking to its customer's address `to`, asked for by `auth`'s maker at `at`. */
export function confirmationMessage(
  auth: AuthContext,
  row: repo.BookingRow,
  to: string,
  merchantName: string,
  at: Date,
): Message {
  const mail = confirmationMail(row, merchantName);
  return {
    kind: 'booking:notification',
    merchantCode: auth.merchantCode,
    requestedBy: auth.userId,
    toAddress: to,
    toName: row.booking.customerName,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
    createdAt: at,
  };
}
