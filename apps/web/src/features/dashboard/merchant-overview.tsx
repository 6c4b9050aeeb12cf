// The merchant overview (spec part 1 §2 "Merchant overview"): the home of a signed-in user without the
// performance dashboard — greeting, the merchant card, yesterday's and this month's card sales with a way to
// the transactions, and the access test.
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { FigureList, FigureTile } from '../../components/figure-list';
import { LoadFailure } from '../../components/load-failure';
import { useAccessProbe } from './api/access-probe';
import { useCurrentMerchant } from './api/get-current-merchant';
import { useMerchantOverview } from './api/merchant-overview';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

import { TRANSACTIONS_NOUN } from '../../components/totals-strip';
import { countText, dateIn, moneyText } from '../../lib/figures';

export const OVERVIEW_FAILED = phrase("Could not load your merchant's sales, please try again later.");

type Figure = { from: string; to: string; count: number; amount: number };

function SalesFigure({ label, period, figure }: { label: string; period: string; figure: Figure }) {
  const { t } = useTranslation();
  return (
    <FigureTile label={label}>
      <Typography variant="body2" color="text.secondary">
        {`${t(label)} (${period})`}
      </Typography>
      <Typography variant="h3" component="p" sx={{ my: 0.5 }}>
        {moneyText(figure.amount, 'JOD')}
      </Typography>
      <Typography variant="body2">
        {t(TRANSACTIONS_NOUN, { count: figure.count, total: countText(figure.count) })}
      </Typography>
    </FigureTile>
  );
}

/** Card sales in dinars (refunds are not sales) of yesterday and of this month so far. */
function SalesCard() {
  const { t } = useTranslation();
  const overview = useMerchantOverview(true);
  const data = overview.data;
  return (
    <Card component="section" aria-labelledby="overview-sales" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Typography id="overview-sales" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('Card sales')}
        </Typography>
        {overview.isError ? (
          <LoadFailure
            text={OVERVIEW_FAILED}
            isRetrying={overview.isFetching}
            onRetry={() => void overview.refetch()}
          />
        ) : !data ? (
          <Skeleton variant="rounded" height={96} aria-label={t('Loading card sales')} />
        ) : (
          <FigureList columns={{ xs: '1fr', sm: '1fr 1fr' }}>
            <SalesFigure
              label={phrase('Yesterday')}
              period={dateIn(data.yesterday.from)}
              figure={data.yesterday}
            />
            <SalesFigure
              label={phrase('This month')}
              period={t('{{from}} to {{to}}', {
                from: dateIn(data.thisMonth.from),
                to: dateIn(data.thisMonth.to),
              })}
              figure={data.thisMonth}
            />
          </FigureList>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/transactions" variant="outlined">
          {t('Transactions')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function MerchantOverview({
  user,
  canReadMerchant,
  canReadTransactions,
}: {
  user: SelfInfo;
  canReadMerchant: boolean;
  canReadTransactions: boolean;
}) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant(user.username);
  // Only a user who may read transactions is tested: for anyone else the read would be a 403 by design.
  useAccessProbe(canReadTransactions);

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('Hello, {{name}}', { name: user.userProfile.firstName })}</Typography>
      {merchant.isError ? (
        <Box sx={{ maxWidth: 560 }}>
          <LoadFailure
            text={MESSAGES.couldNotGetMerchant}
            isRetrying={merchant.isFetching}
            onRetry={() => void merchant.refetch()}
          />
        </Box>
      ) : merchant.isPending ? (
        <Skeleton variant="rounded" width={560} height={140} sx={{ maxWidth: '100%' }} />
      ) : (
        <Card component="section" aria-label={t('Your merchant')} sx={{ maxWidth: 560 }}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
              <StorefrontIcon />
            </Avatar>
            <Box>
              <Typography variant="h3" component="h2">
                {merchant.data.merchantName}
              </Typography>
              <Typography color="text.secondary">
                {t('Merchant Code: {{code}}', { code: merchant.data.merchantCode })}
              </Typography>
            </Box>
          </CardContent>
          {canReadMerchant && (
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
              <Button component={RouterLink} to="/merchant" variant="contained">
                {t('Expand Details')}
              </Button>
            </CardActions>
          )}
        </Card>
      )}
      {canReadTransactions && <SalesCard />}
    </Stack>
  );
}
