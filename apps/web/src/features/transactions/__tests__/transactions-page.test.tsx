import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeReply, failWith, type FakeApi } from '../../../test/fake-api';
import { TRANSACTION_TEXTS } from '../../../lib/transaction-texts';
import { captureSaves } from '../../../test/capture-saves';
import { signedInStart } from '../../../test/page';
import { row, server, readCalls, renderPage, hangingUntilAborted } from './transactions-fixtures';

let api: FakeApi;
let user: UserEvent;

beforeEach(() => {
  user = signedInStart();
});

describe('Transactions screen (part 2 §2)', () => {
  it("queries the defaults (PoS, 2 days ago to yesterday, ALL) and shows 'No transactions found' when empty", async () => {
    api = server();
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
    api = server({
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
    api = server({
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
    api = server({ read: () => ({ totalElements: 1, content: [row('a')], totals: [] }) });
    renderPage();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toBeEnabled());
    await user.click(refresh);
    await waitFor(() => expect(readCalls()).toHaveLength(2));
    expect(readCalls()[1]?.body).toEqual(readCalls()[0]?.body);
  });

  it('shows the server message when the load fails, or the default text', async () => {
    api = server({ read: () => failWith(500, 'Database unavailable') });
    renderPage();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows the default text when the load fails without a message', async () => {
    api = server({ read: () => new FakeReply(502, undefined) });
    renderPage();
    expect(await screen.findByText(TRANSACTION_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('reports a failed branch load and empties the list', async () => {
    api = server({ branches: () => failWith(500, '') });
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
    api = server({
      read: () => ({ totalElements: 1, content: [row('a')], totals: [] }),
      more: { merchantGroup: () => failWith(500, '') },
    });
    renderPage();
    expect(await screen.findByText(MESSAGES.couldNotLoadDetails)).toBeInTheDocument();
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText(TRANSACTION_TEXTS.emptyReply)).not.toBeInTheDocument();
  });

  it('with several merchants in the group, the Merchant select reloads the branches and queries that merchant', async () => {
    api = server({
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
    api = server({ read: () => ({ totalElements: 1234, content: [row('a')], totals: [] }) });
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
    api = server({
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
    api = server({
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
