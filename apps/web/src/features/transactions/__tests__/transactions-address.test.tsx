// The Transactions search in the address: the address is the search sent (merchant and branch checked first),
// Submit writes it and keeps keys it does not own, Back restores the search and the filter bar shows it, and a
// bad link is the default search. The Quick select offers no Today (the card search ends yesterday).
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayShown, listLoaded, openSelect } from '../../../test/page';
import { searchPageOf } from '../../../test/replies';
import { groupOf, row, transactionsScreen } from './transactions-fixtures';

const page = transactionsScreen();
const { openPage, listBodies } = page;
const today = todayInAmman();
const day = (offset: number) => formatDay(today + offset);
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const shown = (name: string) => screen.getByRole('combobox', { name });

const DEFAULT_BODY = {
  maxCount: 10,
  offset: 0,
  transactionName: 'P',
  fromDate: day(-2),
  toDate: day(-1),
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  category: 'ALL',
  sortBy: 'transactionDate',
  sortDirection: 'desc',
};

const TWO_MERCHANTS = groupOf([
  { merchantCode: '4000000101', merchantName: 'Zahran Market' },
  { merchantCode: '4000000102', merchantName: 'Zahran Express' },
]);

describe('the Transactions search in the address', () => {
  it("sends the address's search once its branch is known, and the filter bar shows it", async () => {
    openPage({
      path: `/?source=M&from=${day(-12)}&to=${day(-3)}&branch=101&card=VISA&method=Local&q=4417&amountFrom=5&amountTo=50.5&page=3&size=20`,
    });

    await waitFor(() => expect(listBodies()).toHaveLength(1));
    await listLoaded();
    expect(listBodies()).toEqual([
      {
        maxCount: 20,
        offset: 40,
        transactionName: 'M',
        fromDate: day(-12),
        toDate: day(-3),
        branchId: '101',
        cardType: 'VISA',
        methodType: 'Local',
        category: 'ALL',
        search: '4417',
        amountFrom: 5,
        amountTo: 50.5,
        sortBy: 'transactionDate',
        sortDirection: 'desc',
      },
    ]);
    expect(shown('Transaction Source')).toHaveTextContent('MobiCash');
    expect(shown('Card')).toHaveTextContent('VISA');
    expect(shown('Method')).toHaveTextContent('Local');
    expect(shown('Branch')).toHaveTextContent('101 - Abdali');
    expect(dayShown('From Date')).toBe(day(-12));
  });

  it('a bad link sends the default search, with no error', async () => {
    const { router } = openPage({
      path: '/?source=XX&from=31-02-2026&to=soon&card=AMEX&method=Any&q=hello&amountFrom=-3&page=-1&size=7&sort=pan',
    });

    await waitFor(() => expect(listBodies()).toHaveLength(1));
    await listLoaded();
    expect(listBodies()).toEqual([DEFAULT_BODY]);
    expect(screen.queryByText(/must/i)).not.toBeInTheDocument();
    // The address keeps what it said: nothing is written until the user searches.
    expect(searchOf(router).get('source')).toBe('XX');
  });

  it('falls back to ALL for a branch the merchant lacks, and never asks for it', async () => {
    const { router } = openPage({ path: `/?branch=555&from=${day(-5)}&to=${day(-1)}` });

    await waitFor(() => expect(searchOf(router).get('branch')).toBeNull());
    await waitFor(() => expect(listBodies()).toHaveLength(1));
    expect(listBodies()[0]).toMatchObject({ branchId: 'ALL', fromDate: day(-5) });
    await waitFor(() => expect(shown('Branch')).toHaveTextContent('All'));
  });

  it("searches a merchant of the user's group named in the address, and the user's own for any other", async () => {
    const first = openPage({ path: '/?merchant=4000000102', more: { merchantGroup: TWO_MERCHANTS } });
    await waitFor(() => expect(listBodies()).toHaveLength(1));
    expect(listBodies()[0]).toMatchObject({ aticoMerchantCode: '4000000102' });
    expect(await screen.findByRole('combobox', { name: 'Merchant' })).toHaveTextContent('Zahran Express');
    first.unmount();

    const { router } = openPage({ path: '/?merchant=4000000999', more: { merchantGroup: TWO_MERCHANTS } });
    await waitFor(() => expect(searchOf(router).get('merchant')).toBeNull());
    await waitFor(() => expect(listBodies()).toHaveLength(1));
    expect(listBodies()[0]).not.toHaveProperty('aticoMerchantCode');
    expect(page.api.sent('branches').map(({ query }) => query.acticoMerchant)).not.toContain('4000000999');
  });

  it('Submit pushes the search into the address and keeps the keys it does not own; Back restores the search and the form', async () => {
    const { router } = openPage({ path: '/?from-mail=tx-9' });
    await waitFor(() => expect(listBodies()).toHaveLength(1));
    await listLoaded();

    fireEvent.mouseDown(shown('Transaction Source'));
    await page.user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'MobiCash' }),
    );
    fireEvent.mouseDown(shown('Card'));
    await page.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'VISA' }));
    await page.user.click(page.filterButton('Submit Search'));

    await waitFor(() =>
      expect(listBodies().at(-1)).toMatchObject({ transactionName: 'M', cardType: 'VISA' }),
    );
    expect(Object.fromEntries(searchOf(router))).toEqual({
      'from-mail': 'tx-9',
      source: 'M',
      from: day(-2),
      to: day(-1),
      card: 'VISA',
    });
    await listLoaded();

    await router.navigate(-1);
    await waitFor(() => expect(shown('Transaction Source')).toHaveTextContent('PoS'));
    expect(shown('Card')).toHaveTextContent('All');
    expect(searchOf(router).toString()).toBe('from-mail=tx-9');
    await waitFor(() => expect(listBodies().at(-1)).toEqual(DEFAULT_BODY));

    await router.navigate(1);
    await waitFor(() => expect(shown('Transaction Source')).toHaveTextContent('MobiCash'));
    expect(shown('Card')).toHaveTextContent('VISA');
  });

  it('paging and the page size push the paging into the address', async () => {
    const { router } = openPage({ list: () => searchPageOf([row('a')], 45) });
    await listLoaded();
    await page.user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 10 }));

    const { listbox } = await openSelect(screen.getByRole('combobox', { name: /rows per page/i }), page.user);
    await page.user.click(listbox.getByRole('option', { name: '50' }));
    await waitFor(() => expect(searchOf(router).get('size')).toBe('50'));
    expect(searchOf(router).get('page')).toBeNull();
  });

  it('the Quick select offers no Today: the card search ends yesterday (part 2 §5)', async () => {
    openPage();
    await listLoaded();
    expect(page.filters().queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    await page.user.click(page.filterButton('Yesterday'));
    expect(dayShown('From Date')).toBe(day(-1));
    expect(dayShown('To Date')).toBe(day(-1));
  });
});
