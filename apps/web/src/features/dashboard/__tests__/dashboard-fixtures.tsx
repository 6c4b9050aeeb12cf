// Test data shared by the dashboard's tests: a merchant's performance dashboard, its weekly activity and
// loan offer as the calls answer them, and rendering the page as Rania of Zahran with given roles.
import type {
  DashboardReply,
  LoanReply,
  WeeklyActivityReply,
} from '@merchant-portal/contracts/schemas/dashboards';
import { screen } from '@testing-library/react';
import { renderAs } from '../../../test/page';
import { RANIA, signedInUser } from '../../../test/users';
import { DashboardPage } from '../dashboard-page';

const perChoice = (y: number, n: number) => [y, n, y + n];
/** 12 branches, amounts descending: Branch 01 sells most. */
export const BRANCHES = Array.from({ length: 12 }, (_, index) => ({
  branchId: `0101${String(index + 1).padStart(2, '0')}`,
  brnchOfTrxYtd: `Branch ${String(index + 1).padStart(2, '0')}`,
  brnchTrxAmtYtd: 10_000 - index * 100,
  brnchTrxCntYtd: 500 - index,
}));

export function dashboard(): DashboardReply {
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
export function weeklyPage(page: number): WeeklyActivityReply {
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
export function emptyDashboard(): DashboardReply {
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

export function loan(
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

export function renderDashboard(roles = ['ROLE_MERCHANT_ADMIN', 'DASHBOARD_USER']) {
  return renderAs(signedInUser('zahran.admin@4000000101', roles, RANIA), <DashboardPage />, {
    path: '/dashboard',
    routes: [{ path: '/rj-bookings', element: <p>Bookings home</p> }],
  });
}

/** Waits for the dashboard's chunk and data. */
export const loaded = () =>
  screen.findByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' });

export const tile = (label: string) => screen.getByRole('listitem', { name: label });
