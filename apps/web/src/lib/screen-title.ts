// Each screen's name in the browser's title bar and history (WCAG 2.4.2): the side menu's label for its path
// (spec part 1 §2), so /dashboard is the Dashboard or the Overview as the user's menu calls it.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { MENU, menuFor } from '@merchant-portal/contracts/permissions';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router';
import { getConfig } from './config';

/** Screens the menu does not list, by their headings. */
const UNLISTED: Readonly<Record<string, string>> = {
  '/order-master': phrase('Order Master Report'),
  '/sign-in': phrase('Sign In'),
  '/not-found': phrase('Page Not Found'),
};

/** The screen's name at this path for a user with these roles, or null where no screen has a name. */
export function screenName(pathname: string, roles: readonly string[]): string | null {
  const isAt = (path: string) => matchPath({ path, end: false }, pathname) !== null;
  const entry = menuFor(roles).find(({ path }) => isAt(path)) ?? MENU.find(({ path }) => isAt(path));
  if (entry) return entry.label;
  return Object.entries(UNLISTED).find(([path]) => isAt(path))?.[1] ?? null;
}

/** "Transactions — Bank Merchant Portal"; the portal's name alone where the screen has none. */
export function documentTitle(screen: string | null, portal: string): string {
  return screen ? `${screen} — ${portal}` : portal;
}

/** Keeps the document's title on the screen at this path, in the portal's language. */
export function useScreenTitle(pathname: string, roles: readonly string[]): void {
  const { t } = useTranslation();
  const screen = screenName(pathname, roles);
  const portal = t('{{bankName}} Merchant Portal', { bankName: getConfig().bankName });
  const title = documentTitle(screen === null ? null : t(screen), portal);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
