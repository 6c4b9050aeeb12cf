// The frame both tabs share: the filter in its own card above the list (files, Refresh and the server-paged
// grid) and the dialog of the row being viewed.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { ListPanel, type ListPanelProps } from '../../../components/list-panel';
import { PAGE_SIZE_OPTIONS } from './grid-view';

export type ListTabProps<R extends GridValidRowModel> = Omit<ListPanelProps<R>, 'pageSizes' | 'height'> & {
  filter: ReactNode;
  dialog: ReactNode;
};

export function ListTab<R extends GridValidRowModel>({ filter, dialog, ...panel }: ListTabProps<R>) {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {filter}
      </Paper>
      <ListPanel {...panel} pageSizes={PAGE_SIZE_OPTIONS} height={560} />
      {dialog}
    </Stack>
  );
}
