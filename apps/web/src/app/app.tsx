// The application: providers, start-up, then the router.
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { RouterProvider } from 'react-router';
import { SELF_INFO_KEY } from '../lib/api/get-self-info';
import { setSessionExpiredHandler } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { noteSessionEnded, signInState } from '../lib/session-end';
import { Providers } from './providers';
import { BASENAME, createAppRouter } from './router';
import { StartUp } from './start-up';

const router = createAppRouter();

// A 401/403 without a challenge ends the session (spec part 1 §4): drop cached data, go to /sign-in, which
// says the session ended and, after signing in, returns to the page the user was on.
setSessionExpiredHandler(() => {
  // The router's own state carries the basename; the app's paths (and useLocation) do not.
  const { location } = router.state;
  const pathname = location.pathname.startsWith(`${BASENAME}/`)
    ? location.pathname.slice(BASENAME.length)
    : location.pathname;
  // Several calls may be refused at once: the first one's navigation carries the page to return to.
  if (pathname === '/sign-in') return;
  const username = queryClient
    .getQueriesData<SelfInfo>({ queryKey: SELF_INFO_KEY })
    .find(([, user]) => user)?.[1]?.username;
  const state = signInState({ ...location, pathname }, { sessionEnded: true, username });
  noteSessionEnded(state);
  queryClient.clear();
  void router.navigate('/sign-in', { replace: true, state });
});

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <StartUp>
        <RouterProvider router={router} />
      </StartUp>
    </Providers>
  );
}
