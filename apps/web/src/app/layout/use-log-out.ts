// Log out (spec part 1 §4): invalidate, then sign-out, then clear storage, then go to /sign-in.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvalidateSession } from '../../features/auth/api/invalidate-session';
import { useSignOut } from '../../features/auth/api/sign-out';
import { isHttpError } from '../../lib/http';
import { clearSession } from '../../lib/session';

/** A 401 means the server already ended the session: that is the outcome log out wants. */
const isAlreadySignedOut = (error: unknown) => isHttpError(error) && error.status === 401;

export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invalidate = useInvalidateSession();
  const signOut = useSignOut();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function logOut() {
    setIsLoggingOut(true);
    let hasFailed = false;
    for (const step of [invalidate, signOut]) {
      try {
        await step.mutateAsync();
      } catch (error) {
        if (!isAlreadySignedOut(error)) hasFailed = true;
      }
    }
    // Whatever the server said, this browser forgets the session.
    clearSession();
    queryClient.removeQueries();
    setIsLoggingOut(false);
    if (hasFailed) enqueueSnackbar(MESSAGES.logoutFailed, { variant: 'error' });
    await navigate('/sign-in', { replace: true });
  }

  return { logOut, isLoggingOut };
}
