// Gates a group of routes on a permission of the signed-in user (spec part 2 §2 "Route table").
import { permissionsFor, type Permission } from '@merchant-portal/contracts/permissions';
import { Navigate, Outlet } from 'react-router';
import { roleNamesOf, useCurrentUser } from '../lib/current-user';

export function RequirePermission({ permission }: { permission: Permission }) {
  const user = useCurrentUser();
  if (!permissionsFor(roleNamesOf(user)).has(permission)) return <Navigate to="/not-found" replace />;
  return <Outlet />;
}
