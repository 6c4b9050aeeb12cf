import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { SETTLEMENT_COLUMNS, type SettlementRow } from '@merchant-portal/contracts/schemas/marketplace';
import { DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith } from '../../../test/fake-api';
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
import { SettlementPage } from '../settlement-page';
import { captureSaves } from '../../../test/capture-saves';

const MERCHANT = '4000000701';

function payment(id: string, overrides: Partial<SettlementRow> = {}): SettlementRow {
  return {
    id,
    transactionDate: '01-11-2026',
    transactionId: `RRN-${id}`,
    orderId: `SHX-20261101-${id}`,
    authCode: '654321',
    pan: '411111******1111',
    merchantReferenceNumber: `0701-20261101-${id}`,
    transactionAmount: 35.5,
    currency: 'JOD',
    fixedAmount: 0,
    mdrPercentage: 1.75,
    mdrAmount: 0.621,
    netAmount: 34.879,
    merchantSettlementDate: '2026-11-05',
    ...overrides,
  };
}

const page = listScreen({
  list: 'marketplaceSettlementList',
  file: 'marketplaceSettlementFile',
  emptyList: () => listOf([]),
  merchant: MERCHANT,
  render: () => <SettlementPage />,
  filters: 'Settlement filters',
});
const { openPage, listQueries, filters } = page;
const submitButton = () => page.filterButton('Submit Search');
const today = todayInAmman();
const NEWEST_FIRST = { sortBy: 'transactionDate', sortDirection: 'desc' } as const;

describe('Shopix and Emart Reports screen (part 2 §2)', () => {
  it("queries 2 days ago to yesterday in every currency, page 0 of 10, and shows 'No transactions found'", async () => {
    openPage();

    expectTitled('Shopix and Emart Reports', 'View Submit and Download Reports');
    expect(await screen.findByText(MESSAGES.noTransactionsFound)).toBeInTheDocument();
    expect(listQueries()).toEqual([
      {
        page: '0',
        size: '10',
        fromDate: formatDay(today - 2),
        toDate: formatDay(today - 1),
        currency: '',
        ...NEWEST_FIRST,
      },
    ]);
    const nav = within(screen.getByRole('navigation', { name: 'Marketplace reports' }));
    expect(nav.getByRole('link', { name: 'Settlement Report' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Order Master Report' })).toHaveAttribute('href', '/order-master');
  });

  it("shows the spec's columns in its order, amounts in their currency's decimals, the settlement day as YYYY-MM-DD", async () => {
    openPage({
      list: () => listOf([payment('1'), payment('2', { currency: 'USD', transactionAmount: 12 })]),
    });
    const grid = await gridWith('Shopix and Emart Reports', 'RRN-1');

    expect(columnHeaders(grid)).toEqual([
      'Transaction Date',
      'Transaction ID',
      'Order ID',
      'Auth Code',
      'PAN',
      'Merchant Reference Number',
      'Transaction Amount',
      'Currency',
      'Fixed Amount',
      'MDR Percentage',
      'MDR Amount',
      'Net Amount',
      'Merchant Settlement Date',
    ]);
    expect(rowCells(grid, 'RRN-1')).toEqual([
      '01-11-2026',
      'RRN-1',
      'SHX-20261101-1',
      '654321',
      '411111******1111',
      '0701-20261101-1',
      '35.500',
      'JOD',
      '0.000',
      '1.75%',
      '0.621',
      '34.879',
      '2026-11-05',
    ]);
    expect(rowCells(grid, 'RRN-2')).toEqual(expect.arrayContaining(['USD', '12.00']));
  });

  it('shows the date rules under the fields and sends nothing while one fails', async () => {
    openPage();
    await page.expectDateRulesHold(
      periodRules(
        { ...DATE_MESSAGES, toTooLate: DATE_MESSAGES.toAfterYesterday },
        { lateTo: today, to: today - 5, laterFrom: today - 3, earlyFrom: today - 40 },
      ),
    );

    await typeDay(page.user, 'From Date', today - 20);
    expect(screen.queryByText(DATE_MESSAGES.spanTooLong)).not.toBeInTheDocument();
    await page.user.click(submitButton());
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        page: '0',
        size: '10',
        fromDate: formatDay(today - 20),
        toDate: formatDay(today - 5),
        currency: '',
        ...NEWEST_FIRST,
      }),
    );
  });

  it.each([
    ['Transaction Date', 'transactionDate'],
    ['Transaction Amount', 'transactionAmount'],
    ['Net Amount', 'netAmount'],
  ])('%s sorts on the server, from page 0, and back to newest first', async (header, field) => {
    openPage({ list: () => listOf([payment('a')], 45) });
    await toSecondPage(page.user, listQueries);
    await expectHeaderSorts(page.user, {
      grid: 'Shopix and Emart Reports',
      header,
      field,
      own: NEWEST_FIRST,
      lastSent: () => listQueries().at(-1),
      firstPage: { page: '0' },
    });
  });

  it('other columns do not sort', async () => {
    openPage({ list: () => listOf([payment('a')], 1) });
    await listLoaded();
    await page.user.click(columnHeader('Shopix and Emart Reports', 'MDR Amount'));
    expect(columnHeader('Shopix and Emart Reports', 'MDR Amount')).toHaveAttribute('aria-sort', 'none');
    expect(listQueries()).toHaveLength(1);
  });

  it('the currency select offers every currency and sends the one chosen, from page 0', async () => {
    openPage({ list: () => listOf([payment('a')], 45) });
    await toSecondPage(page.user, listQueries);

    const { listbox: options, options: offered } = await openSelect(
      filters().getByRole('combobox', { name: 'Currency' }),
      page.user,
    );
    expect(offered).toEqual(['All', 'ILS', 'USD', 'JOD']);
    await page.user.click(options.getByRole('option', { name: 'USD' }));
    await page.user.click(submitButton());
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '0', currency: 'USD' }));
  });

  it('pages on the server with rows per page 10, 20, 50, 100 and 1000', async () => {
    openPage({ list: ({ query }) => listOf([payment(`p${query.page}`)], 45) });
    expect(await screen.findByText('1–10 of 45')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('RRN-p1')).toBeInTheDocument();

    const { listbox: options, options: offered } = await openSelect(
      screen.getByRole('combobox', { name: /rows per page/i }),
      page.user,
    );
    expect(offered).toEqual(['10', '20', '50', '100', '1000']);
    await page.user.click(options.getByRole('option', { name: '1000' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '0', size: '1000' }));
  });

  it('Refresh reloads the same page, with a progress bar and the toolbar disabled meanwhile', async () => {
    openPage({ list: () => listOf([payment('a')], 45) });
    await expectRefreshKeepsPage(page.user, {
      holdNext: () => page.api.hold('marketplaceSettlementList', listOf([payment('fresh')], 45)),
      download: 'Download as Excel',
      freshRow: 'RRN-fresh',
      queries: listQueries,
    });
  });

  it('a failed load says so and shows no earlier rows', async () => {
    openPage({ list: () => listOf([payment('a')], 1) });
    await screen.findByText('RRN-a');
    // The server's bare 'Internal server error' is not shown: the screen's own text is.
    page.api.answer('marketplaceSettlementList', () => failWith(500, MESSAGES.internalError));
    await page.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.couldNotLoadTransactions);
    expect(screen.queryByText('RRN-a')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noTransactionsFound)).not.toBeInTheDocument();

    page.api.answer('marketplaceSettlementList', () => listOf([payment('b')], 1));
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('RRN-b')).toBeInTheDocument();
  });
});

describe('Excel file', () => {
  it('Download as Excel asks for the applied filter and saves the file under the server name', async () => {
    const saved = captureSaves();
    openPage({ list: () => listOf([payment('a')], 1) });
    await listLoaded();
    await typeDay(page.user, 'From Date', today - 20);
    await page.searchWith('Submit Search', 2);

    await page.user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const fromDate = formatDay(today - 20);
    const toDate = formatDay(today - 1);
    // The file holds the grid's shown columns, in its order (issue 28): the id is hidden at first.
    const columns = SETTLEMENT_COLUMNS.filter(({ hidden }) => !hidden)
      .map(({ field }) => field)
      .join(',');
    expect(page.api.sent('marketplaceSettlementFile')[0]?.query).toEqual({
      fromDate,
      toDate,
      currency: '',
      ...NEWEST_FIRST,
      columns,
    });
    expect(saved[0]).toBe(`SHOPIX_EMART_REPORT_FROM-${fromDate}_TO-${toDate}.xlsx`);
  });

  it("the file follows the grid's order", async () => {
    const saved = captureSaves();
    openPage({ list: () => listOf([payment('a')], 1) });
    await listLoaded();
    await page.user.click(columnHeader('Shopix and Emart Reports', 'Net Amount'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sortBy: 'netAmount' }));
    await listLoaded();
    await page.user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(page.api.sent('marketplaceSettlementFile')[0]?.query).toMatchObject({
      sortBy: 'netAmount',
      sortDirection: 'desc',
    });
  });

  it('shows the spec text when the file fails, and saves nothing', async () => {
    const saved = captureSaves();
    openPage({ list: () => listOf([payment('a')], 1), file: () => failWith(500, 'boom') });
    await listLoaded();
    await page.user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    expect(
      await screen.findByText(
        'Unable to download transaction report at this moment. Please try again later or contact support',
      ),
    ).toBeInTheDocument();
    await listLoaded();
    expect(saved).toHaveLength(0);
  });
});

describe('accessibility', () => {
  it('has no axe-core violations with rows, the filter and the toolbar on screen', () =>
    page.expectNoAxeViolations(() => listOf([payment('a'), payment('b')], 2), 'RRN-b'));
});
