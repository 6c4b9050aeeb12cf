import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeReply, type FakeApi } from '../../../test/fake-api';
import { TRANSACTION_TEXTS } from '../../../lib/transaction-texts';
import { ModeeTransactionsPage } from '../transactions-page';
import { captureSaves } from '../../../test/capture-saves';
import { openSelect, signInEachTest, user } from '../../../test/page';
import { hangingUntilAborted, searchPageOf } from '../../../test/replies';
import { row, server, readCalls, renderPage } from './transactions-fixtures';

let api: FakeApi;
signInEachTest();

describe('the special merchant (code ending 0194)', () => {
  const PETRA = 'petra.admin@4000000194';
  const aggregate = {
    summary: [
      {
        transactionDate: '01-03-2026',
        cardScheme: 'VISA',
        trxCount: 3,
        trxAmount: 12.5,
        trxMdr: 0.25,
        netAmount: 12.25,
      },
    ],
    paymentSummary: [
      {
        transactionDate: '01-03-2026',
        netAmount: 12.25,
        merchantName: 'Petra Fuel Stations',
        merchantId: '4000000194',
      },
    ],
  };

  it('shows the Summary Report and Payment Summary Report with 3 decimals on PoS', async () => {
    api = server({
      group: [{ merchantCode: '4000000194', merchantName: 'Petra Fuel Stations' }],
      more: { aggregate: () => aggregate },
    });
    renderPage(['ROLE_MERCHANT_ADMIN'], PETRA);
    const summary = await screen.findByRole('table', { name: 'Summary Report' });
    expect(await within(summary).findByText('12.500')).toBeInTheDocument();
    expect(within(summary).getByText('0.250')).toBeInTheDocument();
    const payment = screen.getByRole('table', { name: 'Payment Summary Report' });
    expect(within(payment).getByText('12.250')).toBeInTheDocument();
    expect(within(payment).getByText('Petra Fuel Stations')).toBeInTheDocument();
    expect(api.sent('aggregate')[0]?.query.currency).toBe('JOD');
  });

  it('the summaries are of the whole period: a search text, a range or an order asks for them no more', async () => {
    api = server({
      group: [{ merchantCode: '4000000194', merchantName: 'Petra Fuel Stations' }],
      read: () => searchPageOf([row('a')]),
      more: { aggregate: () => aggregate },
    });
    renderPage(['ROLE_MERCHANT_ADMIN'], PETRA);
    await screen.findByRole('table', { name: 'Summary Report' });
    const [first] = api.sent('aggregate');
    const filters = within(screen.getByRole('form', { name: 'Transaction filters' }));

    await user.click(filters.getByRole('searchbox', { name: 'Search' }));
    await user.paste('4417');
    await user.click(filters.getByRole('button', { name: 'Amount range' }));
    await user.click(filters.getByRole('textbox', { name: 'Amount from' }));
    await user.paste('5');
    await user.click(filters.getByRole('button', { name: 'Submit Search' }));
    await waitFor(() => expect(readCalls()).toHaveLength(2));
    await user.click(within(screen.getByRole('grid', { name: 'Transactions' })).getByText('Net Amount'));
    // The summaries would be asked in the same render as the list: once the list is, they are not.
    await waitFor(() => expect(readCalls()).toHaveLength(3));
    expect(readCalls()[2]?.body).toMatchObject({ search: '4417', amountFrom: 5, sortBy: 'netAmount' });
    expect(api.sent('aggregate')).toHaveLength(1);
    expect(first?.body).not.toHaveProperty('search');
    expect(first?.body).not.toHaveProperty('sortBy');

    // A new period does ask for them again, still without the search.
    await user.click(filters.getByRole('button', { name: 'Last week' }));
    await user.click(filters.getByRole('button', { name: 'Submit Search' }));
    await waitFor(() => expect(api.sent('aggregate')).toHaveLength(2));
    expect(api.sent('aggregate')[1]?.body).not.toHaveProperty('search');
    expect(api.sent('aggregate')[1]?.body).not.toHaveProperty('amountFrom');
    // Three searches and two summaries through the whole page: longer than one load.
  }, 60_000);

  it('the one-day details need from and to on the same day', async () => {
    const saved = captureSaves();
    api = server({
      group: [{ merchantCode: '4000000194', merchantName: 'Petra Fuel Stations' }],
      more: { aggregate: () => aggregate },
    });
    renderPage(['ROLE_MERCHANT_ADMIN'], PETRA);
    const details = await screen.findByRole('button', { name: 'Merchant Transaction Details' });
    await waitFor(() => expect(details).toBeEnabled());
    await user.click(details);
    expect(
      await screen.findByText(
        'Please select only one day difference to check the merchant transaction details',
      ),
    ).toBeInTheDocument();
    expect(api.sent('transactionDetailsFile')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('other merchants get neither the tables nor the details button', async () => {
    api = server();
    renderPage();
    await screen.findByText(TRANSACTION_TEXTS.noRows);
    expect(screen.queryByRole('table', { name: 'Summary Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merchant Transaction Details' })).not.toBeInTheDocument();
  });
});

describe('MoDEE screen (part 2 §2 "MODEE Transactions")', () => {
  it('searches through its own call, offers its own files and names them MODEE_TRANSACTIONS_…', async () => {
    const saved = captureSaves();
    api = server({ read: () => searchPageOf([row('m')]) });
    renderPage(['MODEE_TRANSACTION_USER'], 'modee.user@4000000501', <ModeeTransactionsPage />);
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByText('View and filter past transactions')).not.toBeInTheDocument();
    await waitFor(() => expect(readCalls()[0]?.name).toBe('modeeSearch'));
    expect(readCalls()[0]?.body).toMatchObject({ transactionName: 'P', maxCount: 10, offset: 0 });
    expect(await screen.findByRole('columnheader', { name: 'Deposite Date' })).toBeInTheDocument();

    const pdf = screen.getByRole('button', { name: 'Export PDF' });
    await waitFor(() => expect(pdf).toBeEnabled());
    await user.click(pdf);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('modeeFile').map(({ params }) => params)).toEqual([{ format: 'pdf' }]);
    const today = todayInAmman();
    expect(saved[0]).toBe(`MODEE_TRANSACTIONS_FROM-${formatDay(today - 2)}_TO-${formatDay(today - 1)}.pdf`);
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
  });
});

describe('Careem categories', () => {
  it('ROLE_CAREEM_USER gets the category picker from the categories call and the Category column', async () => {
    api = server({
      read: () => searchPageOf([{ ...row('c'), category: 'Comfort' }]),
      more: {
        categories: () => ({
          data: {
            results: [
              { code: 'Economy', label: 'Economy' },
              { code: 'Comfort', label: 'Comfort' },
            ],
          },
        }),
      },
    });
    renderPage(['ROLE_MERCHANT_ADMIN', 'ROLE_CAREEM_USER'], 'rides.admin@4000000601');
    expect(await screen.findByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Category/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Comfort' })).toBeInTheDocument();
  });
});

describe('the list states on the Transactions and MoDEE screens', () => {
  it('a failed search shows the spec text and Retry in place of the rows, never the empty text', async () => {
    api = server({ read: () => new FakeReply(502, undefined) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSACTION_TEXTS.loadFailed);
    expect(screen.queryByText(TRANSACTION_TEXTS.noRows)).not.toBeInTheDocument();

    api.answer('transactionSearch', () => searchPageOf([row('back')]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('01-03-2026')).toBeInTheDocument();
    expect(readCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a source change clears the grid to loading: one source's rows never sit under another's columns", async () => {
    api = server({ read: () => searchPageOf([row('pos')]) });
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    expect(await within(grid).findByText('T1')).toBeInTheDocument();

    api.answer('transactionSearch', ({ signal }) => hangingUntilAborted(signal));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Transaction Source/ }));
    await user.click(await screen.findByRole('option', { name: 'CliQ' }));
    await user.click(screen.getByRole('button', { name: 'Submit Search' }));
    await waitFor(() => expect(readCalls().at(-1)?.body).toMatchObject({ transactionName: 'CLIQ' }));
    expect(within(grid).queryByText('T1')).not.toBeInTheDocument();
    expect(within(grid).getByRole('progressbar')).toBeInTheDocument();
  });

  it('the totals of the whole filtered set show above the grid, one line per currency', async () => {
    api = server({
      read: () => ({
        totalElements: 1234,
        content: [row('a')],
        totals: [
          {
            currency: 'JOD',
            count: 1234,
            sums: { transactionAmount: 12345.678, mdrAmount: 185.185, netAmount: 12160.493 },
          },
        ],
      }),
    });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Totals' })).toHaveTextContent(
      '1,234 transactions · Transaction Amount JOD 12,345.678 · MDR Amount JOD 185.185 · Net Amount JOD 12,160.493',
    );
  });

  it("an export of an empty result downloads nothing and says 'No transactions to export'", async () => {
    const saved = captureSaves();
    api = server();
    renderPage();
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    expect(await screen.findByText('No transactions to export')).toBeInTheDocument();
    expect(api.sent('transactionFile')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('MoDEE offers only the sources of a MoDEE merchant', async () => {
    api = server();
    renderPage(['MODEE_TRANSACTION_USER'], 'modee.user@4000000501', <ModeeTransactionsPage />);
    const { options: offered } = await openSelect(
      screen.getByRole('combobox', { name: /Transaction Source/ }),
    );
    expect(offered).toEqual(['MobiCash', 'PoS', 'CyberSource']);
  });

  it('a column empty on every row of the page is hidden by default; the money stays', async () => {
    api = server({
      read: () => searchPageOf([{ ...row('a'), fixedAmount: 0 }]),
    });
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    await within(grid).findByText('T1');
    expect(within(grid).queryByRole('columnheader', { name: 'Fixed Amount' })).not.toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Transaction Amount' })).toBeInTheDocument();
  });
});
