import type { LiveEndReason, LiveOrderEvent } from '@contract/live';

/**
 * The events' schema comes with the first order event, not with the page: it pulls in the schema
 * library, which the back office's first screen otherwise does without (docs/performance.md).
 */
let eventSchema: Promise<typeof import('@contract/live')['liveOrderEventSchema']> | null = null;
const loadEventSchema = () => {
  eventSchema ??= import('@contract/live').then(
    (module) => module.liveOrderEventSchema,
    (error: unknown) => {
      eventSchema = null; // offline when first asked: the next event asks again
      throw error;
    },
  );
  return eventSchema;
};

/** What the live channel tells the app: an order's news, that it should reload everything, or nothing. */
export type LiveSignal = { type: 'order'; event: LiveOrderEvent } | { type: 'resync' } | { type: 'open' };

export interface LiveStreamDeps {
  /** The current access token, or null when signed out. */
  getToken: () => Promise<string | null>;
  /** A fresh token (after a 401 or an `end` for an expired or ended session), or null. */
  refresh: () => Promise<string | null>;
  onSignal: (signal: LiveSignal) => void;
  fetch?: typeof fetch;
  /** Waits before the next attempt (tests make it instant). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

const BACKOFF = { first: 1_000, max: 30_000 };

/** One SSE block ("event: …\ndata: …") as its name and data; comments (heartbeats) have neither. */
export function parseBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

type Outcome = { next: 'now' | 'backoff' | 'refresh' | 'stop'; waitMs?: number };

/**
 * Keeps GET /api/live open while signed in (docs/decisions/022). EventSource cannot send the bearer
 * token, so this reads the stream with fetch. After a drop it opens again with growing pauses (1 s
 * to 30 s, with jitter); when the server says the token ran out or the session ended, it asks for a
 * fresh token first and stops once there is none (signed out). Returns a function that closes it.
 */
export function openLiveStream(deps: LiveStreamDeps): () => void {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = deps.sleep ?? defaultSleep;
  const random = deps.random ?? Math.random;
  const controller = new AbortController();
  const { signal } = controller;

  async function once(token: string): Promise<Outcome> {
    const response = await doFetch('/api/live', {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal,
      cache: 'no-store',
    });
    if (response.status === 401) return { next: 'refresh' };
    // Not a member of a shop (any more): nothing to listen to until the page is reloaded.
    if (response.status === 403) return { next: 'stop' };
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      return {
        next: 'backoff',
        waitMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
      };
    }
    if (!response.ok || !response.body) return { next: 'backoff' };
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let opened = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { next: 'backoff' };
      buffer += value;
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const parsed = parseBlock(block);
        if (!parsed) continue;
        if (parsed.event === 'ready' && !opened) {
          opened = true;
          deps.onSignal({ type: 'open' });
        } else if (parsed.event === 'order') {
          // Awaited in the loop, so events keep their order while the schema loads.
          const event = (await loadEventSchema()).safeParse(safeJson(parsed.data));
          if (event.success) deps.onSignal({ type: 'order', event: event.data });
        } else if (parsed.event === 'resync') {
          deps.onSignal({ type: 'resync' });
        } else if (parsed.event === 'end') {
          const reason = (safeJson(parsed.data) as { reason?: LiveEndReason } | null)?.reason;
          await reader.cancel().catch(() => {});
          return reason === 'shutdown' || reason === 'crowded' ? { next: 'backoff' } : { next: 'refresh' };
        }
      }
    }
  }

  void (async () => {
    let failures = 0;
    let token = await deps.getToken();
    while (!signal.aborted && token) {
      let outcome: Outcome;
      const startedAt = Date.now();
      try {
        outcome = await once(token);
      } catch {
        outcome = { next: signal.aborted ? 'stop' : 'backoff' };
      }
      if (signal.aborted || outcome.next === 'stop') return;
      // A stream that stayed open a while was healthy: the next drop starts the pauses over.
      if (Date.now() - startedAt > 60_000) failures = 0;
      failures += 1;
      if (outcome.next === 'refresh') {
        // The session renews its token shortly before it runs out: use that one; refresh only if not.
        const current = await deps.getToken();
        token = current && current !== token ? current : await deps.refresh();
        // The first refresh goes straight back; a token refused again and again waits like a drop.
        if (!token || failures === 1) continue;
      }
      const step = Math.min(BACKOFF.first * 2 ** (failures - 1), BACKOFF.max);
      await sleep(outcome.waitMs ?? step * (0.5 + random() / 2), signal);
      if (outcome.next !== 'refresh') token = await deps.getToken();
    }
  })();

  return () => controller.abort();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
