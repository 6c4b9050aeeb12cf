// Drizzle builds a query's SQL on every call, which was a third of a search request's CPU. The hot paths
// build theirs once per database handle and name, with placeholders for the values, and reuse it; on
// PostgreSQL the name makes it a prepared statement, so each connection parses it once too. A name must
// always stand for the same SQL text.
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
