import type { DashboardReply, LoanReply } from '@merchant-portal/contracts/schemas/dashboards';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';
import { failWith, fakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { DashboardPage } from '../dashboard-page';

const USERNAME = 'zahran.admin@4000000101';

function selfInfo(roles: string[]): SelfInfo {
  return {
    id: USERNAME,
    username: USERNAME,
    userType: 'FRONT',
    userProfile: { firstName: 'Rania', lastName: 'Haddad', email: 'rania@example.com', mobile: '0790000000' },
    groups: [],
    roles: roles.map((name) => ({ name })),
  };
}

const perChoice = (y: number, n: number) => [y, n, y + n];
/** 12 branches, amounts descending: Branch 01 sells most. */
const BRANCHES = Array.from({ length: 12 }, (_, index) => ({
  branchId: `0101${String(index + 1).padStart(2, '0')}`,
  brnchOfTrxYtd: `Branch ${String(index + 1).padStart(2, '0')}`,
  brnchTrxAmtYtd: 10_000 - index * 100,
  brnchTrxCntYtd: 500 - index,
}));

function dashboard(): DashboardReply {
  return {
    merchantCode: '4000000101',
    merchantName: 'Zahran Hypermarkets',
    periods: {
      lastWeek: { from: '16-11-2026', to: '22-11-2026' },
      sameWeekLastYear: { from: '17-11-2025', to: '23-11-2025' },
      ytd: { from: '01-01-2026', to: '25-11-2026' },
      churn: { seenFrom: '29-06-2026', seenTo: '27-09-2026', absentFrom: '28-09-2026' },
    },
    tiles: {
      abCustomerIndicator: ['Y', 'N', 'BOTH'],
      noOfTransactions: perChoice(365, 585),
      growthPercentagetrx: [12.5, -3.25, 2],
      transactionAmts: perChoice(11_052.99, 18_735.24),
      growthPercentageTrxAmts: [0, -1, null],
      avgTicketVal: [30.28, 32.03, 31.36],
      growthAvgTicketVal: [1, 1, 1],
      avgBasketVal: [39.33, 39.95, 39.72],
      growthAvgBasketVal: [1, 1, 1],
      uniqueCust: perChoice(281, 469),
      growthPercentageUniqueCust: [1, 1, 1],
      newCust: perChoice(54, 98),
      growthPercentageNewCust: [1, 1, 1],
      avgFootTrafficVal: [52.14, 83.57, 135.71],
      growthAvgFootTrafficVal: [1, 1, 1],
      abCardTrx: [365, 0, 365],
      abCardGrowthPercentageTrx: [4, 0, 4],
      nonABCardTrx: [0, 585, 585],
      nonABCardGrowthPercentageTrx: [0, -7, -7],
    },
    ytd: {
      totalTrxCountYtd: 8142,
      totalTrxAmtYtd: 253_429.57,
      lclYtd: 6957,
      intYtd: 1185,
      debYtd: 4569,
      crdYtd: 3573,
      visaYtd: 4900,
      masterYtd: 3242,
    },
    branches: BRANCHES,
    series: {
      weeks: [
        { branchId: '010101', count: 24, amount: 650.5, wkOfTrxYtd: '16-11-2026' },
        { branchId: '010102', count: 25, amount: 826.25, wkOfTrxYtd: '16-11-2026' },
      ],
      months: [
        { branchId: '010101', count: 100, amount: 3000, mnthOfTrxYtd: 10 },
        { branchId: '010102', count: 50, amount: 1500, mnthOfTrxYtd: 10 },
      ],
      hours: [{ branchId: '010101', count: 7, amount: 70, hrOfTrxYtd: 13 }],
    },
    terminals: {
      avgTrxOnTerminal: 220.05,
      branches: [
        {
          branch: '010101',
          branchName: 'Branch 01',
          avgBrnchTrxOnTerminal: 340,
          top3Terminals: [{ terminalId: '01010101', count: 342, percentage: 50.29 }],
          low3Terminals: [{ terminalId: '01010102', count: 338, percentage: 49.71 }],
        },
        {
          branch: '010102',
          branchName: 'Branch 02',
          avgBrnchTrxOnTerminal: 120,
          top3Terminals: [{ terminalId: '01010201', count: 240, percentage: 100 }],
          low3Terminals: [{ terminalId: '01010201', count: 240, percentage: 100 }],
        },
      ],
    },
    churn: [{ pan: '412345******1234', churnTrxCnt: 5, chrunTrxAmt: 250.5, lastVisit: '20-09-2026' }],
    visits: Array.from({ length: 12 }, (_, index) => ({
      noOfVisits: 12 - index,
      visitCntVal: 100 + index,
      visitTranAmount: 1000 + index,
    })),
    demographics: {
      custGenderMaleYtd: 600,
      custGenderFemaleYtd: 500,
      custAgeGroup: [{ label: '25-34', count: 300, percentage: 30 }],
      bnplYesYtd: 100,
      bnplNoYtd: 1000,
      eppYesYtd: 50,
      eppNoYtd: 1050,
      custProgram: [{ label: 'Gold', count: 200, percentage: 20 }],
    },
  };
}

function loan(
  overrides: Partial<LoanReply['data']['loanEligibilityEntity']> = {},
  avgCrdTrx = 12_370.3,
): LoanReply {
  return {
    data: {
      mpDashboardEntity: { merchantCode: '4000000101', merchantName: 'Zahran Hypermarkets', avgCrdTrx },
      loanEligibilityEntity: {
        loaneligibility: 'Y',
        customersegmentcode: 'CS',
        loan_amount: 85_000,
        blacklistFlagInd: 'N',
        retunredChecquesInd: 'N',
        ...overrides,
      },
    },
  };
}

let api: FakeApi;
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  startSession('session-token');
});

function renderDashboard(roles = ['ROLE_MERCHANT_ADMIN', 'DASHBOARD_USER']) {
  return renderWithProviders(
    <CurrentUserContext.Provider value={selfInfo(roles)}>
      <DashboardPage />
    </CurrentUserContext.Provider>,
    { path: '/dashboard', routes: [{ path: '/rj-bookings', element: <p>Bookings home</p> }] },
  );
}

/** Waits for the dashboard's chunk and data. */
const loaded = () => screen.findByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' });

const tile = (label: string) => screen.getByRole('listitem', { name: label });

describe('Performance dashboard (spec part 1 §2)', () => {
  beforeEach(() => {
    api = fakeApi({
      performanceDashboard: () => ({ data: dashboard() }),
      loanEligibility: () => loan(),
      sendEmail: () => ({ message: MESSAGES.emailSent }),
    });
  });

  it('greets the user and names the merchant', async () => {
    renderDashboard();
    expect(await loaded()).toBeInTheDocument();
    expect(screen.getByText('Hello, Rania')).toBeInTheDocument();
  });

  it('reads the tiles at the chosen bank-customer index, the card tiles at Y and N under Both', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' });
    // Default index 0: Yes.
    expect(tile('Transactions')).toHaveTextContent('365');
    expect(tile('Transactions')).toHaveTextContent('Up 12.50%');
    expect(tile('Amount (JOD)')).toHaveTextContent('11.1K');
    expect(tile('Amount (JOD)')).toHaveTextContent('Up 0.00%');

    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(tile('Transactions')).toHaveTextContent('585');
    expect(tile('Transactions')).toHaveTextContent('Down 3.25%');
    expect(tile('Bank card transactions')).toHaveTextContent('0');
    expect(tile('Other card transactions')).toHaveTextContent('Down 7.00%');

    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(tile('Transactions')).toHaveTextContent('950');
    expect(tile('Amount (JOD)')).toHaveTextContent('No figures a year before');
    expect(tile('Bank card transactions')).toHaveTextContent('365');
    expect(tile('Bank card transactions')).toHaveTextContent('Up 4.00%');
    expect(tile('Other card transactions')).toHaveTextContent('585');
    expect(tile('Other card transactions')).toHaveTextContent('Down 7.00%');
  });

  it('pages the branches 10 at a time, amount descending; Prev stops at 1, Next has no end', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Branches Activity' }));
    await user.click(section.getByRole('button', { name: 'Table' }));
    const names = () =>
      section
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(BRANCHES.slice(0, 10).map((branch) => branch.brnchOfTrxYtd));
    expect(section.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(section.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Branch 11', 'Branch 12']);
    await user.click(section.getByRole('button', { name: 'Next' }));
    expect(section.getByText('Page 3')).toBeInTheDocument();
    expect(section.getByText('Loading...')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(section.getByRole('button', { name: 'Prev' }));
    await user.click(section.getByRole('button', { name: 'Prev' }));
    expect(section.getByText('Page 1')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Prev' })).toBeDisabled();
  });

  it('filters a chart by branch checkboxes, ALL exclusive', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Monthly Activity' }));
    const all = section.getByRole('checkbox', { name: 'ALL' });
    const first = section.getByRole('checkbox', { name: 'Branch 01' });
    const second = section.getByRole('checkbox', { name: 'Branch 02' });
    await user.click(section.getByRole('button', { name: 'Table' }));
    const october = () =>
      within(section.getByRole('row', { name: /^OCT/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(all).toBeChecked();
    expect(october()).toEqual(['OCT', '150', '4500.000']);

    await user.click(first);
    expect(all).not.toBeChecked();
    expect(october()).toEqual(['OCT', '100', '3000.000']);
    await user.click(second);
    expect(october()).toEqual(['OCT', '100', '3000.000', '50', '1500.000']);

    await user.click(all);
    expect(all).toBeChecked();
    expect(first).not.toBeChecked();
    expect(second).not.toBeChecked();
    expect(october()).toEqual(['OCT', '150', '4500.000']);
  });

  it('lists the churning customers with their window, and says so when there are none', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Churn and visits frequency' }));
    expect(
      section.getByText(
        'Top 1 churning customers: paid in at least 3 weeks from 29-06-2026 to 27-09-2026, and not since 28-09-2026.',
      ),
    ).toBeInTheDocument();
    expect(section.getByRole('cell', { name: '412345******1234' })).toBeInTheDocument();
  });

  it('says there are no churning customers instead of loading forever', async () => {
    api.answer('performanceDashboard', () => ({ data: { ...dashboard(), churn: [] } }));
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Churn and visits frequency' }));
    expect(
      section.getByText(
        'No churning customers: nobody who paid in at least 3 weeks from 29-06-2026 to 27-09-2026 has stayed away since 28-09-2026.',
      ),
    ).toBeInTheDocument();
    expect(section.queryByText('Loading...')).not.toBeInTheDocument();
    expect(section.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists visitation by visit count ascending, 10 a page', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Bank customer visitation frequency YTD' }));
    const visits = () =>
      section
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(visits()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.click(section.getByRole('button', { name: 'Next' }));
    expect(visits()).toEqual(['11', '12']);
  });

  it('shows the loan text and no gauge at or below an average of 500,000', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Loan Eligibility Criteria' }));
    expect(section.getByText('from 30k to 100k')).toBeInTheDocument();
    expect(section.queryByRole('img')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Interested' })).toBeEnabled();
  });

  it('shows the gauge above 500,000 with its scale', async () => {
    api.answer('loanEligibility', () => loan({ customersegmentcode: 'SME' }, 1_250_000));
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Loan Eligibility Criteria' }));
    expect(
      section.getByRole('img', { name: 'Average credit transactions against the loan scale' }),
    ).toBeInTheDocument();
    expect(section.queryByText('from 30k to 100k')).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Table' }));
    expect(section.getByRole('row', { name: /Scale from/ })).toHaveTextContent('100.0K');
    expect(section.getByRole('row', { name: /Scale to/ })).toHaveTextContent('3.0M');
  });

  it('hides the loan card when the merchant is not eligible', async () => {
    api.answer('loanEligibility', () => loan({ loaneligibility: 'N' }));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' });
    await waitFor(() => expect(api.sent('loanEligibility')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Loan Eligibility Criteria' })).not.toBeInTheDocument();
  });

  it('sends one e-mail per click and says so', async () => {
    renderDashboard();
    const button = await screen.findByRole('button', { name: MESSAGES.retainCustomers });
    await user.click(button);
    expect(await screen.findByText(MESSAGES.emailSent)).toBeInTheDocument();
    expect(api.sent('sendEmail').map((request) => request.query)).toEqual([
      { country: 'JO', lang: 'en', emailSource: 'churn' },
    ]);
  });

  it('says the mail failed when the call fails', async () => {
    api.answer('sendEmail', () => failWith(503, MESSAGES.emailFailed));
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText(MESSAGES.emailFailed, { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('shows the server’s own text when the merchant’s e-mails of the hour are used up (429)', async () => {
    api.answer('sendEmail', () => failWith(429, MESSAGES.emailLimitReached));
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText(MESSAGES.emailLimitReached)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailFailed, { normalizer: (text) => text })).not.toBeInTheDocument();
  });

  it('keeps a load error silent and shows no figures', async () => {
    api.answer('performanceDashboard', () => failWith(500, 'Internal server error'));
    renderDashboard();
    await waitFor(() => expect(api.sent('performanceDashboard')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText('Loading...').length).toBeGreaterThan(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tile('Transactions')).toHaveTextContent('–');
  });
});

describe('Merchant overview and redirects (spec part 1 §2)', () => {
  it('gives a user without dashboard:read the overview, and probes access with one row of source M', async () => {
    api = fakeApi({
      currentMerchant: () => ({
        data: { merchantName: 'Zahran Hypermarkets', merchantCode: '4000000101', status: 'Active' },
      }),
      transactionSearch: () => ({ totalElements: 0, content: [] }),
    });
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

  it('sends booking users to /rj-bookings', async () => {
    api = fakeApi({});
    renderDashboard(['RJ_BOOKING_MAKER']);
    expect(await screen.findByText('Bookings home')).toBeInTheDocument();
  });
});
