// The sign-in page (spec part 1 §2, §5, §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { signInBody, type SignInBody } from '@merchant-portal/contracts/schemas/auth';
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import { getConfig } from '../../lib/config';
import { useSignIn } from './api/sign-in';
import { FirstLoginResetDialog } from './components/first-login-reset-dialog';
import { signInErrorOutcome } from './sign-in-error';

export function SignInPage() {
  const { bankName, supportEmail } = getConfig();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [notice, setNotice] = useState<string | null>(null);
  const [resetUsername, setResetUsername] = useState<string | null>(null);
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
      } else {
        // One place for the text (a notification), so it is never shown twice.
        enqueueSnackbar(outcome.text, { variant: 'error' });
      }
      return;
    }
    closeSnackbar(); // Earlier sign-in errors no longer apply.
    await navigate('/dashboard', { replace: true });
  });

  return (
    <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(6, 40, 71, 0.18)' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <LockOutlined />
          </Avatar>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', textAlign: 'center' }}>
            {`${bankName} Merchant Portal`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sign in to your merchant account
          </Typography>
        </Stack>
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          spacing={1}
          aria-label="Sign in"
        >
          {notice && <Alert severity="success">{notice}</Alert>}
          <FormField
            control={control}
            name="username"
            label="Username"
            autoComplete="username"
            autoFocus
            fullWidth
          />
          <FormField
            control={control}
            name="password"
            password="current"
            label="Password"
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
            Sign In
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pt: 1 }}>
            Trouble signing in? <Link href={`mailto:${supportEmail}`}>Contact Admin</Link>
          </Typography>
        </Stack>
      </CardContent>
      <FirstLoginResetDialog
        username={resetUsername}
        onClose={() => setResetUsername(null)}
        onSuccess={() => {
          setResetUsername(null);
          resetField('password');
          setNotice(MESSAGES.useNewPassword);
        }}
      />
    </Card>
  );
}
