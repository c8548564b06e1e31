import { createHash } from 'node:crypto';
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

type Preparable<T> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } };

const namesByText = new Map<string, string>();
/** Distinct statement texts given a name; far more than the hot paths' shapes, a bound all the same. */
const MAX_NAMES = 500;

/**
 * Sends a statement built on a hot path (values inline, no placeholders) as a prepared statement
 * named after its text. PostgreSQL then parses and plans each shape once per connection instead
 * of on every request: for the intake's joined read, planning took ten times as long as running
 * (docs/decisions/032). Use it for statements whose text depends only on their shape, not on
 * their values (no lists of varying length).
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const text = query.toSQL().sql;
  let name = namesByText.get(text);
  if (!name) {
    if (namesByText.size >= MAX_NAMES) return query.prepare('').execute();
    name = `h_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    namesByText.set(text, name);
  }
  return query.prepare(name).execute();
}
