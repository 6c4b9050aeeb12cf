// The frame both tabs share: the filter in its own card above the list (files, Refresh and the server-paged
// grid) and the dialog of the row being viewed.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { ListPanel, type ListPanelProps } from '../../../components/list-panel';
import type { ListControls } from '../../../components/use-list-view';
import { PAGE_SIZE_OPTIONS } from './grid-view';

export type ListTabProps<R extends GridValidRowModel> = Omit<
  ListPanelProps<R>,
  'pageSizes' | 'height' | 'paging' | 'onPagingChange'
> & {
  filter: ReactNode;
  dialog: ReactNode;
  /** The tab's list view: its paging goes to the grid. */
  controls: Pick<ListControls<unknown>, 'paging' | 'onPagingChange'>;
};

export function ListTab<R extends GridValidRowModel>({
  filter,
  dialog,
  controls,
  ...panel
}: ListTabProps<R>) {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {filter}
      </Paper>
      <ListPanel
        {...panel}
        paging={controls.paging}
        onPagingChange={controls.onPagingChange}
        pageSizes={PAGE_SIZE_OPTIONS}
        height={560}
      />
      {dialog}
    </Stack>
  );
}
