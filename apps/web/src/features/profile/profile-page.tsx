// /profile (spec part 1 §2): the read-only profile card and the update-password card.
import { groupLabel, userTypeLabel } from '@merchant-portal/contracts/labels';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { DetailList } from '../../components/detail-list';
import { PasswordChangeForm } from '../../components/password-change-form';
import { useCurrentUser } from '../../lib/current-user';
import { useUpdatePassword } from './api/update-password';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { translateText } from '../../lib/i18n';

function profileRows(user: SelfInfo, t: TFunction): Array<[string, string]> {
  const { firstName, lastName, email, mobile } = user.userProfile;
  return [
    [t('Username'), user.username],
    [t('User Type'), t(userTypeLabel(user.userType))],
    [t('First Name'), firstName],
    [t('Last Name'), lastName],
    [t('Email Address'), email],
    [t('Mobile'), mobile],
  ];
}

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const updatePassword = useUpdatePassword();

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('Profile')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="profile-card-title">
          <CardHeader
            title={t('User Details')}
            slotProps={{ title: { id: 'profile-card-title', component: 'h2', variant: 'h3' } }}
          />
          <Divider />
          <CardContent>
            <DetailList rows={profileRows(user, t)} label={t('Profile')} />
            <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t('Access')}
            </Typography>
            <List dense disablePadding aria-label={t('Access')}>
              {user.groups.map((group) => (
                <ListItem key={group.name} disableGutters>
                  <ListItemText
                    primary={t(groupLabel(group.name))}
                    secondary={translateText(group.description)}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="password-card-title">
          <CardHeader
            title={t('Update Password')}
            slotProps={{ title: { id: 'password-card-title', component: 'h2', variant: 'h3' } }}
          />
          <Divider />
          <CardContent>
            <PasswordChangeForm
              username={user.username}
              submitLabel={phrase('Update Password')}
              onSubmit={updatePassword.mutateAsync}
              onSuccess={() => enqueueSnackbar(t(MESSAGES.passwordChanged), { variant: 'success' })}
            />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
