// The frame both tabs share: the filter in its own card (folded on a phone: FilterFold) above the list (files, Refresh and the server-paged,
// server-sorted grid) and the dialog of the row being viewed.
import type { ListOrder } from '@merchant-portal/contracts/schemas/sort';
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { FilterFold } from '../../../components/filter-fold';
import { useGridSorting } from '../../../components/grid-columns';
import { ListPanel, type ListPanelProps } from '../../../components/list-panel';
import type { ListControls } from '../../../components/use-list-view';
import { PAGE_SIZE_OPTIONS } from './grid-view';

export type ListTabProps<R extends GridValidRowModel> = Omit<
  ListPanelProps<R>,
  'pageSizes' | 'height' | 'paging' | 'onPagingChange' | 'sortModel' | 'onSortModelChange'
> & {
  filter: ReactNode;
  /** The applied filter in words, shown while a phone folds the filter away. */
  activeFilters: readonly string[];
  dialog: ReactNode;
  /** The tab's list view: its paging and its order go to the grid. */
  controls: Pick<ListControls<unknown>, 'paging' | 'onPagingChange' | 'view' | 'onSortChange'>;
  /** The tab's own order (the grid's sortable columns ask for another). */
  order: ListOrder;
};

export function ListTab<R extends GridValidRowModel>({
  filter,
  activeFilters,
  dialog,
  controls,
  order,
  ...panel
}: ListTabProps<R>) {
  const sorting = useGridSorting(controls, order, panel.columns);
  return (
    <Stack spacing={2}>
      <FilterFold activeFilters={activeFilters}>{filter}</FilterFold>
      <ListPanel
        {...panel}
        paging={controls.paging}
        onPagingChange={controls.onPagingChange}
        pageSizes={PAGE_SIZE_OPTIONS}
        height={560}
        {...sorting}
      />
      {dialog}
    </Stack>
  );
}
