import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { limitPublicCall } from '../../lib/public-limits';
import { handleInboundText } from './text-opt-out.service';

/** The provider's form fields this route reads; it sends many more, all of them signed. */
const inboundFields = z.object({ From: z.string().min(1).max(40), Body: z.string().max(2000) });

/**
 * Where the SMS provider posts answers to texts (its "incoming message" webhook): a STOP stops
 * texts to that number (text-opt-out.service.ts). The request must carry the provider's signature
 * of this address and its fields, made with the account's auth token; anything else is refused
 * before it is read further. The body is form-encoded and kept as sent until it is checked.
 */
export const textInboundRoutes: RoutesPlugin = (app, { db, config, sms }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/texts/inbound', {
    config: { access: 'public', errors: [403] },
    onRequest: limitPublicCall(db, config, 'text-inbound', () => ({})),
    schema: {
      tags: ['texts'],
      summary: 'The SMS provider’s incoming messages (signed): STOP and START',
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      if (!sms) throw new AppError('NOT_FOUND', 'Texts are not set up on this server.');
      const params = Object.fromEntries(
        new URLSearchParams(typeof request.body === 'string' ? request.body : ''),
      );
      const signature = request.headers['x-twilio-signature'];
      const signed = sms.verifyInbound({
        // The provider signs the address it was given: the public one, as the README tells.
        url: `${config.publicUrl}${request.url}`,
        params,
        signature: Array.isArray(signature) ? signature[0] : signature,
      });
      if (!signed) throw new AppError('PERMISSION_DENIED', 'The request is not signed by the SMS provider.');
      const fields = inboundFields.safeParse(params);
      if (!fields.success) throw new AppError('VALIDATION_ERROR', 'Not an incoming message.', {});
      const action = await handleInboundText(db, { from: fields.data.From, body: fields.data.Body });
      request.log.info({ action }, 'incoming text');
      return reply.status(204).send(null);
    },
  });
};
