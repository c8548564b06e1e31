import { idSchema, listOf } from '@contract/common';
import { category, categoryInput } from '@contract/products';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffActor, staffScope } from '../audit';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service';

const params = z.object({ id: idSchema });
const staff = { access: 'staff' as const };

export const categoriesRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['products']);

  app.get('/api/categories/', {
    config: { access: 'member' },
    schema: { summary: 'The shop’s categories in display order', response: { 200: listOf(category) } },
    handler: async (request) => {
      const items = await listCategories(db, { businessId: memberOf(request).businessId });
      return { items, count: items.length };
    },
  });

  app.post('/api/categories/', {
    config: staff,
    schema: { summary: 'Add a category', body: categoryInput, response: { 201: category } },
    handler: async (request, reply) => {
      const created = await createCategory(db, { ...staffScope(request), input: request.body });
      return reply.status(201).send(created);
    },
  });

  app.put('/api/categories/:id', {
    config: staff,
    schema: {
      summary: 'Rename or move a category',
      params,
      body: categoryInput,
      response: { 200: category },
    },
    handler: (request) =>
      updateCategory(db, { ...staffScope(request), categoryId: request.params.id, input: request.body }),
  });

  app.delete('/api/categories/:id', {
    config: staff,
    schema: {
      summary: 'Remove a category; its products stay, with no category',
      params,
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await deleteCategory(db, { businessId, categoryId: request.params.id, actor: staffActor(userId) });
      return { ok: true as const };
    },
  });
};
