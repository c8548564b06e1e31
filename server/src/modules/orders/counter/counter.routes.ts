import { idSchema } from '@contract/common';
import {
  counterOptions,
  counterOptionsQuery,
  counterOrderAnswer,
  counterOrderInput,
} from '@contract/counter';
import { z } from 'zod';
import { memberOf } from '../../../lib/auth-guards';
import type { RoutesPlugin } from '../../../lib/context';
import { tagRoutes } from '../../../lib/route-tags';
import { staffActor } from '../../audit';
import { emailReceipt } from '../mails/receipt-mail';
import { createCounterOrder } from './counter.service';
import { getCounterOptions } from './counter-options.service';
import { countRefusedCode, ensureCounterCodesAllowed } from './counter-redeem';

const uuidParams = z.object({ uuid: idSchema });

/** Orders taken at the counter or on the phone, and their receipts. */
export const counterRoutes: RoutesPlugin = (app, { db, config, mail }) => {
  tagRoutes(app, ['orders']);

  app.post('/api/orders/counter', {
    // 429: gift card codes tried too often (counter-redeem.ts).
    config: { access: 'member', errors: [429] },
    schema: {
      summary: 'Take a whole order at the counter or on the phone, submitted (and paid) at once',
      body: counterOrderInput,
      response: { 201: counterOrderAnswer },
    },
    handler: async (request, reply) => {
      const { businessId, userId, role } = memberOf(request);
      const who = { userId, businessId };
      if (request.body.redeem_gift_cards.length > 0) await ensureCounterCodesAllowed(db, who);
      const order = await createCounterOrder(db, {
        businessId,
        userId,
        mayOverride: role === 'owner' || role === 'manager',
        input: request.body,
        publicUrl: config.publicUrl,
      }).catch(async (error: unknown) => {
        await countRefusedCode(db, who, error);
        throw error;
      });
      mail.kick();
      return reply.status(201).send(order);
    },
  });

  app.get('/api/orders/counter/options', {
    config: { access: 'member' },
    schema: {
      summary: 'Pickup locations and a day’s windows, with the override each full or closed one needs',
      querystring: counterOptionsQuery,
      response: { 200: counterOptions },
    },
    handler: (request) =>
      getCounterOptions(db, { businessId: memberOf(request).businessId, ...request.query }),
  });

  app.post('/api/orders/:uuid/receipt-mail', {
    config: { access: 'member', errors: [429] },
    schema: {
      summary: 'E-mail the receipt to the customer’s address, in the shop’s name',
      params: uuidParams,
      response: { 202: z.object({ ok: z.literal(true) }) },
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      await emailReceipt(db, {
        businessId,
        uuid: request.params.uuid,
        actor: staffActor(userId),
        publicUrl: config.publicUrl,
      });
      mail.kick();
      return reply.status(202).send({ ok: true as const });
    },
  });
};
