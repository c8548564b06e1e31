import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { loggableError } from './lib/loggable-error';
import { deleteExpiredRateLimits } from './lib/rate-limit';
import { deleteStaleRefreshTokens, deleteStaleUserTokens } from './modules/auth';
import { deleteOldMail } from './modules/mail';
import { removeStaleDrafts } from './modules/orders';
import { deleteOldPushes } from './modules/push';
import { deleteOldShopMailDays } from './modules/shop-mail';

const HOUR = 60 * 60 * 1000;

/**
 * Hourly clean-up of rows that only ever grow: old rate-limit windows, expired sessions and links,
 * old mail and pushes, storefront orders customers started and never completed.
 */
export function startMaintenance(app: FastifyInstance, db: Db) {
  const tasks: [string, () => Promise<unknown>][] = [
    ['rate limits', () => deleteExpiredRateLimits(db)],
    ['refresh tokens', () => deleteStaleRefreshTokens(db)],
    ['user tokens', () => deleteStaleUserTokens(db)],
    ['old mail', () => deleteOldMail(db)],
    ['old pushes', () => deleteOldPushes(db)],
    ['old shop mail days', () => deleteOldShopMailDays(db)],
    ['stale drafts', () => removeStaleDrafts(db, { log: app.log })],
  ];
  // Each task on its own: one that fails leaves the others to run.
  const run = async () => {
    for (const [name, task] of tasks) {
      try {
        await task();
      } catch (error) {
        app.log.warn(
          { err: loggableError(error), task: name },
          'maintenance failed; will try again in an hour',
        );
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(run, HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
