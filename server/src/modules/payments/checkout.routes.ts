import { checkoutSession } from '@contract/card-payments';
import { idSchema } from '@contract/common';
import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { limitPublicCall } from '../../lib/public-limits';
import { startCheckout } from './checkout.service';

export const checkoutRoutes: RoutesPlugin = (app, { db, config, cards }) => {
  app.post('/api/checkout', {
    config: { access: 'public', errors: [503] },
    onRequest: limitPublicCall(db, config, 'checkout'),
    schema: {
      tags: ['payments'],
      summary: 'Start a card payment for an order',
      body: z.object({ uuid: idSchema }),
      response: { 200: checkoutSession },
    },
    handler: (request) => startCheckout(db, config, cards, { uuid: request.body.uuid }),
  });
};
