import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MARKETPLACE_MESSAGES, type OrderMasterRow } from '@merchant-portal/contracts/schemas/marketplace';
import { DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeReply, failWith, fakeApi, type FakeApi, type FakeHandler } from '../../../test/fake-api';
import {
  columnHeaders,
  expectDateRulesHoldSearch,
  gridWith,
  openSelect,
  rowCells,
  signedInStart,
} from '../../../test/page';
import { totalledPageOf } from '../../../test/replies';
import { renderWithProviders } from '../../../test/render';
import { ORDER_MASTER_TEXTS, OrderMasterPage } from '../order-master-page';
import { captureSaves } from '../../../test/capture-saves';
import { violationsOf } from '../../../test/axe-violations';

type List = typeof ENDPOINTS.orderMasterList;

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

let api: FakeApi;
let user: UserEvent;
const today = todayInAmman();

/** Renders the screen over the fake API answering its list and its file. */
function openPage(
  list: FakeHandler<List> = () => listOf([]),
  file: FakeHandler<typeof ENDPOINTS.orderMasterFile> = () => ({
    content: 'xlsx',
    merchantCode: '4000000701',
  }),
) {
  api = fakeApi({ orderMasterList: list, orderMasterFile: file });
  return renderWithProviders(<OrderMasterPage />);
}

const listQueries = () => api.sent('orderMasterList').map(({ query }) => query);
const filterForm = () => screen.getByRole('form', { name: 'Order-master filters' });
const filters = () => within(filterForm());
const searchButton = () => filters().getByRole('button', { name: 'Search' });
const downloadButton = () => filters().getByRole('button', { name: 'Download' });

async function loaded() {
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
}

beforeEach(() => {
  user = signedInStart();
});

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
    openPage(() => listOf([order('1'), order('2', { status: 'SHIPPED', itemCount: 1 })]));
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
      user,
    );
    expect(offered).toEqual(['Emart', 'Shopix']);
    await user.click(options.getByRole('option', { name: 'Shopix' }));
    await user.click(searchButton());
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({
      schemeType: 'SHOPIX',
      fromDate: formatDay(today - 7),
      toDate: formatDay(today - 1),
    });
    await loaded();
    await user.click(searchButton());
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]).toEqual(listQueries()[1]);
  });

  it('shows the date rules and neither searches nor downloads while one fails', async () => {
    const saved = captureSaves();
    openPage();
    await loaded();
    await expectDateRulesHoldSearch(user, {
      form: filterForm,
      buttons: () => [searchButton(), downloadButton()],
      sent: listQueries,
      rules: [
        { type: [['To Date', today]], under: 'To Date', says: DATE_MESSAGES.toAfterYesterday },
        {
          type: [
            ['To Date', today - 2],
            ['From Date', today - 1],
          ],
          under: 'From Date',
          says: DATE_MESSAGES.fromAfterTo,
        },
        { type: [['From Date', today - 45]], under: 'From Date', says: DATE_MESSAGES.spanTooLong },
      ],
    });
    expect(listQueries()).toHaveLength(1);
    expect(saved).toHaveLength(0);
  });

  it('pages the orders in the browser', async () => {
    openPage(() => listOf(Array.from({ length: 25 }, (_, index) => order(String(index + 1)))));
    expect(await screen.findByText('1–10 of 25')).toBeInTheDocument();
    expect(await screen.findByText('EMT-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('EMT-11')).toBeInTheDocument();
    expect(screen.queryByText('EMT-1')).not.toBeInTheDocument();
    expect(listQueries()).toHaveLength(1);
  });

  it('a failed load says so with Retry in place of the rows, never the empty text', async () => {
    openPage(() => new FakeReply(502, undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MASTER_TEXTS.loadFailed);
    expect(screen.queryByText(MARKETPLACE_MESSAGES.noOrdersFound)).not.toBeInTheDocument();

    api.answer('orderMasterList', () => listOf([order('1')]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('EMT-1')).toBeInTheDocument();
  });
});

describe('Download', () => {
  it("downloads the form's scheme and period and saves the file under the server name", async () => {
    const saved = captureSaves();
    openPage();
    await loaded();
    await user.click(filters().getByRole('combobox', { name: /Scheme Type/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Shopix' }));
    await user.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    const fromDate = formatDay(today - 7);
    const toDate = formatDay(today - 1);
    expect(api.sent('orderMasterFile')[0]?.query).toEqual({ schemeType: 'SHOPIX', fromDate, toDate });
    expect(saved[0]).toBe(`ORDER_MASTER_REPORT_SHOPIX_FROM-${fromDate}_TO-${toDate}.xlsx`);
  });

  it('shows the spec text when the file fails', async () => {
    const saved = captureSaves();
    openPage(
      () => listOf([order('1')]),
      () => failWith(404, 'Not found'),
    );
    await loaded();
    await user.click(downloadButton());
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
    await user.click(downloadButton());
    expect(await screen.findByText(ORDER_MASTER_TEXTS.noExport)).toBeInTheDocument();
    expect(api.sent('orderMasterFile')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });
});

describe('accessibility', () => {
  it('has no axe-core violations with orders and the filter on screen', async () => {
    const { container } = openPage(() => listOf([order('1'), order('2')]));
    await screen.findByText('EMT-2');
    await loaded();
    expect(await violationsOf(container)).toEqual([]);
  });
});
