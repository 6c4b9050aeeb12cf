// The route table (spec part 2 §2 "Route table"). Pages and layouts load lazily: one chunk per route.
import type { Permission } from '@merchant-portal/contracts/permissions';
import { APP_BASE_PATH } from '@merchant-portal/contracts/schemas/config';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { CenteredProgress } from '../components/centered-progress';
import { RequirePermission } from './require-permission';
import { RouteError } from './route-error';

export const BASENAME = APP_BASE_PATH;

/** RJ Ticket Bookings is for the booking maker and the booking checker (part 1 §2 side menu). */
const BOOKING_PERMISSIONS: readonly Permission[] = ['rj-bookings:maker', 'rj-bookings:checker'];

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <CenteredProgress />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layout/sign-in-layout')).SignInLayout }),
        children: [
          {
            path: 'sign-in',
            lazy: async () => ({ Component: (await import('../features/auth/sign-in-page')).SignInPage }),
          },
          {
            path: 'not-found',
            lazy: async () => ({
              Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layout/protected-layout')).ProtectedLayout }),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
            }),
          },
          {
            element: <RequirePermission permission="advanced-dashboard:read" />,
            children: [
              {
                path: 'advanced-dashboard',
                lazy: async () => ({
                  Component: (await import('../features/advanced-dashboard/advanced-dashboard-page'))
                    .AdvancedDashboardPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="transactions:read" />,
            children: [
              {
                path: 'transactions',
                lazy: async () => ({
                  Component: (await import('../features/transactions/transactions-page')).TransactionsPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="mofa-transactions:read" />,
            children: [
              {
                path: 'mofa-transactions',
                lazy: async () => ({
                  Component: (await import('../features/mofa-transactions/mofa-transactions-page'))
                    .MofaTransactionsPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="modee-transactions:read" />,
            children: [
              {
                path: 'modee-transactions',
                lazy: async () => ({
                  Component: (await import('../features/transactions/transactions-page'))
                    .ModeeTransactionsPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="merchant:read" />,
            children: [
              {
                path: 'merchant',
                lazy: async () => ({
                  Component: (await import('../features/merchant/merchant-page')).MerchantPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission={BOOKING_PERMISSIONS} />,
            children: [
              {
                path: 'rj-bookings',
                lazy: async () => ({
                  Component: (await import('../features/rj-bookings/rj-bookings-page')).RjBookingsPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="reports:read" />,
            children: [
              {
                path: 'reports',
                lazy: async () => ({
                  Component: (await import('../features/reports/reports-page')).ReportsPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="pre-auth-transactions:read" />,
            children: [
              {
                path: 'pre-auth-transactions',
                lazy: async () => ({
                  Component: (await import('../features/pre-auth/pre-auth-page')).PreAuthPage,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="arabie-reports:read" />,
            children: [
              {
                path: 'arabie-reports',
                lazy: async () => ({
                  Component: (await import('../features/marketplace/settlement-page')).SettlementPage,
                }),
              },
              {
                path: 'order-master',
                lazy: async () => ({
                  Component: (await import('../features/marketplace/order-master-page')).OrderMasterPage,
                }),
              },
            ],
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
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
