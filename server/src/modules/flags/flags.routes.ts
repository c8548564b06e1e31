import { flagAnswer, flagParams } from '@contract/flags';
import { z } from 'zod';
import { userOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { isEnabled } from './flags.service';

export const flagsRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['gatekeeper']);

  app.get('/api/gatekeeper/check/:flag', {
    config: { access: 'user' },
    schema: {
      summary: 'A flag for the caller’s shop (its own value, else the global one)',
      params: flagParams,
      response: { 200: flagAnswer },
    },
    handler: async (request) => ({
      enabled: await isEnabled(db, { flag: request.params.flag, businessId: userOf(request).businessId }),
    }),
  });

  app.get('/api/gatekeeper/check/global/:flag', {
    config: { access: 'user' },
    schema: { summary: 'A flag’s global value', params: flagParams, response: { 200: flagAnswer } },
    handler: async (request) => ({
      enabled: await isEnabled(db, { flag: request.params.flag, businessId: null }),
    }),
  });

  // docs/product.md, Screens and navigation: subscriptions are "Coming Soon"; the list exists and is empty.
  app.get('/api/subscriptions', {
    config: { access: 'member' },
    schema: {
      tags: ['subscriptions'],
      summary: 'Subscriptions (coming later): always empty',
      response: { 200: z.object({ items: z.array(z.never()), count: z.literal(0) }) },
    },
    handler: async () => ({ items: [], count: 0 as const }),
  });
};
