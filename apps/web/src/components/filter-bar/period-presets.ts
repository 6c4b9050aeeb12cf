// The quick selects of a period: the spec's three (part 2 §2: Since yesterday, Last week, Last month) and the
// presets Today, Yesterday, Last 7 days and This month. A screen offers only those its period rules accept,
// so a preset never fills a period its Submit would refuse. Pure functions of today: no React, no clock.
import { addMonths, formatDay, type DayNumber } from '@merchant-portal/contracts/dates';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import {
  DATE_MESSAGES,
  periodCheck,
  type PeriodCheck,
} from '@merchant-portal/contracts/schemas/transactions';

export type QuickRange =
  'sinceYesterday' | 'lastWeek' | 'lastMonth' | 'today' | 'yesterday' | 'last7Days' | 'thisMonth';

/** The quick selects in the order they show, the spec's first. */
export const QUICK_RANGES: ReadonlyArray<{ range: QuickRange; label: string }> = [
  { range: 'sinceYesterday', label: phrase('Since yesterday') },
  { range: 'lastWeek', label: phrase('Last week') },
  { range: 'lastMonth', label: phrase('Last month') },
  { range: 'today', label: phrase('Today') },
  { range: 'yesterday', label: phrase('Yesterday') },
  { range: 'last7Days', label: phrase('Last 7 days') },
  { range: 'thisMonth', label: phrase('This month') },
];

/** The card search's period (part 2 §5): to at most yesterday, at most one month. */
export const CARD_SEARCH_PERIOD: PeriodCheck = periodCheck({
  daysBeforeToday: 1,
  latestMessage: DATE_MESSAGES.toAfterYesterday,
  months: 1,
  spanMessage: DATE_MESSAGES.spanTooLong,
});

function monthStart(day: DayNumber): DayNumber {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 86_400_000;
}

const period = (from: DayNumber, to: DayNumber) => ({ fromDate: formatDay(from), toDate: formatDay(to) });

/**
 * A quick select's period, relative to today in Amman. `latest` is the last day the screen may show
 * (yesterday unless said): Last 7 days and This month end on it.
 */
export function quickRange(
  range: QuickRange,
  today: DayNumber,
  latest: DayNumber = today - 1,
): { fromDate: string; toDate: string } {
  const yesterday = today - 1;
  switch (range) {
    case 'sinceYesterday':
      return period(today - 2, yesterday);
    case 'lastWeek':
      return period(today - 8, yesterday);
    case 'lastMonth': {
      const firstOfThisMonth = monthStart(today);
      return period(addMonths(firstOfThisMonth, -1), firstOfThisMonth - 1);
    }
    case 'today':
      return period(today, today);
    case 'yesterday':
      return period(yesterday, yesterday);
    case 'last7Days':
      return period(latest - 6, latest);
    case 'thisMonth':
      return period(monthStart(today), latest);
  }
}

/** The quick selects a screen offers: those whose period its rules accept today. */
export function offeredRanges(today: DayNumber, check: PeriodCheck, latest: DayNumber = today - 1) {
  return QUICK_RANGES.filter(({ range }) => {
    const { fromDate, toDate } = quickRange(range, today, latest);
    return check(fromDate, toDate, today).length === 0;
  });
}
