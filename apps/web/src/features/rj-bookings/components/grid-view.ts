// What each tab keeps while the other is shown (the list screens' query state: the applied filter and the
// page), and how its grid treats actions and the dialog's copy of a row.
import { BOOKING_PAGE_SIZES } from '@merchant-portal/contracts/schemas/bookings';
import type { ListView } from '../../../components/use-list-view';

export type GridView<F> = ListView<F>;
export { DEFAULT_PAGE_SIZE } from '../../../components/use-list-view';

/**
 * On a phone only the first columns fit: the row's action (View Details) comes first there, rather than past
 * the right edge of a grid scrolled sideways.
 */
export function actionsFirst<C extends { field: string }>(columns: C[], isPhone: boolean): C[] {
  if (!isPhone) return columns;
  return [
    ...columns.filter((column) => column.field === 'actions'),
    ...columns.filter((column) => column.field !== 'actions'),
  ];
}

export const PAGE_SIZE_OPTIONS = [...BOOKING_PAGE_SIZES];

/**
 * The one shown in a dialog: the copy it was opened with (or an action's reply), until a list loaded after
 * it has the same item — that is the server's latest.
 */
export interface Selection<T> {
  item: T;
  /** When `item` was taken (the list's dataUpdatedAt, or the action's reply time). */
  at: number;
}

export function latestOf<T>(
  selection: Selection<T> | null,
  listRows: readonly T[],
  listUpdatedAt: number,
  sameItem: (a: T, b: T) => boolean,
): T | null {
  if (!selection) return null;
  if (listUpdatedAt >= selection.at) {
    const fromList = listRows.find((row) => sameItem(row, selection.item));
    if (fromList) return fromList;
  }
  return selection.item;
}
