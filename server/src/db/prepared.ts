import type { Db } from './client';

const cache = new WeakMap<object, Map<string, unknown>>();
const MAX_NAME = 63;

/**
 * A query prepared once per connection under a fixed name, for the hot paths: the database parses
 * and plans it once per connection, and Drizzle builds its SQL once instead of on every request.
 * Parameters are `sql.placeholder(...)`s given to `.execute({...})`.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  // PostgreSQL cuts a longer name to 63 bytes, and two statements cut to one name would collide.
  if (name.length > MAX_NAME) throw new Error(`prepared statement name over ${MAX_NAME} characters: ${name}`);
  const key = connectionOf(db);
  let byName = cache.get(key);
  if (!byName) {
    byName = new Map();
    cache.set(key, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}

/**
 * What a prepared query runs on: the pool for the database itself, the pooled connection for a
 * transaction. A prepared query holds that and nothing of the transaction it was built in, and the
 * pool lends the same connections again, so a transaction finds the queries that earlier ones on
 * its connection built: keyed by the transaction object, each rebuilt every statement of every
 * transaction (5 % of the app's profile taking orders). The embedded database's transactions have
 * a connection object of their own each, and are keyed by it as before.
 */
function connectionOf(db: Db): object {
  const session = (db as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  return typeof client === 'object' && client !== null ? client : db;
}
