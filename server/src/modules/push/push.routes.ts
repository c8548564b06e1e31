import {
  pushDevicesAnswer,
  pushEndpointQuery,
  pushPublicKeyAnswer,
  pushSubscriptionAnswer,
  pushSubscriptionInput,
} from '@contract/push';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { checkPushEndpoint } from './push-endpoint';
import {
  deletePushSubscription,
  listPushDevices,
  readPushSubscription,
  savePushSubscription,
} from './subscriptions.service';

export const pushRoutes: RoutesPlugin = (app, { db, config, push }) => {
  tagRoutes(app, ['push']);

  app.get('/api/push/public-key', {
    config: { access: 'member' },
    schema: {
      summary: 'The server’s VAPID public key, for subscribing a device (base64url)',
      response: { 200: pushPublicKeyAnswer },
    },
    handler: async () => ({ public_key: push.publicKey }),
  });

  app.get('/api/push/subscriptions', {
    config: { access: 'member', errors: [404] },
    schema: {
      summary: 'This device’s choices, by its push service address (the caller’s own only)',
      querystring: pushEndpointQuery,
      response: { 200: pushSubscriptionAnswer },
    },
    handler: async (request) =>
      readPushSubscription({ db, member: memberOf(request), endpoint: request.query.endpoint }),
  });

  app.get('/api/push/devices', {
    config: { access: 'member' },
    schema: {
      summary: 'The caller’s devices that get notifications, with their choices (the caller’s own only)',
      response: { 200: pushDevicesAnswer },
    },
    handler: async (request) => listPushDevices({ db, member: memberOf(request) }),
  });

  app.put('/api/push/subscriptions', {
    config: { access: 'member' },
    schema: {
      summary: 'Subscribe this device to notifications, or change its kinds and quiet hours',
      body: pushSubscriptionInput,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      checkPushEndpoint(request.body.endpoint, config.env);
      await savePushSubscription({ db, member: memberOf(request), input: request.body });
      return reply.status(204).send(null);
    },
  });

  app.delete('/api/push/subscriptions', {
    config: { access: 'member', errors: [404] },
    schema: {
      summary: 'Stop notifications to this device (the caller’s own only)',
      body: pushEndpointQuery,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await deletePushSubscription({ db, member: memberOf(request), endpoint: request.body.endpoint });
      return reply.status(204).send(null);
    },
  });
};
