// A booking payment's details as the 'View Payment Details' dialog and the refund workflow show them (spec
// part 2 §2, §3 "Booking payment"): BASIC, PAYMENT, PASSENGER and FLIGHT DETAILS, and REFUND DETAILS when the
// booking has refunds.
import {
  notificationStatusLabel,
  paymentStatusLabel,
  refundStatusLabel,
} from '@merchant-portal/contracts/labels';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import type { BookingPayment, BookingRefund } from '@merchant-portal/contracts/schemas/bookings';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import {
  airportText,
  cabinText,
  creditAccountText,
  formatAmount,
  formatIsoDay,
  formatTimestamp,
  orDash,
  tripTypeText,
} from '../format';

type Rows = ReadonlyArray<readonly [string, string]>;

/**
 * One titled part of the details; the title (English, shown in the screen's language) names it for assistive
 * technology. Its capitals are spaced apart; Arabic letters join, so right to left they are not.
 */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle2"
        color="primary"
        sx={{ letterSpacing: (theme) => (theme.direction === 'rtl' ? 0 : 1), mb: 1 }}
      >
        {t(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** The rows' names (English) in the language of `t`. */
export const translatedRows = (rows: Rows, t: TFunction): Rows =>
  rows.map(([name, value]) => [t(name), value] as const);

function refundRows(refund: BookingRefund, t: TFunction): Rows {
  return [
    [phrase('Refund Amount'), formatAmount(refund.amount)],
    [phrase('Currency'), refund.currency],
    [phrase('Percentage'), `${refund.percentage}%`],
    [phrase('Refund Status'), t(refundStatusLabel(refund.status))],
    [phrase('Requested By'), orDash(refund.createdBy)],
    [phrase('Approved By'), orDash(refund.approvedBy)],
    [phrase('Refund Date'), formatTimestamp(refund.createdOn)],
    [phrase('Transaction Ref No'), orDash(refund.transactionRefNo)],
    [phrase('Approval Ref No'), orDash(refund.approvalRefNo)],
  ];
}

export function BookingDetails({ booking }: { booking: BookingPayment }) {
  const { t } = useTranslation();
  const payment = booking.paymentDetails;
  const money = (value: { value: number; currency: string }) => formatAmount(value.value, value.currency);
  const basic: Rows = [
    [phrase('Booking Ref No'), booking.flightDetails.bookingRefNo],
    [phrase('Customer Ref No'), booking.customerRefNo],
    [phrase('Customer ID'), booking.customerId],
    [phrase('Type'), t(tripTypeText(booking.type))],
    [phrase('Cabin'), t(cabinText(booking.cabin))],
    [phrase('Promo Code'), orDash(booking.promoCode)],
    [phrase('Created Date'), formatTimestamp(booking.createdDate)],
    [phrase('Remarks'), orDash(booking.remarks)],
  ];
  const paymentRows: Rows = [
    [phrase('Ticket Amount'), money(payment.ticketAmount)],
    [phrase('Due Amount'), money(payment.dueAmount)],
    [phrase('Amount in Local Currency'), money(payment.amountInLocalCurrency)],
    [phrase('Fees'), formatAmount(booking.fees)],
    [phrase('Payment Method'), booking.paymentMethod],
    [phrase('Credit Account'), creditAccountText(payment.creditAccount)],
    [phrase('Merchant Payment ID'), payment.merchantPaymentId],
    [phrase('Transaction Ref No'), orDash(booking.transactionRefNo)],
    [phrase('Transaction Date'), formatTimestamp(booking.transactionDate)],
    [phrase('Payment Status'), t(paymentStatusLabel(booking.paymentStatus))],
    [phrase('Notification Status'), t(notificationStatusLabel(booking.notificationStatus))],
  ];
  const passengers: Rows = [
    [phrase('Adults'), String(booking.passengersNo.adults)],
    [phrase('Children'), String(booking.passengersNo.children)],
    [phrase('Infants'), String(booking.passengersNo.infants)],
    [phrase('Youths'), String(booking.passengersNo.youths)],
  ];
  const flight: Rows = [
    [phrase('Flight'), booking.flightDetails.flight],
    [phrase('Origin'), airportText(booking.origin)],
    [phrase('Destination'), airportText(booking.destination)],
    [phrase('Departure Date'), formatIsoDay(booking.fromDate)],
    [phrase('Return Date'), formatIsoDay(booking.toDate)],
  ];

  return (
    <Stack spacing={3}>
      <DetailsSection title={phrase('BASIC DETAILS')}>
        <DetailList label={t('Basic details')} rows={translatedRows(basic, t)} />
      </DetailsSection>
      <DetailsSection title={phrase('PAYMENT DETAILS')}>
        <DetailList label={t('Payment details')} rows={translatedRows(paymentRows, t)} />
      </DetailsSection>
      <DetailsSection title={phrase('PASSENGER DETAILS')}>
        <DetailList label={t('Passenger details')} rows={translatedRows(passengers, t)} />
      </DetailsSection>
      <DetailsSection title={phrase('FLIGHT DETAILS')}>
        <DetailList label={t('Flight details')} rows={translatedRows(flight, t)} />
      </DetailsSection>
      {booking.refunds.length > 0 && (
        <DetailsSection title={phrase('REFUND DETAILS')}>
          <Stack spacing={2}>
            {booking.refunds.map((refund, index) => (
              // Refunds have no id of their own; their order (oldest first) does not change.
              <Box key={`${index}-${refund.createdOn}`}>
                {booking.refunds.length > 1 && (
                  <Typography component="h4" variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
                    {t('Refund {{number}}', { number: index + 1 })}
                  </Typography>
                )}
                <DetailList
                  label={t('Refund {{number}}', { number: index + 1 })}
                  rows={translatedRows(refundRows(refund, t), t)}
                />
              </Box>
            ))}
          </Stack>
        </DetailsSection>
      )}
    </Stack>
  );
}
