import { idSchema } from '@contract/common';
import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { startCheckout } from './checkout.service';

export const checkoutRoutes: RoutesPlugin = (app, { db, config }) => {
  app.post('/api/checkout', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      summary: 'Start a card payment for an order',
      body: z.object({ uuid: idSchema }),
      response: { 200: z.object({ sessionId: z.string(), url: z.string() }) },
    },
    handler: (request) => startCheckout(db, config, { uuid: request.body.uuid }),
  });
};
