// One payment's details beside the list it was opened from (Transactions, MoDEE, MOFA): a panel on the right
// on a wide screen, the whole screen on a phone. The payment is the URL's (use-open-payment.ts), so the panel
// has a link to copy. It is loading, the payment, not found, or a failure with Retry: never an empty panel.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { transactionDetailsParams } from '@merchant-portal/contracts/schemas/transaction-details';
import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router';
import { useTransactionDetails } from '../../lib/api/get-transaction-details';
import { i18n } from '../../lib/i18n';
import { isHttpError } from '../../lib/http';
import { listFailureText } from '../../lib/transaction-texts';
import { LoadFailure } from '../load-failure';
import { PaymentSections } from './payment-sections';
import { useOpenPayment } from './use-open-payment';

export const PAYMENT_TEXTS = {
  title: phrase('Payment details'),
  notFound: phrase(
    'This payment was not found. It may belong to another merchant, or the link may be wrong.',
  ),
  failed: phrase('Could not load this payment, please try again later.'),
  copied: phrase('Link copied'),
  copyRefused: phrase('The link could not be copied: the browser did not allow access to the clipboard.'),
} as const;

const PANEL_WIDTH = 480;

/** The page as it is now, with its payment, as a whole address someone else can open. */
function useCurrentLink(): string {
  const location = useLocation();
  const href = useHref({ pathname: location.pathname, search: location.search });
  return new URL(href, window.location.origin).href;
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    enqueueSnackbar(i18n.t(PAYMENT_TEXTS.copied), { variant: 'success' });
  } catch {
    // Refused, or no clipboard at all outside a secure page.
    enqueueSnackbar(i18n.t(PAYMENT_TEXTS.copyRefused), { variant: 'error' });
  }
}

function PaymentBody({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  // A link whose id cannot be a payment's is not sent to the server: it is simply not found.
  const { t } = useTranslation();
  const isValid = transactionDetailsParams.shape.id.safeParse(id).success;
  const details = useTransactionDetails(isValid ? id : null);

  if (!isValid || (isHttpError(details.error) && details.error.status === 404)) {
    return <Alert severity="info">{t(PAYMENT_TEXTS.notFound)}</Alert>;
  }
  if (details.isError) {
    return (
      <LoadFailure
        text={listFailureText(details.error, PAYMENT_TEXTS.failed)}
        isRetrying={details.isFetching}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (details.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('Loading the payment')} />
      </Box>
    );
  }
  return <PaymentSections payment={details.data} onOpen={onOpen} />;
}

export function PaymentDetailsPanel() {
  const { t } = useTranslation();
  const { paymentId, open, close } = useOpenPayment();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const link = useCurrentLink();
  // The payment last shown stays in the panel while it slides away.
  const [shownId, setShownId] = useState(paymentId);
  if (paymentId !== null && paymentId !== shownId) setShownId(paymentId);

  return (
    <Drawer
      anchor="right"
      open={paymentId !== null}
      onClose={close}
      // Above the top bar, which sits over the menu drawer's layer: the panel's heading and Close show whole.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: isPhone ? '100%' : PANEL_WIDTH, maxWidth: '100%' },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          px: 2,
          py: 1.5,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t(PAYMENT_TEXTS.title)}
        </Typography>
        <Button size="small" startIcon={<LinkIcon />} onClick={() => void copyLink(link)}>
          {t('Copy link')}
        </Button>
        <IconButton aria-label={t('Close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2 }}>{shownId !== null && <PaymentBody id={shownId} onOpen={open} />}</Box>
    </Drawer>
  );
}
