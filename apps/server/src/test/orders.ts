// Every order a sortable list takes, as the tests check it against plain SQL (issue 28 "Sorting").
import { SORT_DIRECTIONS, type ListOrder } from '@merchant-portal/contracts/schemas/sort';

export interface SqlOrder<Field extends string> extends ListOrder<Field> {
  /** The ORDER BY plain SQL writes for it: the field's columns, then the id, all in the direction. */
  orderBy: string;
}

/** Each field both ways, from the SQL columns that order it (before the id, `id` unless told otherwise). */
export function everyOrder<Field extends string>(
  fields: Record<Field, readonly string[]>,
  id = 'id',
): SqlOrder<Field>[] {
  return (Object.entries(fields) as [Field, readonly string[]][]).flatMap(([sortBy, columns]) =>
    SORT_DIRECTIONS.map((sortDirection) => ({
      sortBy,
      sortDirection,
      orderBy: [...columns, id].map((column) => `${column} ${sortDirection}`).join(', '),
    })),
  );
}
