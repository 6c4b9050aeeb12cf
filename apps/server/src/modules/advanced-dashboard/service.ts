// The advanced dashboard of the signed-in user's merchant: the filter as the roll-ups read it, then each chart
// and report shaped as contracts/schemas/advanced-dashboard.ts says, and the replies kept until the
// merchant's next load.
import {
  CARD_SCHEMES,
  LOCALITIES,
  TOP_SPENDERS,
  type AdvancedFilter,
  type AdvancedReport,
  type BranchComparison,
  type CustomerAnalysis,
  type MarketReportRow,
  type MonthComparison,
  type PeriodReportFilter,
  type PeriodReportRow,
  type PeriodUnit,
  type TerminalReportRow,
  type TimeHeatMap,
  type VisitationReportRow,
  type WeekSeries,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { ALL_BRANCHES, DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { addMonths, formatDay, isoDay, parseDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { KeptReplies } from '../../lib/kept-replies.js';
import type { AuthContext } from '../../lib/request-context.js';
import { resolveBranches } from '../merchants/service.js';
import { dataVersion } from '../transactions/service.js';
import * as repo from './repository.js';

/** Money in fils (integers), so sums of many rows stay exact in JavaScript; back to dinars at the end. */
const toFils = (amount: string | number) => Math.round(Number(amount) * 1000);
const dinars = (fils: number) => fils / 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));
const ticket = (fils: number, count: number) => (count === 0 ? 0 : Math.round(fils / count) / 1000);

/** Days since Monday (1970-01-01, day 0, was a Thursday). */
const weekdayOf = (day: DayNumber) => (day + 3) % 7;
const mondayOf = (day: DayNumber) => day - weekdayOf(day);

/** The filter's days and its meaning for the roll-ups, the branches checked against the user's merchant. */
export interface Resolved {
  merchantCode: string;
  scope: repo.SalesScope;
  from: DayNumber;
  to: DayNumber;
  /** The chosen branches with names (every branch of the merchant for ALL). */
  branches: { branchId: string; branchName: string }[];
}

function dayOf(value: string, param: string): DayNumber {
  const day = parseDay(value);
  // The schema has checked the dates; this is the type's guard, not a rule.
  if (day === null) {
    throw new AppError(400, '400', MESSAGES.validationErrors, [{ param, msg: DATE_MESSAGES.invalidDate }]);
  }
  return day;
}

export async function resolveFilter(
  db: Executor,
  auth: AuthContext,
  filter: AdvancedFilter,
): Promise<Resolved> {
  const requested = filter.branchId === ALL_BRANCHES ? null : filter.branchId.split(',');
  // A branch of another merchant is 403 (merchants/service.ts), never silently dropped.
  const { merchant, branchIds } = await resolveBranches(db, auth, null, requested);
  const all = await repo.branchesOf(db, merchant.merchantCode);
  return {
    merchantCode: merchant.merchantCode,
    scope: {
      merchantCode: merchant.merchantCode,
      branchIds,
      cardScheme: filter.cardType === 'All' ? null : CARD_SCHEMES[filter.cardType],
      locality: filter.methodType === 'All' ? null : LOCALITIES[filter.methodType],
      isBankCustomer: filter.bankCustomer === 'BOTH' ? null : filter.bankCustomer === 'Y',
    },
    from: dayOf(filter.fromDate, 'fromDate'),
    to: dayOf(filter.toDate, 'toDate'),
    branches: branchIds ? all.filter((branch) => branchIds.includes(branch.branchId)) : all,
  };
}

const periodOf = (from: DayNumber, to: DayNumber): repo.Period => ({ from: isoDay(from), to: isoDay(to) });
const shown = (from: DayNumber, to: DayNumber) => ({ from: formatDay(from), to: formatDay(to) });
const head = (r: Resolved) => ({ merchantCode: r.merchantCode, period: shown(r.from, r.to) });
/** What every reply repeats: the merchant and the filter's period. */
export type Head = ReturnType<typeof head>;

/** Count and fils per day number. */
type DayTotals = Map<DayNumber, { count: number; fils: number }>;

async function dayTotals(db: Executor, r: Resolved, from: DayNumber, to: DayNumber): Promise<DayTotals> {
  const rows = await repo.salesByDay(db, r.scope, periodOf(from, to));
  return new Map(
    rows.map((row) => [parseDayIso(row.key), { count: row.count, fils: toFils(row.amount) }] as const),
  );
}

const parseDayIso = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

function sumDays(days: DayTotals, from: DayNumber, to: DayNumber) {
  let count = 0;
  let fils = 0;
  for (let day = from; day <= to; day += 1) {
    const totals = days.get(day);
    if (totals) {
      count += totals.count;
      fils += totals.fils;
    }
  }
  return { count, fils };
}

/** The calendar months [from, to] touches, each clipped to it. */
function monthsOf(from: DayNumber, to: DayNumber): { from: DayNumber; to: DayNumber }[] {
  const months: { from: DayNumber; to: DayNumber }[] = [];
  let start = from;
  while (start <= to) {
    const iso = isoDay(start);
    const nextMonth = addMonths(parseDayIso(`${iso.slice(0, 7)}-01`), 1);
    const end = Math.min(to, nextMonth - 1);
    months.push({ from: start, to: end });
    start = end + 1;
  }
  return months;
}

/** The weeks (Monday to Sunday) [from, to] touches, each clipped to it. */
function weeksOf(from: DayNumber, to: DayNumber): { monday: DayNumber; from: DayNumber; to: DayNumber }[] {
  const weeks: { monday: DayNumber; from: DayNumber; to: DayNumber }[] = [];
  for (let monday = mondayOf(from); monday <= to; monday += 7) {
    weeks.push({ monday, from: Math.max(from, monday), to: Math.min(to, monday + 6) });
  }
  return weeks;
}

/** Rows of one key summed (a report's months and days come as separate rows of the same key). */
function summed<R extends { count: number; amount: string }>(rows: readonly R[], keyOf: (row: R) => string) {
  const sums = new Map<string, { count: number; fils: number }>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? { count: 0, fils: 0 };
    sum.count += row.count;
    sum.fils += toFils(row.amount);
    sums.set(keyOf(row), sum);
  }
  return sums;
}

/** /branch: each chosen branch beside the others and its share of the merchant's amount. */
export async function branchComparison(db: Executor, r: Resolved): Promise<BranchComparison> {
  const rows = await repo.salesByBranch(db, r.scope, periodOf(r.from, r.to));
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

/** The whole weeks the period touches: customer figures cover them (the customer roll-up is weekly). */
function customerWeeks(r: Resolved) {
  const monday = mondayOf(r.from);
  const lastMonday = mondayOf(r.to);
  return { mondays: periodOf(monday, lastMonday), from: monday, to: lastMonday + 6 };
}

type CustomerGroupRow = Awaited<ReturnType<typeof repo.customerGroups>>[number];

function groupOf(rows: readonly CustomerGroupRow[], keep: (row: CustomerGroupRow) => boolean) {
  const kept = rows.filter(keep);
  const fils = kept.reduce((sum, row) => sum + toFils(row.amount), 0);
  return {
    customers: kept.reduce((sum, row) => sum + row.customers, 0),
    count: kept.reduce((sum, row) => sum + row.visits * row.customers, 0),
    amount: dinars(fils),
    fils,
  };
}

const withoutFils = <T extends { fils: number }>({ fils: _fils, ...rest }: T) => rest;

/** /customer: who paid in the customer period — new or returning, bank or other, the top spenders. */
export async function customerAnalysis(db: Executor, r: Resolved): Promise<CustomerAnalysis> {
  const weeks = customerWeeks(r);
  const newFrom = isoDay(weeks.from);
  const [groups, top] = await Promise.all([
    repo.customerGroups(db, r.scope, weeks.mondays, newFrom),
    repo.topSpenders(db, r.scope, weeks.mondays, newFrom, TOP_SPENDERS),
  ]);
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

/** /month: each month of the period beside the same days a year before. */
export async function monthComparison(db: Executor, r: Resolved): Promise<MonthComparison> {
  const yearBefore = (day: DayNumber) => addMonths(day, -12);
  const days = await dayTotals(db, r, yearBefore(r.from), r.to);
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
export async function timeHeatMap(db: Executor, r: Resolved): Promise<TimeHeatMap> {
  const rows = await repo.salesByWeekdayHour(db, r.scope, periodOf(r.from, r.to));
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
export async function weekSeries(db: Executor, r: Resolved): Promise<WeekSeries> {
  const days = await dayTotals(db, r, r.from, r.to);
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

/** A whole report: its rows in order and the totals of all of them. */
export interface Report<R, T> {
  rows: R[];
  totals: T;
}

type SalesTotals = { count: number; amount: number; averageTicket: number };
const salesTotals = (count: number, fils: number): SalesTotals => ({
  count,
  amount: dinars(fils),
  averageTicket: ticket(fils, count),
});

/** Every day or month of the period: sales, average ticket and refunds. */
export async function periodReport(
  db: Executor,
  r: Resolved,
  unit: PeriodUnit,
): Promise<Report<PeriodReportRow, SalesTotals & { refundCount: number; refundAmount: number }>> {
  const [sales, refundRows] = await Promise.all([
    dayTotals(db, r, r.from, r.to),
    repo.refundsByDay(db, r.scope, periodOf(r.from, r.to)),
  ]);
  const refunds: DayTotals = new Map(
    refundRows.map((row) => [parseDayIso(row.day), { count: row.count, fils: toFils(row.amount) }] as const),
  );
  const buckets =
    unit === 'day'
      ? Array.from({ length: r.to - r.from + 1 }, (_, index) => ({
          from: r.from + index,
          to: r.from + index,
        }))
      : monthsOf(r.from, r.to);
  const rows = buckets.map((bucket) => {
    const sold = sumDays(sales, bucket.from, bucket.to);
    const back = sumDays(refunds, bucket.from, bucket.to);
    return {
      period: unit === 'day' ? formatDay(bucket.from) : formatDay(bucket.from).slice(3),
      days: shown(bucket.from, bucket.to),
      ...salesTotals(sold.count, sold.fils),
      refundCount: back.count,
      refundAmount: dinars(back.fils),
    };
  });
  const all = sumDays(sales, r.from, r.to);
  const back = sumDays(refunds, r.from, r.to);
  return {
    rows,
    totals: { ...salesTotals(all.count, all.fils), refundCount: back.count, refundAmount: dinars(back.fils) },
  };
}

const LOCALITY_ORDER = ['L', 'I'] as const;
const KIND_ORDER = ['D', 'C'] as const;
const SCHEME_ORDER: readonly string[] = Object.values(CARD_SCHEMES);

/** Every locality × scheme × debit/credit the filter allows, those without sales included. */
export async function marketReport(db: Executor, r: Resolved): Promise<Report<MarketReportRow, SalesTotals>> {
  const rows = await repo.salesByMarket(db, r.scope, periodOf(r.from, r.to));
  const key = (locality: string, scheme: string, kind: string) => `${locality}|${scheme}|${kind}`;
  const found = summed(rows, (row) => key(row.locality, row.cardScheme, row.cardKind));
  const schemes = r.scope.cardScheme
    ? [r.scope.cardScheme]
    : [
        ...SCHEME_ORDER,
        ...[...new Set(rows.map((row) => row.cardScheme))].filter((s) => !SCHEME_ORDER.includes(s)).sort(),
      ];
  const localities = r.scope.locality ? [r.scope.locality] : LOCALITY_ORDER;
  const total = rows.reduce((sum, row) => sum + toFils(row.amount), 0);
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  const list: MarketReportRow[] = [];
  for (const locality of localities) {
    for (const cardScheme of schemes) {
      for (const cardKind of KIND_ORDER) {
        const row = found.get(key(locality, cardScheme, cardKind)) ?? { count: 0, fils: 0 };
        list.push({
          locality,
          cardScheme,
          cardKind,
          ...salesTotals(row.count, row.fils),
          amountShare: percent(row.fils, total),
        });
      }
    }
  }
  return { rows: list, totals: salesTotals(count, total) };
}

/** Every terminal of the chosen branches, idle ones included, by branch and terminal. */
export async function terminalReport(
  db: Executor,
  r: Resolved,
): Promise<Report<TerminalReportRow, SalesTotals>> {
  const [rows, listed] = await Promise.all([
    repo.salesByTerminal(db, r.scope, periodOf(r.from, r.to)),
    repo.terminalsOf(db, r.merchantCode),
  ]);
  const names = new Map(r.branches.map((branch) => [branch.branchId, branch.branchName]));
  const chosen = (branchId: string) => r.scope.branchIds === null || r.scope.branchIds.includes(branchId);
  const key = (branchId: string, terminalId: string) => `${branchId}|${terminalId}`;
  const sums = summed(rows, (row) => key(row.branchId, row.terminalId));
  const pairs = new Map<string, { branchId: string; terminalId: string }>();
  for (const pair of [...listed.filter((t) => chosen(t.branchId)), ...rows]) {
    pairs.set(key(pair.branchId, pair.terminalId), { branchId: pair.branchId, terminalId: pair.terminalId });
  }
  const list = [...pairs.values()]
    .sort((a, b) => a.branchId.localeCompare(b.branchId) || a.terminalId.localeCompare(b.terminalId))
    .map((pair) => {
      const row = sums.get(key(pair.branchId, pair.terminalId)) ?? { count: 0, fils: 0 };
      return {
        branchId: pair.branchId,
        branchName: names.get(pair.branchId) ?? pair.branchId,
        terminalId: pair.terminalId,
        ...salesTotals(row.count, row.fils),
      };
    });
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  const fils = rows.reduce((sum, row) => sum + toFils(row.amount), 0);
  return { rows: list, totals: salesTotals(count, fils) };
}

/** Customers by how many payments each made in the customer period, N ascending. */
export async function visitationReport(
  db: Executor,
  r: Resolved,
): Promise<
  Report<VisitationReportRow, { customers: number; count: number; amount: number }> & {
    customerPeriod: { from: string; to: string };
  }
> {
  const weeks = customerWeeks(r);
  const groups = await repo.customerGroups(db, r.scope, weeks.mondays, isoDay(weeks.from));
  const byVisits = new Map<number, { customers: number; fils: number }>();
  for (const row of groups) {
    const totals = byVisits.get(row.visits) ?? { customers: 0, fils: 0 };
    totals.customers += row.customers;
    totals.fils += toFils(row.amount);
    byVisits.set(row.visits, totals);
  }
  const all = groupOf(groups, () => true);
  const rows = [...byVisits.entries()]
    .sort(([a], [b]) => a - b)
    .map(([visits, totals]) => ({
      visits,
      customers: totals.customers,
      count: visits * totals.customers,
      amount: dinars(totals.fils),
      customerShare: percent(totals.customers, all.customers),
    }));
  return { rows, totals: withoutFils(all), customerPeriod: shown(weeks.from, weeks.to) };
}

/** One page (from 1) of a report's rows. */
export function pageOf<R>(rows: readonly R[], page: number, size: number): R[] {
  return rows.slice((page - 1) * size, page * size);
}

/** What each call computes, by name. */
export const CALLS = {
  branch: branchComparison,
  customer: customerAnalysis,
  month: monthComparison,
  time: timeHeatMap,
  week: weekSeries,
  'report-by-market': marketReport,
  'report-by-terminal': terminalReport,
  'report-by-visitation': visitationReport,
} as const;
type CallName = keyof typeof CALLS | 'report-by-period';

/**
 * The advanced dashboard's replies, kept per merchant, filter and load version (as the performance
 * dashboard's): the figures change only when the merchant's transactions are loaded, and the version is read
 * from the database on every call, so a kept reply is never stale whatever the process remembers.
 */
export class AdvancedDashboard {
  private readonly replies = new KeptReplies<object>(500);

  constructor(private readonly db: Executor) {}

  private async kept<T extends object>(
    call: CallName,
    auth: AuthContext,
    filter: AdvancedFilter | PeriodReportFilter,
    compute: (r: Resolved) => Promise<T>,
  ): Promise<T & Head> {
    // Resolving checks the branches against the user's merchant on every call, kept reply or not.
    const [r, version] = await Promise.all([
      resolveFilter(this.db, auth, filter),
      dataVersion(this.db, auth.merchantCode),
    ]);
    const unit = 'periodUnit' in filter ? filter.periodUnit : '';
    const key = [
      call,
      r.merchantCode,
      version,
      filter.fromDate,
      filter.toDate,
      r.scope.branchIds?.join(',') ?? ALL_BRANCHES,
      r.scope.cardScheme,
      r.scope.locality,
      r.scope.isBankCustomer,
      unit,
    ].join('|');
    // The key names the call, so the reply under it is the one this call computed.
    return this.replies.of(key, () => compute(r).then((value) => ({ ...value, ...head(r) }))) as Promise<
      T & Head
    >;
  }

  call<N extends keyof typeof CALLS>(
    name: N,
    auth: AuthContext,
    filter: AdvancedFilter,
  ): Promise<Awaited<ReturnType<(typeof CALLS)[N]>> & Head> {
    const compute = CALLS[name] as (
      db: Executor,
      r: Resolved,
    ) => Promise<Awaited<ReturnType<(typeof CALLS)[N]>>>;
    return this.kept(name, auth, filter, (r) => compute(this.db, r));
  }

  periodReport(auth: AuthContext, filter: PeriodReportFilter) {
    return this.kept('report-by-period', auth, filter, (r) => periodReport(this.db, r, filter.periodUnit));
  }

  /** A whole report by its path name. */
  report(report: AdvancedReport, auth: AuthContext, filter: PeriodReportFilter) {
    return report === 'report-by-period' ? this.periodReport(auth, filter) : this.call(report, auth, filter);
  }
}
