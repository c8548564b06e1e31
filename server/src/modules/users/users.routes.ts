import { business, businessInput } from '@contract/business';
import { availabilityAnswer, availabilityQuery, onboardingStatus, userInfo } from '@contract/users';
import { z } from 'zod';
import { userOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { limitPublicCall } from '../../lib/public-limits';
import { tagRoutes } from '../../lib/route-tags';
import { createBusiness } from '../business';
import { checkAvailability, completeOnboarding, getUserInfo } from './users.service';

export const usersRoutes: RoutesPlugin = (app, { db, config }) => {
  tagRoutes(app, ['users']);

  app.get('/api/users/info', {
    config: { access: 'user' },
    schema: { summary: 'The signed-in user', response: { 200: userInfo } },
    handler: (request) => getUserInfo(db, { userId: userOf(request).userId }),
  });

  app.get('/api/users/onboarding/status', {
    config: { access: 'user' },
    schema: { summary: 'Whether the user finished onboarding', response: { 200: onboardingStatus } },
    handler: (request) => ({ completed: userOf(request).onboardingCompleted }),
  });

  app.post('/api/users/onboarding/create-business', {
    config: { access: 'user' },
    schema: {
      summary: 'Create the business; the caller becomes its owner',
      body: businessInput,
      response: { 201: business },
    },
    handler: async (request, reply) => {
      const created = await createBusiness(db, { userId: userOf(request).userId, input: request.body });
      return reply.status(201).send(created);
    },
  });

  app.post('/api/users/onboarding/complete', {
    config: { access: 'user' },
    schema: {
      summary: 'Finish onboarding (needs a business)',
      body: z.unknown().optional(),
      response: { 200: onboardingStatus },
    },
    handler: async (request) => {
      await completeOnboarding(db, { userId: userOf(request).userId });
      return { completed: true };
    },
  });

  app.get('/api/users/update/check', {
    config: { access: 'public' },
    // Each answer says whether an address has an account: counted per client, signed in or not.
    onRequest: limitPublicCall(db, config, 'availability'),
    schema: {
      summary: 'Whether an e-mail or shop url is free',
      querystring: availabilityQuery,
      response: { 200: availabilityAnswer },
    },
    handler: async (request) => ({
      available: await checkAvailability(db, { ...request.query, caller: request.auth }),
    }),
  });
};
