// /merchant (spec part 1 §2 "Merchant details page"): the merchant with its status, details, metadata and
// branches, and its portal users for holders of merchant-users:read.
import { merchantStatusLabel } from '@merchant-portal/contracts/labels';
import { merchantCodeOf, permissionsFor } from '@merchant-portal/contracts/permissions';
import { statusChipColor } from '@merchant-portal/contracts/schemas/merchant-users';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { useMerchantDetails } from './api/get-merchant-details';
import { BranchesTable } from './components/branches-table';
import { MerchantDetailsCard, MetadataCard } from './components/merchant-details-card';
import { MerchantUsersTable } from './components/merchant-users-table';
import { useTranslation } from 'react-i18next';

export function MerchantPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const permissions = permissionsFor(roleNamesOf(user));
  const ownMerchantCode = merchantCodeOf(user.username);
  const merchant = useMerchantDetails(user.username);

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        {/* The merchant by its name, its code beside it (part 1 §2 names the page by the merchant). */}
        <Typography variant="h1">{merchant.data?.merchantName ?? t('Merchant')}</Typography>
        <Typography variant="h3" component="p" color="text.secondary" aria-label={t('Merchant code')}>
          {merchant.data?.merchantCode ?? ownMerchantCode}
        </Typography>
        {merchant.data && (
          <Chip
            label={t(merchantStatusLabel(merchant.data.status))}
            color={statusChipColor(merchant.data.status)}
            aria-label={t('Status {{status}}', { status: t(merchantStatusLabel(merchant.data.status)) })}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
      {merchant.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress aria-label={t('Loading merchant')} />
        </Box>
      )}
      {merchant.data && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
              alignItems: 'start',
            }}
          >
            <MerchantDetailsCard merchant={merchant.data} />
            <MetadataCard record={merchant.data} />
          </Box>
          <BranchesTable branches={merchant.data.branches} />
        </>
      )}
      {permissions.has('merchant-users:read') && (
        <MerchantUsersTable
          signedInUsername={user.username}
          merchantCode={ownMerchantCode}
          canWrite={permissions.has('merchant-users:write')}
        />
      )}
    </Stack>
  );
}
