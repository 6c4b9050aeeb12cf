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

function profileRows(user: SelfInfo): Array<[string, string]> {
  const { firstName, lastName, email, mobile } = user.userProfile;
  return [
    ['Username', user.username],
    ['User Type', userTypeLabel(user.userType)],
    ['First Name', firstName],
    ['Last Name', lastName],
    ['Email Address', email],
    ['Mobile', mobile],
  ];
}

export function ProfilePage() {
  const user = useCurrentUser();
  const updatePassword = useUpdatePassword();

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Profile
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
            title="User Details"
            slotProps={{ title: { id: 'profile-card-title', component: 'h2', variant: 'h3' } }}
          />
          <Divider />
          <CardContent>
            <DetailList rows={profileRows(user)} label="Profile" />
            <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>
              Access
            </Typography>
            <List dense disablePadding aria-label="Access">
              {user.groups.map((group) => (
                <ListItem key={group.name} disableGutters>
                  <ListItemText primary={groupLabel(group.name)} secondary={group.description} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="password-card-title">
          <CardHeader
            title="Update Password"
            slotProps={{ title: { id: 'password-card-title', component: 'h2', variant: 'h3' } }}
          />
          <Divider />
          <CardContent>
            <PasswordChangeForm
              username={user.username}
              submitLabel="Update Password"
              onSubmit={updatePassword.mutateAsync}
              onSuccess={() => enqueueSnackbar(MESSAGES.passwordChanged, { variant: 'success' })}
            />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
