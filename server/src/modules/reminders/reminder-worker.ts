import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { loggableError } from '../../lib/loggable-error';
import type { MailWorker } from '../mail';
import { queueDueReminders, type ReminderScope } from './reminder-due.service';

export interface ReminderWorker {
  /** Queues the reminder mails due by `now` and resolves with how many; tests move the clock with it. */
  checkDue(now?: Date, scope?: ReminderScope): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminders: ReminderWorker;
  }
}

/**
 * Looks for due reminders every `pollMs` (the due check of docs/decisions/065), checks of one
 * process never overlapping; the mails it queues go out through the outbox. A reminder is due for
 * a week, so an hourly look is plenty. `pollMs: null` (tests) starts no loop.
 */
export function createReminderWorker(
  app: FastifyInstance,
  { db, mail, pollMs }: { db: Db; mail: MailWorker; pollMs: number | null },
): ReminderWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const checkDue = (now?: Date, scope?: ReminderScope) => {
    const check = chain.then(async () => {
      const queued = await queueDueReminders(db, now, scope);
      if (queued > 0) mail.kick();
      return queued;
    });
    chain = check.catch(() => {});
    return check;
  };
  const run = () =>
    void checkDue().catch((error) =>
      app.log.warn({ err: loggableError(error) }, 'occasion reminder check failed; will try again'),
    );
  app.addHook('onReady', async () => {
    if (pollMs === null) return;
    timer = setInterval(run, pollMs);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await chain;
  });
  return { checkDue };
}
