import { describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../../../lib/i18n';
import { transactionFilterChips } from '../filter-chips';
import { ALL_CATEGORIES, type AppliedFilter, type Branch } from '../filter-state';

const BRANCHES: Branch[] = [
  { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' },
  { branchId: '102', branchName: 'Sweifieh', transactionType: 'COMMON' },
];

const FILTER: AppliedFilter = {
  transactionName: 'PR',
  fromDate: '01-11-2026',
  toDate: '27-11-2026',
  branchId: '101,102',
  cardType: 'MasterCard',
  methodType: 'Local',
  category: ALL_CATEGORIES,
  currency: '',
  search: '4417',
  amountFrom: 10,
  amountTo: null,
};

describe('the applied filter in words', () => {
  it('names the source, the period and each choice that narrows the list', () => {
    expect(transactionFilterChips(FILTER, BRANCHES)).toEqual([
      'PoS Refunds',
      '01-11-2026 to 27-11-2026',
      'Branch: +2 Branches',
      'Card: Master-Maestero',
      'Method: Local',
      'Search: 4417',
      'Amount: from 10',
    ]);
  });

  it('says the same in Arabic, each value isolated in its own direction (a date after an Arabic word)', async () => {
    await switchLanguage('ar');
    const isolate = (value: string) => `\u2068${value}\u2069`;
    expect(transactionFilterChips({ ...FILTER, amountTo: 20 }, BRANCHES, i18n.t)).toEqual([
      'مرتجعات PoS',
      `${isolate('01-11-2026')} إلى ${isolate('27-11-2026')}`,
      `الفرع: ${isolate('+2 فروع')}`,
      `البطاقة: ${isolate('Master-Maestero')}`,
      `النطاق: ${isolate('محلية')}`,
      `بحث: ${isolate('4417')}`,
      `المبلغ: ${isolate('10 إلى 20')}`,
    ]);
  });
});
