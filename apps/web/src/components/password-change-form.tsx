// The password change form shared by the profile page and the first-login reset dialog (spec part 1 §2, §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { passwordChangeBody, type PasswordChangeBody } from '@merchant-portal/contracts/schemas/auth';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { checkPasswordBreach } from '../lib/api/check-password-breach';
import { isHttpError } from '../lib/http';
import { passwordChangeErrorText } from './password-change-error';
import { FormField } from './form-field';
import { useTranslation } from 'react-i18next';
import { translateText } from '../lib/i18n';

const FIELDS = ['username', 'currentPassword', 'newPassword1', 'newPassword2'] as const;
type FieldName = (typeof FIELDS)[number];
const isFieldName = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

export interface PasswordChangeFormProps {
  username: string;
  /** The submit button's text in English, shown in the screen's language. */
  submitLabel: string;
  /** Sends the change; a rejection is shown under the fields and as a notification. */
  onSubmit: (body: PasswordChangeBody) => Promise<unknown>;
  onSuccess?: () => void;
  /** Extra actions shown next to the submit button, e.g. a dialog's Cancel. */
  secondaryAction?: ReactNode;
}

export function PasswordChangeForm({
  username,
  submitLabel,
  onSubmit,
  onSuccess,
  secondaryAction,
}: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const emptyValues = { username, currentPassword: '', newPassword1: '', newPassword2: '' };
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordChangeBody>({
    mode: 'onTouched',
    resolver: zodResolver(passwordChangeBody),
    defaultValues: emptyValues,
  });
  const breachCheck = useMutation({ mutationFn: (password: string) => checkPasswordBreach(password) });

  const submit = handleSubmit(async (values) => {
    try {
      if (await breachCheck.mutateAsync(values.newPassword1)) {
        setError(
          'newPassword1',
          { type: 'breach', message: MESSAGES.passwordTooCommon },
          { shouldFocus: true },
        );
        return;
      }
      await onSubmit(values);
    } catch (error) {
      if (isHttpError(error)) {
        for (const { param, msg } of error.errors) {
          if (isFieldName(param)) setError(param, { type: 'server', message: msg });
        }
      }
      enqueueSnackbar(translateText(passwordChangeErrorText(error)), { variant: 'error' });
      return;
    }
    reset(emptyValues);
    onSuccess?.();
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={1.5}
      aria-label={t('Change password')}
    >
      <FormField
        control={control}
        name="username"
        label={t('Username')}
        autoComplete="username"
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
      />
      <FormField
        control={control}
        name="currentPassword"
        password="current"
        label={t('Old Password')}
        autoComplete="current-password"
        fullWidth
      />
      <FormField
        control={control}
        name="newPassword1"
        rules={{ deps: ['newPassword2'] }}
        password="new"
        label={t('New Password')}
        autoComplete="new-password"
        hint={MESSAGES.passwordRule}
        fullWidth
      />
      <FormField
        control={control}
        name="newPassword2"
        password="new"
        label={t('Confirm New Password')}
        autoComplete="new-password"
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {secondaryAction}
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t(submitLabel)}
        </Button>
      </Stack>
    </Stack>
  );
}
