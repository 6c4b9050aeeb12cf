// What the page tests share: a signed-in start, rendering as a user with given roles, and the date fields
// and list toolbar every list screen has.
import { formatDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, expect } from 'vitest';
import { CurrentUserContext } from '../lib/current-user';
import { startSession } from '../lib/session';
import { renderWithProviders } from './render';

/**
 * One test's start on a signed-in page: a live session, and a user who types without a pause between keys
 * (which keeps the long-value rules quick).
 */
export function signedInStart(): UserEvent {
  startSession('session-token');
  return userEvent.setup({ delay: null });
}

/** The signed-in user's keyboard and pointer in the current test of a file that called signInEachTest. */
export let user: UserEvent;

/** Signs a user in before each test of the calling file, each test with its own `user`. */
export function signInEachTest(): void {
  beforeEach(() => {
    user = signedInStart();
  });
}

/** A page as the user of that self-info sees it. */
export function asUser(self: SelfInfo, ui: ReactElement) {
  return <CurrentUserContext.Provider value={self}>{ui}</CurrentUserContext.Provider>;
}

/** Renders a page under the app's providers for the user self-info answered. */
export function renderAs(
  self: SelfInfo,
  ui: ReactElement,
  options?: Parameters<typeof renderWithProviders>[1],
) {
  return renderWithProviders(asUser(self, ui), options);
}

/** Expects the screen's heading and the line under it. */
export function expectTitled(heading: string, subtitle: string) {
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByText(subtitle)).toBeInTheDocument();
}

/** Types a day into a date field (of `container`, if given), section by section, as a keyboard user would. */
export async function typeDay(user: UserEvent, label: string, day: DayNumber, container?: HTMLElement) {
  const field = (container ? within(container) : screen).getByRole('group', { name: label });
  const [firstSection] = within(field).getAllByRole('spinbutton');
  await user.click(firstSection!);
  await user.keyboard(formatDay(day).replaceAll('-', ''));
}

/** A date field (of `container`, if given) with its helper text (the date rules show there). */
export const dateField = (label: string, container?: HTMLElement) =>
  within(
    (container ? within(container) : screen)
      .getByRole('group', { name: label })
      .closest<HTMLElement>('.MuiFormControl-root')!,
  );

/**
 * Opens a select and returns its list and the options' texts. With a user it is clicked; without, it gets
 * the bare mouse-down the select listens to (quicker where the click itself is not under test).
 */
export async function openSelect(combobox: HTMLElement, user?: UserEvent) {
  if (user) await user.click(combobox);
  else fireEvent.mouseDown(combobox);
  const listbox = within(await screen.findByRole('listbox'));
  return { listbox, options: listbox.getAllByRole('option').map((option) => option.textContent) };
}

/** A date rule a filter form enforces: the days typed, in order, and the text then shown under one field. */
export interface DateRule {
  type: [label: string, day: DayNumber][];
  under: string;
  says: string;
}

/**
 * Breaks each rule in turn and expects its text under its field, the form's buttons disabled, and a submit
 * forced past them sending nothing.
 */
export async function expectDateRulesHoldSearch(
  user: UserEvent,
  check: { form: () => HTMLElement; buttons: () => HTMLElement[]; sent: () => unknown[]; rules: DateRule[] },
) {
  const sentBefore = check.sent().length;
  for (const rule of check.rules) {
    for (const [label, day] of rule.type) await typeDay(user, label, day, check.form());
    expect(dateField(rule.under, check.form()).getByText(rule.says)).toBeInTheDocument();
    for (const button of check.buttons()) expect(button).toBeDisabled();
    fireEvent.submit(check.form());
  }
  expect(check.sent()).toHaveLength(sentBefore);
}

/** The grid of that name, once the row holding `text` is in it. */
export async function gridWith(name: string, text: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name });
  await within(grid).findByText(text);
  return grid;
}

/** The texts of a grid's (or a table's) column headers, in their order. */
export function columnHeaders(grid: HTMLElement): (string | null)[] {
  return within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** A column header of the grid of that name (a sorted header's name ends with its Sort button's). */
export function columnHeader(grid: string, name: string): HTMLElement {
  return within(screen.getByRole('grid', { name: grid })).getByRole('columnheader', {
    name: new RegExp(`^${name}( Sort)?$`),
  });
}

/**
 * A sortable header of a server-sorted grid (issue 28 "Sorting"), clicked until the list is back in its own
 * order: its column descending, then ascending (just ascending for the column of the list's own order, which
 * shows descending already), then the list's own order — each asked of the server from the first page
 * (`lastSent` reads the list's last request, `firstPage` is how that request says the first page) and shown
 * on the header.
 */
export async function expectHeaderSorts(
  user: UserEvent,
  check: {
    grid: string;
    header: string;
    field: string;
    own: { sortBy: string; sortDirection: 'desc' | 'asc' };
    lastSent: () => unknown;
    firstPage: Record<string, unknown>;
  },
) {
  const header = () => columnHeader(check.grid, check.header);
  const steps: ['desc' | 'asc', string][] =
    check.field === check.own.sortBy
      ? [['asc', 'ascending']]
      : [
          ['desc', 'descending'],
          ['asc', 'ascending'],
        ];
  for (const [sortDirection, shown] of steps) {
    await user.click(header());
    await waitFor(() =>
      expect(check.lastSent()).toMatchObject({ sortBy: check.field, sortDirection, ...check.firstPage }),
    );
    await listLoaded();
    expect(header()).toHaveAttribute('aria-sort', shown);
  }
  await user.click(header());
  await waitFor(() => expect(check.lastSent()).toMatchObject(check.own));
  await listLoaded();
  expect(header()).toHaveAttribute('aria-sort', check.field === check.own.sortBy ? 'descending' : 'none');
}

/** The text of each cell of the grid row holding `text`. */
export function rowCells(grid: HTMLElement, text: string): (string | null)[] {
  const row = within(grid).getByText(text).closest<HTMLElement>('[role="row"]')!;
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
}

/** Waits for a list to settle (Refresh comes back once the load is over). */
export async function listLoaded() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
}

/** Moves a list of 45 rows to its second page (`page` 1 in the list's query) and waits for it to load. */
export async function toSecondPage(user: UserEvent, queries: () => unknown[]) {
  await screen.findByText('1–10 of 45');
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(queries().at(-1)).toMatchObject({ page: '1' }));
  await listLoaded();
}

/**
 * Refresh on the second page of a 45-row list reloads that page: the list's answer is held (`holdNext`
 * returns what lets it go) so the progress bar and the disabled toolbar show meanwhile.
 */
export async function expectRefreshKeepsPage(
  user: UserEvent,
  check: { holdNext: () => () => void; download: string; freshRow: string; queries: () => unknown[] },
) {
  await toSecondPage(user, check.queries);

  const release = check.holdNext();
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  expect(screen.getByRole('button', { name: check.download })).toBeDisabled();

  release();
  expect(await screen.findByText(check.freshRow)).toBeInTheDocument();
  await listLoaded();
  const queries = check.queries();
  expect(queries).toHaveLength(3);
  expect(queries[2]).toEqual(queries[1]);
  expect(queries[2]).toMatchObject({ page: '1' });
}

/** The day a date field (of `container`, if given) shows, DD-MM-YYYY, as its form input holds it. */
export function dayShown(label: string, container?: HTMLElement): string {
  const control = (container ? within(container) : screen)
    .getByRole('group', { name: label })
    .closest<HTMLElement>('.MuiFormControl-root')!;
  return control.querySelector('input')?.value ?? '';
}
