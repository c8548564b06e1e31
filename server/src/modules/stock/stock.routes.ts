import { idSchema, listOf } from '@contract/common';
import {
  currentStock,
  flower,
  flowerInput,
  flowerUpdateInput,
  movement,
  movementListQuery,
  orderCost,
  saleInput,
  stockMovementsInput,
} from '@contract/stock';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { shopPages } from '../../lib/shop-pages';
import { createFlower, getCurrentStock, updateFlowerCount } from './flowers.service';
import { listMovements, recordStockMovements } from './movements.service';
import { getOrderCost, recordSale, returnFlowers } from './sales.service';

const idParams = z.object({ id: idSchema });
const member = { access: 'member' as const };

/** Stock is everyone's work in a shop (docs/product.md, Roles): every endpoint is open to all its members. */
export const stockRoutes: RoutesPlugin = (app, { db, caches }) => {
  const stockPage = shopPages(caches, 'stock');
  // Kept per shop until a flower or a movement changes (docs/decisions/076). The waste counts the
  // last 30 days up to now: a page is kept for the minute it was read in.
  const keptStock = (businessId: string) =>
    stockPage(businessId, 'current', { minute: Math.floor(Date.now() / 60_000) }, () =>
      getCurrentStock(db, { businessId }),
    );
  tagRoutes(app, ['stock']);
  // docs/product.md, Calls and forms: a sale arrives as form data; JSON is accepted too.
  app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 200, files: 0 },
  });

  app.get('/api/flowers', {
    config: member,
    schema: { summary: 'The shop’s flowers by name', response: { 200: listOf(flower) } },
    handler: async (request) => {
      const { items } = await keptStock(memberOf(request).businessId);
      return { items, count: items.length };
    },
  });

  app.post('/api/flowers', {
    config: member,
    schema: {
      summary: 'Add a flower by hand, with the stems on hand',
      body: flowerInput,
      response: { 201: flower },
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      return reply.status(201).send(await createFlower(db, { businessId, userId, input: request.body }));
    },
  });

  app.post('/api/flowers/:id/update', {
    config: member,
    schema: {
      summary: 'Correct a count and the cost per stem (compare-and-set on old_quantity)',
      params: idParams,
      body: flowerUpdateInput,
      response: { 200: flower },
    },
    handler: (request) => {
      const { businessId, userId } = memberOf(request);
      return updateFlowerCount(db, { businessId, userId, flowerId: request.params.id, input: request.body });
    },
  });

  app.get('/api/stock/current', {
    config: member,
    schema: { summary: 'Current stock with totals', response: { 200: currentStock } },
    handler: (request) => keptStock(memberOf(request).businessId),
  });

  app.get('/api/stock/movements', {
    config: member,
    schema: {
      summary: 'Stock movements, newest first',
      querystring: movementListQuery,
      response: { 200: listOf(movement) },
    },
    handler: (request) => {
      const { businessId } = memberOf(request);
      const { type, flower_id: flowerId, limit, offset } = request.query;
      // Kept with the current stock (docs/decisions/078): a movement, a flower or a name changes it.
      return stockPage(businessId, 'movements', request.query, () =>
        listMovements(db, { businessId, type, flowerId, limit, offset }),
      );
    },
  });

  app.post('/api/stock/', {
    config: member,
    schema: {
      summary: 'Record purchases or expiries, one or many rows at once',
      body: stockMovementsInput,
      response: { 201: listOf(movement) },
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      const items = await recordStockMovements(db, { businessId, userId, input: request.body });
      return reply.status(201).send({ items, count: items.length });
    },
  });

  app.post('/api/stock/:id/sale', {
    config: member,
    schema: {
      summary: 'Stems of a flower used in an order (form data quantity, order_uuid)',
      params: idParams,
      body: saleInput,
      response: { 201: movement },
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      const sale = await recordSale(db, {
        businessId,
        userId,
        flowerId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(sale);
    },
  });

  app.get('/api/orders/:uuid/cost', {
    config: member,
    schema: {
      summary: 'The flowers an order used, their cost, and its margin',
      params: z.object({ uuid: idSchema }),
      response: { 200: orderCost },
    },
    handler: (request) =>
      getOrderCost(db, { businessId: memberOf(request).businessId, uuid: request.params.uuid }),
  });

  app.delete('/api/orders/:uuid/cost/:flowerId', {
    config: member,
    schema: {
      summary: 'Take a flower off an order: its stems go back to stock',
      params: z.object({ uuid: idSchema, flowerId: idSchema }),
      response: { 200: orderCost },
    },
    handler: (request) => {
      const { businessId, userId } = memberOf(request);
      return returnFlowers(db, {
        businessId,
        userId,
        uuid: request.params.uuid,
        flowerId: request.params.flowerId,
      });
    },
  });
};
