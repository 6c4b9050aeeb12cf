// The maker's refund form (spec part 2 §2, §5): Refund Amount (digits, at most 3 decimals), Currency fixed to
// JOD and disabled, and a Comment. The form's rules (refundIssue) are checked before anything is sent; then
// the booking service checks the refund and the workflow is created, pending with the checker.
import {
  BOOKING_MESSAGES,
  REFUND_CURRENCY,
  refundIssue,
  type BookingPayment,
} from '@merchant-portal/contracts/schemas/bookings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKINGS_KEY } from '../api/get-booking-history';
import { requestRefund, type RefundInput } from '../api/request-refund';
import { isolated, translateText } from '../../../lib/i18n';
import { formatAmount, hasEndedSession } from '../format';
import { failureMessage } from './failure-message';
import { usePhoneDialog } from './use-phone-dialog';

export interface RefundFormDialogProps {
  booking: BookingPayment;
  username: string;
  onClose: () => void;
  /** The request is with the checker now. */
  onSubmitted: () => void;
}

/** Mounted once per opening: every form starts blank. */
export function RefundFormDialog({ booking, username, onClose, onSubmitted }: RefundFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const issueId = useId();
  const isPhone = usePhoneDialog();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<RefundInput>({ amount: '', comment: '' });
  // The rules show once the maker has tried to submit, then follow every edit.
  const [hasTried, setTried] = useState(false);
  const ticketAmount = booking.paymentDetails.ticketAmount.value;
  const issue = refundIssue(form, { ticketAmount, refundedAmount: booking.refundedAmount });
  const shownIssue = hasTried ? issue : null;

  const submit = useMutation({
    mutationFn: (input: RefundInput) => requestRefund(booking, input, username),
    onSuccess: () => {
      enqueueSnackbar(t(BOOKING_MESSAGES.refundSubmitted), { variant: 'success' });
      onSubmitted();
    },
    onError: (error) => {
      if (hasEndedSession(error)) return;
      enqueueSnackbar(failureMessage(error, BOOKING_MESSAGES.refundSubmitFailed), { variant: 'error' });
    },
    // The booking's flags change with a request pending (and a refusal may mean someone else acted).
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });

  const describedBy = shownIssue ? issueId : undefined;
  return (
    <Dialog
      open
      onClose={submit.isPending ? undefined : onClose}
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('Initiate Refund')}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={`${titleId}-form`}
          aria-labelledby={titleId}
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (issue === null && !submit.isPending) submit.mutate(form);
          }}
        >
          <Typography color="text.secondary">
            {t('Booking {{bookingRefNo}}: ticket amount {{ticketAmount}}, refunded so far {{refunded}}', {
              bookingRefNo: isolated(booking.flightDetails.bookingRefNo),
              ticketAmount: isolated(
                formatAmount(ticketAmount, booking.paymentDetails.ticketAmount.currency),
              ),
              refunded: isolated(formatAmount(booking.refundedAmount)),
            })}
          </Typography>
          <TextField
            label={t('Refund Amount')}
            value={form.amount}
            required
            error={shownIssue !== null && shownIssue !== BOOKING_MESSAGES.allMandatory}
            onChange={(event) => setForm((current) => ({ ...current, amount: event.target.value }))}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-describedby': describedBy },
            }}
          />
          <TextField select label={t('Currency')} value={REFUND_CURRENCY} disabled>
            <MenuItem value={REFUND_CURRENCY}>{REFUND_CURRENCY}</MenuItem>
          </TextField>
          <TextField
            label={t('Comment')}
            value={form.comment}
            required
            multiline
            minRows={2}
            onChange={(event) => setForm((current) => ({ ...current, comment: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: 500, 'aria-describedby': describedBy } }}
          />
          {shownIssue && (
            <Alert id={issueId} severity="error">
              {translateText(shownIssue)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      {submit.isPending && <LinearProgress aria-label={t('Submitting the refund request')} />}
      <DialogActions>
        <Button onClick={onClose} disabled={submit.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={submit.isPending || shownIssue !== null}
        >
          {t('Submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
