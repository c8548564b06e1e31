import type { Db } from './client';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query prepared once per database under a fixed name, for the hot paths: the database parses
 * and plans it once per connection, and Drizzle builds its SQL once instead of on every request.
 * Parameters are `sql.placeholder(...)`s given to `.execute({...})`.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
