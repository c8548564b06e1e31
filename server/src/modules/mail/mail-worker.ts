import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { loggableError } from '../../lib/loggable-error';
import type { AttachmentMaker, HeldMailReadier, Mailer } from '../../lib/mail';
import { type OutboxRun, type OutboxScope, processOutbox } from './outbox.service';

export interface MailWorker {
  /** Sends everything that is due and resolves when done; tests drive the outbox with it. */
  flush(): Promise<OutboxRun>;
  /** Asks for a run soon, e.g. after a request queued a mail (a no-op without the background loop). */
  kick(): void;
  /**
   * Runs the checks that queue mail of their own accord (the shop's morning summary), as the loop
   * does on every poll; tests call it with a moved clock.
   */
  check(now?: Date): Promise<void>;
}

/** Work that queues mail when its time comes, run before each poll's sending (app.ts names them). */
export type MailCheck = (now: Date) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailWorker;
  }
}

const KICK_DELAY_MS = 50;

/**
 * Sends the outbox in the background: every `pollMs` and when kicked. Runs of one process never
 * overlap; other processes skip the rows this one has claimed. `pollMs: null` (tests) starts no
 * loop, so that only flush() sends and tests stay deterministic.
 */
export function createMailWorker(
  app: FastifyInstance,
  {
    db,
    mailer,
    pollMs,
    scope,
    makeAttachment,
    readyHeldMail,
    origin,
    checks = [],
  }: {
    db: Db;
    mailer: Mailer;
    pollMs: number | null;
    scope?: OutboxScope;
    /** Makes the documents mails carry (app.ts passes the invoices' PDFs). */
    makeAttachment?: AttachmentMaker;
    /** Draws the codes of gift cards e-mailed on their day (app.ts passes the gift cards'). */
    readyHeldMail?: HeldMailReadier;
    /** PUBLIC_URL, for the links in customers' mails (lib/mail-layout.ts). */
    origin?: string;
    /** Each poll runs these first, one after another; one that fails leaves the others and the sending to run. */
    checks?: MailCheck[];
  },
): MailWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let kicked = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    const run = chain.then(() =>
      processOutbox(db, mailer, app.log, scope, { makeAttachment, readyHeldMail, origin }),
    );
    chain = run.catch(() => {});
    return run;
  };
  // Chained with the runs, so a check and the sending after it see the same outbox.
  const check = (now: Date = new Date()) => {
    const run = chain.then(async () => {
      for (const one of checks) {
        await one(now).catch((error) =>
          app.log.warn({ err: loggableError(error) }, 'mail check failed; will try again'),
        );
      }
    });
    chain = run.catch(() => {});
    return run;
  };
  const kick = () => {
    if (pollMs === null || closed || kicked) return;
    kicked = true;
    // A moment's wait lets the mails of many requests go out in one claim instead of one each: on
    // a peak day the claim ran once per order (docs/decisions/032). Nobody notices 50 ms in a mail.
    setTimeout(() => {
      kicked = false;
      if (closed) return;
      flush().catch((error) =>
        app.log.warn({ err: loggableError(error) }, 'mail outbox run failed; will try again'),
      );
    }, KICK_DELAY_MS);
  };

  app.addHook('onReady', async () => {
    if (pollMs === null) return;
    timer = setInterval(() => {
      check().catch(() => {});
      kick();
    }, pollMs);
    timer.unref();
    kick();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await chain;
    mailer.close();
  });
  return { flush, kick, check };
}
