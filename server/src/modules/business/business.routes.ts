import { business, businessUpdateInput } from '@contract/business';
import { memberOf, userOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { getBusiness, updateBusiness } from './business.service';

export const businessRoutes: RoutesPlugin = (app, { db }) => {
  const tags = ['business'];

  app.get('/api/business/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's business; 404 when they have none yet",
      response: { 200: business },
    },
    handler: (request) => getBusiness(db, { businessId: userOf(request).businessId }),
  });

  app.put('/api/business/', {
    config: { access: 'owner' },
    schema: {
      tags,
      summary: "Change the business's details (owner)",
      body: businessUpdateInput,
      response: { 200: business },
    },
    handler: (request) =>
      updateBusiness(db, { businessId: memberOf(request).businessId, input: request.body }),
  });
};
