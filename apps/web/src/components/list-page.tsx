// A list screen whole: the frame (title, subtitle, navigation and the filter's card) around one result panel
// named as the screen, with the totals strip of the whole filtered set above the grid and the paging and
// order of the screen's list view (useListView).
import type { ListOrder } from '@merchant-portal/contracts/schemas/sort';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useGridSorting } from './grid-columns';
import { ListPanel, type ListPanelProps } from './list-panel';
import { ListScreen, type ListScreenProps } from './list-screen';
import { TotalsStrip, type CountNoun } from './totals-strip';
import type { ListControls } from './use-list-view';

export type ListPageProps<R extends GridValidRowModel> = Omit<ListScreenProps, 'children'> &
  Omit<
    ListPanelProps<R>,
    'label' | 'totals' | 'paging' | 'onPagingChange' | 'sortModel' | 'onSortModelChange'
  > & {
    /** The screen's list view: its paging and its order go to the grid. */
    controls: Pick<ListControls<unknown>, 'paging' | 'onPagingChange' | 'view' | 'onSortChange'>;
    /** The list's own order when its server sorts it (the grid's sortable columns ask for another). */
    order?: ListOrder;
    /** The whole filtered set's totals, and what its count counts. */
    totals: ListTotals | undefined;
    noun: CountNoun;
    /** What the screen adds after its results (a payment's details panel). */
    children?: ReactNode;
  };

export function ListPage<R extends GridValidRowModel>({
  title,
  subtitle,
  nav,
  filter,
  activeFilters,
  controls,
  order,
  totals,
  noun,
  children,
  ...panel
}: ListPageProps<R>) {
  const sorting = useGridSorting(controls, order ?? null, panel.columns);
  return (
    <ListScreen title={title} subtitle={subtitle} nav={nav} filter={filter} activeFilters={activeFilters}>
      <ListPanel
        {...panel}
        label={title}
        totals={
          <TotalsStrip
            totals={totals}
            noun={noun}
            // A column the user hides is not summed in the strip either.
            columns={panel.columns.filter(({ field }) => panel.columnVisibilityModel?.[field] !== false)}
          />
        }
        paging={controls.paging}
        onPagingChange={controls.onPagingChange}
        {...sorting}
      />
      {children}
    </ListScreen>
  );
}
