import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { TransactionRow } from '@merchant-portal/contracts/schemas/transactions';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { TRANSACTION_TEXTS, TransactionsPage } from '../transactions-page';

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
} = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/merchant/merchant/v1/merchant-group') {
      return json({ data: { results: group }, metadata: { pagination: { totalRecords: group.length } } });
    }
    if (url.pathname === '/merchant/merchant/v1/branches') return branches(url);
    if (url.pathname === '/merchant/transaction/v1/read') return read(init, url);
    throw new Error(`unexpected ${url.pathname}`);
  });
}

function readCalls() {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/merchant/transaction/v1/read'))
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      signal: init?.signal ?? undefined,
    }));
}

function renderPage(roles?: string[]) {
  return renderWithProviders(
    <CurrentUserContext.Provider value={selfInfo(roles)}>
      <TransactionsPage />
    </CurrentUserContext.Provider>,
  );
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
