// The user panel at the top of the expanded drawer (spec part 1 §2).
import { userTypeLabel } from '@merchant-portal/contracts/labels';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DigitsSwitch } from '../../components/digits-switch';

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function SidePanel({ user }: { user: SelfInfo }) {
  const { t } = useTranslation();
  const { firstName, lastName, email } = user.userProfile;
  const atSign = user.username.indexOf('@');
  return (
    <Box component="section" aria-label={t('Signed-in user')} sx={{ px: 2, py: 2.5, textAlign: 'center' }}>
      {/* The initials in the gold's own contrast text (6.5:1): the Avatar's default light grey reads 2.4:1. */}
      <Avatar
        sx={{
          width: 56,
          height: 56,
          mx: 'auto',
          mb: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontWeight: 500,
        }}
      >
        {initialsOf(firstName, lastName)}
      </Avatar>
      {/* A username too long for the panel breaks after its '@', before its merchant's code. */}
      <Typography variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {user.username.slice(0, atSign + 1)}
        <wbr />
        {user.username.slice(atSign + 1)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(userTypeLabel(user.userType))}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap title={email}>
        {email}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t(MESSAGES.logoutHint)}
      </Typography>
      <DigitsSwitch />
    </Box>
  );
}
