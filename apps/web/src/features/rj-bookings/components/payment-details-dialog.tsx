// 'View Payment Details' (spec part 2 §2, §4, §6): the booking's details, Close, and for a maker the actions
// the booking's flags allow — Initiate Refund, Mark As Completed / Mark As Failed (after a confirmation) and
// Resend Notification. After an action the list reloads and the dialog shows the booking as it now is.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import {
  BOOKING_MESSAGES,
  RESENDABLE_NOTIFICATIONS,
  TIMEOUT_STATUSES,
  markConfirmation,
  type BookingPayment,
} from '@merchant-portal/contracts/schemas/bookings';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { executeBookingAction } from '../api/execute-booking-action';
import { BOOKINGS_KEY } from '../api/get-booking-history';
import { hasEndedSession } from '../format';
import { failureMessage } from './failure-message';
import { BookingDetails } from './booking-details';
import { RecordDialog } from './record-dialog';
import { RefundFormDialog } from './refund-form-dialog';

type Mark = 'PAYMENT_COMPLETED' | 'PAYMENT_FAILED';
type MakerAction = Mark | 'RESEND_NOTIFICATION';

/** The two marks a timed-out payment takes, in the order their buttons show. */
const MARKS: ReadonlyArray<{ mark: Mark; color: 'success' | 'error'; text: string }> = [
  { mark: 'PAYMENT_COMPLETED', color: 'success', text: phrase('Mark As Completed') },
  { mark: 'PAYMENT_FAILED', color: 'error', text: phrase('Mark As Failed') },
];

/** Which maker actions a booking offers: its server-computed flags, and the states §6 ties them to. */
export function makerActionsOf(booking: BookingPayment) {
  return {
    canRefund: booking.canInitaiteRefund && booking.paymentStatus === 'PAYMENT_COMPLETED',
    canMark: booking.canChangeStatus && TIMEOUT_STATUSES.includes(booking.paymentStatus),
    canResend: booking.canResendNotification && RESENDABLE_NOTIFICATIONS.includes(booking.notificationStatus),
  };
}

const SUCCESS: Record<MakerAction, string> = {
  PAYMENT_COMPLETED: BOOKING_MESSAGES.statusUpdated,
  PAYMENT_FAILED: BOOKING_MESSAGES.statusUpdated,
  RESEND_NOTIFICATION: BOOKING_MESSAGES.requestSubmitted,
};
const FAILURE: Record<MakerAction, string> = {
  PAYMENT_COMPLETED: BOOKING_MESSAGES.error,
  PAYMENT_FAILED: BOOKING_MESSAGES.error,
  RESEND_NOTIFICATION: BOOKING_MESSAGES.submitError,
};

export interface PaymentDetailsDialogProps {
  booking: BookingPayment;
  isMaker: boolean;
  username: string;
  onClose: () => void;
  /** An action's reply: the booking as the server now has it. */
  onUpdated: (booking: BookingPayment) => void;
}

export function PaymentDetailsDialog({
  booking,
  isMaker,
  username,
  onClose,
  onUpdated,
}: PaymentDetailsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The mark being confirmed; kept while the confirmation closes, so its text does not blank out.
  const [confirm, setConfirm] = useState<{ mark: Mark; isOpen: boolean }>({
    mark: 'PAYMENT_COMPLETED',
    isOpen: false,
  });
  const askToMark = (mark: Mark) => setConfirm({ mark, isOpen: true });
  const [isRefundFormOpen, setRefundFormOpen] = useState(false);

  const action = useMutation({
    mutationFn: (kind: MakerAction) => executeBookingAction(kind, booking, username),
    onSuccess: (reply, kind) => {
      enqueueSnackbar(t(SUCCESS[kind]), { variant: 'success' });
      onUpdated(reply.data);
    },
    onError: (error, kind) => {
      if (hasEndedSession(error)) return;
      enqueueSnackbar(failureMessage(error, FAILURE[kind]), { variant: 'error' });
    },
    // A refusal may mean someone else changed the booking: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });

  const { canRefund, canMark, canResend } = isMaker
    ? makerActionsOf(booking)
    : { canRefund: false, canMark: false, canResend: false };
  const busy = action.isPending;

  return (
    <RecordDialog
      title={phrase('View Payment Details')}
      onClose={onClose}
      busyLabel={busy ? phrase('Updating the booking') : null}
      actions={
        <>
          {canRefund && (
            <Button variant="contained" disabled={busy} onClick={() => setRefundFormOpen(true)}>
              {t('Initiate Refund')}
            </Button>
          )}
          {canMark &&
            MARKS.map(({ mark, color, text }) => (
              <Button
                key={mark}
                variant="contained"
                color={color}
                disabled={busy}
                onClick={() => askToMark(mark)}
              >
                {t(text)}
              </Button>
            ))}
          {canResend && (
            <Button variant="outlined" disabled={busy} onClick={() => action.mutate('RESEND_NOTIFICATION')}>
              {t('Resend Notification')}
            </Button>
          )}
        </>
      }
      after={
        <>
          <ConfirmDialog
            open={confirm.isOpen}
            text={t(markConfirmation(confirm.mark))}
            confirmLabel={t('Confirm')}
            onCancel={() => setConfirm((current) => ({ ...current, isOpen: false }))}
            onConfirm={() => {
              setConfirm((current) => ({ ...current, isOpen: false }));
              action.mutate(confirm.mark);
            }}
          />
          {isRefundFormOpen && (
            <RefundFormDialog
              booking={booking}
              username={username}
              onClose={() => setRefundFormOpen(false)}
              onSubmitted={() => setRefundFormOpen(false)}
            />
          )}
        </>
      }
    >
      <BookingDetails booking={booking} />
    </RecordDialog>
  );
}
