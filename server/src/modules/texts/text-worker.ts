import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsSender } from '../../lib/sms';
import { processTextOutbox, type TextRun } from './text-outbox.service';

export interface TextWorker {
  /** Whether the server can send texts at all (SMS_* settings); off, nothing is queued. */
  readonly on: boolean;
  /** Sends every text that is due and resolves when done; tests drive the outbox with it. */
  flush(now?: Date): Promise<TextRun>;
  /** Asks for a run soon, after a request queued a text (a no-op without the background loop). */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    texts: TextWorker;
  }
}

const KICK_DELAY_MS = 50;

/**
 * Sends queued texts in the background as the mail worker sends mail: every `pollMs` and when
 * kicked, runs of one process never overlapping. Without a provider (`sms` undefined) there is no
 * loop and nothing is ever queued. `pollMs: null` (tests) starts no loop either.
 */
export function createTextWorker(
  app: FastifyInstance,
  { db, sms, pollMs }: { db: Db; sms: SmsSender | undefined; pollMs: number | null },
): TextWorker {
  const log: FastifyBaseLogger = app.log;
  let chain: Promise<unknown> = Promise.resolve();
  let kicked = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const flush = (now?: Date) => {
    const run = chain.then(() =>
      sms ? processTextOutbox(db, sms, log, now) : { sent: 0, held: 0, dropped: 0, failed: 0 },
    );
    chain = run.catch(() => {});
    return run;
  };
  const kick = () => {
    if (!sms || pollMs === null || closed || kicked) return;
    kicked = true;
    setTimeout(() => {
      kicked = false;
      if (closed) return;
      flush().catch((error) => log.warn({ err: error }, 'text outbox run failed; will try again'));
    }, KICK_DELAY_MS);
  };

  app.addHook('onReady', async () => {
    if (!sms || pollMs === null) return;
    timer = setInterval(kick, pollMs);
    timer.unref();
    kick();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await chain;
  });
  return { on: Boolean(sms), flush, kick };
}
