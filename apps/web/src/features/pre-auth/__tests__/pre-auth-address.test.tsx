// The Pre Auth screen's search in the address (a period screen built on PeriodFilterForm): the address is the
// search sent, Submit and paging write it, Back restores it and the form shows it, and a bad link is the
// default search. Its quick selects, Today included (its period may end today).
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnHeader, dayShown, listLoaded, toSecondPage, typeDay } from '../../../test/page';
import { listScreen } from '../../../test/list-screen';
import { totalledPageOf as listOf } from '../../../test/replies';
import { PreAuthPage } from '../pre-auth-page';

const page = listScreen({
  list: 'preAuthList',
  file: 'preAuthFile',
  emptyList: () => listOf([]),
  merchant: '4000000101',
  render: () => <PreAuthPage />,
  filters: 'Pre-auth filters',
});
const { openPage, listQueries } = page;
const today = todayInAmman();
const day = (offset: number) => formatDay(today + offset);
const NEWEST_FIRST = { sortBy: 'transactionDate', sortDirection: 'desc' };
const DEFAULT_QUERY = {
  page: '0',
  size: '10',
  fromDate: day(-7),
  toDate: day(0),
  currency: 'JOD',
  ...NEWEST_FIRST,
};
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('the Pre Auth search in the address', () => {
  it("sends the address's search: its period, its page (from 1) and its size", async () => {
    openPage({ path: `/?from=${day(-12)}&to=${day(-2)}&page=3&size=20` });

    await waitFor(() =>
      expect(listQueries()).toEqual([
        { page: '2', size: '20', fromDate: day(-12), toDate: day(-2), currency: 'JOD', ...NEWEST_FIRST },
      ]),
    );
    expect(dayShown('From Date')).toBe(day(-12));
    expect(dayShown('To Date')).toBe(day(-2));
  });

  it("sends the address's order and shows it on its column; a header's order is written to the address", async () => {
    const { router } = openPage({ path: `/?sort=transactionAmount&dir=asc` });
    await waitFor(() =>
      expect(listQueries()).toEqual([
        { ...DEFAULT_QUERY, sortBy: 'transactionAmount', sortDirection: 'asc' },
      ]),
    );
    await listLoaded();
    expect(columnHeader('Pre Auth Transactions', 'Transaction Amount')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await page.user.click(columnHeader('Pre Auth Transactions', 'Transaction Date'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual(DEFAULT_QUERY));
    expect(Object.fromEntries(searchOf(router))).toEqual({ from: day(-7), to: day(0) });
    await router.navigate(-1);
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sortBy: 'transactionAmount' }));
    expect(Object.fromEntries(searchOf(router))).toEqual({ sort: 'transactionAmount', dir: 'asc' });
  });

  it('a bad link sends the default search, with no error', async () => {
    openPage({ path: `/?from=${day(-40)}&to=${day(1)}&page=-4&size=33&sort=pan&dir=up` });

    await listLoaded();
    expect(listQueries()).toEqual([DEFAULT_QUERY]);
    expect(screen.queryByText(/must not/i)).not.toBeInTheDocument();
    expect(dayShown('From Date')).toBe(day(-7));
  });

  it('Submit pushes the search into the address, keeping keys it does not own; Back restores the search and the form', async () => {
    const { router } = openPage({ path: '/?payment=p-1' });
    await listLoaded();
    expect(searchOf(router).toString()).toBe('payment=p-1');

    await typeDay(page.user, 'From Date', today - 20);
    await typeDay(page.user, 'To Date', today - 10);
    await page.user.click(page.filterButton('Submit Search'));

    await waitFor(() => expect(searchOf(router).get('from')).toBe(day(-20)));
    expect(Object.fromEntries(searchOf(router))).toEqual({ payment: 'p-1', from: day(-20), to: day(-10) });
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ fromDate: day(-20), toDate: day(-10) }));
    await listLoaded();

    await router.navigate(-1);
    await waitFor(() => expect(dayShown('From Date')).toBe(day(-7)));
    expect(dayShown('To Date')).toBe(day(0));
    expect(searchOf(router).toString()).toBe('payment=p-1');
    // The default search is asked again.
    expect(listQueries().at(-1)).toEqual(DEFAULT_QUERY);

    await router.navigate(1);
    await waitFor(() => expect(dayShown('From Date')).toBe(day(-20)));
  });

  it('paging pushes the page into the address, and Back returns to the first page', async () => {
    const { router } = openPage({ list: () => listOf([], 45) });
    await toSecondPage(page.user, listQueries);
    expect(searchOf(router).get('page')).toBe('2');

    await router.navigate(-1);
    await screen.findByText('1–10 of 45');
    expect(searchOf(router).get('page')).toBeNull();
  });

  it('offers Today, its period ending today, and fills the dates only: Submit applies them', async () => {
    openPage();
    await listLoaded();
    for (const name of [
      'Since yesterday',
      'Last week',
      'Last month',
      'Yesterday',
      'Last 7 days',
      'This month',
    ]) {
      expect(page.filterButton(name)).toBeInTheDocument();
    }

    await page.user.click(page.filterButton('Today'));
    expect(dayShown('From Date')).toBe(day(0));
    expect(dayShown('To Date')).toBe(day(0));
    expect(listQueries()).toHaveLength(1);

    await page.user.click(page.filterButton('Submit Search'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ fromDate: day(0), toDate: day(0) }));

    await page.user.click(page.filterButton('Last 7 days'));
    expect(dayShown('From Date')).toBe(day(-6));
    expect(dayShown('To Date')).toBe(day(0));
  });
});
