import type { Database, Listener } from '../db/client';

/** The channel the database's triggers notify when a cached row changes (migration 0019). */
export const CACHE_CHANNEL = 'petal_cache';

export type CacheKind = 'user' | 'storefront';

export type KeyedCache<V> = {
  /** The copy under `key`, or what `load` reads (kept when nothing changed meanwhile). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops every copy: something they were read from may have changed. */
  clear(): void;
  readonly size: number;
};

export type ProcessCaches = {
  cache<V>(kind: CacheKind, options?: { maxEntries?: number; ttlMs?: number }): KeyedCache<V>;
  /** Starts listening; copies are used only while the process listens. */
  start(): Promise<void>;
  /** This process changed data: drop every copy before the change's answer goes out. */
  clearAll(): void;
  close(): Promise<void>;
};

/**
 * Copies of rows that nearly every request reads and that seldom change, kept in this process
 * (docs/decisions/033): a signed-in user's row for the auth check, a shop's storefront version.
 *
 * - Triggers notify `petal_cache` with `kind:id` in the changing transaction, so every process
 *   drops the copies of that kind when it commits.
 * - Copies are used only while the process listens: before the LISTEN is in place, and from the
 *   moment its connection is lost until it is back, every read goes to the database and nothing is
 *   kept (a notification could have been missed).
 * - A change made by this process drops the copies before its answer goes out (`clearAll`), so
 *   a client never reads its own change stale; a read that began before a drop keeps nothing.
 * - Each copy lives at most `ttlMs`, a bound should a notification ever go astray.
 */
export function createProcessCaches(database: Database): ProcessCaches {
  const caches = new Map<CacheKind, KeyedCache<unknown>>();
  let listening = false;
  let listener: Listener | undefined;
  const clearAll = () => {
    for (const cache of caches.values()) cache.clear();
  };

  return {
    cache<V>(kind: CacheKind, { maxEntries = 10_000, ttlMs = 60_000 } = {}) {
      const existing = caches.get(kind);
      if (existing) return existing as KeyedCache<V>;
      const cache = createKeyedCache<V>({ maxEntries, ttlMs, usable: () => listening });
      caches.set(kind, cache as KeyedCache<unknown>);
      return cache;
    },
    async start() {
      listener = await database.listen(CACHE_CHANNEL, {
        onPayload(payload) {
          const kind = payload.slice(0, payload.indexOf(':')) as CacheKind;
          caches.get(kind)?.clear();
        },
        onListening() {
          clearAll();
          listening = true;
        },
        onLost() {
          listening = false;
          clearAll();
        },
      });
    },
    clearAll,
    async close() {
      listening = false;
      clearAll();
      await listener?.close();
    },
  };
}

type Entry<V> = { value: V; expires: number };

function createKeyedCache<V>({
  maxEntries,
  ttlMs,
  usable,
}: {
  maxEntries: number;
  ttlMs: number;
  usable: () => boolean;
}): KeyedCache<V> {
  const entries = new Map<string, Entry<V>>();
  // Raised by every drop: a load that began before it must not keep what it read.
  let generation = 0;
  return {
    async get(key, load) {
      if (!usable()) return load();
      const hit = entries.get(key);
      const now = Date.now();
      if (hit && hit.expires > now) return hit.value;
      const startedAt = generation;
      const value = await load();
      if (startedAt === generation && usable()) {
        entries.delete(key);
        entries.set(key, { value, expires: now + ttlMs });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
