// What each tab keeps while the other is shown (the list screens' query state: the applied filter and the
// page), and how its grid treats actions and the dialog's copy of a row.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { BOOKING_PAGE_SIZES } from '@merchant-portal/contracts/schemas/bookings';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import type { ColumnScreen } from '@merchant-portal/contracts/schemas/preferences';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFiles } from '../../../components/use-list-files';
import { useListControls, type ListSort, type ListView } from '../../../components/use-list-view';
import { useColumnVisibility } from '../../../lib/api/column-visibility';
import { pageContents, type PagedSearch, type ServerPage } from '../../../lib/paged-query';

export type GridView<F> = ListView<F>;
export { DEFAULT_PAGE_SIZE } from '../../../components/use-list-view';

/** What the screen hands each tab: the tab's kept view, how to change it, today and who is signed in. */
export interface TabProps<F> {
  view: GridView<F>;
  onViewChange: Dispatch<SetStateAction<GridView<F>>>;
  /** Moves when the applied filter changes other than by the tab's form (Back, Forward): the form shows it. */
  formKey?: number;
  today: DayNumber;
  username: string;
}

/** A tab's search: its filter and page, and the order a sortable column asked for. */
export interface TabSearch<F> extends PagedSearch<F> {
  /** Absent or null for the tab's own order, newest first. */
  sort?: ListSort | null | undefined;
}

/** The search a tab's view asks for: its filter, page and order. */
export function searchOf<F>({ filter, page, pageSize, sort }: GridView<F>): TabSearch<F> {
  return { filter, page, size: pageSize, sort };
}

/**
 * On a phone only the first columns fit: the row's action (View Details) comes first there, rather than past
 * the right edge of a grid scrolled sideways.
 */
export function actionsFirst<C extends { field: string }>(columns: C[], isPhone: boolean): C[] {
  if (!isPhone) return columns;
  return [
    ...columns.filter((column) => column.field === ACTIONS_FIELD),
    ...columns.filter((column) => column.field !== ACTIONS_FIELD),
  ];
}

export const PAGE_SIZE_OPTIONS = [...BOOKING_PAGE_SIZES];

/**
 * The one shown in a dialog: the copy it was opened with (or an action's reply), until a list loaded after
 * it has the same item — that is the server's latest.
 */
interface Selection<T> {
  item: T;
  /** When `item` was taken (the list's dataUpdatedAt, or the action's reply time). */
  at: number;
}

function latestOf<T>(
  selection: Selection<T> | null,
  listRows: readonly T[],
  listUpdatedAt: number,
  sameItem: (a: T, b: T) => boolean,
): T | null {
  if (!selection) return null;
  if (listUpdatedAt >= selection.at) {
    const fromList = listRows.find((row) => sameItem(row, selection.item));
    if (fromList) return fromList;
  }
  return selection.item;
}

/** A tab's grid columns, their headers and the row's action in the language of `t` (the screen's). */
export type ColumnsWith<T, C> = (onView: (item: T) => void, t: TFunction) => C[];

/**
 * A tab's row shown in its dialog: the grid's columns with the row's View action opening it (first on a
 * phone), the row shown (the latest copy, see latestOf), and how the dialog closes or takes an action's reply.
 */
export function useRowDialog<T, C extends { field: string }>(
  rows: readonly T[],
  listUpdatedAt: number,
  sameItem: (a: T, b: T) => boolean,
  columnsWith: ColumnsWith<T, C>,
) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<Selection<T> | null>(null);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo(
    () =>
      actionsFirst(
        columnsWith((item) => setSelection({ item, at: listUpdatedAt }), t),
        isPhone,
      ),
    [columnsWith, listUpdatedAt, isPhone, t],
  );
  return {
    columns,
    shown: latestOf(selection, rows, listUpdatedAt, sameItem),
    close: () => setSelection(null),
    /** An action's reply, shown until a list loaded after it has the item. */
    replace: (item: T) => setSelection({ item, at: Date.now() }),
  };
}

/** Both tabs' file: the listed rows as CSV. */
const CSV_LABELS = { excel: phrase('Download CSV') };

/** The row's action column: always shown, and never in a file. */
export const ACTIONS_FIELD = 'actions';

/**
 * What a tab's grid holds besides its own columns and dialog: its paging and order controls, the loaded page,
 * the row shown in its dialog (see useRowDialog), the column choice the user keeps for `csv.screen`, and its
 * CSV file of the applied filter in the tab's order (every record whole: the grid shows a few of each record's
 * fields); `panel` is the part ListTab takes as it is.
 */
export function useTabList<F, T, C extends { field: string }>(
  { view, onViewChange }: Pick<TabProps<F>, 'view' | 'onViewChange'>,
  list: { data: ServerPage<T> | undefined; dataUpdatedAt: number },
  row: { sameItem: (a: T, b: T) => boolean; columnsWith: ColumnsWith<T, C> },
  csv: {
    screen: ColumnScreen;
    noneText: string;
    download: (filter: F, sort: ListSort | null | undefined) => Promise<void>;
  },
) {
  const controls = useListControls(view, onViewChange);
  const { rows, total } = pageContents(list.data);
  const dialog = useRowDialog(rows, list.dataUpdatedAt, row.sameItem, row.columnsWith);
  const dataColumns = useMemo(
    () => dialog.columns.filter(({ field }) => field !== ACTIONS_FIELD),
    [dialog.columns],
  );
  const visibility = useColumnVisibility(csv.screen, dataColumns);
  const files = {
    ...useListFiles(CSV_LABELS, csv.noneText, () => csv.download(view.filter, view.sort)),
    wholeRecords: true,
  };
  /** What the tab's ListTab takes from here. */
  const panel = {
    files,
    rows,
    columns: dialog.columns,
    columnVisibilityModel: visibility.model,
    onColumnVisibilityModelChange: visibility.onChange,
    total,
    controls,
  };
  return { controls, dialog, panel };
}
