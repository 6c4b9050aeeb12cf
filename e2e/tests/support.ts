import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal#Demo2026';

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits for the protected layout to show the user's side panel. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function menuLabels(page: Page): Promise<string[]> {
  const items = mainMenu(page).getByRole('link');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

/** No axe-core violation inside the page's main region. axe checks the whole region: slow on a busy machine. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  test.setTimeout(90_000);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The merchant overview's access test: a one-row read of source M (spec part 1 §2), not a screen's search. */
export function isAccessProbe(request: Request): boolean {
  const body = request.postDataJSON() as { maxCount?: number; transactionName?: string } | null;
  return body?.maxCount === 1 && body.transactionName === 'M';
}
