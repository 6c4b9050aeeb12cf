// The grids' columns from the shared column specs of contracts (the server's files use the same ones), as
// DataGrid column definitions.
import { formatCell, type ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

export function gridColumns<R extends GridValidRowModel>(
  specs: readonly ColumnSpec<string>[],
): GridColDef<R>[] {
  return specs.map((spec) => ({
    field: spec.field,
    headerName: spec.headerName,
    width: spec.width,
    sortable: false,
    ...(spec.kind === 'text' || spec.kind === 'slashDate' ? {} : { type: 'number' as const }),
    valueFormatter: (_value: unknown, row: R) => formatCell(spec, row),
  }));
}

/** Columns hidden by default (the grid's column visibility model). */
export function hiddenColumns(specs: readonly ColumnSpec<string>[]): GridColumnVisibilityModel {
  return Object.fromEntries(specs.filter((spec) => spec.hidden).map((spec) => [spec.field, false]));
}

/** A list screen's grid from its column specs: the columns, with the specs' hidden ones hidden at first. */
export function specGrid<R extends GridValidRowModel>(specs: readonly ColumnSpec<string>[]) {
  return {
    columns: gridColumns<R>(specs),
    initialState: { columns: { columnVisibilityModel: hiddenColumns(specs) } },
  };
}
