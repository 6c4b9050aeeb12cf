import type { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { DashboardReply } from '@merchant-portal/contracts/schemas/dashboards';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failWith, fakeApi, type FakeApi, type FakeHandler } from '../../../test/fake-api';
import { signInEachTest, user } from '../../../test/page';
import { OVERVIEW_FAILED } from '../merchant-overview';
import { DASHBOARD_FAILED } from '../performance/performance-dashboard';
import {
  dashboard,
  emptyDashboard,
  loaded,
  loan,
  renderDashboard,
  tile,
  weeklyPage,
} from './dashboard-fixtures';

let api: FakeApi;
signInEachTest();

describe('Performance dashboard: loading, failure, empty and data', () => {
  let fails: boolean;
  let answer: () => DashboardReply;
  let release: () => void;
  let held: Promise<void>;
  beforeEach(() => {
    fails = false;
    answer = dashboard;
    held = Promise.resolve();
    api = fakeApi({
      performanceDashboard: async () => {
        await held;
        return fails ? failWith(500, 'Internal server error') : { data: answer() };
      },
      weeklyActivity: (request) => weeklyPage(Number(request.query.page ?? 1)),
      loanEligibility: () => loan(),
    });
  });

  it('says Loading... while the dashboard loads, with no failure and no Retry', async () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
    renderDashboard();
    await waitFor(() => expect(api.sent('performanceDashboard')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Performance Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(3);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    release();
    expect(await loaded()).toBeInTheDocument();
  });

  it('says the load failed, with a Retry in place of the sections, never their empty text', async () => {
    fails = true;
    renderDashboard();
    expect(await screen.findByText(DASHBOARD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText('–')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Branches Activity' })).not.toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('loads again on Retry and shows the figures', async () => {
    fails = true;
    renderDashboard();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fails = false;
    await user.click(retry);
    expect(await loaded()).toBeInTheDocument();
    expect(api.sent('performanceDashboard')).toHaveLength(2);
    expect(screen.queryByText(DASHBOARD_FAILED)).not.toBeInTheDocument();
    expect(tile('Transactions')).toHaveTextContent('365');
  });

  it('shows the empty texts for a merchant without sales: no failure', async () => {
    answer = emptyDashboard;
    renderDashboard();
    await loaded();
    expect(tile('Transactions')).toHaveTextContent('0');
    expect(tile('Transactions')).toHaveTextContent('new');
    const branches = within(screen.getByRole('region', { name: 'Branches Activity' }));
    // Charts with no data show 'Loading...' (spec part 1 §2).
    expect(branches.getByText('Loading...')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Churn and visits frequency' })).getByText(
        /^No churning customers/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the data once loaded', async () => {
    renderDashboard();
    await loaded();
    expect(tile('Transactions')).toHaveTextContent('365');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Branches Activity' })).not.toHaveTextContent('Loading...');
  });

  it('shows the loan card’s own failure with a Retry', async () => {
    let loanFails = true;
    api.answer('loanEligibility', () => (loanFails ? failWith(500, 'Internal server error') : loan()));
    renderDashboard();
    await loaded();
    const section = within(await screen.findByRole('region', { name: 'Loan Eligibility Criteria' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Could not load the loan offer');
    loanFails = false;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('from 30k to 100k')).toBeInTheDocument();
  });
});

const OVERVIEW = {
  data: {
    merchantCode: '4000000101',
    currency: 'JOD' as const,
    yesterday: { from: '25-11-2026', to: '25-11-2026', count: 1234, amount: 12_345.678 },
    thisMonth: { from: '01-11-2026', to: '25-11-2026', count: 25_000, amount: 250_000.5 },
  },
};

/** The calls the overview makes: the merchant, the one-row access probe, and the figures. */
function overviewApi(merchantOverview: FakeHandler<typeof ENDPOINTS.merchantOverview> = () => OVERVIEW) {
  return fakeApi({
    currentMerchant: () => ({
      data: { merchantName: 'Zahran Hypermarkets', merchantCode: '4000000101', status: 'Active' },
    }),
    transactionSearch: () => ({ totalElements: 0, content: [], totals: [] }),
    merchantOverview,
  });
}

describe('Merchant overview and redirects (spec part 1 §2)', () => {
  it('gives a user without dashboard:read the overview, and probes access with one row of source M', async () => {
    api = overviewApi();
    renderDashboard(['ROLE_MERCHANT_USER']);
    expect(await screen.findByRole('heading', { name: 'Zahran Hypermarkets' })).toBeInTheDocument();
    expect(screen.getByText('Merchant Code: 4000000101')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Expand Details' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.sent('transactionSearch')).toHaveLength(1));
    const probe = api.sent('transactionSearch')[0]?.body as Record<string, unknown>;
    expect(probe).toMatchObject({ maxCount: 1, transactionName: 'M' });
    expect(probe.fromDate).toBe(probe.toDate);
    expect(api.names()).not.toContain('performanceDashboard');
  });

  it("shows yesterday's and this month's card sales, with a way to Transactions", async () => {
    api = overviewApi();
    renderDashboard(['ROLE_MERCHANT_USER']);
    const yesterday = await screen.findByRole('listitem', { name: 'Yesterday' });
    expect(yesterday).toHaveTextContent('Yesterday (25-11-2026)');
    expect(yesterday).toHaveTextContent(/JOD\s12,345\.678/);
    expect(yesterday).toHaveTextContent('1,234 transactions');
    const month = screen.getByRole('listitem', { name: 'This month' });
    expect(month).toHaveTextContent('This month (01-11-2026 to 25-11-2026)');
    expect(month).toHaveTextContent(/JOD\s250,000\.500/);
    expect(month).toHaveTextContent('25,000 transactions');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
  });

  it("says the overview's figures failed, with a Retry that loads them, never an empty figure", async () => {
    let fails = true;
    api = overviewApi(() => (fails ? failWith(500, 'Internal server error') : OVERVIEW));
    renderDashboard(['ROLE_MERCHANT_USER']);
    expect(await screen.findByRole('alert')).toHaveTextContent(OVERVIEW_FAILED);
    expect(screen.queryByRole('listitem', { name: 'Yesterday' })).not.toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Yesterday' })).toBeInTheDocument();
    expect(api.sent('merchantOverview')).toHaveLength(2);
  });

  it('sends booking users to /rj-bookings', async () => {
    api = fakeApi({});
    renderDashboard(['RJ_BOOKING_MAKER']);
    expect(await screen.findByText('Bookings home')).toBeInTheDocument();
  });
});
