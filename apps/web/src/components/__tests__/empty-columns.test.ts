import { describe, expect, it } from 'vitest';
import { emptyColumnsHidden, emptyFields } from '../empty-columns';

const COLUMNS = [
  { field: 'transactionDate' },
  { field: 'merchantRef' },
  { field: 'fixedAmount' },
  { field: 'netAmount' },
];

const rows = [
  { transactionDate: '01-03-2026', merchantRef: null, fixedAmount: 0, netAmount: 0 },
  { transactionDate: '02-03-2026', merchantRef: '', fixedAmount: 0, netAmount: 0 },
];

describe('columns empty on the page shown', () => {
  it('finds the fields blank or zero on every row, and none on a page without rows', () => {
    expect(emptyFields(rows, ['transactionDate', 'merchantRef', 'fixedAmount'])).toEqual([
      'merchantRef',
      'fixedAmount',
    ]);
    expect(emptyFields([{ ...rows[0], fixedAmount: 0.1 }, rows[1]!], ['fixedAmount'])).toEqual([]);
    expect(emptyFields([], ['merchantRef'])).toEqual([]);
  });

  it('hides them, except the fixed ones', () => {
    expect(emptyColumnsHidden(rows, COLUMNS, ['transactionDate', 'netAmount'])).toEqual({
      merchantRef: false,
      fixedAmount: false,
    });
  });
});
