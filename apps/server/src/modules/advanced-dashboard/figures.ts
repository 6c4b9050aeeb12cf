// What the advanced dashboard's charts and reports share: the resolved filter, money in fils, days as day
// numbers and the buckets (weeks, months) the figures are summed into.
import { addMonths, formatDay, isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type * as repo from './repository.js';

/** Money in fils (integers), so sums of many rows stay exact in JavaScript; back to dinars at the end. */
export const toFils = (amount: string | number) => Math.round(Number(amount) * 1000);
export const dinars = (fils: number) => fils / 1000;
export const round2 = (value: number) => Math.round(value * 100) / 100;
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));
export const ticket = (fils: number, count: number) => (count === 0 ? 0 : Math.round(fils / count) / 1000);

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

export const periodOf = (from: DayNumber, to: DayNumber): repo.Period => ({
  from: isoDay(from),
  to: isoDay(to),
});
export const shown = (from: DayNumber, to: DayNumber) => ({ from: formatDay(from), to: formatDay(to) });
export const head = (r: Resolved) => ({ merchantCode: r.merchantCode, period: shown(r.from, r.to) });
/** What every reply repeats: the merchant and the filter's period. */
export type Head = ReturnType<typeof head>;

export const parseDayIso = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Count and fils per day number. */
export type DayTotals = Map<DayNumber, { count: number; fils: number }>;

/** Rows of days by their day numbers; `dayOf` gives a row's day as YYYY-MM-DD. */
export function dayTotalsOf<R extends { count: number; amount: string }>(
  rows: readonly R[],
  dayOf: (row: R) => string,
): DayTotals {
  return new Map(
    rows.map((row) => [parseDayIso(dayOf(row)), { count: row.count, fils: toFils(row.amount) }] as const),
  );
}

export function sumDays(days: DayTotals, from: DayNumber, to: DayNumber) {
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
export function monthsOf(from: DayNumber, to: DayNumber): { from: DayNumber; to: DayNumber }[] {
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
export function weeksOf(
  from: DayNumber,
  to: DayNumber,
): { monday: DayNumber; from: DayNumber; to: DayNumber }[] {
  const weeks: { monday: DayNumber; from: DayNumber; to: DayNumber }[] = [];
  for (let monday = mondayOf(from); monday <= to; monday += 7) {
    weeks.push({ monday, from: Math.max(from, monday), to: Math.min(to, monday + 6) });
  }
  return weeks;
}

/** Rows of one key summed (a report's months and days come as separate rows of the same key). */
export function summed<R extends { count: number; amount: string }>(
  rows: readonly R[],
  keyOf: (row: R) => string,
) {
  const sums = new Map<string, { count: number; fils: number }>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? { count: 0, fils: 0 };
    sum.count += row.count;
    sum.fils += toFils(row.amount);
    sums.set(keyOf(row), sum);
  }
  return sums;
}

/** The whole weeks the period touches: customer figures cover them (the customer roll-up is weekly). */
export function customerWeeks(r: Resolved) {
  const monday = mondayOf(r.from);
  const lastMonday = mondayOf(r.to);
  return { mondays: periodOf(monday, lastMonday), from: monday, to: lastMonday + 6 };
}

export type CustomerWeeks = ReturnType<typeof customerWeeks>;
export type CustomerGroupRow = Awaited<ReturnType<typeof repo.customerGroups>>[number];

export function groupOf(rows: readonly CustomerGroupRow[], keep: (row: CustomerGroupRow) => boolean) {
  const kept = rows.filter(keep);
  const fils = kept.reduce((sum, row) => sum + toFils(row.amount), 0);
  return {
    customers: kept.reduce((sum, row) => sum + row.customers, 0),
    count: kept.reduce((sum, row) => sum + row.visits * row.customers, 0),
    amount: dinars(fils),
    fils,
  };
}

export const withoutFils = <T extends { fils: number }>({ fils: _fils, ...rest }: T) => rest;
