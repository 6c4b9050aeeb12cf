import { ADVANCED_DATE_MESSAGES } from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, fakeApi, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import { renderAs, signedInStart } from '../../../test/page';
import { AdvancedDashboardPage } from '../advanced-dashboard-page';
import { advancedFilterChips, defaultAdvancedFilter } from '../advanced-filter';
import { signedInUser } from '../../../test/users';
import { i18n } from '../../../lib/i18n';

const USERNAME = 'zahran.analyst@4000000101';
const self = signedInUser(USERNAME, ['ADVANCED_DASHBOARD_USER'], {
  firstName: 'Omar',
  lastName: 'Saleh',
  email: 'omar@example.com',
});

const head = { merchantCode: '4000000101', period: { from: '01-11-2025', to: '24-11-2026' } };
const sales = (count: number, amount: number) => ({ count, amount });
/** The week's 168 hour cells (weekday 1, hour 0 first), each with the sales `at` gives for its index. */
const weekHours = (at: (index: number) => ReturnType<typeof sales>) =>
  Array.from({ length: 168 }, (_, index) => ({
    weekday: Math.floor(index / 24) + 1,
    hour: index % 24,
    ...at(index),
  }));
const group = (customers: number) => ({ customers, ...sales(customers * 2, customers * 20) });

/** 250 period rows, served a page at a time as the server does. */
const PERIOD_ROWS = Array.from({ length: 250 }, (_, index) => ({
  period: `row-${index + 1}`,
  days: { from: '01-11-2025', to: '01-11-2025' },
  ...sales(index, index * 10),
  averageTicket: 10,
  refundCount: 0,
  refundAmount: 0,
}));

let api: FakeApi;
/** What each call answers unless a test says otherwise. */
let base: FakeHandlers;
let user: UserEvent;

beforeEach(() => {
  user = signedInStart();
  base = {
    branches: () =>
      ({
        data: { results: [{ branchId: '010101', branchName: 'Abdoun', merchantCode: '4000000101' }] },
      }) as never,
    advancedBranches: () => ({
      data: {
        ...head,
        totals: { ...sales(950, 29_788.23), averageTicket: 31.36 },
        merchantAmount: 29_788.23,
        branches: [
          {
            branchId: '010101',
            branchName: 'Abdoun',
            ...sales(950, 29_788.23),
            averageTicket: 31.36,
            amountShare: 100,
          },
        ],
      },
    }),
    advancedCustomers: () => ({
      data: {
        ...head,
        customerPeriod: { from: '27-10-2025', to: '29-11-2026' },
        branchFilterApplied: false,
        totals: { ...group(750), averageBasket: 39.72 },
        newCustomers: group(150),
        returningCustomers: group(600),
        bankCustomers: group(280),
        otherCustomers: group(470),
        topSpenders: [
          {
            pan: '412345******1234',
            isBankCustomer: true,
            isNew: false,
            ...sales(12, 900.5),
            lastVisit: '20-11-2026',
          },
        ],
      },
    }),
    advancedMonths: () => ({
      data: {
        ...head,
        months: [
          {
            month: '11-2025',
            days: { from: '01-11-2025', to: '30-11-2025' },
            ...sales(100, 3000),
            previousYear: { days: { from: '01-11-2024', to: '30-11-2024' }, ...sales(80, 2000) },
            amountGrowth: 50,
          },
        ],
      },
    }),
    advancedTimes: () => ({
      data: {
        ...head,
        cells: weekHours((index) => sales(index === 13 ? 9 : 0, index === 13 ? 90 : 0)),
      },
    }),
    advancedWeeks: () => ({
      data: {
        ...head,
        weeks: [{ weekStart: '03-11-2025', days: { from: '03-11-2025', to: '09-11-2025' }, ...sales(7, 70) }],
      },
    }),
    reportByPeriod: ({ query }) => {
      const page = Number(query.page);
      const size = Number(query.size);
      return {
        data: {
          ...head,
          page,
          size,
          totalElements: PERIOD_ROWS.length,
          content: PERIOD_ROWS.slice((page - 1) * size, page * size),
          totals: { ...sales(31_125, 311_250), averageTicket: 10, refundCount: 0, refundAmount: 0 },
        },
      };
    },
    advancedReportFile: () => ({ content: 'xlsx', merchantCode: '4000000101' }),
  };
  api = fakeApi(base);
});

function renderPage() {
  return renderAs(self, <AdvancedDashboardPage />);
}

describe('Advanced dashboard', () => {
  it('drives every chart and the report with one filter, defaulting to this month and the last 12', async () => {
    renderPage();
    const transactions = await screen.findByRole('listitem', { name: 'Transactions' });
    await waitFor(() => expect(transactions).toHaveTextContent('950'));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'New customers' })).toHaveTextContent('150'),
    );
    const expected = defaultAdvancedFilter();
    await waitFor(() => expect(api.sent('reportByPeriod')).toHaveLength(1));
    for (const name of [
      'advancedBranches',
      'advancedCustomers',
      'advancedMonths',
      'advancedTimes',
      'advancedWeeks',
    ] as const) {
      expect(api.sent(name)[0]?.body).toEqual(expected);
    }
    expect(api.sent('reportByPeriod')[0]?.query).toEqual({ currency: 'jod', page: '1', size: '100' });
    expect(screen.getByRole('table', { name: 'Top spenders' })).toHaveTextContent('412345******1234');
  });

  it('refuses a period over 13 months and sends nothing', async () => {
    renderPage();
    await screen.findByRole('listitem', { name: 'Transactions' });
    const before = api.fetch.mock.calls.length;
    const from = screen.getByRole('group', { name: 'From Date' });
    fireEvent.click(from);
    await user.keyboard('01012024');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(ADVANCED_DATE_MESSAGES.spanTooLong)).toBeInTheDocument();
    expect(api.fetch.mock.calls.length).toBe(before);
  });

  it('pages the report on the server, from 1', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Report by period' });
    await within(table).findByText('row-1');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await within(table).findByText('row-101');
    expect(api.sent('reportByPeriod').at(-1)?.query).toMatchObject({ page: '2', size: '100' });
  });

  it('downloads the whole report as Excel under the server name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    renderPage();
    await within(await screen.findByRole('table', { name: 'Report by period' })).findByText('row-1');
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.sent('advancedReportFile')[0]?.params).toEqual({ report: 'report-by-period' });
    expect(api.sent('advancedReportFile')[0]?.body).toMatchObject({
      ...defaultAdvancedFilter(),
      periodUnit: 'day',
    });
    click.mockRestore();
  });
});

const SECTIONS = ['Branch comparison', 'Months against last year', 'Hour by weekday', 'Weeks', 'Customers'];
const CALLS = [
  'advancedBranches',
  'advancedCustomers',
  'advancedMonths',
  'advancedTimes',
  'advancedWeeks',
  'reportByPeriod',
] as const;

const emptyTotals = { count: 0, amount: 0, averageTicket: 0 };
const noCustomers = { customers: 0, count: 0, amount: 0 };
const EMPTY: FakeHandlers = {
  advancedBranches: () => ({ data: { ...head, totals: emptyTotals, merchantAmount: 0, branches: [] } }),
  advancedCustomers: () => ({
    data: {
      ...head,
      customerPeriod: { from: '27-10-2025', to: '29-11-2026' },
      branchFilterApplied: false,
      totals: { ...noCustomers, averageBasket: 0 },
      newCustomers: noCustomers,
      returningCustomers: noCustomers,
      bankCustomers: noCustomers,
      otherCustomers: noCustomers,
      topSpenders: [],
    },
  }),
  advancedMonths: () => ({ data: { ...head, months: [] } }),
  advancedTimes: () => ({
    data: {
      ...head,
      cells: weekHours(() => sales(0, 0)),
    },
  }),
  advancedWeeks: () => ({ data: { ...head, weeks: [] } }),
  reportByPeriod: ({ query }) => ({
    data: {
      ...head,
      page: Number(query.page),
      size: Number(query.size),
      totalElements: 0,
      content: [],
      totals: { ...emptyTotals, refundCount: 0, refundAmount: 0 },
    },
  }),
};

describe('Advanced dashboard: loading, failure, empty and data in every section', () => {
  let fails: boolean;
  let held: Promise<void>;
  let release: () => void;
  beforeEach(() => {
    fails = false;
    held = Promise.resolve();
    for (const name of CALLS) {
      const answer = base[name] as (request: never) => unknown;
      api.answer(name, (async (request: never) => {
        await held;
        return fails ? failWith(500, 'Internal server error') : answer(request);
      }) as never);
    }
  });
  const section = (name: string) => within(screen.getByRole('region', { name }));

  it('says Loading... in each chart while its call runs, with no failure and no Retry', async () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
    renderPage();
    await waitFor(() => expect(api.sent('advancedWeeks')).toHaveLength(1));
    for (const name of SECTIONS.slice(0, 4))
      expect(section(name).getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Transactions' })).toHaveTextContent('950'),
    );
  });

  it('says each section failed, with a Retry in place of its rows, never the empty text', async () => {
    fails = true;
    renderPage();
    for (const name of SECTIONS) {
      const own = section(name);
      expect(await own.findByRole('alert')).toHaveTextContent(/^Could not load/);
      expect(own.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(own.queryByText('Loading...')).not.toBeInTheDocument();
    }
    const reports = section('Reports');
    expect(await reports.findByRole('alert')).toHaveTextContent(
      'Could not load the report, please try again later.',
    );
    expect(reports.queryByText('No transactions found')).not.toBeInTheDocument();
    expect(reports.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText('Could not load the headline figures, please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('–')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('calls again on Retry and shows what came back', async () => {
    fails = true;
    renderPage();
    const branches = section('Branch comparison');
    const retry = await branches.findByRole('button', { name: 'Retry' });
    const before = api.sent('advancedBranches').length;
    fails = false;
    await user.click(retry);
    await waitFor(() => expect(branches.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.sent('advancedBranches').length).toBeGreaterThan(before);
    expect(branches.getByRole('img', { name: 'Amount by branch (JOD)' })).toBeInTheDocument();

    const reports = section('Reports');
    await user.click(await reports.findByRole('button', { name: 'Retry' }));
    expect(await reports.findByText('row-1')).toBeInTheDocument();
  });

  it('shows the empty texts when the period has no sales: no failure', async () => {
    for (const name of CALLS) api.answer(name, EMPTY[name] as never);
    renderPage();
    const reports = section('Reports');
    expect(await reports.findByText('No transactions found')).toBeInTheDocument();
    for (const name of SECTIONS.slice(0, 4))
      expect(section(name).getByText('Loading...')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Transactions' })).toHaveTextContent('0'),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the data, the report with a totals row of all its rows', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Report by period' });
    await within(table).findByText('row-1');
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '31,125', '311,250.000', '10.000', '0', '0.000']);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('marks the weeks the period cuts as part weeks, and adds the weeks up', async () => {
    api.answer('advancedWeeks', () => ({
      data: {
        ...head,
        weeks: [
          { weekStart: '27-10-2025', days: { from: '01-11-2025', to: '02-11-2025' }, ...sales(2, 20) },
          { weekStart: '03-11-2025', days: { from: '03-11-2025', to: '09-11-2025' }, ...sales(7, 1070) },
        ],
      },
    }));
    renderPage();
    const weeks = section('Weeks');
    await user.click(await weeks.findByRole('button', { name: 'Table' }));
    const cells = (name: RegExp) =>
      within(weeks.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/^27-10-2025/)).toEqual(['27-10-2025 (part week)', '2', '20.000']);
    expect(cells(/^03-11-2025/)).toEqual(['03-11-2025', '7', '1,070.000']);
    expect(cells(/^Total/)).toEqual(['Total', '9', '1,090.000']);
  });

  it('says what the customer figures cover and explains the average basket', async () => {
    renderPage();
    expect(
      await screen.findByText('Customers in the whole weeks 27-10-2025 to 29-11-2026, every branch'),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText(/^About Average basket: The amount of these weeks divided by their customers/),
    ).toBeInTheDocument();
  });
});

describe('advancedFilterChips', () => {
  const BRANCHES = [
    { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' as const },
    { branchId: '102', branchName: 'Sweifieh', transactionType: 'COMMON' as const },
  ];

  it('names the period and only the choices that narrow it', () => {
    const filter = { ...defaultAdvancedFilter(), fromDate: '01-11-2025', toDate: '27-11-2026' };
    expect(advancedFilterChips(filter, BRANCHES, i18n.t)).toEqual(['01-11-2025 to 27-11-2026']);
    expect(
      advancedFilterChips(
        { ...filter, branchId: '102', cardType: 'VISA', methodType: 'International', bankCustomer: 'Y' },
        BRANCHES,
        i18n.t,
      ),
    ).toEqual([
      '01-11-2025 to 27-11-2026',
      'Branches: 102 - Sweifieh',
      'Card: VISA',
      'Method: International',
      'Bank customers: Yes',
    ]);
    expect(advancedFilterChips({ ...filter, branchId: '101,102' }, BRANCHES, i18n.t)).toContain(
      'Branches: +2 Branches',
    );
  });
});
