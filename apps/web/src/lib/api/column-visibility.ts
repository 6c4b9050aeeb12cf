// The columns a user shows on a screen's grid, kept by the server for that user (so they follow them to another
// session or browser): read once on mount over the screen's defaults, saved on every change.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ColumnScreen } from '@merchant-portal/contracts/schemas/preferences';
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call } from '../http';

export const COLUMN_VISIBILITY_TEXTS = {
  saveFailed: 'Could not keep your column choice, please try again later.',
} as const;

const queryKey = (screen: ColumnScreen) => ['column-visibility', screen] as const;

/**
 * Every column named, shown or hidden: the grid reports only what differs from "all shown" (after "Show all"
 * nothing at all), which read back over the defaults would hide the default-hidden columns again.
 */
export function completeModel(
  specs: readonly ColumnSpec<string>[],
  model: GridColumnVisibilityModel,
): Record<string, boolean> {
  return Object.fromEntries(specs.map(({ field }) => [field, model[field] !== false]));
}

/** The kept choice where it names a column, the column's default (shown unless hidden) elsewhere. */
function keptOverDefaults(
  specs: readonly ColumnSpec<string>[],
  kept: Record<string, boolean>,
): Record<string, boolean> {
  return Object.fromEntries(specs.map(({ field, hidden }) => [field, kept[field] ?? !hidden]));
}

function sameModel(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

export function useColumnVisibility(screen: ColumnScreen, specs: readonly ColumnSpec<string>[]) {
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
  // The user's change of this visit, kept on screen even when saving it fails.
  const [chosen, setChosen] = useState<Record<string, boolean> | null>(null);
  // A failed read is silent: the screen's defaults show.
  const keptModel = useMemo(() => keptOverDefaults(specs, kept.data?.visibility ?? {}), [specs, kept.data]);
  const model = chosen ?? keptModel;

  function onChange(next: GridColumnVisibilityModel) {
    const complete = completeModel(specs, next);
    if (sameModel(complete, model)) return;
    setChosen(complete);
    save.mutate(complete);
  }

  return { model, onChange };
}
