import http from 'node:http';

/** One Server-Sent Event as the stream sent it. */
export type SseEvent = { event: string; data: unknown };

type Answer = {
  status: number;
  headers: { get(name: string): string | null };
  body: AsyncIterable<Buffer> | null;
  ok: boolean;
  json(): Promise<{ code: string; details: Record<string, unknown> }>;
};

/**
 * GET {baseUrl}/api/live on a connection of its own (fetch keeps spare connections open, which
 * would hold the server's close up), closed when the stream is.
 */
function request(baseUrl: string, headers: Record<string, string>) {
  const req = http.get(`${baseUrl}/api/live`, { headers, agent: false });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      resolve({
        status,
        ok,
        headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
        body: ok ? res : null,
        async json() {
          let text = '';
          for await (const chunk of res) text += chunk;
          return JSON.parse(text);
        },
      });
    });
  });
  return { answer, abort: () => req.destroy() };
}

/**
 * Opens GET {baseUrl}/api/live as the browser does (a bearer token, asking for text/event-stream)
 * and collects its events, so that tests can wait for one (`next`).
 */
export async function openLive(baseUrl: string, access?: string, accept = 'text/event-stream') {
  const sent = request(baseUrl, { accept, ...(access ? { authorization: `Bearer ${access}` } : {}) });
  const response = await sent.answer;
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const done = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          at = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (name && data !== undefined) events.push({ event: name, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // closed by the test
    }
    ended = true;
    for (const wake of waiters) wake();
  })();

  /** The first event (after `from`) that matches, or an error after `timeoutMs`. */
  async function next(match: (e: SseEvent) => boolean, timeoutMs = 5_000, from = 0): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.slice(from).find(match);
      if (found) return found;
      if (ended) throw new Error(`stream ended without the event; got ${JSON.stringify(events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(wake, left);
        function wake() {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        }
        waiters.add(wake);
      });
    }
  }

  return {
    response,
    events,
    next,
    /** Whether the server closed the stream. */
    isEnded: () => ended,
    ended: done,
    close: sent.abort,
  };
}

export type LiveReader = Awaited<ReturnType<typeof openLive>>;
