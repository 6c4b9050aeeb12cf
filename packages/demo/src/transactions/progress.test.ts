// The demo's first load told a line every few seconds (issue "The first start a newcomer sees").
import { describe, expect, it, vi } from 'vitest';
import { progressEvery } from './load.js';

describe('the progress of the demo load', () => {
  it('is told at most once every few seconds, in whole months of the months to load, and always at its end', () => {
    let clock = 0;
    const told = vi.fn();
    // 395 days (the full demo), one a second: a report every third day, and the last day's.
    const onDay = progressEvery(3000, 1000, 1394, told, () => clock);
    for (let day = 1000; day <= 1394; day += 1) {
      clock += 1000;
      onDay(day, (day - 999) * 100);
    }
    expect(told).toHaveBeenCalledTimes(Math.floor(395 / 3) + 1);
    expect(told.mock.calls[0]?.[0]).toEqual({ months: 0, ofMonths: 13, transactions: 300 });
    expect(told.mock.calls.at(-1)?.[0]).toEqual({ months: 13, ofMonths: 13, transactions: 39_500 });
    const months = told.mock.calls.map((call) => (call[0] as { months: number }).months);
    expect(months).toEqual([...months].sort((a, b) => a - b));
  });

  it('says nothing between reports when the days come fast, but the last day is always told', () => {
    const told = vi.fn();
    const onDay = progressEvery(3000, 0, 59, told, () => 0);
    for (let day = 0; day <= 59; day += 1) onDay(day, day + 1);
    expect(told.mock.calls).toEqual([[{ months: 2, ofMonths: 2, transactions: 60 }]]);
  });
});
