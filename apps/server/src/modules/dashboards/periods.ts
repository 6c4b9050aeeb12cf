// The periods the dashboards cover on a day (the business day is Amman's), and which year-before figures
// they can be compared with.
import { dayFromIso, isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type * as repo from './repository.js';

/** Days since Monday (1970-01-01, day 0, was a Thursday). */
const weekdayOf = (day: DayNumber) => (day + 3) % 7;

/** The last whole week (Monday to Sunday) that ended by yesterday: its Sunday. */
export const lastWholeWeekEnd = (today: DayNumber) => {
  const yesterday = today - 1;
  return yesterday - ((weekdayOf(yesterday) + 1) % 7);
};

/** A churning customer paid in at least this many weeks of the 13 before the last 8, and never since. */
export const CHURN_RULE = { seenWeeks: 13, absentWeeks: 8, minWeeks: 3 } as const;

/** The periods of the performance dashboard on a day. */
export function dashboardPeriods(today: DayNumber) {
  const yesterday = today - 1;
  // The last whole week, Monday to Sunday, that ended by yesterday; the same weekdays 52 weeks before.
  const lastWeekEnd = lastWholeWeekEnd(today);
  const lastWeekStart = lastWeekEnd - 6;
  const year = isoDay(yesterday).slice(0, 4);
  const yearStart = dayFromIso(`${year}-01-01`);
  const yearEnd = dayFromIso(`${year}-12-31`);
  const absentFrom = lastWeekStart - 7 * (CHURN_RULE.absentWeeks - 1);
  const seenFrom = absentFrom - 7 * CHURN_RULE.seenWeeks;
  const period = (from: DayNumber, to: DayNumber): repo.Period => ({ from: isoDay(from), to: isoDay(to) });
  return {
    lastWeek: period(lastWeekStart, lastWeekEnd),
    sameWeekLastYear: period(lastWeekStart - 364, lastWeekEnd - 364),
    /**
     * The year of yesterday from 1 January, up to the latest rows loaded: the monthly roll-ups cannot stop
     * at yesterday, so nothing does (rows of today count once they are loaded, until the year ends).
     */
    ytd: period(yearStart, Math.min(today, yearEnd)),
    /** The months of the year so far, by their first days. */
    ytdMonths: { from: isoDay(yearStart), to: `${isoDay(Math.min(today, yearEnd)).slice(0, 7)}-01` },
    churnSeen: period(seenFrom, absentFrom - 1),
    churnAbsentFrom: isoDay(absentFrom),
    year: Number(year),
  };
}

export type DashboardPeriods = ReturnType<typeof dashboardPeriods>;

/**
 * A customer is new on their first payment at the merchant, so in the first weeks of a merchant's figures
 * nearly everyone is: the year-before week's new customers are compared only after this much history.
 */
export const NEW_CUSTOMER_HISTORY_DAYS = 91;

/**
 * Which year-before figures can be compared with: none when the merchant's figures began after the week
 * started (a part-week or an empty one would read as a fall), and new customers only after enough history.
 */
export function comparability(firstDay: string | null, sameWeekLastYear: repo.Period) {
  const start = dayFromIso(sameWeekLastYear.from);
  const first = firstDay === null ? null : dayFromIso(firstDay);
  return {
    isWholeWeek: first !== null && first <= start,
    hasNewCustomerHistory: first !== null && first <= start - NEW_CUSTOMER_HISTORY_DAYS,
  };
}

/** The 12 whole months before the current one, by their first and last days. */
export function lastTwelveMonths(today: DayNumber): repo.Period {
  const [year, month] = isoDay(today).split('-').map(Number) as [number, number];
  const fromYear = month === 1 ? year - 2 : year - 1;
  const fromMonth = month === 1 ? 12 : month - 1;
  const from = `${fromYear}-${String(fromMonth).padStart(2, '0')}-01`;
  const firstOfThisMonth = dayFromIso(`${year}-${String(month).padStart(2, '0')}-01`);
  return { from, to: isoDay(firstOfThisMonth - 1) };
}
