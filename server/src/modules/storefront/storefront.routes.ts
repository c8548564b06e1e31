import { listOf } from '@contract/common';
import { publicOrder } from '@contract/orders';
import {
  businessUrlParams,
  storefront,
  storefrontFullWindows,
  storefrontOrderInput,
  storefrontProduct,
} from '@contract/products';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendCached } from '../../lib/cached-body';
import { clientKey } from '../../lib/client-key';
import type { RoutesPlugin } from '../../lib/context';
import { limitPublicCall } from '../../lib/public-limits';
import { consumeBatched } from '../../lib/rate-limit';
import { tagRoutes } from '../../lib/route-tags';
import { readFullDeliveryWindows } from './full-windows.service';
import { getStorefront, listStorefrontProducts, readStorefrontStamp } from './storefront.service';
import { clientHolds, createStorefrontCache } from './storefront-cache';
import { createStorefrontOrder } from './storefront-order.service';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** Drafts from one address per minute: plenty for a person, a wall for a script filling the shop's list. */
const ORDERS_PER_MINUTE = 20;
/**
 * The same for every visitor: browsers and any cache in front may keep it half a minute, then ask
 * again with the ETag (a 304 when nothing changed), and may serve a stale copy for a minute while
 * they ask. A product that sells out meanwhile is still refused when the order is submitted.
 */
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=60';
/** Full windows change with orders, not with the storefront's version: a minute old at most. */
const FULL_WINDOWS_CACHE = 'public, max-age=60';

export const storefrontRoutes: RoutesPlugin = (app, { db, config, version, caches }) => {
  tagRoutes(app, ['storefront']);
  const cache = createStorefrontCache();
  const stamps = caches.cache<{ id: string; version: number }>('storefront', { maxEntries: 10_000 });
  const buildTag = version.replace(/[^\w.-]/g, '');

  /**
   * Reads the shop's storefront version (kept in the process until it changes, docs/decisions/033)
   * and answers from the cache while it holds; the tag names the shop, the version and the build,
   * so every process tags alike.
   */
  async function answerFromCache(
    request: FastifyRequest<{ Params: { businessUrl: string } }>,
    reply: FastifyReply,
    page: string,
    compute: () => Promise<unknown>,
  ) {
    const url = request.params.businessUrl;
    const stamp = await stamps.get(url, () => readStorefrontStamp(db, url));
    const etag = `"${stamp.id.slice(0, 8)}.${stamp.version}.${buildTag}"`;
    reply.header('cache-control', PUBLIC_CACHE).header('etag', etag);
    if (clientHolds(request, etag)) return reply.code(304).send();
    return sendCached(request, reply, await cache.read(`${stamp.id}:${page}`, stamp.version, compute));
  }
  const open = { access: 'public' as const };
  // docs/product.md, Calls and forms: the storefront order arrives as form data (no files); JSON is accepted too.
  app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 200, files: 0 },
  });

  app.get('/api/storefront/:businessUrl', {
    config: open,
    schema: {
      summary: 'The shop’s public face: name, logo, contact, categories',
      params: businessUrlParams,
      response: { 200: storefront },
    },
    handler: (request, reply) =>
      answerFromCache(request, reply, 'shop', () => getStorefront(db, { url: request.params.businessUrl })),
  });

  app.get('/api/storefront/:businessUrl/products', {
    config: open,
    schema: {
      summary: 'Products on sale, featured first',
      params: businessUrlParams,
      querystring: pageQuery,
      response: { 200: listOf(storefrontProduct) },
    },
    handler: (request, reply) => {
      const { limit, offset } = request.query;
      return answerFromCache(request, reply, `products:${limit}:${offset}`, () =>
        listStorefrontProducts(db, { url: request.params.businessUrl, limit, offset }),
      );
    },
  });

  app.get('/api/storefront/:businessUrl/full-windows', {
    config: { ...open, errors: [429] },
    onRequest: limitPublicCall(db, config, 'full-windows'),
    schema: {
      summary: 'Delivery windows around today with no place left, for the same-day countdown',
      params: businessUrlParams,
      response: { 200: storefrontFullWindows },
    },
    handler: async (request, reply) => {
      const url = request.params.businessUrl;
      const stamp = await stamps.get(url, () => readStorefrontStamp(db, url));
      reply.header('cache-control', FULL_WINDOWS_CACHE);
      return readFullDeliveryWindows(db, { businessId: stamp.id, now: new Date() });
    },
  });

  app.post('/api/storefront/:businessUrl/order', {
    config: { ...open, errors: [429] },
    schema: {
      summary:
        'Start an order for a product (form data product_id, delivery_type) or a cart (JSON items); continue on /order/{uuid}',
      params: businessUrlParams,
      body: storefrontOrderInput,
      response: { 201: publicOrder },
    },
    handler: async (request, reply) => {
      await consumeBatched(db, {
        key: `storefront-order:${clientKey(request)}`,
        max: ORDERS_PER_MINUTE,
        windowSeconds: 60,
      });
      const order = await createStorefrontOrder(db, { url: request.params.businessUrl, input: request.body });
      return reply.status(201).send(order);
    },
  });
};
