// The signed-in area (spec part 1 §2 "Protected area"): loads the current user, then the shell.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { useSelfInfo } from '../../lib/api/get-self-info';
import { CurrentUserContext } from '../../lib/current-user';
import { getAccessToken } from '../../lib/session';
import { AppShell } from './app-shell';

export function ProtectedLayout() {
  const accessToken = getAccessToken();
  const selfInfo = useSelfInfo(accessToken);
  const navigate = useNavigate();
  const hasFailed = selfInfo.isError;

  // The query's failure notice warns (get-self-info.ts); without a user there is no signed-in area.
  useEffect(() => {
    if (hasFailed) void navigate('/sign-in', { replace: true });
  }, [hasFailed, navigate]);

  if (!accessToken) return <Navigate to="/sign-in" replace />;
  if (selfInfo.isPending || selfInfo.isError) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Typography role="status">{MESSAGES.loading}</Typography>
      </Box>
    );
  }

  return (
    <CurrentUserContext.Provider value={selfInfo.data}>
      <AppShell user={selfInfo.data}>
        <Outlet />
      </AppShell>
    </CurrentUserContext.Provider>
  );
}
