// A list read a page at a time: the grid shows the page it is given, and the pagination below it pages through
// the total. The MIT grid caps its own page size at 100, so paging is ours (TablePagination), not the grid's.
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import {
  DataGrid,
  type DataGridProps,
  type GridCellParams,
  type GridRowParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

export interface Paging {
  /** Zero-based. */
  page: number;
  pageSize: number;
}

const GRID_PAGINATION = { page: 0, pageSize: 100 } as const;
const SORTING_ORDER = ['desc', 'asc', null] as const;

export interface PagedGridProps<R extends GridValidRowModel> extends Pick<
  DataGridProps<R>,
  'rows' | 'columns' | 'getRowId' | 'initialState' | 'columnVisibilityModel' | 'onColumnVisibilityModelChange'
> {
  /** The order the server was asked for, and a header's ask for another (columns say if they sort). */
  sortModel?: DataGridProps<R>['sortModel'];
  onSortModelChange?: DataGridProps<R>['onSortModelChange'];
  label: string;
  total: number;
  loading: boolean;
  /** What the grid says when the page has no rows. */
  emptyText: string;
  paging: Paging;
  pageSizes: readonly number[];
  /** A new page keeps the page size; a new page size starts again at the first page. */
  onPagingChange: Dispatch<SetStateAction<Paging>>;
  height?: number;
  /** Opens a row's details: a click on the row, or Enter on one of its cells. */
  onRowOpen?: (row: R) => void;
}

export function PagedGrid<R extends GridValidRowModel>({
  label,
  total,
  loading,
  emptyText,
  paging,
  pageSizes,
  onPagingChange,
  height = 640,
  onRowOpen,
  ...grid
}: PagedGridProps<R>) {
  return (
    <>
      <Box sx={{ height }}>
        <DataGrid
          {...grid}
          aria-label={label}
          paginationMode="server"
          paginationModel={GRID_PAGINATION}
          // The server orders the rows: a sortable header asks it for descending, then ascending, then the
          // list's own order again.
          sortingMode="server"
          sortingOrder={SORTING_ORDER}
          rowCount={total}
          hideFooter
          loading={loading}
          disableColumnFilter
          // The CSP (script-src 'self') forbids new Function(): filter with the plain code path.
          disableEval
          disableRowSelectionOnClick
          {...(onRowOpen && {
            onRowClick: ({ row }: GridRowParams<R>) => onRowOpen(row),
            onCellKeyDown: ({ row }: GridCellParams<R>, event: KeyboardEvent) => {
              if (event.key === 'Enter') onRowOpen(row);
            },
          })}
          localeText={{ noRowsLabel: emptyText }}
          // Headers wrap onto two lines, so narrow figure columns keep the money inside a 1440 px screen.
          columnHeaderHeight={64}
          sx={{
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
            ...(onRowOpen && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
          }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        />
      </Box>
      <TablePagination
        component="div"
        count={total}
        page={paging.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[...pageSizes]}
        disabled={loading}
        onPageChange={(_event, page) => onPagingChange((current) => ({ ...current, page }))}
        onRowsPerPageChange={(event) => onPagingChange({ page: 0, pageSize: Number(event.target.value) })}
        // On a phone the page buttons wrap to a line of their own rather than past the right edge.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
    </>
  );
}
