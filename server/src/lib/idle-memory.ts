import type { Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

/*
 * Memory given back when the server goes quiet (docs/decisions/082). V8 grows its young generation
 * for bursts of work (the first start's seeding, a busy hour) and keeps those pages once the work
 * is over: a server resting at idle held 30 or 64 MB of it with 1 MB in use, which decided whether
 * the embedded database rested at 240 or 279 MB. A collection told to reduce memory gives them back
 * (and compacts the old generation) in about 90 ms: done once when no request has started or ended
 * for a few seconds after some did, and no more often than every half minute.
 */

export const QUIET_MS = 5_000;
export const MIN_INTERVAL_MS = 30_000;

type Collector = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's collector. Node offers it only to a process started with --expose-gc: the flag is set for
 * as long as it takes a new context to hand the function over, so no other code gets it.
 */
export function memoryCollector(): (() => void) | null {
  let gc = (globalThis as { gc?: unknown }).gc;
  if (typeof gc !== 'function') {
    v8.setFlagsFromString('--expose-gc');
    try {
      gc = vm.runInNewContext('gc');
    } catch {
      gc = undefined; // a V8 without the flag: nothing to give back with
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  if (typeof gc !== 'function') return null;
  const collect = gc as Collector;
  // "last-resort": the collection that shrinks the heap, as under memory pressure.
  return () => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export interface IdleMemoryOptions {
  collect: () => void;
  quietMs?: number;
  minIntervalMs?: number;
  now?: () => number;
}

/**
 * Watches the server's requests and collects once it has been quiet for `quietMs` after some
 * activity (the start counts as activity). A long-lived request (the live events' stream) does not
 * hold it off: only requests starting and ending do. Answers a function that stops watching.
 */
export function giveBackMemoryWhenQuiet(server: Server, options: IdleMemoryOptions): () => void {
  const { collect, quietMs = QUIET_MS, minIntervalMs = MIN_INTERVAL_MS, now = Date.now } = options;
  let lastActivity = now();
  let lastCollected = Number.NEGATIVE_INFINITY;
  let worked = true;
  const touch = () => {
    lastActivity = now();
    worked = true;
  };
  const onRequest = (
    _request: unknown,
    response: { once(event: 'close', listener: () => void): unknown },
  ) => {
    touch();
    response.once('close', touch);
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    const at = now();
    if (!worked || at - lastActivity < quietMs || at - lastCollected < minIntervalMs) return;
    worked = false;
    lastCollected = at;
    collect();
  }, quietMs / 5);
  // Never what keeps the process running.
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
