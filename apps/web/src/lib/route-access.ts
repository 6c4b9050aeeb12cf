// Which permission opens each guarded page (spec part 2 §2 "Route table", part 1 §2 side menu): the router's
// guards and the return to a page after signing in read the same table. A list means any one will do.
import type { Permission } from '@merchant-portal/contracts/permissions';

export const ROUTE_ACCESS = {
  'advanced-dashboard': 'advanced-dashboard:read',
  transactions: 'transactions:read',
  'mofa-transactions': 'mofa-transactions:read',
  'modee-transactions': 'modee-transactions:read',
  merchant: 'merchant:read',
  'rj-bookings': ['rj-bookings:maker', 'rj-bookings:checker'],
  reports: 'reports:read',
  'pre-auth-transactions': 'pre-auth-transactions:read',
  'arabie-reports': 'arabie-reports:read',
  'order-master': 'arabie-reports:read',
} as const satisfies Record<string, Permission | readonly Permission[]>;

/** Signed-in pages every user may open. */
const OPEN_TO_ALL: ReadonlySet<string> = new Set(['dashboard', 'profile']);

export function isGranted(
  permission: Permission | readonly Permission[],
  granted: ReadonlySet<Permission>,
): boolean {
  const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return anyOf.some((candidate) => granted.has(candidate));
}

/** Whether a user with these permissions may open the signed-in page at this path (`/transactions?x=1`). */
export function mayOpen(path: string, granted: ReadonlySet<Permission>): boolean {
  const page = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
  if (OPEN_TO_ALL.has(page)) return true;
  const permission = (ROUTE_ACCESS as Record<string, Permission | readonly Permission[]>)[page];
  return permission !== undefined && isGranted(permission, granted);
}
