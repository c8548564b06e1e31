import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { queueDuePushes } from './due-orders.service';
import { type PushRun, processPushOutbox } from './push-outbox.service';
import type { PushSender } from './push-sender';

export interface PushWorker {
  /** Sends every push that is due and resolves when done; tests drive the outbox with it. */
  flush(now?: Date): Promise<PushRun>;
  /** Asks for a run soon, after a request queued a push (a no-op without the background loop). */
  kick(): void;
  /** Queues the orders due within the hour and not ready; the loop does it on every poll. */
  checkDue(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushes: PushWorker;
  }
}

const KICK_DELAY_MS = 50;

/**
 * Sends queued pushes in the background, as the mail worker sends mail: every `pollMs` and when
 * kicked, runs of one process never overlapping. `pollMs: null` (tests) starts no loop.
 */
export function createPushWorker(
  app: FastifyInstance,
  { db, send, pollMs }: { db: Db; send: PushSender; pollMs: number | null },
): PushWorker {
  const log: FastifyBaseLogger = app.log;
  let chain: Promise<unknown> = Promise.resolve();
  let kicked = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const flush = (now?: Date) => {
    const run = chain.then(() => processPushOutbox(db, send, log, now));
    chain = run.catch(() => {});
    return run;
  };
  // Chained with the runs, so a check and the run after it see the same queue.
  const checkDue = (now?: Date) => {
    const check = chain.then(() => queueDuePushes(db, now));
    chain = check.catch(() => {});
    return check;
  };
  const kick = () => {
    if (pollMs === null || closed || kicked) return;
    kicked = true;
    setTimeout(() => {
      kicked = false;
      if (closed) return;
      flush().catch((error) => log.warn({ err: error }, 'push outbox run failed; will try again'));
    }, KICK_DELAY_MS);
  };

  app.addHook('onReady', async () => {
    if (pollMs === null) return;
    timer = setInterval(() => {
      checkDue().catch((error) => log.warn({ err: error }, 'due orders check failed; will try again'));
      kick();
    }, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await chain;
  });
  return { flush, kick, checkDue };
}
