import { accountLink, accountSession, accountStatus, createAccountBody } from '@contract/card-payments';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import {
  createAccount,
  createAccountLink,
  createAccountSession,
  accountStatus as readAccountStatus,
  restartAccount,
} from './connect.service';

const accountId = z.object({ account_id: z.string() });

/**
 * The shop's card-payment account (Stripe Connect). The owner connects it; managers see its state
 * and the provider's payments and payouts views.
 */
export const connectRoutes: RoutesPlugin = (app, { db, config, cards }) => {
  tagRoutes(app, ['card payments']);

  app.post('/api/stripe/connect/create-account', {
    config: { access: 'owner', errors: [503] },
    schema: {
      summary: "Open the shop's card-payment account (once)",
      body: createAccountBody,
      response: { 200: accountId },
    },
    handler: (request) =>
      createAccount(db, config, cards, { ...memberOf(request), country: request.body.country }),
  });

  app.post('/api/stripe/connect/restart-account', {
    config: { access: 'owner', errors: [503] },
    schema: {
      summary: 'Start the card-payment account over (not once it takes payments)',
      body: createAccountBody,
      response: { 200: accountId },
    },
    handler: (request) =>
      restartAccount(db, config, cards, { ...memberOf(request), country: request.body.country }),
  });

  app.post('/api/stripe/connect/create-account-session', {
    config: { access: 'staff', errors: [503] },
    schema: { summary: "A secret for the provider's embedded pages", response: { 200: accountSession } },
    handler: (request) => {
      const member = memberOf(request);
      return createAccountSession(db, cards, { businessId: member.businessId, role: member.role });
    },
  });

  app.post('/api/stripe/connect/create-account-link', {
    config: { access: 'owner', errors: [503] },
    schema: { summary: "A link to the provider's own onboarding pages", response: { 200: accountLink } },
    handler: (request) => createAccountLink(db, config, cards, { businessId: memberOf(request).businessId }),
  });

  app.get('/api/stripe/connect/account-status', {
    config: { access: 'staff', errors: [503] },
    schema: {
      summary: "Whether the shop's account takes payments and pays out",
      response: { 200: accountStatus },
    },
    handler: (request) => readAccountStatus(db, cards, { businessId: memberOf(request).businessId }),
  });
};
