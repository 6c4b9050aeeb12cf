import { describe, expect, it } from 'vitest';
import { actionsFirst } from '../components/grid-view';

describe('actionsFirst', () => {
  const columns = [{ field: 'bookingRefNo' }, { field: 'status' }, { field: 'actions' }];

  it('puts the row action first on a phone, the rest in their order', () => {
    expect(actionsFirst(columns, true).map((column) => column.field)).toEqual([
      'actions',
      'bookingRefNo',
      'status',
    ]);
  });

  it('keeps the spec order on a wider screen', () => {
    expect(actionsFirst(columns, false)).toEqual(columns);
  });
});
