// Gates a group of routes on a permission of the signed-in user (spec part 2 §2 "Route table"). A list means
// any one of them will do (/rj-bookings is for the booking maker and the booking checker alike).
import { permissionsFor, type Permission } from '@merchant-portal/contracts/permissions';
import { Navigate, Outlet } from 'react-router';
import { roleNamesOf, useCurrentUser } from '../lib/current-user';
import { isGranted } from '../lib/route-access';

export function RequirePermission({ permission }: { permission: Permission | readonly Permission[] }) {
  const user = useCurrentUser();
  if (!isGranted(permission, permissionsFor(roleNamesOf(user)))) return <Navigate to="/not-found" replace />;
  return <Outlet />;
}
