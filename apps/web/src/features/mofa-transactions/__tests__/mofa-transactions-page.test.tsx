import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MOFA_COLUMNS, MOFA_MESSAGES } from '@merchant-portal/contracts/schemas/mofa';
import { DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TEXTS } from '../../../lib/transaction-texts';
import { captureSaves } from '../../../test/capture-saves';
import { FakeReply, failWith } from '../../../test/fake-api';
import { columnHeader, expectHeaderSorts, expectTitled, openSelect, typeDay } from '../../../test/page';
import { hangingUntilAborted, searchPageOf } from '../../../test/replies';
import { CONSULAR_12, CONSULAR_ALL, MERCHANT, mofaScreen, payment } from './mofa-fixtures';

const page = mofaScreen();
const { openPage, listBodies, filters, loaded, searchWith } = page;
const today = todayInAmman();
const NEWEST_FIRST = { sortBy: 'transactionDate', sortDirection: 'desc' } as const;

/** What every MOFA search body carries besides the filter (part 2 §4, §9), and its own order. */
const FIXED = {
  transactionName: 'CS',
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  merchantCode: MERCHANT,
  ...NEWEST_FIRST,
};

async function chooseEmbassy(label: string) {
  fireEvent.mouseDown(filters().getByRole('combobox', { name: 'Embassy' }));
  await page.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: label }));
}

describe('MOFA Transactions screen (part 2 §2, §4, §9)', () => {
  it("first loads the last 30 days to yesterday, page 10, CS in JOD for the user's merchant", async () => {
    openPage();

    expectTitled('MOFA Transactions', 'View and filter past transactions');
    expect(await screen.findByText(TRANSACTION_TEXTS.noRows)).toBeInTheDocument();
    expect(await screen.findByText(TRANSACTION_TEXTS.emptyReply)).toBeInTheDocument();
    const [first] = page.api.sent('transactionSearch');
    expect(first?.query).toEqual({ currency: 'JOD' });
    expect(first?.body).toEqual({
      ...FIXED,
      maxCount: 10,
      offset: 0,
      fromDate: formatDay(today - 30),
      toDate: formatDay(today - 1),
    });
  });

  it('shows the payments in the spec columns, id and tranStatus hidden', async () => {
    openPage({ list: () => searchPageOf([payment('p1')]) });
    const grid = await screen.findByRole('grid', { name: 'MOFA Transactions' });
    expect(await within(grid).findByText('MOFA-p1')).toBeInTheDocument();
    expect(
      within(grid).getByRole('columnheader', { name: 'Transaction Reference Number' }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Request ID' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'ID' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'Transaction Status' })).not.toBeInTheDocument();
    // The fee's amounts in the embassy's currency (USD: 2 decimals), the total in JOD with 3.
    expect(within(grid).getByText('25.00')).toBeInTheDocument();
    expect(within(grid).getByText('35.20')).toBeInTheDocument();
    expect(within(grid).getByText('25.650')).toBeInTheDocument();
  });
});

describe('the Embassy filter (part 2 §4, §5)', () => {
  it('shows for a username without an underscore, sorted by location, with All first', async () => {
    openPage({}, CONSULAR_ALL);
    await loaded();
    expect((await openSelect(filters().getByRole('combobox', { name: 'Embassy' }))).options).toEqual([
      'All',
      'Ankara (3)',
      'Cairo (12)',
      'Riyadh (7)',
    ]);
    // No embassy number in the username: every embassy the server allows.
    expect(listBodies()[0]).not.toHaveProperty('embassy');
  });

  it('is absent for consular_12, whose searches carry embassy 12 from the first load', async () => {
    openPage({}, CONSULAR_12);
    await loaded();
    expect(filters().queryByRole('combobox', { name: 'Embassy' })).not.toBeInTheDocument();
    expect(page.api.sent('embassyList')).toHaveLength(0);
    expect(listBodies()[0]).toMatchObject({ embassy: '12' });

    await searchWith('Submit Search', 2);
    expect(listBodies()[1]).toMatchObject({ embassy: '12' });
  });

  it('is not preselected without the embassy role', async () => {
    openPage({}, CONSULAR_12, ['ROLE_MERCHANT_USER']);
    await loaded();
    expect(listBodies()[0]).not.toHaveProperty('embassy');
  });

  it('a failed embassy list is silent and leaves All', async () => {
    openPage({ more: { embassyList: () => failWith(500, 'Embassies unavailable') } }, CONSULAR_ALL);
    await loaded();
    await waitFor(() => expect(page.api.sent('embassyList')).toHaveLength(1));
    expect(screen.queryByText('Embassies unavailable')).not.toBeInTheDocument();
    expect((await openSelect(filters().getByRole('combobox', { name: 'Embassy' }))).options).toEqual(['All']);
  });
});

describe('Submit Search (part 2 §4)', () => {
  it("replaces the applied filter with the form's values: its own 2 days, then exactly what is ticked", async () => {
    openPage({}, CONSULAR_ALL);
    await loaded();
    expect(listBodies()[0]).toMatchObject({ fromDate: formatDay(today - 30) });

    await chooseEmbassy('Riyadh (7)');
    await page.user.type(filters().getByLabelText('RRN'), '601234567890');
    await page.user.type(filters().getByLabelText('Auth Code'), 'A1B2C3');
    // Spaces around a reference are no part of it.
    await page.user.type(filters().getByLabelText('Transfer Reference No'), ' MOFA-2026-77 ');
    await page.user.click(filters().getByRole('checkbox', { name: 'Is Charged Back' }));
    await searchWith('Submit Search', 2);
    expect(listBodies()[1]).toEqual({
      ...FIXED,
      maxCount: 10,
      offset: 0,
      fromDate: formatDay(today - 2),
      toDate: formatDay(today - 1),
      embassy: '7',
      rrn: '601234567890',
      authCode: 'A1B2C3',
      tranRefNo: 'MOFA-2026-77',
      isChargedBack: true,
    });

    await page.user.click(filters().getByRole('checkbox', { name: 'Is Charged Back' }));
    await page.user.clear(filters().getByLabelText('RRN'));
    await searchWith('Submit Search', 3);
    const third = listBodies()[2];
    expect(third).not.toHaveProperty('isChargedBack');
    expect(third).not.toHaveProperty('rrn');
    expect(third).toMatchObject({ embassy: '7', authCode: 'A1B2C3', tranRefNo: 'MOFA-2026-77' });
  });

  it('a ticked box sends true, an unticked one nothing', async () => {
    openPage({}, CONSULAR_ALL);
    await loaded();
    await page.user.click(filters().getByRole('checkbox', { name: 'Is Processed' }));
    await page.user.click(filters().getByRole('checkbox', { name: 'Is Pre Arb' }));
    await searchWith('Submit Search', 2);
    const body = listBodies()[1];
    expect(body).toMatchObject({ isProcessed: true, isPreArb: true });
    expect(body).not.toHaveProperty('isChargedBack');
    // The first load has no box ticked: no flag at all, never false.
    for (const flag of ['isChargedBack', 'isProcessed', 'isPreArb']) {
      expect(listBodies()[0]).not.toHaveProperty(flag);
    }
  });

  it('the quick select sets the period; the date rules and the reference rule block the submit', async () => {
    openPage({}, CONSULAR_ALL);
    await loaded();
    await page.user.click(filters().getByRole('button', { name: 'Last week' }));
    await searchWith('Submit Search', 2);
    expect(listBodies()[1]).toMatchObject({
      fromDate: formatDay(today - 8),
      toDate: formatDay(today - 1),
    });

    await page.user.type(filters().getByLabelText('RRN'), '12$4');
    expect(filters().getByText(MOFA_MESSAGES.invalidReference)).toBeInTheDocument();
    expect(filters().getByRole('button', { name: 'Submit Search' })).toBeDisabled();
    await page.user.clear(filters().getByLabelText('RRN'));

    await typeDay(page.user, 'To Date', today, page.filterForm());
    expect(await filters().findByText(DATE_MESSAGES.toAfterYesterday)).toBeInTheDocument();
    expect(filters().getByRole('button', { name: 'Submit Search' })).toBeDisabled();
    expect(listBodies()).toHaveLength(2);
  });
});

describe('paging and loading (part 2 §4, §8)', () => {
  it('pages with offset = page × rows per page; a new rows-per-page resets the offset to 0', async () => {
    openPage({
      list: ({ body }) => searchPageOf([payment(`r${(body as { offset: number }).offset}`)], 45),
    });
    expect(await screen.findByText('1–10 of 45')).toBeInTheDocument();
    const nextPage = screen.getByRole('button', { name: 'Go to next page' });
    await page.user.click(nextPage);
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 10, maxCount: 10 }));
    expect(await screen.findByText('11–20 of 45')).toBeInTheDocument();

    const rowsPerPage = screen.getByRole('combobox', { name: /rows per page/i });
    const { listbox, options } = await openSelect(rowsPerPage, page.user);
    expect(options).toEqual(['10', '20', '50', '100', '1000']);
    await page.user.click(listbox.getByRole('option', { name: '50' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 0, maxCount: 50 }));
    expect(await screen.findByText('1–45 of 45')).toBeInTheDocument();
  });

  it('a submit aborts the request in flight; Refresh re-queries the same search', async () => {
    let calls = 0;
    openPage({
      list: ({ signal }) => {
        calls += 1;
        return calls === 1 ? hangingUntilAborted(signal) : searchPageOf([payment('a')]);
      },
    });
    await waitFor(() => expect(page.api.sent('transactionSearch')).toHaveLength(1));
    const first = page.api.sent('transactionSearch')[0]!;
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();

    await searchWith('Submit Search', 2);
    expect(first.signal?.aborted).toBe(true);

    await page.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listBodies()).toHaveLength(3));
    expect(listBodies()[2]).toEqual(listBodies()[1]);
  });

  it('a failed load shows the server message, or the default text', async () => {
    const { unmount } = openPage({ list: () => failWith(500, 'Database unavailable') });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    unmount();

    openPage({ list: () => new FakeReply(502, undefined) });
    expect(await screen.findByText(TRANSACTION_TEXTS.loadFailed)).toBeInTheDocument();
  });
});

describe('sortable columns (issue 28 "Sorting")', () => {
  it.each([
    ['Transaction Date', 'transactionDate'],
    ['Total Amount', 'totalAmount'],
    ['Total Amount JOD', 'totalAmountJOD'],
  ])('%s sorts on the server, from the first page, and back to newest first', async (header, field) => {
    openPage({ list: () => searchPageOf([payment('a')], 45) });
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 10 }));
    await loaded();
    await expectHeaderSorts(page.user, {
      grid: 'MOFA Transactions',
      header,
      field,
      own: NEWEST_FIRST,
      lastSent: () => listBodies().at(-1),
      firstPage: { offset: 0 },
    });
  });

  it('other columns do not sort, and a new search keeps the order', async () => {
    openPage({ list: () => searchPageOf([payment('a')]) });
    await loaded();
    await page.user.click(columnHeader('MOFA Transactions', 'Surcharge Amount'));
    expect(listBodies()).toHaveLength(1);
    await page.user.click(columnHeader('MOFA Transactions', 'Total Amount JOD'));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    await loaded();
    await page.user.click(filters().getByRole('checkbox', { name: 'Is Processed' }));
    await searchWith('Submit Search', 3);
    expect(listBodies()[2]).toMatchObject({
      isProcessed: true,
      sortBy: 'totalAmountJOD',
      sortDirection: 'desc',
    });
  });

  it("the files follow the grid's order", async () => {
    const saved = captureSaves();
    openPage({ list: () => searchPageOf([payment('a')], 3) });
    await loaded();
    await page.user.click(columnHeader('MOFA Transactions', 'Total Amount'));
    await page.user.click(columnHeader('MOFA Transactions', 'Total Amount'));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sortDirection: 'asc' }));
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(page.api.sent('mofaFile')[0]?.body).toMatchObject({ sortBy: 'totalAmount', sortDirection: 'asc' });
  });
});

describe('files (part 2 §7, §8)', () => {
  it('both files ask for the whole filtered set and are saved under the MOFA names', async () => {
    const saved = captureSaves();
    openPage({ list: () => searchPageOf([payment('a')], 1234) }, CONSULAR_12);
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await page.user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    const period = `FROM-${formatDay(today - 30)}_TO-${formatDay(today - 1)}`;
    expect(saved).toEqual([`MOFA_TRANSACTIONS_${period}.pdf`, `MOFA_TRANSACTIONS_${period}.xlsx`]);
    const calls = page.api.sent('mofaFile');
    expect(calls.map(({ params }) => params)).toEqual([{ format: 'pdf' }, { format: 'excel' }]);
    expect(calls[0]?.query).toEqual({ currency: 'JOD' });
    expect(calls[0]?.body).toEqual({
      ...FIXED,
      maxCount: 1234,
      offset: 0,
      fromDate: formatDay(today - 30),
      toDate: formatDay(today - 1),
      embassy: '12',
      // The grid's shown columns, in its order (issue 28).
      columns: MOFA_COLUMNS.filter(({ hidden }) => !hidden).map(({ field }) => field),
    });
  });

  it.each([
    ['fails', () => failWith(500, 'boom')],
    ['answers 404', () => failWith(404, 'No transactions')],
  ])('shows the spec text when the file %s', async (_case, file) => {
    const saved = captureSaves();
    openPage({ list: () => searchPageOf([payment('a')]), file });
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
    expect(MESSAGES.downloadFailed).toBe(
      'Unable to download transaction report at this moment. Please try again later or contact support',
    );
    expect(saved).toEqual([]);
  });
});
