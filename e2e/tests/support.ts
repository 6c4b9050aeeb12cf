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

/** The rules of WCAG 2.1 levels A and AA, by axe-core's tags. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * No axe-core violation of WCAG 2.1 A and AA anywhere on the page: the shell, open menus and dialogs too. A
 * soft check, so one test reports every state it walks through; `state` names the one checked. Each pass
 * takes seconds on a busy machine: the caller sets its test's timeout.
 */
export async function expectNoAxeViolationsOnPage(page: Page, state: string): Promise<void> {
  // A menu or dialog still fading in has the contrast of its half-transparent frame: wait for the page's
  // transitions to end (the finite ones: a loading skeleton pulses for ever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect.soft(found, `axe-core on ${page.url()}, ${state}`).toEqual([]);
}

/** The merchant overview's access test: a one-row read of source M (spec part 1 §2), not a screen's search. */
export function isAccessProbe(request: Request): boolean {
  const body = request.postDataJSON() as { maxCount?: number; transactionName?: string } | null;
  return body?.maxCount === 1 && body.transactionName === 'M';
}

/** A list screen's rows on a phone: one card each (the grid's place below 600 px). */
export function phoneRows(page: Page, list: string) {
  return page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
}

/** Unfolds a phone's filter (folded behind 'Filters' until opened, and again once another filter applies). */
export async function openFilters(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** Nothing on the page reaches past the right edge of the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
