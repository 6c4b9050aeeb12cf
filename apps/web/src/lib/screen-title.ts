// Each screen's name in the browser's title bar and history (WCAG 2.4.2): the side menu's label for its path
// (spec part 1 §2), so /dashboard is the Dashboard or the Overview as the user's menu calls it.
import { MENU, menuFor } from '@merchant-portal/contracts/permissions';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { getConfig } from './config';

/** Screens the menu does not list, by their headings. */
const UNLISTED: Readonly<Record<string, string>> = {
  '/order-master': 'Order Master Report',
  '/sign-in': 'Sign In',
  '/not-found': 'Page Not Found',
};

/** The screen's name at this path for a user with these roles, or null where no screen has a name. */
export function screenName(pathname: string, roles: readonly string[]): string | null {
  const isAt = (path: string) => matchPath({ path, end: false }, pathname) !== null;
  const entry = menuFor(roles).find(({ path }) => isAt(path)) ?? MENU.find(({ path }) => isAt(path));
  if (entry) return entry.label;
  return Object.entries(UNLISTED).find(([path]) => isAt(path))?.[1] ?? null;
}

/** "Transactions — Bank Merchant Portal"; the portal's name alone where the screen has none. */
export function documentTitle(screen: string | null, bankName: string): string {
  const portal = `${bankName} Merchant Portal`;
  return screen ? `${screen} — ${portal}` : portal;
}

/** Keeps the document's title on the screen at this path. */
export function useScreenTitle(pathname: string, roles: readonly string[]): void {
  const title = documentTitle(screenName(pathname, roles), getConfig().bankName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
