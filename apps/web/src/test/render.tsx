// Renders a component with the app's providers, in a memory router, for component tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';

export function renderWithProviders(
  ui: ReactElement | null,
  { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(ui ? [{ path: '*', element: ui }, ...routes] : routes, {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider maxSnack={4}>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
