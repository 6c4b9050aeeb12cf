// The test kit of the screens built on the shared list screen (a filter form over a grid with a toolbar and
// a file download): the fake API answering the screen's list and file calls, the form and its buttons by
// their accessible names, the list's queries as sent, and a signed-in user for each test.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import type { EndpointName, Endpoints } from '@merchant-portal/contracts/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, expect } from 'vitest';
import { violationsOf } from './axe-violations';
import { fakeApi, type FakeApi, type FakeHandler, type FakeHandlers } from './fake-api';
import { expectDateRulesHoldSearch, listLoaded, signInEachTest, user, type DateRule } from './page';
import { renderWithProviders } from './render';
import { keptColumns } from './replies';

export interface ListScreenDefinition<L extends EndpointName, F extends EndpointName, A extends unknown[]> {
  /** The call the list loads with. */
  list: L;
  /** The call the toolbar's file comes from. */
  file: F;
  /** What the list answers unless a test says otherwise (usually no rows). */
  emptyList: FakeHandler<Endpoints[L]>;
  /** The merchant the file is named after. */
  merchant: string;
  /** The screen, as `openPage`'s further arguments ask for it (a user, say). */
  render: (...args: A) => ReactElement;
  /** How the screen's other calls are answered unless a test says otherwise (the column choice: none kept). */
  otherCalls?: () => FakeHandlers;
  /** The filter form's accessible name. */
  filters: string;
  /** Waits for the list to settle; by default, for Refresh to come back. */
  loaded?: () => Promise<void>;
}

/**
 * Sets up the file's tests of one list screen: a signed-in start before each test, and what its tests ask
 * of the screen.
 */
export function listScreen<L extends EndpointName, F extends EndpointName, A extends unknown[] = []>(
  definition: ListScreenDefinition<L, F, A>,
) {
  let opened: FakeApi | undefined;

  signInEachTest();
  beforeEach(() => {
    opened = undefined;
  });

  function api(): FakeApi {
    if (!opened) throw new Error('Open the page first');
    return opened;
  }

  /**
   * Renders the screen (given `args`) over the fake API answering its list (empty unless given), its file
   * and its other calls (`more` answers some of them otherwise), at `path` (its query string is the search
   * the screen opens on; '/' unless given).
   */
  function openPage(
    {
      list,
      file,
      more,
      path,
    }: {
      list?: FakeHandler<Endpoints[L]>;
      file?: FakeHandler<Endpoints[F]>;
      more?: FakeHandlers;
      path?: string;
    } = {},
    ...args: A
  ) {
    const merchantFile = () => ({ content: 'xlsx', merchantCode: definition.merchant });
    opened = fakeApi({
      ...keptColumns(),
      ...definition.otherCalls?.(),
      [definition.list]: list ?? definition.emptyList,
      [definition.file]: file ?? merchantFile,
      ...more,
    });
    return renderWithProviders(definition.render(...args), { path });
  }

  const loaded = definition.loaded ?? listLoaded;
  const listQueries = () =>
    api()
      .sent(definition.list)
      .map(({ query }) => query);
  const filterForm = () => screen.getByRole('form', { name: definition.filters });
  const filters = () => within(filterForm());

  return {
    /** The fake API of the page last opened. */
    get api() {
      return api();
    },
    /** This test's user. */
    get user(): UserEvent {
      return user;
    },
    openPage,
    loaded,
    /** The list's queries as sent, oldest first. */
    listQueries,
    /** The list's request bodies as sent, oldest first. */
    listBodies: () =>
      api()
        .sent(definition.list)
        .map(({ body }) => body as Record<string, unknown>),
    filterForm,
    filters,
    /** A button of the filter form. */
    filterButton: (name: string) => filters().getByRole('button', { name }),
    /**
     * Clicks the form's `button` and waits for the list to have been asked `times` in all and to have
     * loaded.
     */
    searchWith: async (button: string, times: number) => {
      await user.click(filters().getByRole('button', { name: button }));
      await waitFor(() => expect(listQueries()).toHaveLength(times));
      await loaded();
    },
    /**
     * Once the list has settled, breaks each date rule in turn and expects its text, the form's `buttons`
     * disabled, and nothing sent.
     */
    expectDateRulesHold: async (rules: DateRule[], buttons = ['Submit Search']) => {
      await loaded();
      await expectDateRulesHoldSearch(user, {
        form: filterForm,
        buttons: () => buttons.map((name) => filters().getByRole('button', { name })),
        sent: listQueries,
        rules,
      });
    },
    /**
     * Opens the page (given `args`) over `list` and expects no axe-core violations once `lastRow` is on
     * screen.
     */
    expectNoAxeViolations: async (
      list: FakeHandler<Endpoints[L]> | undefined,
      lastRow: string,
      ...args: A
    ) => {
      const { container } = openPage({ list }, ...args);
      await screen.findByText(lastRow);
      await loaded();
      expect(await violationsOf(container)).toEqual([]);
    },
  };
}

/**
 * The three date rules of a list's filter: no To Date past the last day the list may show, no From Date
 * after the To Date, and no longer period than the list allows. `days` are the days typed to break each.
 */
export function periodRules(
  says: { toTooLate: string; fromAfterTo: string; spanTooLong: string },
  days: { lateTo: DayNumber; to: DayNumber; laterFrom: DayNumber; earlyFrom: DayNumber },
): DateRule[] {
  return [
    { type: [['To Date', days.lateTo]], under: 'To Date', says: says.toTooLate },
    {
      type: [
        ['To Date', days.to],
        ['From Date', days.laterFrom],
      ],
      under: 'From Date',
      says: says.fromAfterTo,
    },
    { type: [['From Date', days.earlyFrom]], under: 'From Date', says: says.spanTooLong },
  ];
}
