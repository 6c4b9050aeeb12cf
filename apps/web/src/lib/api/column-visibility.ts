// The columns a user shows on a screen's grid, kept by the server for that user (so they follow them to another
// session or browser): read once on mount, saved on every change. What the user chose for a column stands over
// the screen's own rule for it (the page's empty columns hidden) and over its default (the id hidden).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { visibleFields } from '@merchant-portal/contracts/file-columns';
import type { ColumnScreen } from '@merchant-portal/contracts/schemas/preferences';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call } from '../http';

export const COLUMN_VISIBILITY_TEXTS = {
  saveFailed: 'Could not keep your column choice, please try again later.',
} as const;

/** A grid column as the choice reads it: its field, and whether the screen hides it at first. */
export interface ChoosableColumn {
  field: string;
  hidden?: boolean;
}

const queryKey = (screen: ColumnScreen) => ['column-visibility', screen] as const;
const NO_RULE: GridColumnVisibilityModel = {};
const NO_CHOICE: Record<string, boolean> = {};

/**
 * Each column shown or hidden: as the user chose where they chose, else as the screen's rule has it, else as
 * the column's default.
 */
export function shownColumns(
  columns: readonly ChoosableColumn[],
  chosen: Record<string, boolean>,
  rule: GridColumnVisibilityModel,
): Record<string, boolean> {
  return Object.fromEntries(
    columns.map(({ field, hidden }) => [field, chosen[field] ?? rule[field] ?? !hidden]),
  );
}

/**
 * The grid's visibility of `screen`'s columns: the model, what a change of it does, and the fields it shows in
 * the grid's order (what a file of the screen holds). `rule` hides what the screen hides by itself.
 */
export function useColumnVisibility(
  screen: ColumnScreen,
  columns: readonly ChoosableColumn[],
  rule: GridColumnVisibilityModel = NO_RULE,
) {
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: queryKey(screen),
    queryFn: ({ signal }) => call(ENDPOINTS.columnPreferenceRead, { params: { screen }, signal }),
    // Only this user's own changes alter it, and those update the cache.
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (visibility: Record<string, boolean>) =>
      call(ENDPOINTS.columnPreferenceSave, { params: { screen }, body: { visibility } }),
    // One save at a time, in the order of the changes: the last change is the one kept.
    scope: { id: `column-visibility-${screen}` },
    onSuccess: (reply) => queryClient.setQueryData(queryKey(screen), reply),
    meta: { errorMessage: COLUMN_VISIBILITY_TEXTS.saveFailed },
  });
  // The user's choice as changed in this visit, kept on screen even when saving it fails. A failed read is
  // silent: the screen's rule and defaults show.
  const [changed, setChanged] = useState<Record<string, boolean> | null>(null);
  const chosen = changed ?? kept.data?.visibility ?? NO_CHOICE;
  // The same model object while nothing it reads changes: the grid redoes its layout for a new one.
  const model = useMemo(() => shownColumns(columns, chosen, rule), [columns, chosen, rule]);

  function onChange(next: GridColumnVisibilityModel) {
    // The grid names only the columns it hides (after "Show all", none): a column whose state moved is the
    // user's choice, added to what they chose before (other sources' columns included).
    const moved = columns.filter(({ field }) => (next[field] !== false) !== model[field]);
    if (moved.length === 0) return;
    const choice = {
      ...chosen,
      ...Object.fromEntries(moved.map(({ field }) => [field, next[field] !== false])),
    };
    setChanged(choice);
    save.mutate(choice);
  }

  return { model, onChange, visible: visibleFields(columns, model) };
}
