// A booking payment's details as the 'View Payment Details' dialog and the refund workflow show them (spec
// part 2 §2, §3 "Booking payment"): BASIC, PAYMENT, PASSENGER and FLIGHT DETAILS, and REFUND DETAILS when the
// booking has refunds.
import {
  notificationStatusLabel,
  paymentStatusLabel,
  refundStatusLabel,
} from '@merchant-portal/contracts/labels';
import type { BookingPayment, BookingRefund } from '@merchant-portal/contracts/schemas/bookings';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
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

/** One titled part of the details; the title names it for assistive technology. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle2"
        color="primary"
        sx={{ letterSpacing: 1, mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function refundRows(refund: BookingRefund): Rows {
  return [
    ['Refund Amount', formatAmount(refund.amount)],
    ['Currency', refund.currency],
    ['Percentage', `${refund.percentage}%`],
    ['Refund Status', refundStatusLabel(refund.status)],
    ['Requested By', orDash(refund.createdBy)],
    ['Approved By', orDash(refund.approvedBy)],
    ['Refund Date', formatTimestamp(refund.createdOn)],
    ['Transaction Ref No', orDash(refund.transactionRefNo)],
    ['Approval Ref No', orDash(refund.approvalRefNo)],
  ];
}

export function BookingDetails({ booking }: { booking: BookingPayment }) {
  const payment = booking.paymentDetails;
  const money = (value: { value: number; currency: string }) => formatAmount(value.value, value.currency);
  const basic: Rows = [
    ['Booking Ref No', booking.flightDetails.bookingRefNo],
    ['Customer Ref No', booking.customerRefNo],
    ['Customer ID', booking.customerId],
    ['Type', tripTypeText(booking.type)],
    ['Cabin', cabinText(booking.cabin)],
    ['Promo Code', orDash(booking.promoCode)],
    ['Created Date', formatTimestamp(booking.createdDate)],
    ['Remarks', orDash(booking.remarks)],
  ];
  const paymentRows: Rows = [
    ['Ticket Amount', money(payment.ticketAmount)],
    ['Due Amount', money(payment.dueAmount)],
    ['Amount in Local Currency', money(payment.amountInLocalCurrency)],
    ['Fees', formatAmount(booking.fees)],
    ['Payment Method', booking.paymentMethod],
    ['Credit Account', creditAccountText(payment.creditAccount)],
    ['Merchant Payment ID', payment.merchantPaymentId],
    ['Transaction Ref No', orDash(booking.transactionRefNo)],
    ['Transaction Date', formatTimestamp(booking.transactionDate)],
    ['Payment Status', paymentStatusLabel(booking.paymentStatus)],
    ['Notification Status', notificationStatusLabel(booking.notificationStatus)],
  ];
  const passengers: Rows = [
    ['Adults', String(booking.passengersNo.adults)],
    ['Children', String(booking.passengersNo.children)],
    ['Infants', String(booking.passengersNo.infants)],
    ['Youths', String(booking.passengersNo.youths)],
  ];
  const flight: Rows = [
    ['Flight', booking.flightDetails.flight],
    ['Origin', airportText(booking.origin)],
    ['Destination', airportText(booking.destination)],
    ['Departure Date', formatIsoDay(booking.fromDate)],
    ['Return Date', formatIsoDay(booking.toDate)],
  ];

  return (
    <Stack spacing={3}>
      <DetailsSection title="BASIC DETAILS">
        <DetailList label="Basic details" rows={basic} />
      </DetailsSection>
      <DetailsSection title="PAYMENT DETAILS">
        <DetailList label="Payment details" rows={paymentRows} />
      </DetailsSection>
      <DetailsSection title="PASSENGER DETAILS">
        <DetailList label="Passenger details" rows={passengers} />
      </DetailsSection>
      <DetailsSection title="FLIGHT DETAILS">
        <DetailList label="Flight details" rows={flight} />
      </DetailsSection>
      {booking.refunds.length > 0 && (
        <DetailsSection title="REFUND DETAILS">
          <Stack spacing={2}>
            {booking.refunds.map((refund, index) => (
              // Refunds have no id of their own; their order (oldest first) does not change.
              <Box key={`${index}-${refund.createdOn}`}>
                {booking.refunds.length > 1 && (
                  <Typography component="h4" variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
                    {`Refund ${index + 1}`}
                  </Typography>
                )}
                <DetailList label={`Refund ${index + 1}`} rows={refundRows(refund)} />
              </Box>
            ))}
          </Stack>
        </DetailsSection>
      )}
    </Stack>
  );
}
