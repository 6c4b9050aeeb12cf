// The result half of every list screen: the toolbar (files and Refresh), the totals of the whole filtered set,
// and the server-paged grid, in one of four states — loading (the bar over no rows, or over the page being
// replaced by the next page of the same search), failure (the screen's text and Retry in place of the rows,
// never the empty text), empty (the screen's empty text) and data.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { visibleFields } from '@merchant-portal/contracts/file-columns';
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import type { GridValidRowModel } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../lib/i18n';
import { FileToolbar } from './file-toolbar';
import { PagedGrid, type PagedGridProps } from './paged-grid';

/** What the panel reads of the list's query (a TanStack Query result). */
export interface ListQuery {
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export type ListState = 'loading' | 'failure' | 'empty' | 'data';

export const LIST_PANEL_TEXTS = {
  noColumns: phrase('Show at least one column to put in the file'),
} as const;

export function listStateOf(query: ListQuery, rowCount: number): ListState {
  if (query.isFetching) return 'loading';
  if (query.isError) return 'failure';
  return rowCount === 0 ? 'empty' : 'data';
}

export interface ListFiles {
  /** A button for each format labelled. */
  labels: Partial<Record<ExportFormat, string>>;
  /** The format being prepared, if any. */
  preparing: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
  /** What an export of an empty result says instead of downloading ('No transactions to export'). */
  noneText: string;
  /** The file holds each record whole, whatever columns the grid shows (the bookings CSVs). */
  wholeRecords?: boolean;
  /** Buttons of the screen's own after the files and Refresh. */
  extra?: ReactNode;
}

export interface ListPanelProps<R extends GridValidRowModel> extends Omit<
  PagedGridProps<R>,
  'loading' | 'emptyText' | 'rows'
> {
  rows: readonly R[];
  query: ListQuery;
  texts: {
    /** The empty result's text. */
    empty: string;
    /** The failure's text, from the error where the screen has a rule for it. */
    failure: string | ((error: unknown) => string);
  };
  /** The toolbar's files; a screen without them (its files are in its filter) has no toolbar. */
  files?: ListFiles;
  /** The whole filtered set's totals above the grid (TotalsStrip). */
  totals?: ReactNode;
  height?: number;
}

export function ListPanel<R extends GridValidRowModel>({
  query,
  texts,
  files,
  totals,
  rows,
  total,
  paging,
  height,
  ...grid
}: ListPanelProps<R>) {
  const { t } = useTranslation();
  // After a failure nothing of an earlier reply shows: its rows, total and page are not this search's.
  const isFailed = query.isError;
  const state = listStateOf(query, isFailed ? 0 : rows.length);
  const shownTotal = isFailed ? 0 : total;
  const exportFile = (format: ExportFormat) => {
    if (shownTotal === 0) {
      enqueueSnackbar(translateText(files?.noneText ?? ''), { variant: 'info' });
      return;
    }
    // A file holds the data columns the grid shows (not a row's actions): with every one hidden there is
    // nothing to put in it.
    const dataColumns = grid.columns.filter((column) => column.hideable !== false);
    const isEmptyFile =
      !files?.wholeRecords && visibleFields(dataColumns, grid.columnVisibilityModel ?? {}).length === 0;
    if (isEmptyFile) {
      enqueueSnackbar(t(LIST_PANEL_TEXTS.noColumns), { variant: 'info' });
      return;
    }
    files?.onExport(format);
  };
  const failureText = typeof texts.failure === 'function' ? texts.failure(query.error) : texts.failure;

  return (
    <Paper variant="outlined">
      {files && (
        <FileToolbar
          labels={files.labels}
          disabled={state === 'loading'}
          canExport={state !== 'failure'}
          preparing={files.preparing}
          onExport={exportFile}
          onRefresh={() => void query.refetch()}
        >
          {files.extra}
        </FileToolbar>
      )}
      {!isFailed && totals}
      {state === 'failure' ? (
        <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', px: 2, py: 10 }}>
          <Typography role="alert" color="error" sx={{ textAlign: 'center' }}>
            {translateText(failureText)}
          </Typography>
          <Button variant="outlined" onClick={() => void query.refetch()}>
            {t('Retry')}
          </Button>
        </Stack>
      ) : (
        <PagedGrid
          {...grid}
          rows={isFailed ? [] : [...rows]}
          total={shownTotal}
          loading={state === 'loading'}
          emptyText={translateText(texts.empty)}
          // After a failure there is nothing to page through.
          paging={isFailed ? { ...paging, page: 0 } : paging}
          {...(height === undefined ? {} : { height })}
        />
      )}
    </Paper>
  );
}
