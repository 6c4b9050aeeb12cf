// The grids' columns from the shared column specs of contracts (the server's files use the same ones), as
// DataGrid column definitions, and a list's order as the grid's sort model.
import type { ListOrder } from '@merchant-portal/contracts/schemas/sort';
import { formatCell, type ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { figure } from '../lib/figures';
import type { ListControls, ListSort } from './use-list-view';

const SPECS = new WeakMap<GridColDef, ColumnSpec<string>>();

/** The shared column spec a grid column was made from (gridColumns), for other views of the same rows. */
export function columnSpecOf(column: GridColDef): ColumnSpec<string> | undefined {
  return SPECS.get(column);
}

/** A cell as a screen shows it: a figure or a date in the reader's digits, any other text (a code) as it is. */
export function cellText(spec: ColumnSpec<string>, row: object): string {
  const text = formatCell(spec, row);
  return spec.kind !== 'text' || spec.isDate ? figure(text) : text;
}

/**
 * Only the fields a screen's server can order by sort; every other column keeps the server's order. Each
 * header, and each cell of words (a status, a card's kind), in the screen's language (`t`, the screen's own, so
 * that a language switch draws it again); a screen whose columns are made once keeps the spec's English. Each
 * figure and date in the reader's digits.
 */
export function gridColumns<R extends GridValidRowModel>(
  specs: readonly ColumnSpec<string>[],
  { sortable = [], t = (text) => text }: { sortable?: readonly string[]; t?: (text: string) => string } = {},
): GridColDef<R>[] {
  return specs.map((spec) => {
    const column: GridColDef<R> = {
      field: spec.field,
      headerName: t(spec.headerName),
      width: spec.width,
      sortable: sortable.includes(spec.field),
      ...(spec.kind === 'text' || spec.kind === 'slashDate' ? {} : { type: 'number' as const }),
      valueFormatter:
        spec.words || spec.inWords
          ? (_value: unknown, row: R) => t(formatCell(spec, row))
          : (_value: unknown, row: R) => cellText(spec, row),
    };
    SPECS.set(column as GridColDef, spec);
    return column;
  });
}

/** The order the grid's header asks for; null when it goes back to the list's own order. */
function listSortOf(model: GridSortModel): ListSort | null {
  const [first] = model;
  return first?.sort ? { field: first.field, direction: first.sort } : null;
}

/**
 * A server-sorted grid's sort model and its header's ask, over a list view's order and the list's own (none
 * for a list its server does not sort). The model shows the order asked for, else the list's own (newest
 * first) on its column, so that a sortable header goes from its column's descending order to ascending and
 * back to the list's own; nothing shows on a grid without the column.
 */
export function useGridSorting(
  { view, onSortChange }: Pick<ListControls<unknown>, 'view' | 'onSortChange'>,
  own: ListOrder | null,
  columns: readonly GridColDef[],
) {
  const { field, direction } = view.sort ?? {
    field: own?.sortBy ?? '',
    direction: own?.sortDirection ?? 'desc',
  };
  const isShown = own !== null && columns.some((column) => column.field === field);
  const sortModel = useMemo<GridSortModel>(
    () => (isShown ? [{ field, sort: direction }] : []),
    [isShown, field, direction],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => onSortChange(listSortOf(model)),
    [onSortChange],
  );
  return { sortModel, onSortModelChange };
}
