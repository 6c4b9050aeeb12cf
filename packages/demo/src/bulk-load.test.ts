import { describe, expect, it } from 'vitest';
import { BULK_DAYS, bulkWindow, shareByWeight } from './bulk-load.js';

describe('benchmark loads', () => {
  it('share N out by weight, the counts adding up to N exactly', () => {
    expect(shareByWeight(10, [1, 1, 1])).toEqual([3, 4, 3]);
    expect(shareByWeight(7, [0.4, 0.7, 1, 1])).toEqual([1, 1, 3, 2]);
    expect(shareByWeight(0, [1, 2])).toEqual([0, 0]);
    const counts = shareByWeight(4321, [3, 0.5, 1, 2, 7, 1.25]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4321);
    expect(counts[4]).toBeGreaterThan(counts[0] ?? 0);
  });

  it('spread over 13 months before today unless told', () => {
    expect(bulkWindow({ seed: 1, rows: 5, today: 20_000 })).toEqual({ today: 20_000, dayCount: BULK_DAYS });
    expect(bulkWindow({ seed: 1, rows: 5, days: 30, today: 20_000 })).toEqual({
      today: 20_000,
      dayCount: 30,
    });
  });
});
