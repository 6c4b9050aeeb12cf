// /dashboard (spec part 1 §2): the booking, foreign-affairs and digital-economy users' homes are elsewhere;
// the performance dashboard for users with dashboard:read; the merchant overview for everyone else. The
// dashboard's charts load in their own chunk, only for the users who see them.
import { homeRedirect, permissionsFor } from '@merchant-portal/contracts/permissions';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { CenteredProgress } from '../../components/centered-progress';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { MerchantOverview } from './merchant-overview';

const PerformanceDashboard = lazy(async () => ({
  default: (await import('./performance/performance-dashboard')).PerformanceDashboard,
}));

export function DashboardPage() {
  const user = useCurrentUser();
  const roles = roleNamesOf(user);
  const redirect = homeRedirect(roles);
  if (redirect) return <Navigate to={redirect} replace />;
  const permissions = permissionsFor(roles);
  if (permissions.has('dashboard:read')) {
    return (
      <Suspense fallback={<CenteredProgress />}>
        <PerformanceDashboard user={user} />
      </Suspense>
    );
  }
  return (
    <MerchantOverview
      user={user}
      canReadMerchant={permissions.has('merchant:read')}
      canReadTransactions={permissions.has('transactions:read')}
    />
  );
}
