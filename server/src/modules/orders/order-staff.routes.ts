import { idSchema } from '@contract/common';
import {
  assignInput,
  internOrder,
  markPaidAnswer,
  markPaidInput,
  noteInput,
  pricesInput,
  statusChangeInput,
} from '@contract/orders';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { App, RoutesPlugin } from '../../lib/context';
import { staffActor, staffScope } from '../audit';
import { registerLineEdits } from './lines/order-lines.routes';
import {
  assignOrder,
  changeStatus,
  deleteOrder,
  markPaid,
  setNote,
  updatePrices,
} from './order-actions.service';
import { orderViews } from './queries/order-views';

/* What the shop does with an order once it exists: read it, move it, note, assign, take its money, correct it, remove it. */

const uuidParams = z.object({ uuid: idSchema });
const member = { access: 'member' as const };
const ok = { 200: z.object({ ok: z.literal(true) }) };

export function registerStaffActions(app: App, ctx: Parameters<RoutesPlugin>[1]) {
  const { db, config, mail, texts } = ctx;
  const views = orderViews(db, ctx.caches);
  app.get('/api/orders/:uuid/intern', {
    config: member,
    schema: { summary: 'The florist’s view of an order', params: uuidParams, response: { 200: internOrder } },
    handler: (request) => views.intern(memberOf(request).businessId, request.params.uuid),
  });

  app.post('/api/orders/:uuid/status', {
    config: member,
    schema: {
      summary: 'Move the order to a status',
      params: uuidParams,
      body: statusChangeInput,
      response: ok,
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await changeStatus(db, {
        businessId,
        userId,
        uuid: request.params.uuid,
        to: request.body.status,
        publicUrl: config.publicUrl,
      });
      mail.kick();
      // A delivery marked done texts "delivered" to a customer who asked (docs/decisions/066).
      texts.kick();
      return { ok: true as const };
    },
  });

  app.post('/api/orders/:uuid/note', {
    config: member,
    schema: { summary: 'The shop’s private note', params: uuidParams, body: noteInput, response: ok },
    handler: async (request) => {
      await setNote(db, { ...staffScope(request), uuid: request.params.uuid, note: request.body.note });
      return { ok: true as const };
    },
  });

  app.post('/api/orders/:uuid/assign', {
    config: member,
    schema: {
      summary: 'Give the order to someone of the shop (or nobody)',
      params: uuidParams,
      body: assignInput,
      response: ok,
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await assignOrder(db, {
        businessId,
        uuid: request.params.uuid,
        assignedTo: request.body.assigned_to,
        actor: staffActor(userId),
      });
      return { ok: true as const };
    },
  });

  app.post('/api/orders/:uuid/paid', {
    config: member,
    schema: {
      summary: 'Record a payment taken in the shop',
      params: uuidParams,
      body: markPaidInput,
      response: { 200: markPaidAnswer },
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      const issued = await markPaid(db, {
        businessId,
        actor: staffActor(userId),
        uuid: request.params.uuid,
        paymentMethod: request.body.payment_method,
        publicUrl: config.publicUrl,
      });
      mail.kick();
      return { ok: true as const, issued_gift_cards: issued };
    },
  });

  app.post('/api/orders/:uuid/prices', {
    // Prices are the shop's money: owner and manager set them (docs/decisions/018).
    config: { access: 'staff' },
    schema: {
      summary: 'Correct the prices (until done)',
      params: uuidParams,
      body: pricesInput,
      response: ok,
    },
    handler: async (request) => {
      const { price, delivery_price } = request.body;
      const target = { businessId: memberOf(request).businessId, uuid: request.params.uuid };
      const actor = staffActor(memberOf(request).userId);
      await updatePrices(db, { ...target, price, deliveryPrice: delivery_price, actor });
      return { ok: true as const };
    },
  });

  registerLineEdits(app, ctx);

  app.delete('/api/orders/:uuid', {
    config: { access: 'staff' },
    schema: {
      summary: 'Remove the order from every list (kept for the books)',
      params: uuidParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      await deleteOrder(db, { businessId, uuid: request.params.uuid, actor: staffActor(userId) });
      return reply.status(204).send(null);
    },
  });
}
