import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  PRE_AUTH_COLUMNS,
  PRE_AUTH_DATE_MESSAGES,
  type PreAuthRow,
} from '@merchant-portal/contracts/schemas/pre-auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeReply, failWith } from '../../../test/fake-api';
import {
  columnHeader,
  columnHeaders,
  expectHeaderSorts,
  expectRefreshKeepsPage,
  expectTitled,
  gridWith,
  listLoaded,
  openSelect,
  rowCells,
  toSecondPage,
  typeDay,
} from '../../../test/page';
import { totalledPageOf as listOf } from '../../../test/replies';
import { listScreen, periodRules } from '../../../test/list-screen';
import { PRE_AUTH_TEXTS, PreAuthPage } from '../pre-auth-page';
import { captureSaves } from '../../../test/capture-saves';

const MERCHANT = '4000000101';

function hold(id: string, overrides: Partial<PreAuthRow> = {}): PreAuthRow {
  return {
    id,
    transactionDate: '01-03-2026',
    transactionTime: '10:00:00',
    transactionID: `TX-${id}`,
    authCode: '123456',
    pan: '411111******1111',
    cardType: 'LC',
    binType: 'Classic',
    branch: 'Abdali',
    terminalID: 'T1',
    transactionAmount: 12.5,
    currency: 'JOD',
    expiryDate: '08-03-2026',
    status: 'HELD',
    capturedAmount: null,
    ...overrides,
  };
}

const page = listScreen({
  list: 'preAuthList',
  file: 'preAuthFile',
  emptyList: () => listOf([]),
  merchant: MERCHANT,
  render: () => <PreAuthPage />,
  filters: 'Pre-auth filters',
});
const { openPage, listQueries } = page;
const submitButton = () => page.filterButton('Submit Search');
const today = todayInAmman();

describe('Pre Auth Transactions screen (part 2 §2)', () => {
  it("queries the last 7 days to today, page 0 of 10, in JOD, and shows 'No transactions found' when empty", async () => {
    openPage();

    expectTitled('Pre Auth Transactions', 'View and filter pre-authorisation holds');
    expect(await screen.findByText(MESSAGES.noTransactionsFound)).toBeInTheDocument();
    expect(listQueries()).toEqual([
      {
        page: '0',
        size: '10',
        fromDate: formatDay(today - 7),
        toDate: formatDay(today),
        currency: 'JOD',
        sortBy: 'transactionDate',
        sortDirection: 'desc',
      },
    ]);
  });

  it('Submit Search sends the entered dates from page 0', async () => {
    openPage({ list: () => listOf([hold('a')], 45) });
    await toSecondPage(page.user, listQueries);

    await typeDay(page.user, 'From Date', today - 20);
    await typeDay(page.user, 'To Date', today - 10);
    await page.user.click(submitButton());

    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        page: '0',
        size: '10',
        fromDate: formatDay(today - 20),
        toDate: formatDay(today - 10),
        currency: 'JOD',
        sortBy: 'transactionDate',
        sortDirection: 'desc',
      }),
    );
  });

  it.each([
    ['Transaction Amount', 'transactionAmount'],
    ['Transaction Date', 'transactionDate'],
  ])('%s sorts on the server, from page 0, and back to newest first', async (header, field) => {
    openPage({ list: () => listOf([hold('a')], 45) });
    await toSecondPage(page.user, listQueries);
    await expectHeaderSorts(page.user, {
      grid: 'Pre Auth Transactions',
      header,
      field,
      own: { sortBy: 'transactionDate', sortDirection: 'desc' },
      lastSent: () => listQueries().at(-1),
      firstPage: { page: '0' },
    });
  });

  it('other columns do not sort', async () => {
    openPage({ list: () => listOf([hold('a')], 1) });
    await listLoaded();
    await page.user.click(columnHeader('Pre Auth Transactions', 'Expiry Date'));
    expect(columnHeader('Pre Auth Transactions', 'Expiry Date')).toHaveAttribute('aria-sort', 'none');
    expect(listQueries()).toHaveLength(1);
  });

  it('shows the date rules under the fields and sends nothing while one fails', async () => {
    openPage();
    await page.expectDateRulesHold(
      periodRules(
        { ...PRE_AUTH_DATE_MESSAGES, toTooLate: PRE_AUTH_DATE_MESSAGES.toAfterToday },
        {
          lateTo: today + 1,
          to: today - 5,
          laterFrom: today - 3,
          earlyFrom: today - 40,
        },
      ),
    );

    await typeDay(page.user, 'From Date', today - 30);
    expect(screen.queryByText(PRE_AUTH_DATE_MESSAGES.spanTooLong)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows every column but the id, card type and status in words, amounts with 3 decimals', async () => {
    openPage({
      list: () =>
        listOf([
          hold('a'),
          hold('b', { cardType: 'FD', status: 'CAPTURED', transactionAmount: 20, capturedAmount: 7.25 }),
          hold('c', { cardType: 'LD', status: 'EXPIRED' }),
        ]),
    });
    const grid = await gridWith('Pre Auth Transactions', 'TX-a');

    expect(columnHeaders(grid)).toEqual([
      'Transaction Date',
      'Transaction Time',
      'Transaction ID',
      'Auth Code',
      'PAN',
      'Card Type',
      'BIN Type',
      'Branch',
      'Terminal ID',
      'Transaction Amount',
      'Expiry Date',
      'Status',
      'Captured Amount',
    ]);
    expect(rowCells(grid, 'TX-a')).toEqual([
      '01-03-2026',
      '10:00:00',
      'TX-a',
      '123456',
      '411111******1111',
      'Local Credit',
      'Classic',
      'Abdali',
      'T1',
      '12.500',
      '08-03-2026',
      'Held',
      '',
    ]);
    expect(rowCells(grid, 'TX-b')).toEqual(
      expect.arrayContaining(['International Debit', '20.000', 'Captured', '7.250']),
    );
    expect(rowCells(grid, 'TX-c')).toEqual(expect.arrayContaining(['Local Debit', 'Expired']));
  });

  it('pages with page and size; a new rows-per-page goes back to page 0', async () => {
    openPage({ list: ({ query }) => listOf([hold(`p${query.page}`)], 45) });
    expect(await screen.findByText('1–10 of 45')).toBeInTheDocument();
    const nextPage = screen.getByRole('button', { name: 'Go to next page' });
    const rowsPerPage = screen.getByRole('combobox', { name: /rows per page/i });

    await page.user.click(nextPage);
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '1', size: '10' }));
    expect(await screen.findByText('11–20 of 45')).toBeInTheDocument();
    expect(await screen.findByText('TX-p1')).toBeInTheDocument();

    await page.user.click(nextPage);
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '2', size: '10' }));
    await screen.findByText('21–30 of 45');

    const { listbox: options, options: offered } = await openSelect(rowsPerPage, page.user);
    expect(offered).toEqual(['10', '20', '50', '100', '1000']);
    await page.user.click(options.getByRole('option', { name: '50' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '0', size: '50' }));
    expect(await screen.findByText('1–45 of 45')).toBeInTheDocument();
  });

  it('shows a progress bar and disables the toolbar while loading; Refresh reloads the same page', async () => {
    openPage({ list: () => listOf([hold('a')], 45) });
    await expectRefreshKeepsPage(page.user, {
      holdNext: () => page.api.hold('preAuthList', listOf([hold('fresh')], 45)),
      download: 'Download as Excel',
      freshRow: 'TX-fresh',
      queries: listQueries,
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a failed load says so with Retry in place of the rows, never the empty text or an earlier page', async () => {
    openPage({ list: () => listOf([hold('a')], 1) });
    await screen.findByText('TX-a');

    page.api.answer('preAuthList', () => failWith(500, 'Database unavailable'));
    await page.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('TX-a')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noTransactionsFound)).not.toBeInTheDocument();

    page.api.answer('preAuthList', () => listOf([hold('b')], 1));
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('TX-b')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failed first load without a sentence of the server's says the screen's own text", async () => {
    openPage({ list: () => new FakeReply(502, undefined) });
    expect(await screen.findByRole('alert')).toHaveTextContent(PRE_AUTH_TEXTS.loadFailed);
    expect(screen.queryByText(MESSAGES.noTransactionsFound)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Excel file (part 2 §7, §8)', () => {
  it('Download as Excel posts the applied filter and saves the file under the server name', async () => {
    const saved = captureSaves();
    openPage({ list: () => listOf([hold('a')], 1) });
    await listLoaded();
    await typeDay(page.user, 'From Date', today - 20);
    await typeDay(page.user, 'To Date', today - 10);
    await page.searchWith('Submit Search', 2);

    await page.user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const fromDate = formatDay(today - 20);
    const toDate = formatDay(today - 10);
    const [call] = page.api.sent('preAuthFile');
    expect(call?.query).toEqual({ fromDate, toDate, page: '0', size: '10' });
    // The file holds the grid's shown columns, in its order (issue 28): the id is hidden at first.
    const columns = PRE_AUTH_COLUMNS.filter(({ hidden }) => !hidden).map(({ field }) => field);
    expect(call?.body).toEqual({
      fromDate,
      toDate,
      page: 0,
      size: 10,
      currency: 'JOD',
      sortBy: 'transactionDate',
      sortDirection: 'desc',
      columns,
    });
    expect(saved[0]).toBe(`PRE_AUTH_TRANSACTIONS_FROM-${fromDate}_TO-${toDate}.xlsx`);
  });

  it("the file follows the grid's order", async () => {
    const saved = captureSaves();
    openPage({ list: () => listOf([hold('a')], 1) });
    await listLoaded();
    await page.user.click(columnHeader('Pre Auth Transactions', 'Transaction Amount'));
    await page.user.click(columnHeader('Pre Auth Transactions', 'Transaction Amount'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sortDirection: 'asc' }));
    await listLoaded();
    await page.user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(page.api.sent('preAuthFile')[0]?.body).toMatchObject({
      sortBy: 'transactionAmount',
      sortDirection: 'asc',
    });
  });

  it('shows progress while the file is prepared, and the spec text when it fails', async () => {
    const saved = captureSaves();
    let fail: (reply: FakeReply) => void = () => undefined;
    openPage({
      list: () => listOf([hold('a')], 1),
      file: () => new Promise<FakeReply>((resolve) => (fail = resolve)),
    });
    await listLoaded();
    const excel = screen.getByRole('button', { name: 'Download as Excel' });
    await page.user.click(excel);

    expect(await screen.findByLabelText('Preparing file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download as Excel/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    fail(failWith(500, 'boom'));

    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
    await listLoaded();
    expect(screen.getByRole('button', { name: 'Download as Excel' })).toBeEnabled();
    expect(saved).toHaveLength(0);
  });
});

describe('accessibility', () => {
  it('has no axe-core violations with rows, the filter and the toolbar on screen', () =>
    page.expectNoAxeViolations(
      () => listOf([hold('a'), hold('b', { status: 'CAPTURED', capturedAmount: 3 })], 2),
      'TX-b',
    ));
});
