import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { handleEvent, readEvent } from './webhook.service';

/**
 * Where the card provider reports payments. The signature covers the exact bytes sent, so in this
 * scope JSON bodies stay raw until the signature is checked.
 */
export const webhookRoutes: RoutesPlugin = (app, { db, cards, config, mail, pushes }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/stripe/webhook', {
    config: { access: 'public', errors: [503] },
    schema: {
      tags: ['payments'],
      summary: "The card provider's payment events (signed)",
      response: {
        200: z.object({
          received: z.literal(true),
          duplicate: z.boolean().optional(),
          changed: z.number().optional(),
        }),
      },
    },
    handler: async (request) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      const event = readEvent(cards, payload, Array.isArray(signature) ? signature[0] : signature);
      const outcome = await handleEvent(db, event, request.log, config.publicUrl);
      if (outcome.changed) {
        mail.kick();
        pushes.kick();
      }
      request.log.info({ event: event.id, type: event.type, ...outcome }, 'card payment event');
      return outcome;
    },
  });
};
