// The sign-in page (spec part 1 §2, §5, §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { permissionsFor } from '@merchant-portal/contracts/permissions';
import { signInBody, type SignInBody } from '@merchant-portal/contracts/schemas/auth';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { mayOpen } from '../../lib/route-access';
import { FormField } from '../../components/form-field';
import { selfInfoQueryOptions } from '../../lib/api/get-self-info';
import { getConfig } from '../../lib/config';
import { translateText } from '../../lib/i18n';
import { roleNamesOf } from '../../lib/current-user';
import { loadChunk } from '../../lib/load-chunk';
import { getAccessToken } from '../../lib/session';
import { forgetEndedSession, readSignInState, type SignInState } from '../../lib/session-end';
import { useSignIn } from './api/sign-in';
import { signInErrorOutcome } from './sign-in-error';

const HOME = '/dashboard';

// The first-login dialog, its password form and checks load when a sign-in first asks for a new password.
const FirstLoginResetDialog = lazy(async () => ({
  default: (await loadChunk(() => import('./components/first-login-reset-dialog'))).FirstLoginResetDialog,
}));

/**
 * Where to go once signed in: back to the page the user was on when the session ended, if the same user signed
 * in and may open it (the current user, already asked for, is awaited here); else home.
 */
async function destinationOf(
  queryClient: QueryClient,
  { returnTo, username }: SignInState,
  signedInAs: string,
): Promise<string> {
  if (!returnTo) return HOME;
  if (username && canonicalUsername(username) !== canonicalUsername(signedInAs)) return HOME;
  try {
    const user = await queryClient.fetchQuery(selfInfoQueryOptions(getAccessToken()));
    return mayOpen(returnTo, permissionsFor(roleNamesOf(user))) ? returnTo : HOME;
  } catch {
    // The protected layout loads the user again and says so when it cannot.
    return HOME;
  }
}

export function SignInPage() {
  const { t } = useTranslation();
  const { bankName, supportEmail } = getConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [cameFrom] = useState(() => readSignInState(location.state));
  const signIn = useSignIn();
  const [notice, setNotice] = useState<string | null>(null);
  const [resetUsername, setResetUsername] = useState<string | null>(null);
  // Once opened, the dialog stays mounted, so that it closes as it opened (a fade), not abruptly.
  const [hasResetDialog, setHasResetDialog] = useState(false);
  const { control, handleSubmit, formState, resetField } = useForm<SignInBody>({
    mode: 'onTouched',
    resolver: zodResolver(signInBody),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      const outcome = signInErrorOutcome(error);
      if (outcome.kind === 'reset-password') {
        setResetUsername(values.username);
        setHasResetDialog(true);
      } else {
        // One place for the text (a notification), so it is never shown twice.
        enqueueSnackbar(outcome.text, { variant: 'error' });
      }
      return;
    }
    closeSnackbar(); // Earlier sign-in errors no longer apply.
    forgetEndedSession();
    // The signed-in area needs the user first: ask now, alongside the navigation, not after it.
    void queryClient.prefetchQuery(selfInfoQueryOptions(getAccessToken()));
    await navigate(await destinationOf(queryClient, cameFrom, values.username), { replace: true });
  });

  return (
    <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(6, 40, 71, 0.18)' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <LockOutlined />
          </Avatar>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', textAlign: 'center' }}>
            {t('{{bankName}} Merchant Portal', { bankName })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Sign in to your merchant account')}
          </Typography>
        </Stack>
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          spacing={1}
          aria-label={t('Sign in')}
        >
          {notice ? (
            <Alert severity="success">{translateText(notice)}</Alert>
          ) : (
            cameFrom.sessionEnded && <Alert severity="warning">{t(MESSAGES.sessionEnded)}</Alert>
          )}
          <FormField
            control={control}
            name="username"
            label={t('Username')}
            autoComplete="username"
            autoFocus
            fullWidth
          />
          <FormField
            control={control}
            name="password"
            password="current"
            label={t('Password')}
            autoComplete="current-password"
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!formState.isValid || formState.isSubmitting}
            fullWidth
          >
            {t('Sign In')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pt: 1 }}>
            {t('Trouble signing in?')} <Link href={`mailto:${supportEmail}`}>{t('Contact Admin')}</Link>
          </Typography>
        </Stack>
      </CardContent>
      {hasResetDialog && (
        <Suspense fallback={null}>
          <FirstLoginResetDialog
            username={resetUsername}
            onClose={() => setResetUsername(null)}
            onSuccess={() => {
              setResetUsername(null);
              resetField('password');
              setNotice(MESSAGES.useNewPassword);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
