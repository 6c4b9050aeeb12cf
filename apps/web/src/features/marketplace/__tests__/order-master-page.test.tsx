import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  MARKETPLACE_MESSAGES,
  ORDER_MASTER_COLUMNS,
  type OrderMasterRow,
} from '@merchant-portal/contracts/schemas/marketplace';
import { DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeReply, failWith } from '../../../test/fake-api';
import { columnHeaders, gridWith, openSelect, rowCells } from '../../../test/page';
import { totalledPageOf } from '../../../test/replies';
import { listScreen, periodRules } from '../../../test/list-screen';
import { ORDER_MASTER_TEXTS, OrderMasterPage } from '../order-master-page';
import { captureSaves } from '../../../test/capture-saves';

function order(id: string, overrides: Partial<OrderMasterRow> = {}): OrderMasterRow {
  return {
    orderId: `EMT-${id}`,
    orderDate: '20-11-2026',
    orderTime: '14:05:09',
    schemeType: 'EMART',
    customerReference: 'CUS-0A1B2C3D',
    itemCount: 3,
    amount: 42.25,
    currency: 'JOD',
    status: 'DELIVERED',
    transactionId: `RRN-${id}`,
    merchantSettlementDate: '2026-11-26',
    ...overrides,
  };
}

/** The whole period's orders: the screen pages them itself. */
const listOf = (rows: OrderMasterRow[]) => totalledPageOf(rows);

const page = listScreen({
  list: 'orderMasterList',
  file: 'orderMasterFile',
  emptyList: () => listOf([]),
  merchant: '4000000701',
  render: () => <OrderMasterPage />,
  filters: 'Order-master filters',
  // The screen pages in the browser and has no Refresh: the load is over when its progress bar goes.
  loaded: () => waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()),
});
const { openPage, listQueries, filters, loaded } = page;
const searchButton = () => page.filterButton('Search');
const downloadButton = () => page.filterButton('Download');
const today = todayInAmman();

describe('Order-master report screen (part 2 §2, §7, §9)', () => {
  it('asks for Emart orders of 7 days ago to yesterday and says when there are none', async () => {
    openPage();
    expect(screen.getByRole('heading', { name: 'Order Master Report' })).toBeInTheDocument();
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noOrdersFound)).toBeInTheDocument();
    expect(listQueries()).toEqual([
      { schemeType: 'EMART', fromDate: formatDay(today - 7), toDate: formatDay(today - 1) },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Marketplace reports' })).getByRole('link', {
        name: 'Order Master Report',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows each order with its scheme and status in words', async () => {
    openPage({ list: () => listOf([order('1'), order('2', { status: 'SHIPPED', itemCount: 1 })]) });
    const grid = await gridWith('Order Master Report', 'EMT-1');
    expect(columnHeaders(grid)).toEqual([
      'Order ID',
      'Order Date',
      'Order Time',
      'Scheme Type',
      'Customer Reference',
      'Items',
      'Amount',
      'Currency',
      'Status',
      'Transaction ID',
      'Merchant Settlement Date',
    ]);
    expect(rowCells(grid, 'EMT-1')).toEqual([
      'EMT-1',
      '20-11-2026',
      '14:05:09',
      'Emart',
      'CUS-0A1B2C3D',
      '3',
      '42.250',
      'JOD',
      'Delivered',
      'RRN-1',
      '2026-11-26',
    ]);
    expect(rowCells(grid, 'EMT-2')).toEqual(expect.arrayContaining(['Shipped', '1']));
  });

  it('Search sends the scheme chosen; searching the same filter again reloads it', async () => {
    openPage();
    await loaded();
    const { listbox: options, options: offered } = await openSelect(
      filters().getByRole('combobox', { name: /Scheme Type/ }),
      page.user,
    );
    expect(offered).toEqual(['Emart', 'Shopix']);
    await page.user.click(options.getByRole('option', { name: 'Shopix' }));
    await page.user.click(searchButton());
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({
      schemeType: 'SHOPIX',
      fromDate: formatDay(today - 7),
      toDate: formatDay(today - 1),
    });
    await loaded();
    await page.user.click(searchButton());
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]).toEqual(listQueries()[1]);
  });

  it('shows the date rules and neither searches nor downloads while one fails', async () => {
    const saved = captureSaves();
    openPage();
    await page.expectDateRulesHold(
      periodRules(
        { ...DATE_MESSAGES, toTooLate: DATE_MESSAGES.toAfterYesterday },
        { lateTo: today, to: today - 2, laterFrom: today - 1, earlyFrom: today - 45 },
      ),
      ['Search', 'Download'],
    );
    expect(listQueries()).toHaveLength(1);
    expect(saved).toHaveLength(0);
  });

  it('pages the orders in the browser', async () => {
    openPage({ list: () => listOf(Array.from({ length: 25 }, (_, index) => order(String(index + 1)))) });
    expect(await screen.findByText('1–10 of 25')).toBeInTheDocument();
    expect(await screen.findByText('EMT-1')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('EMT-11')).toBeInTheDocument();
    expect(screen.queryByText('EMT-1')).not.toBeInTheDocument();
    expect(listQueries()).toHaveLength(1);
  });

  it('a failed load says so with Retry in place of the rows, never the empty text', async () => {
    openPage({ list: () => new FakeReply(502, undefined) });
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MASTER_TEXTS.loadFailed);
    expect(screen.queryByText(MARKETPLACE_MESSAGES.noOrdersFound)).not.toBeInTheDocument();

    page.api.answer('orderMasterList', () => listOf([order('1')]));
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('EMT-1')).toBeInTheDocument();
  });
});

describe('Download', () => {
  it("downloads the form's scheme and period and saves the file under the server name", async () => {
    const saved = captureSaves();
    openPage();
    await loaded();
    await page.user.click(filters().getByRole('combobox', { name: /Scheme Type/ }));
    await page.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Shopix' }));
    await page.user.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    const fromDate = formatDay(today - 7);
    const toDate = formatDay(today - 1);
    // The file holds the grid's columns, in its order (issue 28).
    const columns = ORDER_MASTER_COLUMNS.map(({ field }) => field).join(',');
    expect(page.api.sent('orderMasterFile')[0]?.query).toEqual({
      schemeType: 'SHOPIX',
      fromDate,
      toDate,
      columns,
    });
    expect(saved[0]).toBe(`ORDER_MASTER_REPORT_SHOPIX_FROM-${fromDate}_TO-${toDate}.xlsx`);
  });

  it('shows the spec text when the file fails', async () => {
    const saved = captureSaves();
    openPage({ list: () => listOf([order('1')]), file: () => failWith(404, 'Not found') });
    await loaded();
    await page.user.click(downloadButton());
    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
    await waitFor(() => expect(downloadButton()).toBeEnabled());
    expect(saved).toHaveLength(0);
  });
});

describe('Download of an empty result', () => {
  it('downloads nothing and says there are no orders to export', async () => {
    const saved = captureSaves();
    openPage();
    await loaded();
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noOrdersFound)).toBeInTheDocument();
    await page.user.click(downloadButton());
    expect(await screen.findByText(ORDER_MASTER_TEXTS.noExport)).toBeInTheDocument();
    expect(page.api.sent('orderMasterFile')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });
});

describe('accessibility', () => {
  it('has no axe-core violations with orders and the filter on screen', () =>
    page.expectNoAxeViolations(() => listOf([order('1'), order('2')]), 'EMT-2'));
});
