import { idSchema } from '@contract/common';
import { pickLanguage } from '@contract/languages';
import { businessUrlParams } from '@contract/products';
import {
  customerReminder,
  customerReminderUpdate,
  orderReminder,
  orderReminderInput,
  reminderRecipient,
  reminderRecipientInput,
} from '@contract/reminders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { limitPublicCall } from '../../lib/public-limits';
import { tagRoutes } from '../../lib/route-tags';
import { listCustomerReminders, stopCustomerReminder } from './customer-reminders.service';
import { readOrderReminder, setOrderReminder } from './order-reminder.service';
import { recipientForToken, unsubscribe, unsubscribeFacts } from './reminder-links.service';
import { unknownLinkPage, unsubscribeAskPage, unsubscribedPage } from './unsubscribe-page';

const orderParams = z.object({ uuid: idSchema });
const customerParams = z.object({ id: idSchema });
const reminderParams = z.object({ id: idSchema, reminderId: idSchema });
/** Any text here: a bad token is answered with the page that says so, not with a JSON error. */
const unsubscribeParams = businessUrlParams.extend({ token: z.string().max(100) });
const staff = { access: 'staff' as const };
const HTML = 'text/html; charset=utf-8';

/** Occasion reminders (docs/decisions/065): the order page's box, the mail's two links, and staff's view. */
export const remindersRoutes: RoutesPlugin = (app, { db, config }) => {
  tagRoutes(app, ['reminders']);
  const limit = limitPublicCall(db, config, 'occasion-reminder');

  app.get('/api/orders/:uuid/reminder', {
    config: { access: 'public' },
    onRequest: limit,
    schema: {
      summary: 'Whether the customer asked to be reminded of the occasion next year',
      params: orderParams,
      response: { 200: orderReminder },
    },
    handler: (request) => readOrderReminder(db, request.params.uuid),
  });

  app.put('/api/orders/:uuid/reminder', {
    config: { access: 'public' },
    onRequest: limit,
    schema: {
      summary: 'The customer ticks or unticks “remind me next year” for the occasion',
      params: orderParams,
      body: orderReminderInput,
      response: { 200: orderReminder },
    },
    handler: (request) => setOrderReminder(db, { uuid: request.params.uuid, input: request.body }),
  });

  app.post('/api/storefront/:businessUrl/reminder', {
    config: { access: 'public' },
    onRequest: limit,
    schema: {
      summary: 'Whom a reminder mail’s order went to, for a new order to them (the mail’s token)',
      params: businessUrlParams,
      body: reminderRecipientInput,
      response: { 200: reminderRecipient },
    },
    handler: (request) =>
      recipientForToken(db, { shopUrl: request.params.businessUrl, token: request.body.token }),
  });

  // RFC 8058: mail programs post `List-Unsubscribe=One-Click` as either form type; nothing in it matters.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );
  const pageOptions = {
    config: { access: 'public' as const, errors: [429] as const },
    schema: { hide: true, params: unsubscribeParams },
    onRequest: limit,
  };
  type PageRequest = FastifyRequest<{ Params: z.infer<typeof unsubscribeParams> }>;
  const answer = (
    request: PageRequest,
    reply: FastifyReply,
    work: (link: { shopUrl: string; token: string }) => Promise<string>,
  ) =>
    work({ shopUrl: request.params.businessUrl, token: request.params.token })
      .then((html) => reply.type(HTML).header('cache-control', 'no-store').send(html))
      .catch((error: unknown) => {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        const language = pickLanguage(request.headers['accept-language']?.split(',') ?? [], 'en');
        return reply.code(404).type(HTML).header('cache-control', 'no-store').send(unknownLinkPage(language));
      });

  app.get('/:businessUrl/unsubscribe/:token', {
    ...pageOptions,
    handler: (request, reply) =>
      answer(request, reply, async (link) => {
        const facts = await unsubscribeFacts(db, link);
        return facts.stopped ? unsubscribedPage(facts) : unsubscribeAskPage(facts);
      }),
  });

  app.post('/:businessUrl/unsubscribe/:token', {
    ...pageOptions,
    handler: (request, reply) =>
      answer(request, reply, async (link) => unsubscribedPage(await unsubscribe(db, link))),
  });

  app.get('/api/customers/:id/reminders', {
    config: staff,
    schema: {
      summary: 'The customer’s occasion reminders',
      params: customerParams,
      response: { 200: z.object({ items: z.array(customerReminder) }) },
    },
    handler: async (request) => ({
      items: await listCustomerReminders(db, {
        businessId: memberOf(request).businessId,
        customerId: request.params.id,
      }),
    }),
  });

  app.patch('/api/customers/:id/reminders/:reminderId', {
    config: staff,
    schema: {
      summary: 'Switch off one of the customer’s occasion reminders',
      params: reminderParams,
      body: customerReminderUpdate,
      response: { 200: customerReminder },
    },
    handler: (request) =>
      stopCustomerReminder(db, {
        businessId: memberOf(request).businessId,
        customerId: request.params.id,
        reminderId: request.params.reminderId,
      }),
  });
};
