import { idSchema } from '@contract/common';
import { orderRefunds, refundInput, unpaidInput } from '@contract/counter';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffActor } from '../audit';
import { undoPayment } from './order-payment.service';
import { listRefunds, refundOrder } from './order-refunds.service';

const uuidParams = z.object({ uuid: idSchema });
// Money going back is the shop's decision: owner and manager (docs/decisions/026).
const staff = { access: 'staff' as const };

/** Undoing a payment recorded by mistake, and giving money back. */
export const refundsRoutes: RoutesPlugin = (app, { db, mail }) => {
  tagRoutes(app, ['payments']);

  app.post('/api/orders/:uuid/unpaid', {
    config: staff,
    schema: {
      summary: 'Undo a payment recorded in the shop (with the reason)',
      params: uuidParams,
      body: unpaidInput,
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await db.transaction((tx) =>
        undoPayment(tx, {
          businessId,
          uuid: request.params.uuid,
          reason: request.body.reason,
          actor: staffActor(userId),
        }),
      );
      return { ok: true as const };
    },
  });

  app.post('/api/orders/:uuid/refunds', {
    config: staff,
    schema: {
      summary: 'Give back money of a payment taken in the shop, in full or in part',
      params: uuidParams,
      body: refundInput,
      response: { 201: orderRefunds },
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      const target = { businessId, uuid: request.params.uuid };
      await refundOrder(db, { ...target, ...request.body, actor: staffActor(userId) });
      // The credit note goes to the customer (docs/decisions/047).
      mail.kick();
      return reply.status(201).send(await listRefunds(db, target));
    },
  });

  app.get('/api/orders/:uuid/refunds', {
    config: staff,
    schema: {
      summary: 'The order’s refunds and what is left to give back',
      params: uuidParams,
      response: { 200: orderRefunds },
    },
    handler: (request) =>
      listRefunds(db, { businessId: memberOf(request).businessId, uuid: request.params.uuid }),
  });
};
