// Renders a component with the app's providers, in a memory router, for component tests: the app's query
// client (without its silent retries) and notifications, under the app's theme without motion.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { NotificationsProvider } from '../app/notifications-provider';
import { createQueryClient } from '../lib/query-client';
import { testTheme } from './theme';

function entryOf(path: string) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function renderWithProviders(
  ui: ReactElement | null,
  {
    path = '/',
    routes = [],
    state,
  }: { path?: string; routes?: RouteObject[]; /** The history entry's state. */ state?: unknown } = {},
) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(ui ? [{ path: '*', element: ui }, ...routes] : routes, {
    initialEntries: [state === undefined ? path : { ...entryOf(path), state }],
  });
  const result = render(
    <ThemeProvider theme={testTheme}>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient };
}
