import { describe, expect, it } from 'vitest';
import {
  cardTileIndex,
  choiceIndex,
  gaugeScale,
  growthDirection,
  loanRangeText,
  nextPage,
  pageOf,
  previousPage,
  seriesFor,
  showsLoanCard,
  toggleBranch,
} from '../performance/rules';
import { HOUR_LABELS } from '../../../lib/calendar-labels';
import { shortenNumber } from '../../../lib/numbers';

const INDICATORS = ['Y', 'N', 'BOTH'] as const;

describe('bank-customer index (spec part 1 §4)', () => {
  it('picks the chosen value from each list', () => {
    expect(choiceIndex(INDICATORS, 'Y')).toBe(0);
    expect(choiceIndex(INDICATORS, 'N')).toBe(1);
    expect(choiceIndex(INDICATORS, 'BOTH')).toBe(2);
    expect(choiceIndex(['BOTH', 'Y', 'N'], 'N')).toBe(2);
  });

  it('reads the card tiles at Y or N when Both is chosen', () => {
    expect(cardTileIndex(INDICATORS, 'BOTH', 'bank')).toBe(0);
    expect(cardTileIndex(INDICATORS, 'BOTH', 'other')).toBe(1);
    expect(cardTileIndex(INDICATORS, 'N', 'bank')).toBe(1);
    expect(cardTileIndex(INDICATORS, 'Y', 'other')).toBe(0);
  });
});

describe('branch checkboxes (spec part 1 §4)', () => {
  it('ALL is exclusive', () => {
    expect(toggleBranch(['a', 'b'], 'ALL')).toBe('ALL');
    expect(toggleBranch('ALL', 'a')).toEqual(['a']);
  });

  it('a branch toggles in the list, and none left means ALL', () => {
    expect(toggleBranch(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleBranch(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleBranch(['a'], 'a')).toBe('ALL');
  });

  it('one line adds up every branch under ALL; one line per chosen branch otherwise', () => {
    const points = [
      { branchId: 'a', hour: 1, count: 2, amount: 10 },
      { branchId: 'b', hour: 1, count: 3, amount: 5 },
      { branchId: 'b', hour: 2, count: 1, amount: 1 },
    ];
    const name = (id: string) => `Branch ${id}`;
    expect(seriesFor(points, [1, 2], (p) => p.hour, 'ALL', name)).toEqual([
      { name: 'All branches', counts: [5, 1], amounts: [15, 1] },
    ]);
    expect(seriesFor(points, [1, 2], (p) => p.hour, ['b', 'a'], name)).toEqual([
      { name: 'Branch b', counts: [3, 1], amounts: [5, 1] },
      { name: 'Branch a', counts: [2, 0], amounts: [10, 0] },
    ]);
  });
});

describe('paging (spec part 1 §4)', () => {
  it('starts at 1, Prev stops at 1 and Next has no upper bound', () => {
    expect(previousPage(1)).toBe(1);
    expect(previousPage(3)).toBe(2);
    expect(nextPage(1)).toBe(2);
    expect(nextPage(99)).toBe(100);
  });

  it('holds 10 rows a page, and a page past the end is empty', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(rows, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(rows, 3)).toEqual([20, 21, 22]);
    expect(pageOf(rows, 4)).toEqual([]);
  });
});

describe('number shortening (spec part 1 §9)', () => {
  it.each([
    [999, '999'],
    [1000, '1.0K'],
    [12_345.678, '12.3K'],
    [999_999, '1000.0K'],
    [1_000_000, '1.0M'],
    [2_560_000_000, '2.6G'],
    [3_200_000_000_000, '3.2T'],
    [30.286, '30.29'],
    [-1500, '-1.5K'],
    [0, '0'],
  ])('%d reads %s', (value, text) => {
    expect(shortenNumber(value)).toBe(text);
  });
});

describe('change arrows (spec part 1 §2)', () => {
  it('up at 0 or more, down below, none without a year before', () => {
    expect(growthDirection(0)).toBe('up');
    expect(growthDirection(12.5)).toBe('up');
    expect(growthDirection(-0.01)).toBe('down');
    expect(growthDirection(null)).toBe('none');
  });
});

describe('loan eligibility (spec part 1 §2)', () => {
  const loan = {
    loaneligibility: 'Y' as const,
    customersegmentcode: 'CS',
    loan_amount: 85_000,
    avgCrdTrx: 12_000,
  };

  it('hides the card when not eligible', () => {
    expect(showsLoanCard(loan)).toBe(true);
    expect(showsLoanCard({ ...loan, loaneligibility: 'N' })).toBe(false);
    expect(showsLoanCard(undefined)).toBe(false);
  });

  it('shows the gauge only above 500,000, from 100,000 to at least 3,000,000 in steps of 500,000', () => {
    expect(gaugeScale(500_000)).toBeNull();
    expect(gaugeScale(12_000)).toBeNull();
    expect(gaugeScale(500_001)).toEqual({
      min: 100_000,
      max: 3_000_000,
      steps: [500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000],
    });
    expect(gaugeScale(3_200_000)?.max).toBe(3_500_000);
  });

  it("says 'from 30k to 100k' for segment CS above 30,000 only", () => {
    expect(loanRangeText(loan)).toBe('from 30k to 100k');
    expect(loanRangeText({ ...loan, loan_amount: 30_000 })).toBeNull();
    expect(loanRangeText({ ...loan, customersegmentcode: 'SME' })).toBeNull();
  });
});

describe('hour labels (spec part 1 §9)', () => {
  it('24 buckets on a 12-hour clock', () => {
    expect(HOUR_LABELS).toHaveLength(24);
    expect([HOUR_LABELS[0], HOUR_LABELS[11], HOUR_LABELS[12], HOUR_LABELS[23]]).toEqual([
      '12 AM',
      '11 AM',
      '12 PM',
      '11 PM',
    ]);
  });
});
