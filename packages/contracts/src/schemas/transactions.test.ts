import { describe, expect, it } from 'vitest';
import { parseDay } from '../dates.js';
import { DATE_MESSAGES, dateRangeIssues, transactionFilter } from './transactions.js';

const today = parseDay('21-11-2026') ?? 0;
const issues = (from: string, to: string, source = 'P') =>
  dateRangeIssues(from, to, source, today).map((issue) => `${issue.field}: ${issue.message}`);

describe('date rules of part 2 §5', () => {
  it('accepts two days ago to yesterday (the default window)', () => {
    expect(issues('19-11-2026', '20-11-2026')).toEqual([]);
  });

  it('refuses a to date of today or later', () => {
    expect(issues('19-11-2026', '21-11-2026')).toEqual([`toDate: ${DATE_MESSAGES.toAfterYesterday}`]);
  });

  it('allows exactly one month and refuses one day more', () => {
    expect(issues('20-10-2026', '20-11-2026')).toEqual([]);
    expect(issues('19-10-2026', '20-11-2026')).toEqual([`fromDate: ${DATE_MESSAGES.spanTooLong}`]);
  });

  it('refuses a from date after the to date', () => {
    expect(issues('20-11-2026', '19-11-2026')).toEqual([`fromDate: ${DATE_MESSAGES.fromAfterTo}`]);
  });

  it('lets DCC run to today for the current month, but not the from date', () => {
    expect(issues('01-11-2026', '21-11-2026', 'DCC')).toEqual([]);
    expect(issues('21-11-2026', '21-11-2026', 'DCCDETAIL')).toEqual([
      `fromDate: ${DATE_MESSAGES.fromAfterYesterday}`,
    ]);
  });

  it('refuses malformed dates', () => {
    expect(issues('2026-11-19', '31-11-2026')).toEqual([
      `fromDate: ${DATE_MESSAGES.invalidDate}`,
      `toDate: ${DATE_MESSAGES.invalidDate}`,
    ]);
  });
});

describe('the search filter', () => {
  const base = {
    branchId: 'ALL',
    cardType: 'All',
    methodType: 'All',
    transactionName: 'P',
    fromDate: '01-01-2020',
    toDate: '02-01-2020',
  };

  it('fills the defaults of part 2 §3', () => {
    expect(transactionFilter.parse(base)).toMatchObject({ maxCount: 10, offset: 0, category: 'ALL' });
  });

  it('requires branch, source, card and method', () => {
    const result = transactionFilter.safeParse({ fromDate: '01-01-2020', toDate: '02-01-2020' });
    const fields = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['branchId', 'cardType', 'methodType', 'transactionName']);
  });

  it('takes ALL, one id or a comma list of branches, and nothing else', () => {
    for (const branchId of ['ALL', '010101', '010101,010102']) {
      expect(transactionFilter.safeParse({ ...base, branchId }).success).toBe(true);
    }
    for (const branchId of ['', '010101,', "1' or 1=1"]) {
      expect(transactionFilter.safeParse({ ...base, branchId }).success).toBe(false);
    }
  });

  it('caps a page at 1000 rows', () => {
    expect(transactionFilter.safeParse({ ...base, maxCount: 1001 }).success).toBe(false);
  });
});
