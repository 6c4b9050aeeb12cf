import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyFields, useEmptyColumnsHidden } from '../empty-columns';

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

  it('hides them by default except the fixed ones, and the user may still show one', () => {
    const { result } = renderHook(() =>
      useEmptyColumnsHidden(rows, COLUMNS, { id: false }, ['transactionDate', 'netAmount']),
    );
    expect(result.current.model).toEqual({ id: false, merchantRef: false, fixedAmount: false });

    // The column menu's "show" reports the whole model without the column.
    act(() => result.current.onChange({ id: false, fixedAmount: false }));
    expect(result.current.model).toMatchObject({ merchantRef: true, fixedAmount: false });
  });
});
