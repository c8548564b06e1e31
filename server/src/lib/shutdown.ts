import type { FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error';

/** After this, requests still running are given up and the process exits with 1. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

const IDLE_REAP_MS = 100;

type Closable = { close(): Promise<void> };

/**
 * What SIGTERM/SIGINT run: stop taking connections, let the requests in flight finish, stop the
 * mail worker and the maintenance timer (the app's onClose hooks), then close the database. A
 * request that hangs past the deadline does not keep the process alive: exit 1, so the
 * orchestrator knows the stop was not clean.
 */
export function createShutdown({
  app,
  database,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
  exit = (code: number) => process.exit(code),
}: {
  app: FastifyInstance;
  database: Closable;
  deadlineMs?: number;
  exit?: (code: number) => void;
}): (signal: string) => Promise<void> {
  let started = false;
  return async (signal) => {
    // A second signal while closing changes nothing; the deadline still holds.
    if (started) return;
    started = true;
    app.log.info(`${signal} received; finishing requests in flight, then closing`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still running after ${deadlineMs} ms; exiting without them`);
      exit(1);
    }, deadlineMs);
    // Node closes the connections that are idle when closing starts; a keep-alive connection whose
    // request finishes later would stay open (and keep close() waiting) until its timeout.
    const reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_MS);
    try {
      await app.close().finally(() => clearInterval(reaper));
      await database.close();
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      clearTimeout(deadline);
      app.log.error({ err: loggableError(error) }, 'closing failed');
      exit(1);
    }
  };
}
