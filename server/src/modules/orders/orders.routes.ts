import { idSchema } from '@contract/common';
import { orderSearchPage, orderSearchQuery } from '@contract/order-search';
import { orderSubmitInput } from '@contract/order-submission';
import { disabledDates, disabledDatesQuery, slotsQuery } from '@contract/order-time';
import {
  addressSuggestions,
  addressSuggestionsQuery,
  calendarDays,
  calendarPage,
  calendarPageQuery,
  calendarQuery,
  orderDraftInput,
  orderOptions,
  publicOrder,
} from '@contract/orders';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { createPhotonGeocoder } from '../../lib/geocoder';
import { MAX_PHOTO_BYTES } from '../../lib/images';
import { limitPublicCall } from '../../lib/public-limits';
import { tagRoutes } from '../../lib/route-tags';
import { shopAnswers } from '../../lib/shop-pages';
import { deletePhoto, storePhoto } from '../../lib/storage';
import { fileField, registerForms, type UploadedFile } from '../../lib/upload-forms';
import { staffScope } from '../audit';
import { suggestAddresses } from './address-suggestions.service';
import { createDraft } from './drafts/drafts.service';
import { getOrderOptions } from './order-options.service';
import { setOrderPhoto } from './order-photos.service';
import { registerStaffActions } from './order-staff.routes';
import { listCalendarPage } from './queries/calendar-pages';
import { listCalendar, listCalendarDays } from './queries/order-queries';
import { searchOrders } from './queries/order-search.service';
import { orderViews } from './queries/order-views';
import { closedDatesForOrder, slotsForOrder } from './submission/order-slots.service';
import { submitOrder } from './submission/submit.service';
import { ensureSubmittable, senderOf } from './submission/submit-guard';

const uuidParams = z.object({ uuid: idSchema });
const draftForm = orderDraftInput.extend({
  photo_reference: fileField('Attach the photo as a file').optional(),
});
const member = { access: 'member' as const };

export const ordersRoutes: RoutesPlugin = (app, ctx) => {
  const { db, storage, config, cards, mail, pushes } = ctx;
  const listAnswer = shopAnswers(ctx.caches, 'orders');
  const views = orderViews(db, ctx.caches);
  tagRoutes(app, ['orders']);
  // docs/product.md, Calls and forms: drafts and submissions arrive as form data; JSON is accepted too.
  // A draft's `lines` field holds up to 20 lines of 20 add-ons each: about 19 000 bytes of JSON text.
  registerForms(app, config.dataDir, { fields: 40, fieldSize: 24_000, files: 1, fileSize: MAX_PHOTO_BYTES });

  app.post('/api/orders/draft', {
    config: member,
    schema: {
      summary: 'Start an order for a customer to complete (form data, with an optional photo_reference file)',
      body: draftForm,
      response: { 201: publicOrder },
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      const { photo_reference: photo, ...input } = request.body;
      // The photo is checked and stored first, so that a bad photo leaves no draft behind.
      const stored = photo ? await storePhoto(storage, photo) : null;
      try {
        const draft = await createDraft(db, {
          businessId,
          userId,
          input,
          photoReference: stored?.url ?? null,
        });
        return reply.status(201).send(draft);
      } catch (error) {
        if (stored) await deletePhoto(storage, stored.key);
        throw error;
      }
    },
  });

  app.get('/api/orders', {
    config: member,
    schema: {
      summary:
        'A page of a list view, searched and filtered, paged by offset or through the whole history by cursor',
      querystring: orderSearchQuery,
      response: { 200: orderSearchPage },
    },
    handler: (request, reply) => {
      const { businessId } = memberOf(request);
      return listAnswer(request, reply, { businessId, route: 'list', query: request.query }, () =>
        searchOrders(db, { businessId, query: request.query }),
      );
    },
  });

  app.get('/api/orders/calendar', {
    config: { access: 'staff' },
    schema: {
      summary:
        'Submitted orders by delivery date (at most 62 days): all of them, or with `limit` a page and the range’s count',
      querystring: calendarPageQuery,
      response: { 200: calendarPage },
    },
    handler: (request, reply) => {
      const { businessId } = memberOf(request);
      const { start_date: start, end_date: end, limit, cursor } = request.query;
      // The query (limit and cursor included) names the kept page.
      return listAnswer(request, reply, { businessId, route: 'calendar', query: request.query }, () =>
        limit === undefined
          ? listCalendar(db, { businessId, start, end })
          : listCalendarPage(db, { businessId, start, end, limit, cursor }),
      );
    },
  });

  app.get('/api/orders/calendar/days', {
    config: { access: 'staff' },
    schema: {
      summary: 'Per day of a range (at most 62 days): how many submitted orders, and the first few',
      querystring: calendarQuery,
      response: { 200: calendarDays },
    },
    handler: (request, reply) => {
      const { businessId } = memberOf(request);
      const { start_date: start, end_date: end } = request.query;
      return listAnswer(request, reply, { businessId, route: 'calendar-days', query: request.query }, () =>
        listCalendarDays(db, { businessId, start, end }),
      );
    },
  });

  app.get('/api/orders/:uuid', {
    config: { access: 'public' },
    schema: {
      summary: 'The customer’s view of an order',
      params: uuidParams,
      response: { 200: publicOrder },
    },
    handler: (request) => views.public(request.params.uuid),
  });

  app.post('/api/orders/:uuid', {
    // No file belongs in this form: a file part is refused at once rather than read.
    config: { access: 'public', multipartOptions: { limits: { files: 0, fields: 30 } } },
    // Before the form is read: the client's budget, then whether there is an order to complete.
    onRequest: [
      limitPublicCall(db, config, 'order-submit'),
      (request) =>
        ensureSubmittable(db, { uuid: (request.params as { uuid: string }).uuid, sender: senderOf(request) }),
    ],
    schema: {
      summary: 'The customer (or staff, signed in) completes or corrects the order (form data)',
      params: uuidParams,
      body: orderSubmitInput,
      response: { 200: publicOrder },
    },
    handler: async (request) => {
      const order = await submitOrder(db, {
        uuid: request.params.uuid,
        input: request.body,
        sender: senderOf(request),
        publicUrl: config.publicUrl,
      });
      mail.kick();
      pushes.kick();
      return order;
    },
  });

  app.get('/api/orders/:uuid/options', {
    config: { access: 'public' },
    schema: {
      summary: 'What the customer’s form offers: settings, pickup locations, zip codes served',
      params: uuidParams,
      response: { 200: orderOptions },
    },
    handler: (request) => getOrderOptions(db, { uuid: request.params.uuid, cardsConfigured: Boolean(cards) }),
  });

  const geocoder = config.geocoderUrl ? createPhotonGeocoder(config.geocoderUrl) : null;
  app.get('/api/orders/:uuid/address-suggestions', {
    config: { access: 'public' },
    onRequest: limitPublicCall(db, config, 'address-suggestions'),
    schema: {
      summary: 'Address suggestions for the customer’s form',
      params: uuidParams,
      querystring: addressSuggestionsQuery,
      response: { 200: addressSuggestions },
    },
    handler: (request) =>
      suggestAddresses(db, geocoder, { uuid: request.params.uuid, query: request.query.q }),
  });

  app.get('/api/orders/:uuid/timeslots', {
    config: { access: 'public' },
    onRequest: limitPublicCall(db, config, 'order-calendar'),
    schema: {
      summary: 'The windows this order may choose on a date',
      params: uuidParams,
      querystring: slotsQuery,
      response: { 200: z.array(z.string()) },
    },
    handler: (request) =>
      slotsForOrder(db, {
        uuid: request.params.uuid,
        date: request.query.date,
        windowType: request.query.window_type,
      }),
  });

  app.get('/api/orders/:uuid/disabled-dates', {
    config: { access: 'public' },
    onRequest: limitPublicCall(db, config, 'order-calendar'),
    schema: {
      summary: 'Closed weekdays and closed or full dates for this order',
      params: uuidParams,
      querystring: disabledDatesQuery,
      response: { 200: disabledDates },
    },
    handler: (request) =>
      closedDatesForOrder(db, { uuid: request.params.uuid, windowType: request.query.window_type }),
  });

  registerStaffActions(app, ctx);

  for (const [kind, field] of [
    ['reference', 'photo_reference'],
    ['polaroid', 'polaroid_photo'],
  ] as const) {
    app.post(`/api/orders/:uuid/${kind}`, {
      config: member,
      schema: {
        summary:
          kind === 'reference'
            ? 'The inspiration photo (multipart field photo_reference)'
            : 'The finished bouquet (multipart field polaroid_photo)',
        params: uuidParams,
        body: z.object({ [field]: fileField(`Attach the photo as the file field ${field}`) }),
        response: { 200: z.object({ [field]: z.string() }) },
      },
      handler: async (request) => {
        const file = (request.body as Record<string, UploadedFile>)[field] as UploadedFile;
        const url = await setOrderPhoto(db, storage, {
          ...staffScope(request),
          uuid: request.params.uuid,
          kind,
          file,
        });
        return { [field]: url };
      },
    });
  }
};
