import { SEARCH_MESSAGES } from '@merchant-portal/contracts/search-term';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureSaves } from '../../../test/capture-saves';
import { violationsOf } from '../../../test/axe-violations';
import { listLoaded, user } from '../../../test/page';
import { searchPageOf } from '../../../test/replies';
import { ModeeTransactionsPage } from '../transactions-page';
import { readCalls, renderPage, row, server, transactionsScreen } from './transactions-fixtures';

// Each test walks the whole screen through several searches: longer than one load.
const page = transactionsScreen();
const { openPage, listBodies, filters, searchWith } = page;

const searchBox = () => filters().getByRole('searchbox', { name: 'Search' });
// A sorted header's name ends with its Sort button's.
const header = (name: string) =>
  within(screen.getByRole('grid', { name: 'Transactions' })).getByRole('columnheader', {
    name: new RegExp(`^${name}`),
  });
/** Types into a field as one input, and Enter after it when asked. */
async function typeIn(field: HTMLElement, text: string, { enter = false } = {}) {
  await user.click(field);
  await user.paste(text);
  if (enter) await user.keyboard('{Enter}');
}
/** A list of 45 rows: each page's rows are named after its offset. */
const fortyFive = ({ body }: { body: unknown }) =>
  searchPageOf([row(`r${(body as { offset: number }).offset}`)], 45);

describe('the search field on the Transactions screen', { timeout: 60_000 }, () => {
  it("typing '4417' and Submit Search sends search '4417' from the first page, newest first", async () => {
    openPage();
    await listLoaded();
    expect(listBodies()[0]).not.toHaveProperty('search');
    await typeIn(searchBox(), '4417');
    expect(searchBox()).toHaveAccessibleDescription('Card ending 4417');
    await searchWith('Submit Search', 2);
    expect(listBodies()[1]).toMatchObject({
      search: '4417',
      offset: 0,
      sortBy: 'transactionDate',
      sortDirection: 'desc',
    });
    expect(listBodies()[1]).not.toHaveProperty('amountFrom');
  });

  it('Enter in the field submits it', async () => {
    openPage();
    await listLoaded();
    await typeIn(searchBox(), '123456789012', { enter: true });
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    expect(listBodies()[1]).toMatchObject({ search: '123456789012' });
  });

  it('a text it cannot read shows why and sends nothing', async () => {
    openPage();
    await listLoaded();
    await typeIn(searchBox(), '44', { enter: true });
    expect(await filters().findByText(SEARCH_MESSAGES.notUnderstood)).toBeInTheDocument();
    expect(filters().getByRole('button', { name: 'Submit Search' })).toBeDisabled();
    expect(listBodies()).toHaveLength(1);
  });

  it('the amount range is sent with the search', async () => {
    openPage();
    await listLoaded();
    await user.click(filters().getByRole('button', { name: 'Amount range' }));
    await typeIn(filters().getByRole('textbox', { name: 'Amount from' }), '10');
    await typeIn(filters().getByRole('textbox', { name: 'Amount to' }), '37.5');
    await typeIn(searchBox(), 'A1B2C3');
    await searchWith('Submit Search', 2);
    expect(listBodies()[1]).toMatchObject({ search: 'A1B2C3', amountFrom: 10, amountTo: 37.5 });
  });
});

describe('sortable columns', { timeout: 60_000 }, () => {
  it('Transaction Amount sorts on the server: descending, ascending, then the default, each from page one', async () => {
    openPage({ list: fortyFive });
    await screen.findByText('1–10 of 45');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 10 }));
    await listLoaded();

    await user.click(header('Transaction Amount'));
    await waitFor(() => expect(listBodies()).toHaveLength(3));
    expect(listBodies()[2]).toMatchObject({ sortBy: 'transactionAmount', sortDirection: 'desc', offset: 0 });
    await listLoaded();

    expect(header('Transaction Amount')).toHaveAttribute('aria-sort', 'descending');

    await user.click(header('Transaction Amount'));
    await waitFor(() => expect(listBodies()).toHaveLength(4));
    expect(listBodies()[3]).toMatchObject({ sortBy: 'transactionAmount', sortDirection: 'asc', offset: 0 });
    await listLoaded();
    expect(header('Transaction Amount')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(header('Transaction Amount'));
    await waitFor(() => expect(listBodies()).toHaveLength(5));
    expect(listBodies()[4]).toMatchObject({ sortBy: 'transactionDate', sortDirection: 'desc', offset: 0 });
    await listLoaded();
    expect(header('Transaction Amount')).toHaveAttribute('aria-sort', 'none');
  });

  it('Transaction Date shows the default, newest first, and sorts ascending and back', async () => {
    openPage({ list: () => searchPageOf([row('a')]) });
    await listLoaded();
    expect(header('Transaction Date')).toHaveAttribute('aria-sort', 'descending');
    await user.click(header('Transaction Date'));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    expect(listBodies()[1]).toMatchObject({ sortBy: 'transactionDate', sortDirection: 'asc', offset: 0 });
    await listLoaded();
    expect(header('Transaction Date')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header('Transaction Date'));
    await waitFor(() => expect(listBodies()).toHaveLength(3));
    expect(listBodies()[2]).toMatchObject({ sortBy: 'transactionDate', sortDirection: 'desc' });
    await listLoaded();
    expect(header('Transaction Date')).toHaveAttribute('aria-sort', 'descending');
  });

  it('the date and Net Amount sort; other columns do not, and a new search keeps the order', async () => {
    openPage({ list: () => searchPageOf([row('a')]) });
    await listLoaded();
    await user.click(header('Terminal ID'));
    await user.click(header('Net Amount'));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    expect(listBodies()[1]).toMatchObject({ sortBy: 'netAmount', sortDirection: 'desc' });
    await listLoaded();
    await user.click(header('Transaction Date'));
    await waitFor(() => expect(listBodies()).toHaveLength(3));
    expect(listBodies()[2]).toMatchObject({ sortBy: 'transactionDate', sortDirection: 'desc' });
    await listLoaded();

    await typeIn(searchBox(), '4417');
    await searchWith('Submit Search', 4);
    expect(listBodies()[3]).toMatchObject({
      search: '4417',
      sortBy: 'transactionDate',
      sortDirection: 'desc',
    });
  });
});

describe('files and the screen they come from', { timeout: 60_000 }, () => {
  it("an export sends the screen's search, range and order, so the file has the grid's rows in its order", async () => {
    const saved = captureSaves();
    openPage({ list: () => searchPageOf([row('a')], 7) });
    await listLoaded();
    await typeIn(searchBox(), '37.500');
    await user.click(filters().getByRole('button', { name: 'Amount range' }));
    await typeIn(filters().getByRole('textbox', { name: 'Amount to' }), '100');
    await searchWith('Submit Search', 2);
    await user.click(header('Net Amount'));
    await user.click(header('Net Amount'));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sortDirection: 'asc' }));
    await listLoaded();

    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(page.api.sent('transactionFile')[0]?.body).toMatchObject({
      maxCount: 7,
      offset: 0,
      search: '37.500',
      amountTo: 100,
      sortBy: 'netAmount',
      sortDirection: 'asc',
    });
  });

  it('no axe violations with a search read and a column sorted', async () => {
    const { container } = openPage({ list: () => searchPageOf([row('a')]) });
    await listLoaded();
    await typeIn(searchBox(), '4417');
    await user.click(filters().getByRole('button', { name: 'Amount range' }));
    await user.click(header('Transaction Amount'));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    await listLoaded();
    expect(await violationsOf(container)).toEqual([]);
  });
});

describe('MoDEE and DCC', { timeout: 60_000 }, () => {
  it('MoDEE searches and sorts through its own call', async () => {
    server({ read: () => searchPageOf([row('m')]) });
    renderPage(['MODEE_TRANSACTION_USER'], 'modee.user@4000000501', <ModeeTransactionsPage />);
    await listLoaded();
    await typeIn(screen.getByRole('searchbox', { name: 'Search' }), '4417', { enter: true });
    await waitFor(() => expect(readCalls()).toHaveLength(2));
    await listLoaded();
    await user.click(header('Net Amount'));
    await waitFor(() => expect(readCalls()).toHaveLength(3));
    expect(readCalls().map(({ name }) => name)).toEqual(['modeeSearch', 'modeeSearch', 'modeeSearch']);
    expect(readCalls()[2]?.body).toMatchObject({
      search: '4417',
      sortBy: 'netAmount',
      sortDirection: 'desc',
    });
  });

  it("DCC's summary has no search and no sortable column, and is asked in the default order", async () => {
    openPage({ list: () => searchPageOf([row('a')]) });
    await listLoaded();
    await typeIn(searchBox(), '4417');
    await user.click(header('Transaction Amount'));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    await listLoaded();

    page.api.answer('transactionSearch', () =>
      searchPageOf([
        {
          tranMerchantID: '4000000101',
          tranMerchantName: 'Zahran',
          pureTxnCount: 1,
          pureTxnAmount: 1,
          dccTxnCount: 1,
          dccTxnAmount: 1,
          keyTxnCount: 0,
          keyTxnAmount: 0,
          hitRate: 50,
          share: 1,
        },
      ]),
    );
    await user.click(filters().getByRole('combobox', { name: /Transaction Source/ }));
    await user.click(await screen.findByRole('option', { name: 'DCC' }));
    expect(filters().queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
    await searchWith('Submit Search', 3);
    const body = listBodies()[2];
    expect(body).toMatchObject({ transactionName: 'DCC', sortBy: 'transactionDate', sortDirection: 'desc' });
    expect(body).not.toHaveProperty('search');
    const grid = screen.getByRole('grid', { name: 'Transactions' });
    await within(grid).findByText('Zahran');
    await user.click(header('Pure Txn Amount'));
    expect(header('Pure Txn Amount')).toHaveAttribute('aria-sort', 'none');
    expect(listBodies()).toHaveLength(3);
  });
});
