import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import { bookingRangeIssues } from '@merchant-portal/contracts/schemas/bookings';
import { marketplaceRangeIssues } from '@merchant-portal/contracts/schemas/marketplace';
import { preAuthRangeIssues } from '@merchant-portal/contracts/schemas/pre-auth';
import { describe, expect, it } from 'vitest';
import { CARD_SEARCH_PERIOD, offeredRanges, quickRange } from '../period-presets';

const day = (text: string) => parseDay(text)!;
// A Wednesday in the middle of March 2026.
const today = day('18-03-2026');
const labels = (ranges: ReadonlyArray<{ label: string }>) => ranges.map((range) => range.label);

describe('quick selects and presets (part 2 §2)', () => {
  it("keeps the spec's three as they were", () => {
    expect(quickRange('sinceYesterday', today)).toEqual({ fromDate: '16-03-2026', toDate: '17-03-2026' });
    expect(quickRange('lastWeek', today)).toEqual({ fromDate: '10-03-2026', toDate: '17-03-2026' });
    expect(quickRange('lastMonth', today)).toEqual({ fromDate: '01-02-2026', toDate: '28-02-2026' });
  });

  it('fills Today, Yesterday, Last 7 days and This month, ending on the last day the screen shows', () => {
    expect(quickRange('today', today)).toEqual({ fromDate: '18-03-2026', toDate: '18-03-2026' });
    expect(quickRange('yesterday', today)).toEqual({ fromDate: '17-03-2026', toDate: '17-03-2026' });
    // The card search ends yesterday (part 2 §5); pre-auth lists today's holds.
    expect(quickRange('last7Days', today)).toEqual({ fromDate: '11-03-2026', toDate: '17-03-2026' });
    expect(quickRange('last7Days', today, today)).toEqual({ fromDate: '12-03-2026', toDate: '18-03-2026' });
    expect(quickRange('thisMonth', today)).toEqual({ fromDate: '01-03-2026', toDate: '17-03-2026' });
    expect(quickRange('thisMonth', today, today)).toEqual({ fromDate: '01-03-2026', toDate: '18-03-2026' });
  });

  it('the card search (to at most yesterday) offers no Today', () => {
    expect(labels(offeredRanges(today, CARD_SEARCH_PERIOD))).toEqual([
      'Since yesterday',
      'Last week',
      'Last month',
      'Yesterday',
      'Last 7 days',
      'This month',
    ]);
    expect(labels(offeredRanges(today, marketplaceRangeIssues))).not.toContain('Today');
  });

  it('the card search offers no This month on the 1st, when the month has no day before today', () => {
    const first = day('01-04-2026');
    expect(labels(offeredRanges(first, CARD_SEARCH_PERIOD))).not.toContain('This month');
    expect(labels(offeredRanges(day('02-04-2026'), CARD_SEARCH_PERIOD))).toContain('This month');
    expect(quickRange('thisMonth', day('02-04-2026'))).toEqual({
      fromDate: '01-04-2026',
      toDate: '01-04-2026',
    });
  });

  it('pre-auth and the bookings, whose period may end today, offer every one, This month on the 1st too', () => {
    const all = [
      'Since yesterday',
      'Last week',
      'Last month',
      'Today',
      'Yesterday',
      'Last 7 days',
      'This month',
    ];
    expect(labels(offeredRanges(today, preAuthRangeIssues, today))).toEqual(all);
    expect(labels(offeredRanges(day('01-04-2026'), preAuthRangeIssues, day('01-04-2026')))).toEqual(all);
    expect(labels(offeredRanges(today, bookingRangeIssues, today))).toEqual(all);
  });

  it('every period offered passes the rules of its screen', () => {
    for (let offset = 0; offset < 400; offset += 1) {
      const on = today + offset;
      for (const { range } of offeredRanges(on, CARD_SEARCH_PERIOD)) {
        const { fromDate, toDate } = quickRange(range, on);
        expect(CARD_SEARCH_PERIOD(fromDate, toDate, on), `${range} on ${formatDay(on)}`).toEqual([]);
      }
    }
  });
});
