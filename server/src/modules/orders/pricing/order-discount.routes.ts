import { idSchema } from '@contract/common';
import { applyDiscountInput } from '@contract/discount-codes';
import { publicOrder } from '@contract/orders';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { RoutesPlugin } from '../../../lib/context';
import { countsAsPublicCall } from '../../../lib/error-answers';
import { limitPublicCall } from '../../../lib/public-limits';
import { consumeBatched } from '../../../lib/rate-limit';
import { tagRoutes } from '../../../lib/route-tags';
import { applyDiscount, removeDiscount } from './order-discount.service';

const uuidParams = z.object({ uuid: idSchema });

/** Codes one order may try an hour, whoever sends them: guessing from many addresses on one cart ends here. */
export const CODE_TRIES_PER_ORDER = 10;

function limitTriesPerOrder(db: Db) {
  return countsAsPublicCall(async (request: FastifyRequest) => {
    const given = (request.params as { uuid?: string }).uuid;
    // A malformed id names no order, so there is nothing to guess on: validation answers 400 (and
    // the caller's own public limit still counts it). One shared count for every malformed id
    // had turned anyone's typo into 429 once ten had been made anywhere within the hour.
    if (!idSchema.safeParse(given).success) return;
    await consumeBatched(db, {
      key: `discount-code:order:${given}`,
      max: CODE_TRIES_PER_ORDER,
      windowSeconds: 3600,
    });
  });
}

/** The customer applies a discount code on their order page (docs/decisions/043). */
export const orderDiscountRoutes: RoutesPlugin = (app, { db, config }) => {
  tagRoutes(app, ['orders']);

  app.post('/api/orders/:uuid/discount', {
    config: { access: 'public' },
    onRequest: [limitPublicCall(db, config, 'discount-code'), limitTriesPerOrder(db)],
    schema: {
      summary: 'Apply a discount code to the order while the customer may change it',
      params: uuidParams,
      body: applyDiscountInput,
      response: { 200: publicOrder },
    },
    handler: (request) => applyDiscount(db, { uuid: request.params.uuid, code: request.body.code }),
  });

  app.delete('/api/orders/:uuid/discount', {
    config: { access: 'public' },
    onRequest: [limitPublicCall(db, config, 'discount-code')],
    schema: {
      summary: 'Take the discount code off the order',
      params: uuidParams,
      response: { 200: publicOrder },
    },
    handler: (request) => removeDiscount(db, { uuid: request.params.uuid }),
  });
};
