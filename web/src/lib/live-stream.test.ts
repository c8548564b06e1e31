import { describe, expect, it, vi } from 'vitest';
import { type LiveSignal, openLiveStream, parseBlock } from './live-stream';

const order = (kind: string, number = 12) =>
  `event: order\ndata: ${JSON.stringify({
    kind,
    uuid: '22222222-2222-4222-8222-222222222222',
    number,
    order_status: 'pending',
    payment_status: 'pending',
  })}\n\n`;

/** A response whose body sends these chunks, then stays open (or ends when `close`). */
function streamOf(chunks: string[], { close = false } = {}) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        if (close) controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(answers: (() => Response | Promise<Response>)[]) {
  const signals: LiveSignal[] = [];
  const tokens: (string | null)[] = [];
  const sleeps: number[] = [];
  let refreshes = 0;
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    tokens.push(new Headers(init?.headers).get('authorization'));
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {});
    return next();
  });
  // Like the session: getToken answers the newest token, null once a refresh failed.
  let latest: string | null = 'token-1';
  const close = openLiveStream({
    getToken: async () => latest,
    refresh: async () => {
      refreshes += 1;
      latest = refreshes > 2 ? null : `token-${refreshes + 1}`;
      return latest;
    },
    onSignal: (signal) => signals.push(signal),
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 1,
  });
  return { signals, tokens, sleeps, fetch, close, refreshes: () => refreshes };
}

describe('the live stream (fetch + ReadableStream)', () => {
  it('reads events split across chunks, skips heartbeats, and sends the bearer token and Accept', async () => {
    const first = order('order.submitted');
    const h = harness([
      () =>
        streamOf([
          'retry: 5000\n\nevent: ready\ndata: {}\n\n: beat\n\n',
          first.slice(0, 20),
          first.slice(20),
          'event: order\ndata: {"kind":"order.paid"}\n\n',
        ]),
    ]);
    await vi.waitFor(() => expect(h.signals).toHaveLength(2));
    expect(h.signals[0]).toEqual({ type: 'open' });
    expect(h.signals[1]).toMatchObject({ type: 'order', event: { kind: 'order.submitted', number: 12 } });
    const init = h.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('accept')).toBe('text/event-stream');
    expect(h.tokens).toEqual(['Bearer token-1']);
    h.close();
  });

  it('opens again with a fresh token when the server says the token ran out', async () => {
    const h = harness([
      () => streamOf(['event: ready\ndata: {}\n\nevent: end\ndata: {"reason":"expired"}\n\n']),
      () => streamOf(['event: ready\ndata: {}\n\n', order('order.created')]),
    ]);
    await vi.waitFor(() => expect(h.signals.filter((s) => s.type === 'order')).toHaveLength(1));
    expect(h.tokens).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(h.sleeps).toEqual([]);
    h.close();
  });

  it('takes the token the session already renewed, without refreshing again', async () => {
    const signals: LiveSignal[] = [];
    const tokens: string[] = [];
    let current = 'token-1';
    const refresh = vi.fn(async () => 'refreshed');
    const answers = [
      () => {
        current = 'renewed';
        return streamOf(['event: ready\ndata: {}\n\nevent: end\ndata: {"reason":"expired"}\n\n']);
      },
      () => streamOf(['event: ready\ndata: {}\n\n']),
    ];
    const close = openLiveStream({
      getToken: async () => current,
      refresh,
      onSignal: (signal) => signals.push(signal),
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        tokens.push(new Headers(init?.headers).get('authorization') ?? '');
        return (answers.shift() ?? (() => new Promise<Response>(() => {})))();
      }) as typeof fetch,
    });
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    expect(tokens).toEqual(['Bearer token-1', 'Bearer renewed']);
    expect(refresh).not.toHaveBeenCalled();
    close();
  });

  it('refreshes on 401, stops when there is no token any more, and stops on 403', async () => {
    const unauthorized = () => new Response('{}', { status: 401 });
    const h = harness([unauthorized, unauthorized, unauthorized]);
    await vi.waitFor(() => expect(h.refreshes()).toBe(3));
    await tick();
    expect(h.fetch).toHaveBeenCalledTimes(3);

    const forbidden = harness([() => new Response('{}', { status: 403 })]);
    await tick();
    await tick();
    expect(forbidden.fetch).toHaveBeenCalledTimes(1);
  });

  it('backs off after drops, longer each time, and as long as a 429 asks', async () => {
    const h = harness([
      () => Promise.reject(new TypeError('network down')),
      () => streamOf([], { close: true }),
      () => new Response('{}', { status: 429, headers: { 'retry-after': '30' } }),
      () => streamOf(['event: ready\ndata: {}\n\n']),
    ]);
    await vi.waitFor(() => expect(h.signals).toEqual([{ type: 'open' }]));
    expect(h.sleeps).toEqual([1_000, 2_000, 30_000]);
    h.close();
  });

  it('stops reading when closed', async () => {
    const h = harness([() => streamOf(['event: ready\ndata: {}\n\n'])]);
    await vi.waitFor(() => expect(h.signals).toHaveLength(1));
    h.close();
    const init = h.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.signal?.aborted).toBe(true);
  });

  it('parses a block with several data lines, and a comment as nothing', () => {
    expect(parseBlock('event: x\ndata: a\ndata: b')).toEqual({ event: 'x', data: 'a\nb' });
    expect(parseBlock(': beat')).toBeNull();
  });
});
