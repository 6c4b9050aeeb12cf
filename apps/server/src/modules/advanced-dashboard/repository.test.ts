// A period split into whole months (read from the monthly roll-ups) and the days around them.
import { describe, expect, it } from 'vitest';
import { splitByMonths } from './repository.js';

describe('a period split into whole months and the days around them', () => {
  it.each([
    [
      '2026-01-15',
      '2026-04-10',
      { from: '2026-02-01', to: '2026-03-01' },
      [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    ],
    ['2026-01-01', '2026-03-31', { from: '2026-01-01', to: '2026-03-01' }, []],
    ['2026-02-01', '2026-02-28', { from: '2026-02-01', to: '2026-02-01' }, []],
    ['2026-01-02', '2026-02-27', null, [['2026-01-02', '2026-02-27']]],
    [
      '2026-01-31',
      '2026-03-01',
      { from: '2026-02-01', to: '2026-02-01' },
      [
        ['2026-01-31', '2026-01-31'],
        ['2026-03-01', '2026-03-01'],
      ],
    ],
  ])('%s to %s', (from, to, months, days) => {
    expect(splitByMonths({ from, to })).toEqual({
      months,
      days: days.map(([a, b]) => ({ from: a, to: b })),
    });
  });
});
