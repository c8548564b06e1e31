import { idSchema, listOf } from '@contract/common';
import { productOption, productOptionInput, productOptionPatch } from '@contract/product-lines';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffActor } from '../audit';
import { createOption, deleteOption, listOptions, updateOption } from './product-options.service';

const params = z.object({ id: idSchema });
const staff = { access: 'staff' as const };

/** The shop's add-ons (docs/decisions/040): everyone of the team sees them, owner and managers change them. */
export const productOptionsRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['products']);

  app.get('/api/product-options/', {
    config: { access: 'member' },
    schema: { summary: 'The shop’s add-ons in display order', response: { 200: listOf(productOption) } },
    handler: async (request) => {
      const items = await listOptions(db, { businessId: memberOf(request).businessId });
      return { items, count: items.length };
    },
  });

  app.post('/api/product-options/', {
    config: staff,
    schema: { summary: 'Add an add-on', body: productOptionInput, response: { 201: productOption } },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      const created = await createOption(db, { businessId, actor: staffActor(userId), input: request.body });
      return reply.status(201).send(created);
    },
  });

  app.patch('/api/product-options/:id', {
    config: staff,
    schema: {
      summary: 'Change an add-on',
      params,
      body: productOptionPatch,
      response: { 200: productOption },
    },
    handler: (request) => {
      const { businessId, userId } = memberOf(request);
      return updateOption(db, {
        businessId,
        actor: staffActor(userId),
        optionId: request.params.id,
        patch: request.body,
      });
    },
  });

  app.delete('/api/product-options/:id', {
    config: staff,
    schema: {
      summary: 'Remove an add-on; past orders keep it, products stop offering it',
      params,
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await deleteOption(db, { businessId, optionId: request.params.id, actor: staffActor(userId) });
      return { ok: true as const };
    },
  });
};
