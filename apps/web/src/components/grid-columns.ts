// The grids' columns from the shared column specs of contracts (the server's files use the same ones), as
// DataGrid column definitions, and a list's order as the grid's sort model.
import { formatCell, type ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ListSort } from './use-list-view';

/** Only the fields a screen's server can order by sort; every other column keeps the server's order. */
export function gridColumns<R extends GridValidRowModel>(
  specs: readonly ColumnSpec<string>[],
  { sortable = [] }: { sortable?: readonly string[] } = {},
): GridColDef<R>[] {
  return specs.map((spec) => ({
    field: spec.field,
    headerName: spec.headerName,
    width: spec.width,
    sortable: sortable.includes(spec.field),
    ...(spec.kind === 'text' || spec.kind === 'slashDate' ? {} : { type: 'number' as const }),
    valueFormatter: (_value: unknown, row: R) => formatCell(spec, row),
  }));
}

/** The list's order as the grid shows it: no sort arrow for the list's own order. */
export function gridSortModel(sort: ListSort | null | undefined): GridSortModel {
  return sort ? [{ field: sort.field, sort: sort.direction }] : [];
}

/** The order the grid's header asks for; null when it goes back to the list's own order. */
export function listSortOf(model: GridSortModel): ListSort | null {
  const [first] = model;
  return first?.sort ? { field: first.field, direction: first.sort } : null;
}
