// The merchant overview (spec part 1 §2 "Merchant overview"): the home of a signed-in user without the
// performance dashboard — greeting, the merchant card, and the access test.
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
import { useAccessProbe } from './api/access-probe';
import { useCurrentMerchant } from './api/get-current-merchant';

export function MerchantOverview({
  user,
  canReadMerchant,
  canReadTransactions,
}: {
  user: SelfInfo;
  canReadMerchant: boolean;
  canReadTransactions: boolean;
}) {
  const merchant = useCurrentMerchant(user.username);
  // Only a user who may read transactions is tested: for anyone else the read would be a 403 by design.
  useAccessProbe(canReadTransactions);

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{`Hello, ${user.userProfile.firstName}`}</Typography>
      {merchant.isPending ? (
        <Skeleton variant="rounded" width={560} height={140} sx={{ maxWidth: '100%' }} />
      ) : (
        merchant.data && (
          <Card component="section" aria-label="Your merchant" sx={{ maxWidth: 560 }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
                <StorefrontIcon />
              </Avatar>
              <Box>
                <Typography variant="h3" component="h2">
                  {merchant.data.merchantName}
                </Typography>
                <Typography color="text.secondary">{`Merchant Code: ${merchant.data.merchantCode}`}</Typography>
              </Box>
            </CardContent>
            {canReadMerchant && (
              <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
                <Button component={RouterLink} to="/merchant" variant="contained">
                  Expand Details
                </Button>
              </CardActions>
            )}
          </Card>
        )
      )}
    </Stack>
  );
}
