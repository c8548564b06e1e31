import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown';

/**
 * A real server with a slow route, a database that records when it is closed, and an exit that
 * records its code instead of ending the test run.
 */
async function slowServer(requestMs: number | null) {
  const events: string[] = [];
  const app = Fastify({ logger: false });
  app.get('/slow', async () => {
    events.push('request started');
    if (requestMs === null) await new Promise(() => {});
    await new Promise((resolve) => setTimeout(resolve, requestMs ?? 0));
    events.push('request finished');
    return { done: true };
  });
  app.addHook('onClose', async () => {
    events.push('app closed');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const database = {
    close: async () => {
      events.push('database closed');
    },
  };
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const exit = (code: number) => {
    events.push(`exit ${code}`);
    exited(code);
  };
  return { app, events, url: `http://127.0.0.1:${port}/slow`, database, exit, exitCode };
}

let open: FastifyInstance | undefined;
afterEach(() => {
  open?.server.closeAllConnections();
  open = undefined;
});

describe('shutdown', () => {
  it('lets the request in flight finish, then closes the app and the database, and exits 0', async () => {
    const s = await slowServer(400);
    open = s.app;
    const shutdown = createShutdown({ app: s.app, database: s.database, deadlineMs: 5_000, exit: s.exit });
    const response = fetch(s.url);
    await expect.poll(() => s.events).toContain('request started');
    void shutdown('SIGTERM');
    // New connections are refused at once.
    await expect(fetch(s.url)).rejects.toThrow();
    expect(await (await response).json()).toEqual({ done: true });
    expect(await s.exitCode).toBe(0);
    expect(s.events).toEqual([
      'request started',
      'request finished',
      'app closed',
      'database closed',
      'exit 0',
    ]);
  });

  it('exits 1 at the deadline when a request hangs', async () => {
    const s = await slowServer(null);
    open = s.app;
    const shutdown = createShutdown({ app: s.app, database: s.database, deadlineMs: 300, exit: s.exit });
    void fetch(s.url).catch(() => {});
    await expect.poll(() => s.events).toContain('request started');
    const started = performance.now();
    void shutdown('SIGTERM');
    expect(await s.exitCode).toBe(1);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(s.events).toEqual(['request started', 'exit 1']);
  });

  it('runs once, however many signals arrive', async () => {
    const s = await slowServer(0);
    open = s.app;
    const shutdown = createShutdown({ app: s.app, database: s.database, exit: s.exit });
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(s.events).toEqual(['app closed', 'database closed', 'exit 0']);
  });
});
