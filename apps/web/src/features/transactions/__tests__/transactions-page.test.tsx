import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { TransactionRow } from '@merchant-portal/contracts/schemas/transactions';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { ModeeTransactionsPage, TRANSACTION_TEXTS, TransactionsPage } from '../transactions-page';

const USERNAME = 'zahran.admin@4000000101';

function selfInfo(roles: string[] = ['ROLE_MERCHANT_USER']): SelfInfo {
  return {
    id: USERNAME,
    username: USERNAME,
    userType: 'FRONT',
    userProfile: { firstName: 'Ahmad', lastName: 'Zahran', email: 'ahmad@example.com', mobile: '0790000000' },
    groups: [],
    roles: roles.map((name) => ({ name })),
  };
}

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
    transactionId: null,
    billNumber: null,
    bnplTxn: null,
    bnplMdrValue: null,
    bnplAmount: null,
    bnplMdrAmount: null,
    authCode: '123456',
    rrn: '000000000001',
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type ReadHandler = (init: RequestInit | undefined, url: URL) => Promise<Response> | Response;

const fetchMock = vi.fn<typeof fetch>();

function server({
  read = () => json({ totalElements: 0, content: [] }),
  group = [{ merchantCode: '4000000101', merchantName: 'Zahran Market' }],
  other,
  branches = () =>
    json({
      data: {
        results: [
          { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' },
          { branchId: '900', branchName: 'Web Shop', transactionType: 'CS' },
        ],
      },
    }),
}: {
  read?: ReadHandler;
  group?: Array<{ merchantCode: string; merchantName: string }>;
  branches?: (url: URL) => Response;
  other?: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
} = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/merchant/merchant/v1/merchant-group') {
      return json({ data: { results: group }, metadata: { pagination: { totalRecords: group.length } } });
    }
    if (url.pathname === '/merchant/merchant/v1/branches') return branches(url);
    if (url.pathname.endsWith('/read') && !url.pathname.includes('aggregate')) return read(init, url);
    if (other) return other(url, init);
    throw new Error(`unexpected ${url.pathname}`);
  });
}

function callsTo(path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }));
}

function readCalls() {
  return fetchMock.mock.calls
    .filter(([input]) => /\/merchant\/transaction\/v1(\/modee)?\/read/.test(String(input)))
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      signal: init?.signal ?? undefined,
    }));
}

function renderPage(roles?: string[], username = USERNAME, page = <TransactionsPage />) {
  return renderWithProviders(
    <CurrentUserContext.Provider value={{ ...selfInfo(roles), username }}>
      {page}
    </CurrentUserContext.Provider>,
  );
}

const FILE = () => new Response('file', { status: 200, headers: { 'content-type': 'application/pdf' } });

/** Records the files handed to the browser's save flow. */
function captureSaves() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** A reply that never comes: it only ends when the request is aborted. */
function hangingUntilAborted(init: RequestInit | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  startSession('session-token', USERNAME);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Transactions screen (part 2 §2)', () => {
  it("queries the defaults (PoS, 2 days ago to yesterday, ALL) and shows 'No transactions found' when empty", async () => {
    server();
    renderPage();

    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByText('View and filter past transactions')).toBeInTheDocument();
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();

    const today = todayInAmman();
    const [first] = readCalls();
    expect(first?.url.searchParams.get('currency')).toBe('');
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
    const branchCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/branches'));
    expect(String(branchCall?.[0])).toContain('acticoMerchant=NOATICO');
    // One merchant in the group: no Merchant select.
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
  });

  it('pages with offset = page × rows per page, and a new rows-per-page resets the offset to 0', async () => {
    server({
      read: (init) => {
        const body = JSON.parse(String(init?.body)) as { offset: number; maxCount: number };
        return json({ totalElements: 45, content: [row(`r${body.offset}`)] });
      },
    });
    renderPage();
    expect(await screen.findByText('1–10 of 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(readCalls().at(-1)?.body).toMatchObject({ offset: 10, maxCount: 10 }));
    expect(await screen.findByText('11–20 of 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(readCalls().at(-1)?.body).toMatchObject({ offset: 20, maxCount: 10 }));
    await screen.findByText('21–30 of 45');

    await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(readCalls().at(-1)?.body).toMatchObject({ offset: 0, maxCount: 50 }));
    expect(await screen.findByText('1–45 of 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
      '1000',
    ]);
  });

  it('a filter change aborts the request in flight and queries the new filter', async () => {
    let calls = 0;
    server({
      read: (init) => {
        calls += 1;
        return calls === 1 ? hangingUntilAborted(init) : json({ totalElements: 0, content: [] });
      },
    });
    renderPage();
    await waitFor(() => expect(readCalls()).toHaveLength(1));
    const first = readCalls()[0]!;
    expect(first.signal?.aborted).toBe(false);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Last week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Search' }));

    await waitFor(() => expect(readCalls()).toHaveLength(2));
    expect(first.signal?.aborted).toBe(true);
    const today = todayInAmman();
    expect(readCalls()[1]?.body).toMatchObject({
      fromDate: formatDay(today - 8),
      toDate: formatDay(today - 1),
    });
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  });

  it('Refresh re-queries the same page', async () => {
    server({ read: () => json({ totalElements: 1, content: [row('a')] }) });
    renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(readCalls()).toHaveLength(2));
    expect(readCalls()[1]?.body).toEqual(readCalls()[0]?.body);
  });

  it('shows the server message when the load fails, or the default text', async () => {
    server({ read: () => json({ code: '500', message: 'Database unavailable' }, 500) });
    renderPage();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows the default text when the load fails without a message', async () => {
    server({ read: () => new Response(null, { status: 502 }) });
    renderPage();
    expect(await screen.findByText(TRANSACTION_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('reports a failed branch load and empties the list', async () => {
    server({ branches: () => json({ message: '' }, 500) });
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

  it('with several merchants in the group, the Merchant select reloads the branches and queries that merchant', async () => {
    server({
      group: [
        { merchantCode: '4000000101', merchantName: 'Zahran Market' },
        { merchantCode: '4000000102', merchantName: 'Zahran Express' },
      ],
    });
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Merchant' }));
    await userEvent.click(await screen.findByRole('option', { name: '4000000102 - Zahran Express' }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('acticoMerchant=4000000102')),
      ).toBe(true),
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
    server({ read: () => json({ totalElements: 1234, content: [row('a')] }), other: FILE });
    renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download as Excel' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Download as Excel' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const today = todayInAmman();
    const [call] = callsTo('/merchant/transaction/v1/generate/excel');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      maxCount: 1234,
      offset: 0,
      transactionName: 'P',
    });
    expect(saved[0]).toBe(
      `TRANSACTIONS_P_FROM-${formatDay(today - 2)}_TO-${formatDay(today - 1)}_ALL-BRANCHES.xlsx`,
    );
  });

  it('shows progress while the file is prepared, and the spec text when it fails', async () => {
    let fail: (response: Response) => void = () => undefined;
    server({
      read: () => json({ totalElements: 1, content: [row('a')] }),
      other: () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export to PDF' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Export to PDF' }));
    expect(await screen.findByLabelText('Preparing file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as Excel' })).toBeDisabled();
    fail(json({ code: '500', message: 'boom' }, 500));
    expect(await screen.findByText(TRANSACTION_TEXTS.downloadFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export to PDF' })).toBeEnabled());
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
      other: (url) => (url.pathname.endsWith('/aggregate/read') ? json(aggregate) : FILE()),
    });
    renderPage(['ROLE_MERCHANT_ADMIN'], PETRA);
    const summary = await screen.findByRole('table', { name: 'Summary Report' });
    expect(await within(summary).findByText('12.500')).toBeInTheDocument();
    expect(within(summary).getByText('0.250')).toBeInTheDocument();
    const payment = screen.getByRole('table', { name: 'Payment Summary Report' });
    expect(within(payment).getByText('12.250')).toBeInTheDocument();
    expect(within(payment).getByText('Petra Fuel Stations')).toBeInTheDocument();
    expect(callsTo('/merchant/transaction/v1/aggregate/read')[0]?.url.searchParams.get('currency')).toBe(
      'JOD',
    );
  });

  it('the one-day details need from and to on the same day', async () => {
    const saved = captureSaves();
    server({
      group: [{ merchantCode: '4000000194', merchantName: 'Petra Fuel Stations' }],
      other: (url) => (url.pathname.endsWith('/aggregate/read') ? json(aggregate) : FILE()),
    });
    renderPage(['ROLE_MERCHANT_ADMIN'], PETRA);
    const details = await screen.findByRole('button', { name: 'Merchant Transaction Details' });
    await waitFor(() => expect(details).toBeEnabled());
    await userEvent.click(details);
    expect(
      await screen.findByText(
        'Please select only one day difference to check the merchant transaction details',
      ),
    ).toBeInTheDocument();
    expect(callsTo('/merchant/transaction/v1/download-trans-data')).toHaveLength(0);
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
    server({ read: () => json({ totalElements: 1, content: [row('m')] }), other: FILE });
    renderPage(['MODEE_TRANSACTION_USER'], 'modee.user@4000000501', <ModeeTransactionsPage />);
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByText('View and filter past transactions')).not.toBeInTheDocument();
    await waitFor(() => expect(readCalls()[0]?.url.pathname).toBe('/merchant/transaction/v1/modee/read'));
    expect(readCalls()[0]?.body).toMatchObject({ transactionName: 'P', maxCount: 10, offset: 0 });
    expect(await screen.findByRole('columnheader', { name: 'Deposite Date' })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo('/merchant/transaction/v1/modee/generate/pdf')).toHaveLength(1);
    const today = todayInAmman();
    expect(saved[0]).toBe(`MODEE_TRANSACTIONS_FROM-${formatDay(today - 2)}_TO-${formatDay(today - 1)}.pdf`);
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
  });
});

describe('Careem categories', () => {
  it('ROLE_CAREEM_USER gets the category picker from the categories call and the Category column', async () => {
    server({
      read: () => json({ totalElements: 1, content: [{ ...row('c'), category: 'Comfort' }] }),
      other: (url) =>
        url.pathname === '/merchant/transaction/v1/categories'
          ? json({
              data: {
                results: [
                  { code: 'Economy', label: 'Economy' },
                  { code: 'Comfort', label: 'Comfort' },
                ],
              },
            })
          : FILE(),
    });
    renderPage(['ROLE_MERCHANT_ADMIN', 'ROLE_CAREEM_USER'], 'rides.admin@4000000601');
    expect(await screen.findByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Category/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Comfort' })).toBeInTheDocument();
  });
});
