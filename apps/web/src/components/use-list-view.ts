// The query state of a list screen: the applied filter, the page and the order (the list's own unless a
// sortable column asked the server for another). A screen either owns it
// (useListView) or is handed it by its page (the RJ tabs keep theirs while the other tab shows).
import type { ListOrder } from '@merchant-portal/contracts/schemas/sort';
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { Paging } from './paged-grid';

/** The order a list is asked for: a sortable column and its direction. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * The order a list's call is asked for (issue 28 "Sorting"): the sorted column's when the list sorts by it
 * (one of `fields`), else the list's own.
 */
export function orderOf<Field extends string>(
  sort: ListSort | null | undefined,
  fields: readonly Field[],
  own: ListOrder<Field>,
): ListOrder<Field> {
  const field = fields.find((one) => one === sort?.field);
  return sort && field !== undefined ? { sortBy: field, sortDirection: sort.direction } : own;
}

export interface ListView<F> {
  filter: F;
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** The order asked for; absent or null for the list's own order. */
  sort?: ListSort | null;
}

/** Part 2 §9: ten rows a page unless the user picks otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

export interface ListControls<F> {
  view: ListView<F>;
  paging: Paging;
  onPagingChange: Dispatch<SetStateAction<Paging>>;
  /** A new filter starts again at the first page; stable, so a memoised filter bar sits out reloads. */
  submit: (filter: F) => void;
  /** A new order (null: the list's own) starts again at the first page. */
  onSortChange: (sort: ListSort | null) => void;
}

/** The controls of a view its owner keeps. */
export function useListControls<F>(
  view: ListView<F>,
  onViewChange: Dispatch<SetStateAction<ListView<F>>>,
): ListControls<F> {
  const submit = useCallback(
    (filter: F) => onViewChange((current) => ({ ...current, filter, page: 0 })),
    [onViewChange],
  );
  const onPagingChange = useCallback(
    (next: SetStateAction<Paging>) =>
      onViewChange((current) => {
        const paging = typeof next === 'function' ? next(pagingOf(current)) : next;
        return { ...current, page: paging.page, pageSize: paging.pageSize };
      }),
    [onViewChange],
  );
  const onSortChange = useCallback(
    (sort: ListSort | null) => onViewChange((current) => ({ ...current, sort, page: 0 })),
    [onViewChange],
  );
  return { view, paging: pagingOf(view), onPagingChange, submit, onSortChange };
}

/** A view the screen owns, starting from its default filter. */
export function useListView<F>(initialFilter: () => F, pageSize = DEFAULT_PAGE_SIZE) {
  const [view, setView] = useState<ListView<F>>(() => ({ filter: initialFilter(), page: 0, pageSize }));
  return { ...useListControls(view, setView), setView };
}

function pagingOf<F>(view: ListView<F>): Paging {
  return { page: view.page, pageSize: view.pageSize };
}
