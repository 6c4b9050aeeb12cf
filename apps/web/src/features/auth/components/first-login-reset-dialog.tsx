// The first-login reset dialog (spec part 1 §2): opened by a sign-in error with code 010 or 'reset'.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { useResetPassword } from '../api/reset-password';

export interface FirstLoginResetDialogProps {
  username: string | null;
  onClose: () => void;
  onSuccess: () => void;
}

export function FirstLoginResetDialog({ username, onClose, onSuccess }: FirstLoginResetDialogProps) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  return (
    <Dialog open={username !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="reset-title">
      <DialogTitle id="reset-title">{t('Reset Password')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('You need to set a new password before you can sign in.')}
        </DialogContentText>
        {username !== null && (
          <PasswordChangeForm
            username={username}
            submitLabel={phrase('Reset Password')}
            onSubmit={resetPassword.mutateAsync}
            onSuccess={onSuccess}
            secondaryAction={<Button onClick={onClose}>{t('Cancel')}</Button>}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
