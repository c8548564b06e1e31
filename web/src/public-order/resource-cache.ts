import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '../lib/api-error';

/*
 * The answers the customer's order pages read, kept by key while the page is open. A few lines
 * instead of a query library, so that the page stays small on a phone (docs/decisions/031): one
 * request per key at a time, the data kept on screen while it refreshes, one more try after a
 * network failure or a 5xx, and a refresh when the customer comes back to the tab.
 */

type Entry = {
  data: unknown;
  error: unknown;
  /** When the answer arrived (ms); 0 when it must be fetched again. */
  fetchedAt: number;
  loading: Promise<void> | null;
};

/**
 * Pending: nothing to show yet (a first load, a new try, or a key that waits). Error: the last try
 * failed and there is no data. Otherwise the data (perhaps being refreshed).
 */
export type Resource<T> = { error: unknown; refetch: () => void } & (
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: undefined }
  | { isPending: false; isError: false; data: T }
);

type Loader = () => Promise<unknown>;

const RETRY_AFTER_MS = 1000;
/** How long an answer counts as fresh unless its hook says otherwise (the app's query default). */
const STALE_AFTER_MS = 30_000;

const entries = new Map<string, Entry>();
const loaders = new Map<string, Loader>();
const watchers = new Map<string, number>();
const listeners = new Set<() => void>();

function publish(key: string, change: Partial<Entry>) {
  const current = entries.get(key) ?? { data: undefined, error: undefined, fetchedAt: 0, loading: null };
  entries.set(key, { ...current, ...change });
  for (const listener of listeners) listener();
}

/** A 4xx will answer the same again; a network failure or a 5xx may not. */
const worthRetrying = (error: unknown) => !(isApiError(error) && error.status < 500);

function load(key: string): Promise<void> {
  const running = entries.get(key)?.loading;
  if (running) return running;
  const loader = loaders.get(key);
  if (!loader) return Promise.resolve();
  const attempt = (retried: boolean): Promise<void> =>
    Promise.resolve()
      .then(loader)
      .then(
        (data) => publish(key, { data, error: undefined, fetchedAt: Date.now(), loading: null }),
        (error) =>
          !retried && worthRetrying(error)
            ? new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS)).then(() => attempt(true))
            : publish(key, { error, fetchedAt: Date.now(), loading: null }),
      );
  const loading = attempt(false);
  publish(key, { loading, error: undefined });
  return loading;
}

function refreshIfOld(key: string, staleMs: number) {
  const entry = entries.get(key);
  if (!entry || (!entry.loading && Date.now() - entry.fetchedAt >= staleMs)) void load(key);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The answer under `key`, fetched with `loader` when there is none yet or it is older than
 * `staleMs`. A null key waits (a question not ready to ask, like the times of no date).
 */
export function useResource<T>(
  key: string | null,
  loader: () => Promise<T>,
  { staleMs = STALE_AFTER_MS }: { staleMs?: number } = {},
): Resource<T> {
  const entry = useSyncExternalStore(subscribe, () => (key === null ? undefined : entries.get(key)));
  // The newest loader of a key wins; every loader of one key asks the same question.
  if (key !== null) loaders.set(key, loader);

  useEffect(() => {
    if (key === null) return;
    watchers.set(key, (watchers.get(key) ?? 0) + 1);
    refreshIfOld(key, staleMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshIfOld(key, staleMs);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      watchers.set(key, (watchers.get(key) ?? 1) - 1);
    };
  }, [key, staleMs]);

  const refetch = useCallback(() => {
    if (key !== null) void load(key);
  }, [key]);
  const error = entry?.error;
  if (entry?.data !== undefined) {
    return { isPending: false, isError: false, data: entry.data as T, error, refetch };
  }
  if (entry && error !== undefined && !entry.loading) {
    return { isPending: false, isError: true, data: undefined, error, refetch };
  }
  return { isPending: true, isError: false, data: undefined, error, refetch };
}

/** Starts fetching `key` before anything shows it; resolves when the answer (or a failure) is in. */
export function prefetchResource(key: string, loader: () => Promise<unknown>): Promise<void> {
  loaders.set(key, loader);
  return load(key);
}

/** Puts a fresh answer under `key` (the order as the server answered its submission). */
export function setResource(key: string, data: unknown) {
  publish(key, { data, error: undefined, fetchedAt: Date.now() });
}

/** Marks every answer whose key starts with `prefix` as old; those on screen are fetched again. */
export async function invalidateResources(prefix: string): Promise<void> {
  const reloads: Promise<void>[] = [];
  for (const key of [...entries.keys()]) {
    if (!key.startsWith(prefix)) continue;
    publish(key, { fetchedAt: 0 });
    if ((watchers.get(key) ?? 0) > 0) reloads.push(load(key));
  }
  await Promise.all(reloads);
}

/** Forgets every answer (between tests). */
export function clearResources() {
  entries.clear();
  loaders.clear();
  watchers.clear();
}
