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

export function renderWithProviders(
  ui: ReactElement | null,
  { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(ui ? [{ path: '*', element: ui }, ...routes] : routes, {
    initialEntries: [path],
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
