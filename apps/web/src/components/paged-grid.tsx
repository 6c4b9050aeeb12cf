// A list read a page at a time: the grid shows the page it is given, and the pagination below it pages through
// the total. The MIT grid caps its own page size at 100, so paging is ours (TablePager), not the grid's.
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  type DataGridProps,
  type GridCellParams,
  type GridRowParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useEffect, useRef, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { TablePager } from './table-pager';
import { RowCards } from './row-cards';
import { figure } from '../lib/figures';

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
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { t } = useTranslation();
  const [pagerRef, keepPagerFocus] = usePagerFocus(paging);
  const shownLabel = t(label);
  return (
    <>
      {isPhone ? (
        <RowCards
          label={shownLabel}
          rows={grid.rows ?? []}
          columns={grid.columns}
          {...(grid.columnVisibilityModel && { columnVisibilityModel: grid.columnVisibilityModel })}
          {...(grid.getRowId && { getRowId: grid.getRowId })}
          loading={loading}
          emptyText={emptyText}
          {...(onRowOpen && { onRowOpen })}
        />
      ) : (
        <Box sx={{ height }}>
          <DataGrid
            {...grid}
            aria-label={shownLabel}
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
      )}
      <TablePager
        count={total}
        page={paging.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[...pageSizes]}
        ref={pagerRef}
        onPageChange={(_event, page) => {
          keepPagerFocus();
          onPagingChange((current) => ({ ...current, page }));
        }}
        onRowsPerPageChange={(event) => {
          keepPagerFocus();
          onPagingChange({ page: 0, pageSize: Number(event.target.value) });
        }}
        // On a phone the page buttons wrap to a line of their own rather than past the right edge.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {loading ? '' : listSummary(shownLabel, paging, total, grid.columns, grid.sortModel, t)}
      </Box>
    </>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * What a screen reader hears once a page or an order has loaded (WCAG 4.1.3): the rows shown and the order,
 * in the language of `t`.
 */
export function listSummary(
  label: string,
  { page, pageSize }: Paging,
  total: number,
  columns: readonly { field: string; headerName?: string }[],
  sortModel: DataGridProps['sortModel'],
  t: TFunction = i18n.t,
): string {
  if (total === 0) return '';
  const first = page * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  const rows = t('{{label}}: rows {{first}} to {{last}} of {{total}}', {
    label,
    first: figure(`${first}`),
    last: figure(`${last}`),
    total: figure(`${total}`),
  });
  const [sort] = sortModel ?? [];
  const column = sort && columns.find(({ field }) => field === sort.field);
  if (!column || !sort.sort) return rows;
  const values = { rows, column: column.headerName ?? column.field };
  return sort.sort === 'asc'
    ? t('{{rows}}, sorted by {{column}}, ascending', values)
    : t('{{rows}}, sorted by {{column}}, descending', values);
}

/**
 * Keeps the keyboard on the pager (WCAG 2.4.3): a page button that turns disabled (the last page reached)
 * would drop focus to the page's start, so focus goes to the pager's first button that still works.
 */
function usePagerFocus({ page, pageSize }: Paging) {
  const ref = useRef<HTMLDivElement>(null);
  const wasPaging = useRef(false);
  useEffect(() => {
    const pager = ref.current;
    if (!wasPaging.current || !pager) return;
    wasPaging.current = false;
    if (pager.contains(document.activeElement)) return;
    pager.querySelector<HTMLElement>('button:not(:disabled), [role="combobox"]')?.focus();
  }, [page, pageSize]);
  const keep = () => {
    wasPaging.current = true;
  };
  return [ref, keep] as const;
}
