import type { Db } from './client';

const cache = new WeakMap<Db, Map<string, unknown>>();
const MAX_NAME = 63;

/**
 * A query prepared once per database under a fixed name, for the hot paths: the database parses
 * and plans it once per connection, and Drizzle builds its SQL once instead of on every request.
 * Parameters are `sql.placeholder(...)`s given to `.execute({...})`.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  // PostgreSQL cuts a longer name to 63 bytes, and two statements cut to one name would collide.
  if (name.length > MAX_NAME) throw new Error(`prepared statement name over ${MAX_NAME} characters: ${name}`);
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
