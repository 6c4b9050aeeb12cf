// The signed-in area (spec part 1 §2 "Protected area"): loads the current user, then the shell.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSelfInfo } from '../../lib/api/get-self-info';
import { useUserLanguage } from '../../lib/api/language';
import { CurrentUserContext } from '../../lib/current-user';
import { isHttpError } from '../../lib/http';
import { getAccessToken } from '../../lib/session';
import { endedSessionState, signInState } from '../../lib/session-end';
import { AppShell } from './app-shell';
import { IdleWarning } from './idle-warning';
import { PageSkeleton } from './page-skeleton';

export function ProtectedLayout() {
  const accessToken = getAccessToken();
  const selfInfo = useSelfInfo(accessToken);
  const navigate = useNavigate();
  const location = useLocation();
  // A refused session has already been sent to sign-in, with the reason and the page (app.tsx).
  const hasFailed = selfInfo.isError && !(isHttpError(selfInfo.error) && selfInfo.error.endedSession);
  useUserLanguage(selfInfo.data);

  // The query's failure notice warns (get-self-info.ts); without a user there is no signed-in area.
  useEffect(() => {
    if (hasFailed) void navigate('/sign-in', { replace: true });
  }, [hasFailed, navigate]);

  if (!accessToken) {
    // Not signed in, or the session just ended: after signing in, the page opens (when the user may open it).
    const state = endedSessionState() ?? signInState(location, { sessionEnded: false });
    return <Navigate to="/sign-in" replace state={state} />;
  }
  if (selfInfo.isPending || selfInfo.isError) {
    return (
      <AppShell user={null}>
        <PageSkeleton />
      </AppShell>
    );
  }

  return (
    <CurrentUserContext.Provider value={selfInfo.data}>
      <AppShell user={selfInfo.data}>
        <Outlet />
      </AppShell>
      <IdleWarning />
    </CurrentUserContext.Provider>
  );
}
