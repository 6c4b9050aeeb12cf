// The advanced dashboard's reports (spec part 1 §7 "report-by-period" … "report-by-visitation"): every row of
// the report in order and the totals of all of them, from the roll-ups' rows the service read; the calls
// answer a page of them, the Excel files all of them (exports.ts).
import { CARD_SCHEMES } from '@merchant-portal/contracts/schemas/advanced-dashboard';
import type {
  MarketReportRow,
  PeriodReportRow,
  PeriodUnit,
  TerminalReportRow,
  VisitationReportRow,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { formatDay } from '@merchant-portal/contracts/dates';
import {
  dinars,
  groupOf,
  monthsOf,
  percent,
  shown,
  sumDays,
  summed,
  ticket,
  toFils,
  withoutFils,
  type CustomerGroupRow,
  type CustomerWeeks,
  type DayTotals,
  type Resolved,
} from './figures.js';
import type * as repo from './repository.js';

/** A whole report: its rows in order and the totals of all of them. */
export interface Report<R, T> {
  rows: R[];
  totals: T;
}

export type SalesTotals = { count: number; amount: number; averageTicket: number };
const salesTotals = (count: number, fils: number): SalesTotals => ({
  count,
  amount: dinars(fils),
  averageTicket: ticket(fils, count),
});

/** Every day or month of the period: sales, average ticket and refunds. */
export function periodReport(
  r: Resolved,
  unit: PeriodUnit,
  sales: DayTotals,
  refunds: DayTotals,
): Report<PeriodReportRow, SalesTotals & { refundCount: number; refundAmount: number }> {
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
export function marketReport(
  r: Resolved,
  rows: Awaited<ReturnType<typeof repo.salesByMarket>>,
): Report<MarketReportRow, SalesTotals> {
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
export function terminalReport(
  r: Resolved,
  rows: Awaited<ReturnType<typeof repo.salesByTerminal>>,
  listed: Awaited<ReturnType<typeof repo.terminalsOf>>,
): Report<TerminalReportRow, SalesTotals> {
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
export function visitationReport(
  weeks: CustomerWeeks,
  groups: readonly CustomerGroupRow[],
): Report<VisitationReportRow, { customers: number; count: number; amount: number }> & {
  customerPeriod: { from: string; to: string };
} {
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
