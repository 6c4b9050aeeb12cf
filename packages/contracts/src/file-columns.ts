// The columns of a list's file: the fields its grid shows, in the grid's order (issue 28 "Columns remembered").
// A file call's body (a GET call's query) may name them in `columns`; without it the file has every column the
// screen shows by default. One check and one pick serve the contracts, the server and the web.
import { z } from 'zod';

/** The most columns a list names: in a file's columns, or in a user's kept choice (schemas/preferences.ts). */
export const MAX_COLUMNS = 60;

export const FILE_COLUMN_MESSAGES = {
  name: 'Must be a column name',
  empty: 'Must name at least one column',
  tooMany: `Must name at most ${MAX_COLUMNS} columns`,
  twice: (field: string) => `Column ${field} is named twice`,
  unknown: (field: string) => `${field} is not a column of this list`,
} as const;

/** A column's field: letters only, as every grid's fields are. */
export const columnField = z.string().regex(/^[A-Za-z]{1,40}$/, FILE_COLUMN_MESSAGES.name);

interface NamedColumn {
  field: string;
}

/** What is wrong with `columns` (by position): a field named twice, or one that `known` does not have. */
export function columnIssues(
  columns: readonly string[],
  known: readonly NamedColumn[] | null,
): { index: number; message: string }[] {
  return columns.flatMap((field, index) => {
    if (columns.indexOf(field) !== index) return [{ index, message: FILE_COLUMN_MESSAGES.twice(field) }];
    if (known && !known.some((column) => column.field === field)) {
      return [{ index, message: FILE_COLUMN_MESSAGES.unknown(field) }];
    }
    return [];
  });
}

/**
 * `columns` of a file body: one field or more, none twice, each one of the screen's columns (read when a body
 * is checked; null where they depend on more than the body, and the server checks them).
 */
export function fileColumns(known: (() => readonly NamedColumn[]) | null) {
  return z
    .array(columnField)
    .min(1, FILE_COLUMN_MESSAGES.empty)
    .max(MAX_COLUMNS, FILE_COLUMN_MESSAGES.tooMany)
    .superRefine((columns, ctx) => {
      for (const { index, message } of columnIssues(columns, known && known())) {
        ctx.addIssue({ code: 'custom', path: [index], message });
      }
    });
}

/** The same in a query (a GET file call): the fields joined by commas. */
export function fileColumnsQuery(known: () => readonly NamedColumn[]) {
  return z
    .string()
    .max(MAX_COLUMNS * 41, FILE_COLUMN_MESSAGES.tooMany)
    .transform((text) => text.split(','))
    .pipe(fileColumns(known));
}

/**
 * The columns a file writes: those named, in their order, shown even where the screen hides them at first
 * (the id); without a choice, the screen's default ones.
 */
export function pickColumns<C extends NamedColumn & { hidden?: boolean }>(
  columns: readonly C[],
  fields: readonly string[] | undefined,
): C[] {
  if (fields === undefined) return columns.filter((column) => !column.hidden);
  return fields.flatMap((field) => {
    const column = columns.find((candidate) => candidate.field === field);
    return column ? [{ ...column, hidden: false }] : [];
  });
}

/** The fields a grid shows, in its order: every column its visibility model does not hide. */
export function visibleFields(columns: readonly NamedColumn[], model: Record<string, boolean>): string[] {
  return columns.filter(({ field }) => model[field] !== false).map(({ field }) => field);
}
