// The application: providers, start-up, then the router.
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { StartUp } from './start-up';

const router = createAppRouter();

// A 401/403 without a challenge ends the session (spec part 1 §4): drop cached data, go to /sign-in.
setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate('/sign-in', { replace: true });
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
