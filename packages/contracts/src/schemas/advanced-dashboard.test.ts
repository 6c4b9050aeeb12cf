import { describe, expect, it } from 'vitest';
import { parseDay } from '../dates.js';
import {
  ADVANCED_DATE_MESSAGES,
  advancedFilter,
  advancedRangeIssues,
  advancedReportFileName,
} from './advanced-dashboard.js';

const today = parseDay('25-11-2026') ?? NaN;

describe('the advanced filter’s dates', () => {
  it('takes up to 13 months, to at most yesterday', () => {
    expect(advancedRangeIssues('24-10-2025', '24-11-2026', today)).toEqual([]);
    expect(advancedRangeIssues('23-10-2025', '24-11-2026', today)).toEqual([
      { field: 'fromDate', message: ADVANCED_DATE_MESSAGES.spanTooLong },
    ]);
    expect(advancedRangeIssues('24-11-2026', '24-11-2026', today)).toEqual([]);
    expect(advancedRangeIssues('24-11-2026', '25-11-2026', today)).toEqual([
      { field: 'toDate', message: ADVANCED_DATE_MESSAGES.toAfterYesterday },
    ]);
  });

  it('names the field of a bad date and of a from date after the to date', () => {
    expect(advancedRangeIssues('30-02-2026', '2026-03-01', today)).toEqual([
      { field: 'fromDate', message: ADVANCED_DATE_MESSAGES.invalidDate },
      { field: 'toDate', message: ADVANCED_DATE_MESSAGES.invalidDate },
    ]);
    expect(advancedRangeIssues('10-11-2026', '09-11-2026', today)).toEqual([
      { field: 'fromDate', message: ADVANCED_DATE_MESSAGES.fromAfterTo },
    ]);
  });

  it('fills in every branch, every card and both kinds of customer', () => {
    expect(advancedFilter.parse({ fromDate: '01-11-2026', toDate: '02-11-2026' })).toEqual({
      fromDate: '01-11-2026',
      toDate: '02-11-2026',
      branchId: 'ALL',
      cardType: 'All',
      methodType: 'All',
      bankCustomer: 'BOTH',
    });
  });
});

it('names report files after the report, the period and the branches', () => {
  const filter = { fromDate: '01-11-2025', toDate: '24-11-2026' };
  expect(advancedReportFileName('report-by-period', { ...filter, branchId: 'ALL' })).toBe(
    'REPORT_BY_PERIOD_FROM-01-11-2025_TO-24-11-2026_ALL-BRANCHES.xlsx',
  );
  expect(advancedReportFileName('report-by-visitation', { ...filter, branchId: '010101,010102' })).toBe(
    'REPORT_BY_VISITATION_FROM-01-11-2025_TO-24-11-2026_2-BRANCHES.xlsx',
  );
});
