import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeReply, failWith } from '../../../test/fake-api';
import { TRANSACTION_TEXTS } from '../../../lib/transaction-texts';
import { captureSaves } from '../../../test/capture-saves';
import { expectTitled, openSelect } from '../../../test/page';
import { hangingUntilAborted, searchPageOf } from '../../../test/replies';
import { groupOf, row, transactionsScreen } from './transactions-fixtures';

const page = transactionsScreen();
const { openPage, listBodies, filters, searchWith } = page;

describe('Transactions screen (part 2 §2)', () => {
  it("queries the defaults (PoS, 2 days ago to yesterday, ALL) and shows 'No transactions found' when empty", async () => {
    openPage();

    expectTitled('Transactions', 'View and filter past transactions');
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    // An empty result is announced with the spec's text (part 2 §8).
    expect(await screen.findByText(TRANSACTION_TEXTS.emptyReply)).toBeInTheDocument();

    const today = todayInAmman();
    const [first] = page.api.sent('transactionSearch');
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
      sortBy: 'transactionDate',
      sortDirection: 'desc',
    });
    expect(page.api.sent('branches')[0]?.query).toEqual({ acticoMerchant: 'NOATICO' });
    // One merchant in the group: no Merchant select.
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
  });

  it('pages with offset = page × rows per page, and a new rows-per-page resets the offset to 0', async () => {
    openPage({
      list: ({ body }) => searchPageOf([row(`r${(body as { offset: number }).offset}`)], 45),
    });
    expect(await screen.findByText('1–10 of 45')).toBeInTheDocument();
    // Looked up once: the pagination's controls stay the same elements while the grid reloads.
    const nextPage = screen.getByRole('button', { name: 'Go to next page' });
    const rowsPerPage = screen.getByRole('combobox', { name: /rows per page/i });

    await page.user.click(nextPage);
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 10, maxCount: 10 }));
    expect(await screen.findByText('11–20 of 45')).toBeInTheDocument();

    await page.user.click(nextPage);
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 20, maxCount: 10 }));
    await screen.findByText('21–30 of 45');

    await page.user.click(rowsPerPage);
    await page.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 0, maxCount: 50 }));
    expect(await screen.findByText('1–45 of 45')).toBeInTheDocument();

    expect((await openSelect(rowsPerPage, page.user)).options).toEqual(['10', '20', '50', '100', '1000']);
  });

  it('a filter change aborts the request in flight and queries the new filter', async () => {
    let calls = 0;
    openPage({
      list: ({ signal }) => {
        calls += 1;
        return calls === 1 ? hangingUntilAborted(signal) : searchPageOf([]);
      },
    });
    await waitFor(() => expect(page.api.sent('transactionSearch')).toHaveLength(1));
    const first = page.api.sent('transactionSearch')[0]!;
    expect(first.signal?.aborted).toBe(false);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toBeDisabled();

    await page.user.click(filters().getByRole('button', { name: 'Last week' }));
    await searchWith('Submit Search', 2);
    expect(first.signal?.aborted).toBe(true);
    const today = todayInAmman();
    expect(listBodies()[1]).toMatchObject({
      fromDate: formatDay(today - 8),
      toDate: formatDay(today - 1),
    });
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    await waitFor(() => expect(refresh).toBeEnabled());
  });

  it('Refresh re-queries the same page', async () => {
    openPage({ list: () => searchPageOf([row('a')]) });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toBeEnabled());
    await page.user.click(refresh);
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    expect(listBodies()[1]).toEqual(listBodies()[0]);
  });

  it('shows the server message when the load fails, or the default text', async () => {
    openPage({ list: () => failWith(500, 'Database unavailable') });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows the default text when the load fails without a message', async () => {
    openPage({ list: () => new FakeReply(502, undefined) });
    expect(await screen.findByText(TRANSACTION_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('reports a failed branch load and empties the list', async () => {
    openPage({ more: { branches: () => failWith(500, '') } });
    expect(await screen.findByText(TRANSACTION_TEXTS.branchesFailed)).toBeInTheDocument();
    expect((await openSelect(screen.getByRole('combobox', { name: /Branch/ }))).options).toEqual(['All']);
  });

  it("a result with rows is not announced as empty; a failed merchant-details load says 'Could not load details'", async () => {
    openPage({
      list: () => searchPageOf([row('a')]),
      more: { merchantGroup: () => failWith(500, '') },
    });
    expect(await screen.findByText(MESSAGES.couldNotLoadDetails)).toBeInTheDocument();
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText(TRANSACTION_TEXTS.emptyReply)).not.toBeInTheDocument();
  });

  it('with several merchants in the group, the Merchant select reloads the branches and queries that merchant', async () => {
    openPage({
      more: {
        merchantGroup: groupOf([
          { merchantCode: '4000000101', merchantName: 'Zahran Market' },
          { merchantCode: '4000000102', merchantName: 'Zahran Express' },
        ]),
      },
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Merchant' }));
    await page.user.click(await screen.findByRole('option', { name: '4000000102 - Zahran Express' }));

    await waitFor(() =>
      expect(page.api.sent('branches').some(({ query }) => query.acticoMerchant === '4000000102')).toBe(true),
    );
    await waitFor(() =>
      expect(listBodies().at(-1)).toMatchObject({
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
    openPage({ list: () => searchPageOf([row('a')], 1234) });
    const excel = screen.getByRole('button', { name: 'Download as Excel' });
    await waitFor(() => expect(excel).toBeEnabled());
    await page.user.click(excel);

    await waitFor(() => expect(saved).toHaveLength(1));
    const today = todayInAmman();
    const [call] = page.api.sent('transactionFile');
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
    openPage({
      list: () => searchPageOf([row('a')]),
      file: () => new Promise<FakeReply>((resolve) => (fail = resolve)),
    });
    const pdf = screen.getByRole('button', { name: 'Export to PDF' });
    await waitFor(() => expect(pdf).toBeEnabled());
    await page.user.click(pdf);
    expect(await screen.findByLabelText('Preparing file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as Excel' })).toBeDisabled();
    fail(failWith(500, 'boom'));
    expect(await screen.findByText(TRANSACTION_TEXTS.downloadFailed)).toBeInTheDocument();
    await waitFor(() => expect(pdf).toBeEnabled());
  });

  it("says the server's own words when too many files are being prepared (429)", async () => {
    openPage({
      list: () => searchPageOf([row('a')]),
      file: () => failWith(429, MESSAGES.tooManyFiles),
    });
    const excel = screen.getByRole('button', { name: 'Download as Excel' });
    await waitFor(() => expect(excel).toBeEnabled());
    await page.user.click(excel);
    expect(await screen.findByText(MESSAGES.tooManyFiles)).toBeInTheDocument();
    expect(screen.queryByText(TRANSACTION_TEXTS.downloadFailed)).not.toBeInTheDocument();
  });
});
