// /dashboard: for now the top of the merchant overview (spec part 1 §2), after the role redirects.
import { homeRedirect, permissionsFor } from '@merchant-portal/contracts/permissions';
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
import { Navigate, Link as RouterLink } from 'react-router';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { useCurrentMerchant } from './api/get-current-merchant';

export function DashboardPage() {
  const user = useCurrentUser();
  const roles = roleNamesOf(user);
  const redirect = homeRedirect(roles);
  if (redirect) return <Navigate to={redirect} replace />;
  return <MerchantOverview user={user} canReadMerchant={permissionsFor(roles).has('merchant:read')} />;
}

function MerchantOverview({ user, canReadMerchant }: { user: SelfInfo; canReadMerchant: boolean }) {
  const merchant = useCurrentMerchant(user.username);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" component="p" sx={{ mb: 0.5 }}>
          {`Hello, ${user.userProfile.firstName}`}
        </Typography>
        {merchant.isPending ? (
          <Skeleton width={320} height={36} />
        ) : (
          merchant.data && (
            <Typography variant="h2" component="h1" color="primary">
              {`${merchant.data.merchantName} Performance Dashboard`}
            </Typography>
          )
        )}
      </Box>
      {merchant.data && (
        <Card sx={{ maxWidth: 560 }}>
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
      )}
    </Stack>
  );
}
