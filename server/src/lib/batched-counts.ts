import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Rate-limit counts of the public calls, kept in the process and added to the shared table
 * `rate_limits` in batches (docs/decisions/085). A public order made five upserts of counts, a
 * round trip each, for three requests; here a call costs a map entry, and the process adds what it
 * counted to the table every FLUSH_MS in one statement per window length, learning what the
 * other processes counted in return. One process counts exactly; several count together once
 * each has sent a batch for the key (until then, a fraction of a second, each counts alone).
 * Sign-in, password, invitation and gift-card limits stay exact in the table (`consume`).
 */
export const FLUSH_MS = 250;
/**
 * Windows one process keeps at once: past that, windows already in the table make room (makeRoom);
 * when none can, a new key is counted by the table directly.
 */
const MAX_KEYS = 50_000;
/** Keys per statement: a batch is a JSON parameter, bounded like any other. */
const PER_STATEMENT = 1_000;

type Entry = {
  windowStart: number;
  windowSeconds: number;
  /** The table's count as last answered (this process's counts sent before, and others'). */
  shared: number;
  /** Counted here and in the statement on its way. */
  sending: number;
  /** Counted here since. */
  unsent: number;
};

export type Counted = { count: number; retryAfter: number };

export type BatchedCounts = {
  /**
   * Counts one call against `key`'s window, answering the count with what the table last said;
   * null when the process holds MAX_KEYS windows not yet in the table (the caller counts in the table).
   */
  add(key: string, windowSeconds: number, now?: number): Counted | null;
  /** Adds what was counted to the table now (the timer does it every FLUSH_MS). */
  flush(): Promise<void>;
  /** The last counts to the table, and no timer left behind (the app's close). */
  stop(): Promise<void>;
  size(): number;
};

export function createBatchedCounts(
  db: Db,
  { flushMs = FLUSH_MS, maxKeys = MAX_KEYS, onError = (_error: unknown) => {} } = {},
): BatchedCounts {
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | null = null;
  let stopped = false;

  const ended = (entry: Entry, now: number) => now >= entry.windowStart + entry.windowSeconds * 1000;
  const dropEnded = (now: number) => {
    for (const [key, entry] of entries) {
      if (ended(entry, now) && entry.unsent === 0 && entry.sending === 0) entries.delete(key);
    }
  };

  /**
   * Ended windows go first; then, oldest first, a tenth of the windows already in the table: such a
   * key read again counts from zero until the next batch answers its count (a flood of clients).
   */
  const makeRoom = (now: number) => {
    dropEnded(now);
    let toDrop = Math.ceil(maxKeys / 10) - (maxKeys - entries.size);
    for (const [key, entry] of entries) {
      if (toDrop <= 0) break;
      if (entry.unsent === 0 && entry.sending === 0) {
        entries.delete(key);
        toDrop--;
      }
    }
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(() => {
        if ([...entries.values()].some((entry) => entry.unsent > 0)) schedule();
      });
    }, flushMs);
    timer.unref();
  };

  const sendAll = async () => {
    const batch = [...entries].filter(([, entry]) => entry.unsent > 0);
    const sent = new Map(batch.map(([key, entry]) => [key, { entry, by: entry.unsent }]));
    for (const { entry, by } of sent.values()) {
      entry.sending += by;
      entry.unsent = 0;
    }
    const byWindow = new Map<number, [string, { entry: Entry; by: number }][]>();
    for (const pair of sent) {
      const seconds = pair[1].entry.windowSeconds;
      const group = byWindow.get(seconds);
      if (group) group.push(pair);
      else byWindow.set(seconds, [pair]);
    }
    for (const [windowSeconds, group] of byWindow) {
      for (let i = 0; i < group.length; i += PER_STATEMENT) {
        const part = group.slice(i, i + PER_STATEMENT);
        try {
          const rows = await addToTable(
            db,
            windowSeconds,
            part.map(([key, { by }]) => ({ key, by })),
          );
          for (const row of rows) {
            const mine = sent.get(row.key);
            if (!mine) continue;
            mine.entry.sending -= mine.by;
            mine.entry.shared = Number(row.count);
            mine.entry.windowStart = Number(row.started);
          }
        } catch (error) {
          // Kept to be sent with the next batch: a count is never dropped for a failed statement.
          for (const [, { entry, by }] of part) {
            entry.sending -= by;
            entry.unsent += by;
          }
          onError(error);
        }
      }
    }
    dropEnded(Date.now());
  };

  const flush = () => {
    flushing ??= sendAll().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  return {
    add(key, windowSeconds, now = Date.now()) {
      let entry = entries.get(key);
      if (entry && ended(entry, now) && entry.sending === 0) {
        entries.delete(key);
        entry = undefined;
      }
      if (!entry) {
        if (entries.size >= maxKeys) makeRoom(now);
        if (entries.size >= maxKeys) return null;
        entry = { windowStart: now, windowSeconds, shared: 0, sending: 0, unsent: 0 };
        entries.set(key, entry);
      }
      entry.unsent++;
      schedule();
      const left = entry.windowStart + windowSeconds * 1000 - now;
      return {
        count: entry.shared + entry.sending + entry.unsent,
        retryAfter: Math.max(1, Math.ceil(left / 1000)),
      };
    },
    flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await flush();
    },
    size: () => entries.size,
  };
}

type Added = { key: string; count: number; started: number };

/**
 * Adds each key's count to its window in one statement (a window that has ended starts again
 * with it), answering the window's count and start as the table now holds them.
 */
async function addToTable(db: Db, windowSeconds: number, counts: { key: string; by: number }[]) {
  const ended = sql`rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}::int)`;
  const result = await db.execute<Added>(sql`
    insert into rate_limits (key, window_start, count)
    select key, now(), by from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as t(key text, by int)
    on conflict (key) do update set
      count = case when ${ended} then excluded.count else rate_limits.count + excluded.count end,
      window_start = case when ${ended} then now() else rate_limits.window_start end
    returning key, count, extract(epoch from window_start) * 1000 as started`);
  return result.rows;
}

const counts = new WeakMap<Db, BatchedCounts>();

/** The database's one set of batched counts in this process (made on first use, with `options`). */
export function batchedCountsOf(db: Db, options?: Parameters<typeof createBatchedCounts>[1]) {
  let found = counts.get(db);
  if (!found) {
    found = createBatchedCounts(db, options);
    counts.set(db, found);
  }
  return found;
}

/** The app closes: what it counted goes to the table, and no timer outlives it. */
export async function stopBatchedCounts(db: Db) {
  const found = counts.get(db);
  counts.delete(db);
  await found?.stop();
}
