import { idSchema } from '@contract/common';
import { giftCardApplyInput } from '@contract/gift-cards';
import { publicOrder } from '@contract/orders';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientKey } from '../../lib/client-key';
import type { RoutesPlugin } from '../../lib/context';
import { countsAsPublicCall } from '../../lib/error-answers';
import { limitPublicCall } from '../../lib/public-limits';
import { consume } from '../../lib/rate-limit';
import { tagRoutes } from '../../lib/route-tags';
import { applyGiftCard, GIFT_CARD_TRIES, removeGiftCard } from '../gift-cards';
import { findOrder } from './order-store.service';
import { getPublicOrder } from './queries/order-queries';
import { ensureChangeable, senderOf } from './submission/submit-guard';

const uuidParams = z.object({ uuid: idSchema });

/* Guessing codes is the attack: every try counts, right or wrong, before the code is looked at. */
function limitGiftCardTries(db: Db) {
  return countsAsPublicCall(async (request: FastifyRequest) => {
    // This runs before the address is checked: a malformed one counts under one key of its own.
    const given = (request.params as { uuid?: string }).uuid;
    const uuid = idSchema.safeParse(given).success ? given : 'malformed';
    await consume(db, {
      key: `gift-card:client:${clientKey(request)}`,
      max: GIFT_CARD_TRIES.perClient,
      windowSeconds: GIFT_CARD_TRIES.windowSeconds,
    });
    await consume(db, {
      key: `gift-card:order:${uuid}`,
      max: GIFT_CARD_TRIES.perOrder,
      windowSeconds: GIFT_CARD_TRIES.windowSeconds,
    });
  });
}

/** The order, locked, while the sender may still change it. */
async function changeableOrder(db: Db, uuid: string, sender: ReturnType<typeof senderOf>) {
  const order = await findOrder(db, { uuid, lock: true });
  ensureChangeable(order, sender);
  return order;
}

/** The customer pays with a gift card on their order page. */
export const orderGiftCardsRoutes: RoutesPlugin = (app, { db, config }) => {
  tagRoutes(app, ['orders']);

  app.post('/api/orders/:uuid/gift-card', {
    config: { access: 'public' },
    onRequest: limitGiftCardTries(db),
    schema: {
      summary: 'Apply a gift card to the order: it pays what it holds when the order is submitted',
      params: uuidParams,
      body: giftCardApplyInput,
      response: { 200: publicOrder },
    },
    handler: async (request) => {
      const { uuid } = request.params;
      await db.transaction(async (tx) => {
        const order = await changeableOrder(tx, uuid, senderOf(request));
        await applyGiftCard(tx, { order, code: request.body.code });
      });
      return getPublicOrder(db, { uuid });
    },
  });

  app.delete('/api/orders/:uuid/gift-card', {
    config: { access: 'public' },
    onRequest: limitPublicCall(db, config, 'order-submit'),
    schema: {
      summary: 'Take a gift card off the order (id: one of its payments; without: all of them)',
      params: uuidParams,
      querystring: z.object({ id: idSchema.optional() }),
      response: { 200: publicOrder },
    },
    handler: async (request) => {
      const { uuid } = request.params;
      await db.transaction(async (tx) => {
        const order = await changeableOrder(tx, uuid, senderOf(request));
        await removeGiftCard(tx, { order, id: request.query.id });
      });
      return getPublicOrder(db, { uuid });
    },
  });
};
