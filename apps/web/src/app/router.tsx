// The route table (spec part 2 §2 "Route table"). Pages and layouts load lazily: one chunk per route, tried
// twice (lib/load-chunk.ts). A screen that fails shows its error inside the signed-in shell (ScreenError),
// so the top bar and the menu stay; only a layout that fails takes the whole page (RouteError).
import { APP_BASE_PATH } from '@merchant-portal/contracts/schemas/config';
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { CenteredProgress } from '../components/centered-progress';
import { loadChunk } from '../lib/load-chunk';
import { RequirePermission } from './require-permission';
import { ROUTE_ACCESS } from '../lib/route-access';
import { RouteError, ScreenError } from './route-error';

export const BASENAME = APP_BASE_PATH;

/** A page or layout whose code loads when it is first opened, its chunk tried twice. */
function lazily(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await loadChunk(load) }) };
}

const loadProtectedLayout = async () => (await import('./layout/protected-layout')).ProtectedLayout;
const loadDashboardPage = async () => (await import('../features/dashboard/dashboard-page')).DashboardPage;

/**
 * The sign-in page, and once its code has arrived (the form draws next), the signed-in shell and the home
 * page download in the background while the user types, so that signing in waits only for the server.
 * A failure here is not shown: the shell's own load tries again and reports it.
 */
const signInPage: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const Component = await loadChunk(async () => (await import('../features/auth/sign-in-page')).SignInPage);
    const warm = () => void Promise.all([loadProtectedLayout(), loadDashboardPage()]).catch(() => undefined);
    // Once the form has drawn and the page is idle, so the downloads never delay the form itself.
    if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 2000 });
    else setTimeout(warm, 500);
    return { Component };
  },
};

/** A page behind the permission the access table names for its path. */
function guarded(path: keyof typeof ROUTE_ACCESS, load: () => Promise<ComponentType>): RouteObject {
  return {
    element: <RequirePermission permission={ROUTE_ACCESS[path]} />,
    children: [{ path, ...lazily(load) }],
  };
}

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <CenteredProgress />,
    errorElement: <RouteError />,
    children: [
      {
        ...lazily(async () => (await import('./layout/sign-in-layout')).SignInLayout),
        children: [
          {
            errorElement: <ScreenError />,
            children: [
              {
                path: 'sign-in',
                ...signInPage,
              },
              {
                path: 'not-found',
                ...lazily(async () => (await import('../features/not-found/not-found-page')).NotFoundPage),
              },
            ],
          },
        ],
      },
      {
        ...lazily(loadProtectedLayout),
        children: [
          {
            // One boundary for every screen, inside the layout: a failed screen leaves the shell standing.
            errorElement: <ScreenError />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                ...lazily(loadDashboardPage),
              },
              guarded(
                'advanced-dashboard',
                async () =>
                  (await import('../features/advanced-dashboard/advanced-dashboard-page'))
                    .AdvancedDashboardPage,
              ),
              guarded(
                'transactions',
                async () => (await import('../features/transactions/transactions-page')).TransactionsPage,
              ),
              guarded(
                'mofa-transactions',
                async () =>
                  (await import('../features/mofa-transactions/mofa-transactions-page')).MofaTransactionsPage,
              ),
              guarded(
                'modee-transactions',
                async () =>
                  (await import('../features/transactions/transactions-page')).ModeeTransactionsPage,
              ),
              guarded(
                'merchant',
                async () => (await import('../features/merchant/merchant-page')).MerchantPage,
              ),
              guarded(
                'rj-bookings',
                async () => (await import('../features/rj-bookings/rj-bookings-page')).RjBookingsPage,
              ),
              guarded('reports', async () => (await import('../features/reports/reports-page')).ReportsPage),
              guarded(
                'pre-auth-transactions',
                async () => (await import('../features/pre-auth/pre-auth-page')).PreAuthPage,
              ),
              guarded(
                'arabie-reports',
                async () => (await import('../features/marketplace/settlement-page')).SettlementPage,
              ),
              guarded(
                'order-master',
                async () => (await import('../features/marketplace/order-master-page')).OrderMasterPage,
              ),
              {
                path: 'profile',
                ...lazily(async () => (await import('../features/profile/profile-page')).ProfilePage),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
