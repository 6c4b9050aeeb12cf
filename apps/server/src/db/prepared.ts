// Drizzle builds a query's SQL on every call, which was a third of a search request's CPU. The hot paths
// build theirs once per database handle and name, with placeholders for the values, and reuse it; on
// PostgreSQL the name makes it a prepared statement, so each connection parses it once too. A name must
// always stand for the same SQL text.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client.js';

const caches = new WeakMap<Executor, Map<string, unknown>>();

export function prepared<T>(db: Executor, name: string, build: (name: string) => T): T {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let query = cache.get(name) as T | undefined;
  if (query === undefined) {
    query = build(name);
    cache.set(name, query);
  }
  return query;
}

/**
 * Puts a query's value in by its name. Conditions written with a Bind serve both ways of running: with
 * `placeholders` in a prepared statement, whose values come at execute, or with `inline(values)` in a query
 * built for one call (the keyset batches of a file, a lookup by key).
 */
export type Bind<Name extends string> = (name: Name) => SQLWrapper;

export const placeholders: Bind<string> = (name) => sql.placeholder(name);

export function inline<Values extends Record<string, unknown>>(
  values: Values,
): Bind<Extract<keyof Values, string>> {
  return (name) => sql`${values[name]}`;
}

/**
 * A statement's name: its kind, then the optional conditions its shape uses, by their first three letters
 * (which must differ), or `all` for none — one SQL text per shape. PostgreSQL keeps 63 bytes of a name.
 */
export function shapeName<Shape extends { [Condition in keyof Shape]: boolean }>(
  kind: string,
  conditions: Shape,
): string {
  const used = Object.entries<boolean>(conditions)
    .filter(([, isUsed]) => isUsed)
    .map(([condition]) => condition.slice(0, 3));
  return `${kind}_${used.join('_') || 'all'}`;
}
