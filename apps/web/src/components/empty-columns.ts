// Columns shown by default only where they say something: a column empty (or zero) on every row of the page
// shown is hidden, so the money fits at 1440 px rather than an always-empty Merchant Reference or an all-zero
// Fixed Amount. The page's rows are the signal (what the screen has); the user can still show such a column
// from the column menu, and that choice stands while the screen is open.
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useState } from 'react';

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || value === 0;

/** The fields of `fields` blank on every row; none for a page without rows. */
export function emptyFields(rows: readonly object[], fields: readonly string[]): string[] {
  if (rows.length === 0) return [];
  return fields.filter((field) => rows.every((row) => isBlank((row as Record<string, unknown>)[field])));
}

/**
 * The grid's visibility: the screen's default-hidden columns, then the page's empty ones (except `keep`, the
 * columns the spec fixes on screen), then whatever the user chose.
 */
export function useEmptyColumnsHidden(
  rows: readonly object[],
  columns: readonly { field: string }[],
  defaults: GridColumnVisibilityModel,
  keep: readonly string[],
) {
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const candidates = columns.map(({ field }) => field).filter((field) => !keep.includes(field));
  const empty = Object.fromEntries(emptyFields(rows, candidates).map((field) => [field, false]));
  const model: GridColumnVisibilityModel = { ...defaults, ...empty, ...chosen };

  function onChange(next: GridColumnVisibilityModel) {
    // The grid names only the columns it hides: what changed is the user's choice.
    const changed = columns
      .map(({ field }) => field)
      .filter((field) => (next[field] !== false) !== (model[field] !== false));
    if (changed.length === 0) return;
    setChosen((current) => ({
      ...current,
      ...Object.fromEntries(changed.map((field) => [field, next[field] !== false])),
    }));
  }

  return { model, onChange };
}
