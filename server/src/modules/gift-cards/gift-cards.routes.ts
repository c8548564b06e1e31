import { idSchema } from '@contract/common';
import { giftCardAdjustInput, giftCardDetail, giftCardListQuery, giftCardPage } from '@contract/gift-cards';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { adjustGiftCard, getGiftCard, listGiftCards } from './gift-card-admin.service';

const idParams = z.object({ id: idSchema });
// Gift cards are money the shop owes: owner and manager only (docs/decisions/044).
const staff = { access: 'staff' as const };

/** The staff's gift cards screen. The customer's side is under /api/orders/{uuid}/gift-card. */
export const giftCardsRoutes: RoutesPlugin = (app, { db }) => {
  const tags = ['gift-cards'];

  app.get('/api/gift-cards', {
    config: staff,
    schema: {
      tags,
      summary: 'The shop’s gift cards, newest first; q finds by the last four characters or the whole code',
      querystring: giftCardListQuery,
      response: { 200: giftCardPage },
    },
    handler: (request) => listGiftCards(db, { businessId: memberOf(request).businessId, ...request.query }),
  });

  app.get('/api/gift-cards/:id', {
    config: staff,
    schema: {
      tags,
      summary: 'One gift card with its ledger of movements',
      params: idParams,
      response: { 200: giftCardDetail },
    },
    handler: (request) =>
      getGiftCard(db, { businessId: memberOf(request).businessId, id: request.params.id }),
  });

  app.post('/api/gift-cards/:id/adjustments', {
    config: staff,
    schema: {
      tags,
      summary: 'Change a gift card’s balance by an amount (+ or −), with the reason',
      params: idParams,
      body: giftCardAdjustInput,
      response: { 200: giftCardDetail },
    },
    handler: (request) => {
      const { businessId, userId } = memberOf(request);
      return adjustGiftCard(db, { businessId, userId, id: request.params.id, ...request.body });
    },
  });
};
