// The route table (spec part 2 §2 "Route table"). Pages and layouts load lazily: one chunk per route, tried
// twice (lib/load-chunk.ts). A screen that fails shows its error inside the signed-in shell (ScreenError),
// so the top bar and the menu stay; only a layout that fails takes the whole page (RouteError).
import { APP_BASE_PATH } from '@merchant-portal/contracts/schemas/config';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { CenteredProgress } from '../components/centered-progress';
import { loadChunk } from '../lib/load-chunk';
import { RequirePermission } from './require-permission';
import { ROUTE_ACCESS } from './route-access';
import { RouteError, ScreenError } from './route-error';

export const BASENAME = APP_BASE_PATH;

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <CenteredProgress />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: async () => ({
          Component: (await loadChunk(() => import('./layout/sign-in-layout'))).SignInLayout,
        }),
        children: [
          {
            errorElement: <ScreenError />,
            children: [
              {
                path: 'sign-in',
                lazy: async () => ({
                  Component: (await loadChunk(() => import('../features/auth/sign-in-page'))).SignInPage,
                }),
              },
              {
                path: 'not-found',
                lazy: async () => ({
                  Component: (await loadChunk(() => import('../features/not-found/not-found-page')))
                    .NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await loadChunk(() => import('./layout/protected-layout'))).ProtectedLayout,
        }),
        children: [
          {
            // One boundary for every screen, inside the layout: a failed screen leaves the shell standing.
            errorElement: <ScreenError />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await loadChunk(() => import('../features/dashboard/dashboard-page')))
                    .DashboardPage,
                }),
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS['advanced-dashboard']} />,
                children: [
                  {
                    path: 'advanced-dashboard',
                    lazy: async () => ({
                      Component: (
                        await loadChunk(
                          () => import('../features/advanced-dashboard/advanced-dashboard-page'),
                        )
                      ).AdvancedDashboardPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS.transactions} />,
                children: [
                  {
                    path: 'transactions',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/transactions/transactions-page')))
                        .TransactionsPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS['mofa-transactions']} />,
                children: [
                  {
                    path: 'mofa-transactions',
                    lazy: async () => ({
                      Component: (
                        await loadChunk(() => import('../features/mofa-transactions/mofa-transactions-page'))
                      ).MofaTransactionsPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS['modee-transactions']} />,
                children: [
                  {
                    path: 'modee-transactions',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/transactions/transactions-page')))
                        .ModeeTransactionsPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS.merchant} />,
                children: [
                  {
                    path: 'merchant',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/merchant/merchant-page')))
                        .MerchantPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS['rj-bookings']} />,
                children: [
                  {
                    path: 'rj-bookings',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/rj-bookings/rj-bookings-page')))
                        .RjBookingsPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS.reports} />,
                children: [
                  {
                    path: 'reports',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/reports/reports-page')))
                        .ReportsPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS['pre-auth-transactions']} />,
                children: [
                  {
                    path: 'pre-auth-transactions',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/pre-auth/pre-auth-page')))
                        .PreAuthPage,
                    }),
                  },
                ],
              },
              {
                element: <RequirePermission permission={ROUTE_ACCESS['arabie-reports']} />,
                children: [
                  {
                    path: 'arabie-reports',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/marketplace/settlement-page')))
                        .SettlementPage,
                    }),
                  },
                  {
                    path: 'order-master',
                    lazy: async () => ({
                      Component: (await loadChunk(() => import('../features/marketplace/order-master-page')))
                        .OrderMasterPage,
                    }),
                  },
                ],
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await loadChunk(() => import('../features/profile/profile-page'))).ProfilePage,
                }),
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
