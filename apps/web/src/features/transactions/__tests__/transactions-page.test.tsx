import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { TransactionRow } from '@merchant-portal/contracts/schemas/transactions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';
import {
  FakeReply,
  failWith,
  fakeApi,
  type FakeApi,
  type FakeFile,
  type FakeHandler,
  type FakeHandlers,
} from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { TRANSACTION_TEXTS } from '../../../lib/transaction-texts';
import { ModeeTransactionsPage, TransactionsPage } from '../transactions-page';
import { captureSaves } from '../../../test/capture-saves';
import { signedInUser } from '../../../test/users';

const USERNAME = 'zahran.admin@4000000101';

function row(id: string): TransactionRow {
  return {
    id,
    transactionDate: '01-03-2026',
    loadDate: '02-03-2026',
    transactionTime: '10:00:00',
    merchantRef: `REF-${id}`,
    pan: '411111******1111',
    tranPaymentMethod: 'VISA',
    terminalId: 'T1',
    branchId: '101',
    branchName: 'Abdali',
    transactionAmount: 10,
    fixedAmount: 0.1,
    mdrPercentage: 1.5,
    mdrAmount: 0.15,
    netAmount: 9.75,
    currency: 'JOD',
    cardScheme: 'VISA',
    cardType: 'D',
    methodType: 'L',
    transactionType: 'COMMON',
    category: null,
    transactionId: '000000000001',
    billNumber: null,
    bnplTxn: null,
    bnplMdrValue: null,
    bnplAmount: null,
    bnplMdrAmount: null,
    authCode: '123456',
    rrn: '000000000001',
    share: null,
  };
}

type Search = typeof ENDPOINTS.modeeSearch;

let api: FakeApi;

const FILE_CALLS = ['transactionFile', 'modeeFile', 'aggregateFile', 'transactionDetailsFile'] as const;

function server({
  read = () => ({ totalElements: 0, content: [], totals: [] }),
  group = [{ merchantCode: '4000000101', merchantName: 'Zahran Market' }],
  branches = () => ({
    data: {
      results: [
        { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' },
        { branchId: '900', branchName: 'Web Shop', transactionType: 'CS' },
      ],
    },
  }),
  file = () => ({ content: 'file', merchantCode: '4000000101' }),
  more = {},
}: {
  read?: FakeHandler<Search>;
  group?: Array<{ merchantCode: string; merchantName: string }>;
  branches?: FakeHandler<typeof ENDPOINTS.branches>;
  /** What every file call answers. */
  file?: () => FakeFile | FakeReply | Promise<FakeFile | FakeReply>;
  more?: FakeHandlers;
} = {}) {
  api = fakeApi({
    merchantGroup: () => ({
      data: { results: group },
      metadata: { pagination: { totalRecords: group.length } },
    }),
    branches,
    transactionSearch: (request) => read(request),
    modeeSearch: read,
    ...Object.fromEntries(FILE_CALLS.map((name) => [name, file])),
    ...more,
  });
}

function readCalls() {
  return api
    .log()
    .filter(({ name }) => name === 'transactionSearch' || name === 'modeeSearch')
    .map(({ name, request }) => ({
      name,
      query: request.query,
      body: request.body as Record<string, unknown>,
      signal: request.signal,
    }));
}

function renderPage(roles = ['ROLE_MERCHANT_USER'], username = USERNAME, page = <TransactionsPage />) {
  return renderWithProviders(
    <CurrentUserContext.Provider value={signedInUser(username, roles)}>{page}</CurrentUserContext.Provider>,
  );
}

/** A reply that never comes: it only ends when the request is aborted. */
function hangingUntilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  startSession('session-token');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Transactions screen (part 2 §2)', () => {
  it("queries the defaults (PoS, 2 days ago to yesterday, ALL) and shows 'No transactions found' when empty", async () => {
    server();
    renderPage();

    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByText('View and filter past transactions')).toBeInTheDocument();
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    // An empty result is announced with the spec's text (part 2 §8).
    expect(await screen.findByText(TRANSACTION_TEXTS.emptyReply)).toBeInTheDocument();

    const today = todayInAmman();
    const [first] = readCalls();
    expect(first?.query.currency ?? '').toBe('');
    expect(first?.body).toEqual({
      maxCount: 10,
      offset: 0,
      transactionName: 'P',
      fromDate: formatDay(today - 2),
      toDate: formatDay(today - 1),
      branchId: 'ALL',
      cardType: 'All',
      methodType: 'All',
      category: 'ALL',
    });
    expect(api.sent('branches')[0]?.query).toEqual({ acticoMerchant: 'NOATICO' });
    // One merchant in the group: no Merchant select.
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
  });

  it('pages with offset = page × rows per page, and a new rows-per-page resets the offset to 0', async () => {
    server({
      read: ({ body }) => ({
        totalElements: 45,
        content: [row(`r${(body as { offset: number }).offset}`)],
        totals: [],
      }),
    });
    renderPage();
    expect(await screen.findByText('1–10 of 45')).toBeInTheDocument();
    // Looked up once: the pagination's controls stay the same elements while the grid reloads.
    const nextPage = screen.getByRole('button', { name: 'Go to next page' });
    const rowsPerPage = screen.getByRole('combobox', { name: /rows per page/i });

    await user.click(nextPage);
    await waitFor(() => expect(readCalls().at(-1)?.body).toMatchObject({ offset: 10, maxCount: 10 }));
    expect(await screen.findByText('11–20 of 45')).toBeInTheDocument();

    await user.click(nextPage);
    await waitFor(() => expect(readCalls().at(-1)?.body).toMatchObject({ offset: 20, maxCount: 10 }));
    await screen.findByText('21–30 of 45');

    await user.click(rowsPerPage);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(readCalls().at(-1)?.body).toMatchObject({ offset: 0, maxCount: 50 }));
    expect(await screen.findByText('1–45 of 45')).toBeInTheDocument();

    await user.click(rowsPerPage);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50', '100', '1000']);
  });

  it('a filter change aborts the request in flight and queries the new filter', async () => {
    let calls = 0;
    server({
      read: ({ signal }) => {
        calls += 1;
        return calls === 1 ? hangingUntilAborted(signal) : { totalElements: 0, content: [], totals: [] };
      },
    });
    renderPage();
    await waitFor(() => expect(readCalls()).toHaveLength(1));
    const first = readCalls()[0]!;
    expect(first.signal?.aborted).toBe(false);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toBeDisabled();

    const filters = within(screen.getByRole('form', { name: 'Transaction filters' }));
    await user.click(filters.getByRole('button', { name: 'Last week' }));
    await user.click(filters.getByRole('button', { name: 'Submit Search' }));

    await waitFor(() => expect(readCalls()).toHaveLength(2));
    expect(first.signal?.aborted).toBe(true);
    const today = todayInAmman();
    expect(readCalls()[1]?.body).toMatchObject({
      fromDate: formatDay(today - 8),
      toDate: formatDay(today - 1),
    });
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    await waitFor(() => expect(refresh).toBeEnabled());
  });

  it('Refresh re-queries the same page', async () => {
    server({ read: () => ({ totalElements: 1, content: [row('a')], totals: [] }) });
    renderPage();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toBeEnabled());
    await user.click(refresh);
    await waitFor(() => expect(readCalls()).toHaveLength(2));
    expect(readCalls()[1]?.body).toEqual(readCalls()[0]?.body);
  });

  it('shows the server message when the load fails, or the default text', async () => {
    server({ read: () => failWith(500, 'Database unavailable') });
    renderPage();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows the default text when the load fails without a message', async () => {
    server({ read: () => new FakeReply(502, undefined) });
    renderPage();
    expect(await screen.findByText(TRANSACTION_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('reports a failed branch load and empties the list', async () => {
    server({ branches: () => failWith(500, '') });
    renderPage();
    expect(await screen.findByText(TRANSACTION_TEXTS.branchesFailed)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Branch/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All']);
  });

  it("a result with rows is not announced as empty; a failed merchant-details load says 'Could not load details'", async () => {
    server({
      read: () => ({ totalElements: 1, content: [row('a')], totals: [] }),
      more: { merchantGroup: () => failWith(500, '') },
    });
    renderPage();
    expect(await screen.findByText(MESSAGES.couldNotLoadDetails)).toBeInTheDocument();
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText(TRANSACTION_TEXTS.emptyReply)).not.toBeInTheDocument();
  });

  it('with several merchants in the group, the Merchant select reloads the branches and queries that merchant', async () => {
    server({
      group: [
        { merchantCode: '4000000101', merchantName: 'Zahran Market' },
        { merchantCode: '4000000102', merchantName: 'Zahran Express' },
      ],
    });
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Merchant' }));
    await user.click(await screen.findByRole('option', { name: '4000000102 - Zahran Express' }));

    await waitFor(() =>
      expect(api.sent('branches').some(({ query }) => query.acticoMerchant === '4000000102')).toBe(true),
    );
    await waitFor(() =>
      expect(readCalls().at(-1)?.body).toMatchObject({
        aticoMerchantCode: '4000000102',
        branchId: 'ALL',
        offset: 0,
      }),
    );
  });
});

describe('files (part 2 §7, §8)', () => {
  it('Download as Excel asks for the whole filtered set and saves it under the spec name', async () => {
    const saved = captureSaves();
    server({ read: () => ({ totalElements: 1234, content: [row('a')], totals: [] }) });
    renderPage();
    const excel = screen.getByRole('button', { name: 'Download as Excel' });
    await waitFor(() => expect(excel).toBeEnabled());
    await user.click(excel);

    await waitFor(() => expect(saved).toHaveLength(1));
    const today = todayInAmman();
    const [call] = api.sent('transactionFile');
    expect(call?.params).toEqual({ format: 'excel' });
    expect(call?.body).toMatchObject({
      maxCount: 1234,
      offset: 0,
      transactionName: 'P',
    });
    expect(saved[0]).toBe(
      `TRANSACTIONS_P_FROM-${formatDay(today - 2)}_TO-${formatDay(today - 1)}_ALL-BRANCHES.xlsx`,
    );
  });

  it('shows progress while the file is prepared, and the spec text when it fails', async () => {
    let fail: (reply: FakeReply) => void = () => undefined;
    server({
      read: () => ({ totalElements: 1, content: [row('a')], totals: [] }),
      file: () => new Promise<FakeReply>((resolve) => (fail = resolve)),
    });
    renderPage();
    const pdf = screen.getByRole('button', { name: 'Export to PDF' });
    await waitFor(() => expect(pdf).toBeEnabled());
    await user.click(pdf);
    expect(await screen.findByLabelText('Preparing file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as Excel' })).toBeDisabled();
    fail(failWith(500, 'boom'));
    expect(await screen.findByText(TRANSACTION_TEXTS.downloadFailed)).toBeInTheDocument();
    await waitFor(() => expect(pdf).toBeEnabled());
  });

  it("says the server's own words when too many files are being prepared (429)", async () => {
    server({
      read: () => ({ totalElements: 1, content: [row('a')], totals: [] }),
      file: () => failWith(429, MESSAGES.tooManyFiles),
    });
    renderPage();
    const excel = screen.getByRole('button', { name: 'Download as Excel' });
    await waitFor(() => expect(excel).toBeEnabled());
    await user.click(excel);
    expect(await screen.findByText(MESSAGES.tooManyFiles)).toBeInTheDocument();
    expect(screen.queryByText(TRANSACTION_TEXTS.downloadFailed)).not.toBeInTheDocument();
  });
});

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
    server({
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

  it('the one-day details need from and to on the same day', async () => {
    const saved = captureSaves();
    server({
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
    server();
    renderPage();
    await screen.findByText(TRANSACTION_TEXTS.noRows);
    expect(screen.queryByRole('table', { name: 'Summary Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merchant Transaction Details' })).not.toBeInTheDocument();
  });
});

describe('MoDEE screen (part 2 §2 "MODEE Transactions")', () => {
  it('searches through its own call, offers its own files and names them MODEE_TRANSACTIONS_…', async () => {
    const saved = captureSaves();
    server({ read: () => ({ totalElements: 1, content: [row('m')], totals: [] }) });
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
    server({
      read: () => ({ totalElements: 1, content: [{ ...row('c'), category: 'Comfort' }], totals: [] }),
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
    server({ read: () => new FakeReply(502, undefined) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSACTION_TEXTS.loadFailed);
    expect(screen.queryByText(TRANSACTION_TEXTS.noRows)).not.toBeInTheDocument();

    api.answer('transactionSearch', () => ({ totalElements: 1, content: [row('back')], totals: [] }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('01-03-2026')).toBeInTheDocument();
    expect(readCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a source change clears the grid to loading: one source's rows never sit under another's columns", async () => {
    server({ read: () => ({ totalElements: 1, content: [row('pos')], totals: [] }) });
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
    server({
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
    server();
    renderPage();
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    expect(await screen.findByText('No transactions to export')).toBeInTheDocument();
    expect(api.sent('transactionFile')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('MoDEE offers only the sources of a MoDEE merchant', async () => {
    server();
    renderPage(['MODEE_TRANSACTION_USER'], 'modee.user@4000000501', <ModeeTransactionsPage />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Transaction Source/ }));
    const sources = within(await screen.findByRole('listbox'));
    expect(sources.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'MobiCash',
      'PoS',
      'CyberSource',
    ]);
  });

  it('a column empty on every row of the page is hidden by default; the money stays', async () => {
    server({ read: () => ({ totalElements: 1, content: [{ ...row('a'), fixedAmount: 0 }], totals: [] }) });
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    await within(grid).findByText('T1');
    expect(within(grid).queryByRole('columnheader', { name: 'Fixed Amount' })).not.toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Transaction Amount' })).toBeInTheDocument();
  });
});
