import { idSchema } from '@contract/common';
import {
  deliveriesQuery,
  deliveryAttemptInput,
  deliveryRun,
  outForDeliveryInput,
} from '@contract/delivery-run';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { MAX_PHOTO_BYTES } from '../../lib/images';
import { tagRoutes } from '../../lib/route-tags';
import { shopAnswers } from '../../lib/shop-pages';
import { fileField, registerForms } from '../../lib/upload-forms';
import { listDeliveries, listDeliveryPage } from './deliveries.queries';
import {
  bringBackToShop,
  markDelivered,
  markDeliveryAttempted,
  sendOutForDelivery,
} from './delivery-run.service';

const uuidParams = z.object({ uuid: idSchema });
// Florists drive too: every step of the run is open to any member of the shop.
const member = { access: 'member' as const };
const ok = { 200: z.object({ ok: z.literal(true) }) };

/** The delivery run (docs/decisions/024): the day's stops, and each stop's steps. */
export const deliveriesRoutes: RoutesPlugin = (app, ctx) => {
  const { db, storage, config, mail, pushes, texts } = ctx;
  const runAnswer = shopAnswers(ctx.caches, 'orders');
  tagRoutes(app, ['deliveries']);
  // "Delivered" may carry the polaroid photo in the same form; the other steps are JSON or forms.
  registerForms(app, config.dataDir, { fields: 5, fieldSize: 2_000, files: 1, fileSize: MAX_PHOTO_BYTES });

  app.get('/api/deliveries', {
    config: member,
    schema: {
      summary:
        'A day’s delivery orders in window order, optionally one driver’s (driver=me or an id); a page of them with limit',
      querystring: deliveriesQuery,
      response: { 200: deliveryRun },
    },
    handler: (request, reply) => {
      const { businessId, userId } = memberOf(request);
      const { date, driver, limit, cursor } = request.query;
      const driverId = driver === 'me' ? userId : driver;
      // Kept with the order lists (docs/decisions/075), under the driver it names, not "me"; a
      // page by its limit and cursor (079).
      return runAnswer(
        request,
        reply,
        { businessId, route: 'run', query: { date, driverId, limit, cursor } },
        () =>
          limit === undefined
            ? listDeliveries(db, { businessId, date, driverId })
            : listDeliveryPage(db, { businessId, date, driverId, limit, cursor }),
      );
    },
  });

  app.post('/api/orders/:uuid/out-for-delivery', {
    config: member,
    schema: {
      summary: 'Send a ready delivery out with a driver of the team (driver_id) or a courier (driver_name)',
      params: uuidParams,
      body: outForDeliveryInput,
      response: ok,
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await sendOutForDelivery(db, {
        businessId,
        userId,
        uuid: request.params.uuid,
        driverId: request.body.driver_id,
        driverName: request.body.driver_name,
        publicUrl: config.publicUrl,
        texts: texts.on,
      });
      mail.kick();
      texts.kick();
      return { ok: true as const };
    },
  });

  app.post('/api/orders/:uuid/delivered', {
    config: member,
    schema: {
      summary: 'The stop is delivered (the order is done), with the polaroid_photo file if one was taken',
      params: uuidParams,
      // Without a photo the step needs no body at all.
      body: z.preprocess(
        (value) => value ?? {},
        z.object({
          polaroid_photo: fileField('Attach the photo as the file field polaroid_photo').optional(),
        }),
      ),
      response: ok,
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await markDelivered(db, storage, {
        businessId,
        userId,
        uuid: request.params.uuid,
        photo: request.body.polaroid_photo,
        publicUrl: config.publicUrl,
      });
      mail.kick();
      texts.kick();
      return { ok: true as const };
    },
  });

  app.post('/api/orders/:uuid/attempted', {
    config: member,
    schema: {
      summary: 'Nobody took the flowers: a note says what happened',
      params: uuidParams,
      body: deliveryAttemptInput,
      response: ok,
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await markDeliveryAttempted(db, {
        businessId,
        userId,
        uuid: request.params.uuid,
        note: request.body.note,
        texts: texts.on,
      });
      pushes.kick();
      texts.kick();
      return { ok: true as const };
    },
  });

  app.post('/api/orders/:uuid/back-in-shop', {
    config: member,
    schema: {
      summary: 'The flowers came back to the shop (the order stays ready)',
      params: uuidParams,
      body: z.unknown().optional(),
      response: ok,
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await bringBackToShop(db, { businessId, userId, uuid: request.params.uuid });
      return { ok: true as const };
    },
  });
};
