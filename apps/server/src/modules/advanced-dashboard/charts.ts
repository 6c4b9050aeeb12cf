// The advanced dashboard's charts (spec part 1 §7 "POST /merchant/dashboard/v1/branch" … "week"), shaped as
// contracts/schemas/advanced-dashboard.ts says from the roll-ups' rows the service read.
import { addMonths, formatDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type {
  BranchComparison,
  CustomerAnalysis,
  MonthComparison,
  TimeHeatMap,
  WeekSeries,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import {
  dinars,
  groupOf,
  head,
  monthsOf,
  parseDayIso,
  percent,
  round2,
  shown,
  sumDays,
  ticket,
  toFils,
  weeksOf,
  withoutFils,
  type CustomerGroupRow,
  type CustomerWeeks,
  type DayTotals,
  type Resolved,
} from './figures.js';
import type * as repo from './repository.js';

/** Sales per branch, by its id. */
type Sales = { key: string; count: number; amount: string }[];

/** /branch: each chosen branch beside the others and its share of the merchant's amount. */
export function branchComparison(r: Resolved, rows: Sales): BranchComparison {
  const byBranch = new Map(rows.map((row) => [row.key, { count: row.count, fils: toFils(row.amount) }]));
  const merchantFils = rows.reduce((sum, row) => sum + toFils(row.amount), 0);
  const chosen = r.scope.branchIds
    ? r.branches
    : // Sales under a branch the merchant no longer lists still count, under their id.
      [
        ...r.branches,
        ...rows
          .filter((row) => !r.branches.some((branch) => branch.branchId === row.key))
          .map((row) => ({ branchId: row.key, branchName: row.key })),
      ];
  const list = chosen
    .map((branch) => {
      const totals = byBranch.get(branch.branchId) ?? { count: 0, fils: 0 };
      return {
        branchId: branch.branchId,
        branchName: branch.branchName,
        count: totals.count,
        amount: dinars(totals.fils),
        averageTicket: ticket(totals.fils, totals.count),
        amountShare: percent(totals.fils, merchantFils),
        fils: totals.fils,
      };
    })
    .sort((a, b) => b.fils - a.fils || a.branchId.localeCompare(b.branchId));
  const count = list.reduce((sum, branch) => sum + branch.count, 0);
  const fils = list.reduce((sum, branch) => sum + branch.fils, 0);
  return {
    ...head(r),
    totals: { count, amount: dinars(fils), averageTicket: ticket(fils, count) },
    merchantAmount: dinars(merchantFils),
    branches: list.map(({ fils: _fils, ...branch }) => branch),
  };
}

type TopSpender = Awaited<ReturnType<typeof repo.topSpenders>>[number];

/** /customer: who paid in the customer period — new or returning, bank or other, the top spenders. */
export function customerAnalysis(
  r: Resolved,
  weeks: CustomerWeeks,
  groups: readonly CustomerGroupRow[],
  top: readonly TopSpender[],
): CustomerAnalysis {
  const totals = groupOf(groups, () => true);
  return {
    ...head(r),
    customerPeriod: shown(weeks.from, weeks.to),
    branchFilterApplied: false,
    totals: {
      ...withoutFils(totals),
      averageBasket: totals.customers === 0 ? 0 : Math.round(totals.fils / totals.customers) / 1000,
    },
    newCustomers: withoutFils(groupOf(groups, (row) => row.isNew)),
    returningCustomers: withoutFils(groupOf(groups, (row) => !row.isNew)),
    bankCustomers: withoutFils(groupOf(groups, (row) => row.isBankCustomer)),
    otherCustomers: withoutFils(groupOf(groups, (row) => !row.isBankCustomer)),
    topSpenders: top.map((row) => ({
      pan: row.pan,
      isBankCustomer: row.isBankCustomer,
      isNew: row.isNew,
      count: row.count,
      amount: dinars(toFils(row.amount)),
      lastVisit: formatDay(parseDayIso(row.lastDay)),
    })),
  };
}

/** The same day a year before. */
export const yearBefore = (day: DayNumber) => addMonths(day, -12);

/** /month: each month of the period beside the same days a year before (`days` holds both). */
export function monthComparison(r: Resolved, days: DayTotals): MonthComparison {
  return {
    ...head(r),
    months: monthsOf(r.from, r.to).map((month) => {
      const now = sumDays(days, month.from, month.to);
      const before = { from: yearBefore(month.from), to: yearBefore(month.to) };
      const then = sumDays(days, before.from, before.to);
      return {
        month: formatDay(month.from).slice(3),
        days: shown(month.from, month.to),
        count: now.count,
        amount: dinars(now.fils),
        previousYear: { days: shown(before.from, before.to), count: then.count, amount: dinars(then.fils) },
        amountGrowth: then.fils === 0 ? null : round2(((now.fils - then.fils) / then.fils) * 100),
      };
    }),
  };
}

/** /time: the 7 × 24 heat map, every cell present. */
export function timeHeatMap(
  r: Resolved,
  rows: Awaited<ReturnType<typeof repo.salesByWeekdayHour>>,
): TimeHeatMap {
  const cell = new Map(rows.map((row) => [`${row.weekday}|${row.hour}`, row]));
  const cells: TimeHeatMap['cells'] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const row = cell.get(`${weekday}|${hour}`);
      cells.push({ weekday, hour, count: row?.count ?? 0, amount: row ? dinars(toFils(row.amount)) : 0 });
    }
  }
  return { ...head(r), cells };
}

/** /week: each week of the period (its days in the period). */
export function weekSeries(r: Resolved, days: DayTotals): WeekSeries {
  return {
    ...head(r),
    weeks: weeksOf(r.from, r.to).map((week) => {
      const totals = sumDays(days, week.from, week.to);
      return {
        weekStart: formatDay(week.monday),
        days: shown(week.from, week.to),
        count: totals.count,
        amount: dinars(totals.fils),
      };
    }),
  };
}
