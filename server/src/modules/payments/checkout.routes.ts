import { checkoutSession } from '@contract/card-payments';
import { idSchema } from '@contract/common';
import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { limitPublicCall } from '../../lib/public-limits';
import { startCheckout } from './checkout.service';

export const checkoutRoutes: RoutesPlugin = (app, { db, config, cards }) => {
  app.post('/api/checkout', {
    config: { access: 'public', errors: [429, 503] },
    // The order is named in the body: counted once the body is read (a few bytes), before it is checked.
    preValidation: limitPublicCall(db, config, 'checkout', (request) => ({
      uuid: (request.body as { uuid?: string } | undefined)?.uuid,
    })),
    schema: {
      tags: ['payments'],
      summary: 'Start a card payment for an order',
      body: z.object({ uuid: idSchema }),
      response: { 200: checkoutSession },
    },
    handler: (request) => startCheckout(db, config, cards, { uuid: request.body.uuid }),
  });
};
