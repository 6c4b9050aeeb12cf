// The transaction grids' columns: the shared column sets of contracts (the exports use the same ones) as
// DataGrid column definitions.
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import { formatCell } from '@merchant-portal/contracts/transaction-columns';
import type { DccSummaryRow, TransactionRow } from '@merchant-portal/contracts/schemas/transactions';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

export type GridRow = TransactionRow | DccSummaryRow;

/** Transactions have ids; a DCC summary row is one per merchant. */
export function gridRowId(row: GridRow): string {
  return 'id' in row ? row.id : row.tranMerchantID;
}

export function gridColumns<R extends GridValidRowModel>(
  specs: readonly ColumnSpec<string>[],
): GridColDef<R>[] {
  return specs.map(({ field, headerName, kind, width }) => ({
    field,
    headerName,
    width,
    sortable: false,
    ...(kind === 'text' || kind === 'slashDate' ? {} : { type: 'number' as const }),
    valueFormatter: (value: unknown) => formatCell(kind, value),
  }));
}

/** Columns hidden by default (the grid's column visibility model). */
export function hiddenColumns(specs: readonly ColumnSpec<string>[]): GridColumnVisibilityModel {
  return Object.fromEntries(specs.filter((spec) => spec.hidden).map((spec) => [spec.field, false]));
}
