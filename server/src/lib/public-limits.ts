import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { clientKey } from './client-key';
import { countsAsPublicCall } from './error-answers';
import { consume } from './rate-limit';

/*
 * What one client may call of the public API a minute (docs/decisions/016), as multiples of
 * PUBLIC_RATE_LIMIT (default 30): calls that write something get it once, the checks a form makes
 * while a person fills it in get it twice.
 */
const budgets = {
  'order-submit': 1,
  checkout: 1,
  'discount-code': 1,
  'delivery-availability': 2,
  'address-suggestions': 2,
  'order-calendar': 2,
  /** The storefront's full delivery windows: read from the database on every call, unlike its cached pages. */
  'full-windows': 2,
  /** An invoice or credit note drawn as a PDF for the customer (docs/decisions/047). */
  'document-pdf': 1,
} as const;

export type PublicCall = keyof typeof budgets;

export const publicBudget = (config: Config, call: PublicCall) => budgets[call] * config.publicRateLimit;

/**
 * An onRequest hook counting the call against the client's budget, before its body is read. People
 * of a shop, signed in, are not counted: the limits are for strangers.
 */
export function limitPublicCall(db: Db, config: Config, call: PublicCall) {
  return countsAsPublicCall(async (request: FastifyRequest) => {
    if (request.auth?.businessId) return;
    await consume(db, {
      key: `public:${call}:${clientKey(request)}`,
      max: publicBudget(config, call),
      windowSeconds: 60,
    });
  });
}
