import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { deleteExpiredRateLimits } from './lib/rate-limit';
import { deleteStaleRefreshTokens } from './modules/auth/refresh-tokens.service';
import { deleteStaleUserTokens } from './modules/auth/user-tokens.service';
import { deleteOldMail } from './modules/mail/outbox.service';
import { removeStaleDrafts } from './modules/orders/stale-drafts';

const HOUR = 60 * 60 * 1000;

/**
 * Hourly clean-up of rows that only ever grow: old rate-limit windows, expired sessions and links,
 * old mail, storefront orders customers started and never completed.
 */
export function startMaintenance(app: FastifyInstance, db: Db) {
  const run = async () => {
    try {
      await deleteExpiredRateLimits(db);
      await deleteStaleRefreshTokens(db);
      await deleteStaleUserTokens(db);
      await deleteOldMail(db);
      await removeStaleDrafts(db);
    } catch (error) {
      app.log.warn({ err: error }, 'maintenance failed; will try again in an hour');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(run, HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
