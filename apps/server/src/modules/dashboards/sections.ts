// The performance dashboard's sections, shaped as the screen reads them (contracts/schemas/dashboards) from
// the roll-ups' rows the service read (repository.ts).
import {
  AB_CUSTOMER_INDICATOR,
  AGE_GROUPS,
  type AbCustomerChoice,
  type DashboardReply,
  type DashboardTiles,
} from '@merchant-portal/contracts/schemas/dashboards';
import { roundMoney } from '../../lib/api-values.js';
import type { comparability } from './periods.js';
import type * as repo from './repository.js';

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
/**
 * A count's share of a total in percent, to 2 decimals, rounding the exact ratio half up. Both are whole
 * counts, so this stays in integers: rounding the float part / whole * 100 can land just under a half
 * (357 / 1120 = 31.875% came out 31.87).
 */
const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.floor((part * 20_000 + whole) / (2 * whole)) / 100;
/** The change from the year before in percent; null when there is nothing to compare with. */
const growth = (now: number, before: number) =>
  before === 0 ? null : round2(((now - before) / before) * 100);
/**
 * `growth` of two whole counts, rounding the exact change half away from zero (as SQL's numeric round
 * does), in integers for the reason `percent` gives.
 */
const countGrowth = (now: number, before: number) => {
  if (before === 0) return null;
  const change = Math.abs(now - before) * 10_000;
  const hundredths = Math.floor((2 * change + before) / (2 * before));
  return (now < before ? -hundredths : hundredths) / 100;
};

/** Which of the split rows (bank customer or not) a choice counts. */
const counts = (choice: AbCustomerChoice, isBankCustomer: boolean) =>
  choice === 'BOTH' || (choice === 'Y') === isBankCustomer;

function byChoice<T extends { isBankCustomer: boolean }>(rows: readonly T[], value: (row: T) => number) {
  return AB_CUSTOMER_INDICATOR.map((choice) =>
    rows.filter((row) => counts(choice, row.isBankCustomer)).reduce((sum, row) => sum + value(row), 0),
  );
}

export interface WeekFigures {
  count: number[];
  amount: number[];
  bankCount: number[];
  otherCount: number[];
  unique: number[];
  newCustomers: number[];
}

type SalesByBank = Awaited<ReturnType<typeof repo.salesByBank>>;
type CustomersByBank = Awaited<ReturnType<typeof repo.customersOfWeek>>;

/** A week's figures per bank-customer choice: its sales, unique customers and new customers. */
export function weekFiguresOf(
  sales: SalesByBank,
  unique: CustomersByBank,
  fresh: CustomersByBank,
): WeekFigures {
  return {
    count: byChoice(sales, (row) => row.count),
    amount: byChoice(sales, (row) => Number(row.amount)),
    bankCount: byChoice(sales, (row) => (row.isBankCustomer ? row.count : 0)),
    otherCount: byChoice(sales, (row) => (row.isBankCustomer ? 0 : row.count)),
    unique: byChoice(unique, (row) => row.count),
    newCustomers: byChoice(fresh, (row) => row.count),
  };
}

/** The tiles: last week beside the same week a year before, per bank-customer choice. */
export function tilesOf(
  now: WeekFigures,
  before: WeekFigures,
  comparable: ReturnType<typeof comparability>,
): DashboardTiles {
  const per = (
    values: (figures: WeekFigures, index: number) => number,
    { canCompare = comparable.isWholeWeek, ofCounts = true } = {},
  ) => ({
    now: AB_CUSTOMER_INDICATOR.map((_, index) => values(now, index)),
    growth: AB_CUSTOMER_INDICATOR.map((_, index) =>
      canCompare ? (ofCounts ? countGrowth : growth)(values(now, index), values(before, index)) : null,
    ),
  });
  const transactions = per((f, i) => f.count[i] ?? 0);
  const amounts = per((f, i) => f.amount[i] ?? 0, { ofCounts: false });
  const tickets = per((f, i) => ratio(f.amount[i] ?? 0, f.count[i] ?? 0), { ofCounts: false });
  const baskets = per((f, i) => ratio(f.amount[i] ?? 0, f.unique[i] ?? 0), { ofCounts: false });
  const unique = per((f, i) => f.unique[i] ?? 0);
  const fresh = per((f, i) => f.newCustomers[i] ?? 0, {
    canCompare: comparable.isWholeWeek && comparable.hasNewCustomerHistory,
  });
  // A week's foot traffic is its count over 7 days, so its growth is the count's.
  const foot = { ...per((f, i) => (f.count[i] ?? 0) / 7), growth: transactions.growth };
  const bank = per((f, i) => f.bankCount[i] ?? 0);
  const other = per((f, i) => f.otherCount[i] ?? 0);
  return {
    abCustomerIndicator: [...AB_CUSTOMER_INDICATOR],
    noOfTransactions: transactions.now,
    growthPercentagetrx: transactions.growth,
    transactionAmts: amounts.now.map(roundMoney),
    growthPercentageTrxAmts: amounts.growth,
    avgTicketVal: tickets.now.map(roundMoney),
    growthAvgTicketVal: tickets.growth,
    avgBasketVal: baskets.now.map(roundMoney),
    growthAvgBasketVal: baskets.growth,
    uniqueCust: unique.now,
    growthPercentageUniqueCust: unique.growth,
    newCust: fresh.now,
    growthPercentageNewCust: fresh.growth,
    avgFootTrafficVal: foot.now.map(round2),
    growthAvgFootTrafficVal: foot.growth,
    abCardTrx: bank.now,
    abCardGrowthPercentageTrx: bank.growth,
    nonABCardTrx: other.now,
    nonABCardGrowthPercentageTrx: other.growth,
  };
}

type Mix = Awaited<ReturnType<typeof repo.cardMix>>;

export function ytdOf(mix: Mix): DashboardReply['ytd'] {
  const sum = (keep: (row: Mix[number]) => boolean) =>
    mix.filter(keep).reduce((total, row) => total + row.count, 0);
  return {
    totalTrxCountYtd: sum(() => true),
    totalTrxAmtYtd: roundMoney(mix.reduce((total, row) => total + Number(row.amount), 0)),
    lclYtd: sum((row) => row.locality === 'L'),
    intYtd: sum((row) => row.locality === 'I'),
    debYtd: sum((row) => row.cardKind === 'D'),
    crdYtd: sum((row) => row.cardKind === 'C'),
    visaYtd: sum((row) => row.cardScheme === 'VISA'),
    masterYtd: sum((row) => row.cardScheme === 'MASTERCARD'),
  };
}

type TerminalRow = Awaited<ReturnType<typeof repo.terminalCounts>>[number];
type BranchRef = Awaited<ReturnType<typeof repo.branchesOf>>[number];

/** Terminal Transactions YTD: per branch, the average and its three busiest and three quietest terminals. */
export function terminalsOf(rows: readonly TerminalRow[], branchList: readonly BranchRef[]) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    avgTrxOnTerminal: round2(ratio(total, rows.length)),
    branches: branchList.flatMap((branch) => {
      const own = rows.filter((row) => row.branchId === branch.branchId);
      if (own.length === 0) return [];
      const branchTotal = own.reduce((sum, row) => sum + row.count, 0);
      const share = (row: TerminalRow) => ({
        terminalId: row.terminalId,
        count: row.count,
        percentage: percent(row.count, branchTotal),
      });
      const busiestFirst = [...own].sort(
        (a, b) => b.count - a.count || a.terminalId.localeCompare(b.terminalId),
      );
      const top = busiestFirst.slice(0, 3);
      // The quietest of the others: a terminal listed among the top 3 is never among the lowest too.
      const quietestFirst = own
        .filter((row) => !top.includes(row))
        .sort((a, b) => a.count - b.count || a.terminalId.localeCompare(b.terminalId));
      return [
        {
          branch: branch.branchId,
          branchName: branch.branchName,
          avgBrnchTrxOnTerminal: round2(ratio(branchTotal, own.length)),
          top3Terminals: top.map(share),
          low3Terminals: quietestFirst.slice(0, 3).map(share),
        },
      ];
    }),
  };
}

type Profile = Awaited<ReturnType<typeof repo.bankCustomerProfiles>>[number];

/** Bank customer demographics: gender, age group (age reached this year), BNPL, EPP and program. */
export function demographicsOf(profiles: readonly Profile[], year: number): DashboardReply['demographics'] {
  const total = profiles.reduce((sum, row) => sum + row.count, 0);
  const sum = (keep: (row: Profile) => boolean) =>
    profiles.filter(keep).reduce((count, row) => count + row.count, 0);
  const shares = (groups: { label: string; keep: (row: Profile) => boolean }[]) =>
    groups.map(({ label, keep }) => {
      const count = sum(keep);
      return { label, count, percentage: percent(count, total) };
    });
  const programs = [...new Set(profiles.map((row) => row.program))].sort();
  return {
    custGenderMaleYtd: sum((row) => row.gender === 'M'),
    custGenderFemaleYtd: sum((row) => row.gender === 'F'),
    custAgeGroup: shares(
      AGE_GROUPS.map((group) => ({
        label: group.label,
        keep: (row) => year - row.birthYear >= group.from && year - row.birthYear <= group.to,
      })),
    ),
    bnplYesYtd: sum((row) => row.usesBnpl),
    bnplNoYtd: sum((row) => !row.usesBnpl),
    eppYesYtd: sum((row) => row.usesEpp),
    eppNoYtd: sum((row) => !row.usesEpp),
    custProgram: shares(
      programs.map((program) => ({ label: program, keep: (row) => row.program === program })),
    ),
  };
}
