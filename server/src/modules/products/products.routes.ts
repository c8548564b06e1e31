import { idSchema, listOf } from '@contract/common';
import { deliveryAvailability, deliveryAvailabilityInput } from '@contract/delivery';
import {
  MAX_PRODUCT_PHOTOS,
  product,
  productInput,
  productListQuery,
  productPatch,
} from '@contract/products';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { MAX_PHOTO_BYTES } from '../../lib/images';
import { limitPublicCall } from '../../lib/public-limits';
import { tagRoutes } from '../../lib/route-tags';
import { shopAnswers } from '../../lib/shop-pages';
import { registerForms } from '../../lib/upload-forms';
import { staffActor, staffScope } from '../audit';
import { checkProductAvailability } from './product-availability.service';
import {
  addProductPhotos,
  deleteProductPhoto,
  ensureRoomForPhotos,
  setPrimaryPhoto,
} from './product-photos.service';
import { photoFiles, withStoredPhotos } from './product-uploads';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products.service';

const params = z.object({ id: idSchema });
const photoParams = z.object({ id: idSchema, photoId: idSchema });
const member = { access: 'member' as const };
const staff = { access: 'staff' as const };
const ok = { 200: z.object({ ok: z.literal(true) }) };

export const productsRoutes: RoutesPlugin = (app, { db, storage, config, caches }) => {
  const listAnswer = shopAnswers(caches, 'products');
  tagRoutes(app, ['products']);
  // docs/product.md, Calls and forms: products arrive as form data, with their photos; JSON is accepted too.
  registerForms(app, config.dataDir, {
    fields: 40,
    fieldSize: 10_000,
    files: MAX_PRODUCT_PHOTOS,
    fileSize: MAX_PHOTO_BYTES,
  });

  app.get('/api/products/', {
    config: member,
    schema: {
      summary: 'A page of the shop’s products',
      querystring: productListQuery,
      response: { 200: listOf(product) },
    },
    handler: (request, reply) => {
      const { businessId } = memberOf(request);
      const load = () => listProducts(db, { businessId, query: request.query });
      // Kept until the shop's catalogue or stock changes (docs/decisions/073); a typed search seldom repeats.
      return request.query.search
        ? load()
        : listAnswer(request, reply, { businessId, route: 'list', query: request.query }, load);
    },
  });

  app.post('/api/products/', {
    config: staff,
    schema: {
      summary: 'Add a product (form data; `photos` repeated, the first becomes primary)',
      body: productInput.extend({ photos: photoFiles.optional() }),
      response: { 201: product },
    },
    handler: async (request, reply) => {
      const { photos = [], ...input } = request.body;
      const businessId = memberOf(request).businessId;
      const created = await withStoredPhotos(storage, photos, (stored) =>
        createProduct(db, { businessId, input, photos: stored, actor: staffActor(memberOf(request).userId) }),
      );
      return reply.status(201).send(created);
    },
  });

  app.get('/api/products/:id', {
    config: member,
    schema: { summary: 'A product with its photos', params, response: { 200: product } },
    handler: (request) =>
      getProduct(db, { businessId: memberOf(request).businessId, productId: request.params.id }),
  });

  app.patch('/api/products/:id', {
    config: staff,
    schema: {
      summary: 'Change a product; `photo_order` reorders its photos',
      params,
      body: productPatch,
      response: { 200: product },
    },
    handler: (request) =>
      updateProduct(db, { ...staffScope(request), productId: request.params.id, patch: request.body }),
  });

  app.delete('/api/products/:id', {
    config: staff,
    schema: { summary: 'Remove a product (it stays on past orders)', params, response: ok },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      await deleteProduct(db, { businessId, productId: request.params.id, actor: staffActor(userId) });
      return { ok: true as const };
    },
  });

  app.post('/api/products/:id/photos', {
    config: staff,
    schema: {
      summary: 'Add photos (form data, `photos` repeated)',
      params,
      body: z.object({ photos: photoFiles.refine((files) => files.length > 0, 'Attach at least one photo') }),
      response: { 201: product },
    },
    handler: async (request, reply) => {
      const scope = { businessId: memberOf(request).businessId, productId: request.params.id };
      const { photos } = request.body;
      // Cheap checks first: no photo is processed for a product that is not there or is full.
      await ensureRoomForPhotos(db, { ...scope, adding: photos.length });
      const updated = await withStoredPhotos(storage, photos, (stored) =>
        addProductPhotos(db, { ...scope, photos: stored, actor: staffActor(memberOf(request).userId) }),
      );
      return reply.status(201).send(updated);
    },
  });

  app.delete('/api/products/:id/photos/:photoId', {
    config: staff,
    schema: {
      summary: 'Remove a photo; another becomes primary if needed',
      params: photoParams,
      response: { 200: product },
    },
    handler: (request) =>
      deleteProductPhoto(db, storage, {
        ...staffScope(request),
        productId: request.params.id,
        photoId: request.params.photoId,
      }),
  });

  app.post('/api/products/:id/photos/:photoId/set-primary', {
    config: staff,
    schema: { summary: 'Make a photo the primary one', params: photoParams, response: { 200: product } },
    handler: (request) =>
      setPrimaryPhoto(db, {
        ...staffScope(request),
        productId: request.params.id,
        photoId: request.params.photoId,
      }),
  });

  app.post('/api/products/:id/delivery-availability', {
    config: { access: 'public' },
    onRequest: limitPublicCall(db, config, 'delivery-availability'),
    schema: {
      summary: 'Whether the shop delivers this product to a zip code, and where it can be collected',
      params,
      body: deliveryAvailabilityInput,
      response: { 200: deliveryAvailability },
    },
    handler: (request) =>
      checkProductAvailability(db, { productId: request.params.id, zipcode: request.body.zipcode }),
  });
};
