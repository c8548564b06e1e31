import { idSchema, listOf } from '@contract/common';
import { deliveryZipcode, location, locationInput, zipcodeInput } from '@contract/delivery';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffActor, staffScope } from '../audit';
import { createLocation, deleteLocation, listLocations, updateLocation } from './locations.service';
import { createZipcode, deleteZipcode, listZipcodes, updateZipcode } from './zipcodes.service';

const locationParams = z.object({ id: idSchema });
const zipcodesParams = z.object({ id: idSchema });
const zipcodeParams = z.object({ id: idSchema, zipId: idSchema });
const staff = { access: 'staff' as const };
const noContent = { 204: z.null() };

export const deliveryRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['delivery']);

  app.get('/api/business/locations/', {
    config: staff,
    schema: { summary: 'Pickup locations of the shop', response: { 200: listOf(location) } },
    handler: async (request) => {
      const items = await listLocations(db, { businessId: memberOf(request).businessId });
      return { items, count: items.length };
    },
  });

  app.post('/api/business/locations/', {
    config: staff,
    schema: { summary: 'Add a location', body: locationInput, response: { 201: location } },
    handler: async (request, reply) => {
      const created = await createLocation(db, { ...staffScope(request), input: request.body });
      return reply.status(201).send(created);
    },
  });

  app.put('/api/business/locations/:id', {
    config: staff,
    schema: {
      summary: 'Change a location',
      params: locationParams,
      body: locationInput,
      response: { 200: location },
    },
    handler: (request) =>
      updateLocation(db, { ...staffScope(request), locationId: request.params.id, input: request.body }),
  });

  app.delete('/api/business/locations/:id', {
    config: staff,
    schema: {
      summary: 'Remove a location and the zip codes it serves',
      params: locationParams,
      response: noContent,
    },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      await deleteLocation(db, { businessId, locationId: request.params.id, actor: staffActor(userId) });
      return reply.status(204).send(null);
    },
  });

  app.get('/api/business/zipcodes/:id/', {
    config: staff,
    schema: {
      summary: 'Zip codes a location delivers to',
      params: zipcodesParams,
      response: { 200: listOf(deliveryZipcode) },
    },
    handler: async (request) => {
      const items = await listZipcodes(db, {
        businessId: memberOf(request).businessId,
        locationId: request.params.id,
      });
      return { items, count: items.length };
    },
  });

  app.post('/api/business/zipcodes/:id/', {
    config: staff,
    schema: {
      summary: 'Deliver to a zip code from this location',
      params: zipcodesParams,
      body: zipcodeInput,
      response: { 201: deliveryZipcode },
    },
    handler: async (request, reply) => {
      const scope = { businessId: memberOf(request).businessId, locationId: request.params.id };
      const actor = staffActor(memberOf(request).userId);
      return reply.status(201).send(await createZipcode(db, { ...scope, input: request.body, actor }));
    },
  });

  app.put('/api/business/zipcodes/:id/:zipId', {
    config: staff,
    schema: {
      summary: 'Change a zip code or its price',
      params: zipcodeParams,
      body: zipcodeInput,
      response: { 200: deliveryZipcode },
    },
    handler: (request) =>
      updateZipcode(db, {
        ...staffScope(request),
        locationId: request.params.id,
        zipId: request.params.zipId,
        input: request.body,
      }),
  });

  app.delete('/api/business/zipcodes/:id/:zipId', {
    config: staff,
    schema: { summary: 'Stop delivering to a zip code', params: zipcodeParams, response: noContent },
    handler: async (request, reply) => {
      const { id, zipId } = request.params;
      const { businessId, userId } = memberOf(request);
      await deleteZipcode(db, { businessId, locationId: id, zipId, actor: staffActor(userId) });
      return reply.status(204).send(null);
    },
  });
};
