import type { Database, Listener } from '../db/client';

/** The channel the database's triggers notify when a cached row changes (migration 0019). */
export const CACHE_CHANNEL = 'petal_cache';

export type CacheKind = 'user' | 'storefront' | 'orders' | 'customers' | 'order-views' | 'products' | 'stock';

export type KeyedCache<V> = {
  /** The copy under `key`, or what `load` reads (kept when nothing changed meanwhile). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * Drops copies that something they were read from may have changed: every copy, or in a cache
   * kept by group only those whose key starts with `group` and a colon.
   */
  clear(group?: string): void;
  readonly size: number;
};

export type CacheOptions = {
  maxEntries?: number;
  ttlMs?: number;
  /**
   * Keys are `group:rest`, and a notice `kind:group` drops that group's copies only (a shop's
   * order lists stay when another shop's order changes); otherwise a notice drops them all.
   */
  grouped?: boolean;
};

export type ProcessCaches = {
  cache<V>(kind: CacheKind, options?: CacheOptions): KeyedCache<V>;
  /** Starts listening; copies are used only while the process listens. */
  start(): Promise<void>;
  /** This process changed data: drop every copy before the change's answer goes out. */
  clearAll(): void;
  close(): Promise<void>;
};

/**
 * Copies of rows that nearly every request reads and that seldom change, kept in this process
 * (docs/decisions/033): a signed-in user's row for the auth check, a shop's storefront version,
 * the pages of a shop's order, customer and product lists, of its current stock and its movements'
 * history, and of its orders' views (docs/decisions/058, 067, 073, 075, 076, 078).
 *
 * - Triggers notify `petal_cache` with `kind:id` in the changing transaction, so every process
 *   drops the copies of that kind (of that id, in a cache kept by group) when it commits.
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
    cache<V>(kind: CacheKind, { maxEntries = 10_000, ttlMs = 60_000, grouped = false }: CacheOptions = {}) {
      const existing = caches.get(kind);
      if (existing) return existing as KeyedCache<V>;
      const cache = createKeyedCache<V>({ maxEntries, ttlMs, grouped, usable: () => listening });
      caches.set(kind, cache as KeyedCache<unknown>);
      return cache;
    },
    async start() {
      listener = await database.listen(CACHE_CHANNEL, {
        onPayload(payload) {
          const colon = payload.indexOf(':');
          const kind = payload.slice(0, colon) as CacheKind;
          caches.get(kind)?.clear(payload.slice(colon + 1));
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
  grouped,
  usable,
}: Required<Omit<CacheOptions, 'grouped'>> & { grouped: boolean; usable: () => boolean }): KeyedCache<V> {
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
    clear(group) {
      // Any drop stops the loads under way from keeping what they read, whatever their group.
      generation++;
      if (!grouped || group === undefined) return entries.clear();
      const prefix = `${group}:`;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
