import type {
  DashboardReply,
  LoanReply,
  WeeklyActivityReply,
} from '@merchant-portal/contracts/schemas/dashboards';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';
import { failWith, fakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { DashboardPage } from '../dashboard-page';
import { OVERVIEW_FAILED } from '../merchant-overview';
import { DASHBOARD_FAILED } from '../performance/performance-dashboard';
import { WEEKLY_FAILED } from '../performance/activity-sections';

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
          low3Terminals: [],
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

/** A page of weeks: page 1 the latest two, page 2 one part week before them, and nothing earlier. */
function weeklyPage(page: number): WeeklyActivityReply {
  const week = (weekStart: string, weekEnd: string, isPartial: boolean, amounts: [number, number]) => ({
    weekStart,
    weekEnd,
    isPartial,
    count: 20,
    amount: amounts[0] + amounts[1],
    branches: [
      { branchId: '010101', count: 10, amount: amounts[0] },
      { branchId: '010102', count: 10, amount: amounts[1] },
    ],
  });
  return page === 1
    ? {
        data: {
          period: 13,
          page: 1,
          from: '25-08-2026',
          to: '22-11-2026',
          hasEarlier: true,
          weeks: [
            week('09-11-2026', '15-11-2026', false, [100, 200]),
            week('16-11-2026', '22-11-2026', false, [650.5, 826.25]),
          ],
        },
      }
    : {
        data: {
          period: 13,
          page,
          from: '26-05-2026',
          to: '24-08-2026',
          hasEarlier: false,
          weeks: [week('18-08-2026', '24-08-2026', true, [5, 6])],
        },
      };
}

/** The dashboard with nothing in it: a merchant without sales this year. */
function emptyDashboard(): DashboardReply {
  const full = dashboard();
  const zero = [0, 0, 0];
  const none = [null, null, null];
  return {
    ...full,
    tiles: {
      ...full.tiles,
      noOfTransactions: zero,
      growthPercentagetrx: none,
      transactionAmts: zero,
      growthPercentageTrxAmts: none,
    },
    ytd: {
      totalTrxCountYtd: 0,
      totalTrxAmtYtd: 0,
      lclYtd: 0,
      intYtd: 0,
      debYtd: 0,
      crdYtd: 0,
      visaYtd: 0,
      masterYtd: 0,
    },
    branches: [],
    series: { weeks: [], months: [], hours: [] },
    terminals: { avgTrxOnTerminal: 0, branches: [] },
    churn: [],
    visits: [],
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
      weeklyActivity: (request) => weeklyPage(Number(request.query.page ?? 1)),
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
    // No figures for the same week a year before: 'new', never a fall against an empty week.
    expect(tile('Amount (JOD)')).toHaveTextContent('new');
    expect(tile('Amount (JOD)')).not.toHaveTextContent('Down');
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
    // The rows between the header and the totals row.
    const names = () =>
      section
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(BRANCHES.slice(0, 10).map((branch) => branch.brnchOfTrxYtd));
    // The totals row adds up every branch, not only this page's.
    const count = BRANCHES.reduce((sum, branch) => sum + branch.brnchTrxCntYtd, 0);
    const amount = BRANCHES.reduce((sum, branch) => sum + branch.brnchTrxAmtYtd, 0);
    expect(section.getByRole('row', { name: /^Total, all branches/ })).toHaveTextContent(
      `Total, all branches${count.toLocaleString('en-US')}${amount.toLocaleString('en-US')}.000`,
    );
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
    expect(october()).toEqual(['OCT', '150', '4,500.000']);

    await user.click(first);
    expect(all).not.toBeChecked();
    expect(october()).toEqual(['OCT', '100', '3,000.000']);
    await user.click(second);
    expect(october()).toEqual(['OCT', '100', '3,000.000', '50', '1,500.000']);

    await user.click(all);
    expect(all).toBeChecked();
    expect(first).not.toBeChecked();
    expect(second).not.toBeChecked();
    expect(october()).toEqual(['OCT', '150', '4,500.000']);
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

  it('says a branch whose terminals are all in its top 3 has no lowest 3 of its own', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Terminal Transactions YTD' }));
    expect(section.getByRole('table', { name: 'Lowest 3 terminals' })).toHaveTextContent('01010102');
    await user.click(section.getByRole('radio', { name: 'Branch 02' }));
    expect(section.queryByRole('table', { name: 'Lowest 3 terminals' })).not.toBeInTheDocument();
    expect(section.getByText('Every terminal of Branch 02 is among its top 3.')).toBeInTheDocument();
  });

  it('lists visitation by visit count ascending, 10 a page', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Bank customer visitation frequency YTD' }));
    const visits = () =>
      section
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(visits()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    // Every visit count's customers and amount, whatever the page.
    expect(section.getByRole('row', { name: /^Total, all visits/ })).toHaveTextContent(
      'Total, all visits1,26612,066.000',
    );
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

  it('asks before it sends an e-mail, sends one, says so, and cannot send it again', async () => {
    renderDashboard();
    const button = await screen.findByRole('button', { name: MESSAGES.retainCustomers });
    // A double click (the second click lands while the question opens) asks once and sends nothing.
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail your account manager?' });
    expect(dialog).toHaveTextContent('asking for help retaining your churning customers');
    expect(api.sent('sendEmail')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('sendEmail')).toHaveLength(0);

    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText(MESSAGES.emailSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('E-mail sent to your account manager.');
    expect(button).toBeDisabled();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('sendEmail').map((request) => request.query)).toEqual([
      { country: 'JO', lang: 'en', emailSource: 'churn' },
    ]);
  });

  async function sendApplyNow() {
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "to apply for the bank's offer on your bank customers' visitation frequency",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
  }

  it('says the mail failed when the call fails, and lets the user try again', async () => {
    api.answer('sendEmail', () => failWith(503, MESSAGES.emailFailed));
    renderDashboard();
    await sendApplyNow();
    expect(await screen.findByText(MESSAGES.emailFailed, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  it('shows the server’s own text when the merchant’s e-mails of the hour are used up (429)', async () => {
    api.answer('sendEmail', () => failWith(429, MESSAGES.emailLimitReached));
    renderDashboard();
    await sendApplyNow();
    expect(await screen.findByText(MESSAGES.emailLimitReached)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailFailed, { normalizer: (text) => text })).not.toBeInTheDocument();
  });

  it('pages Weekly Activity back through earlier weeks with its own call, part weeks marked', async () => {
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Weekly Activity' }));
    expect(await section.findByText('25-08-2026 to 22-11-2026')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Later' })).toBeDisabled();
    await user.click(section.getByRole('button', { name: 'Table' }));
    expect(section.getByRole('row', { name: /^16-11-2026/ })).toHaveTextContent('16-11-2026201,476.750');
    await user.click(section.getByRole('button', { name: 'Earlier' }));
    expect(await section.findByText('26-05-2026 to 24-08-2026')).toBeInTheDocument();
    expect(section.getByRole('row', { name: /^18-08-2026 \(part week\)/ })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    expect(api.sent('weeklyActivity').map((request) => request.query)).toEqual([
      { currency: 'JOD', page: '1' },
      { currency: 'JOD', page: '2' },
    ]);
    await user.click(section.getByRole('button', { name: 'Later' }));
    expect(await section.findByText('25-08-2026 to 22-11-2026')).toBeInTheDocument();
  });

  it('shows Weekly Activity’s own failure with a Retry, the rest of the dashboard intact', async () => {
    let fails = true;
    api.answer('weeklyActivity', (request) =>
      fails ? failWith(500, 'Internal server error') : weeklyPage(Number(request.query.page ?? 1)),
    );
    renderDashboard();
    await loaded();
    const section = within(screen.getByRole('region', { name: 'Weekly Activity' }));
    expect(await section.findByRole('alert')).toHaveTextContent(WEEKLY_FAILED);
    expect(section.queryByText('Loading...')).not.toBeInTheDocument();
    expect(tile('Transactions')).toHaveTextContent('365');
    fails = false;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('25-08-2026 to 22-11-2026')).toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });
});

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

describe('Merchant overview and redirects (spec part 1 §2)', () => {
  it('gives a user without dashboard:read the overview, and probes access with one row of source M', async () => {
    api = fakeApi({
      currentMerchant: () => ({
        data: { merchantName: 'Zahran Hypermarkets', merchantCode: '4000000101', status: 'Active' },
      }),
      transactionSearch: () => ({ totalElements: 0, content: [], totals: [] }),
      merchantOverview: () => OVERVIEW,
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

  it("shows yesterday's and this month's card sales, with a way to Transactions", async () => {
    api = fakeApi({
      currentMerchant: () => ({
        data: { merchantName: 'Zahran Hypermarkets', merchantCode: '4000000101', status: 'Active' },
      }),
      transactionSearch: () => ({ totalElements: 0, content: [], totals: [] }),
      merchantOverview: () => OVERVIEW,
    });
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
    api = fakeApi({
      currentMerchant: () => ({
        data: { merchantName: 'Zahran Hypermarkets', merchantCode: '4000000101', status: 'Active' },
      }),
      transactionSearch: () => ({ totalElements: 0, content: [], totals: [] }),
      merchantOverview: () => (fails ? failWith(500, 'Internal server error') : OVERVIEW),
    });
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
