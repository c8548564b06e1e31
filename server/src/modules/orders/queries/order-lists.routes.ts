import { auditPage, orderAuditQuery } from '@contract/audit';
import { idSchema } from '@contract/common';
import { customer } from '@contract/customers';
import { orderListItem } from '@contract/orders';
import { z } from 'zod';
import { memberOf } from '../../../lib/auth-guards';
import type { RoutesPlugin } from '../../../lib/context';
import { listCustomerOrders, listOrderAudit } from './order-lists.service';

/** The lists of orders another page shows: a customer's orders and one order's trail. */
export const orderListsRoutes: RoutesPlugin = (app, { db }) => {
  app.get('/api/customers/:id/orders', {
    config: { access: 'staff' },
    schema: {
      // Listed with the page that shows it.
      tags: ['customers'],
      summary: 'A customer and their orders, newest first',
      params: z.object({ id: idSchema }),
      response: { 200: z.object({ items: z.array(orderListItem), count: z.number().int(), customer }) },
    },
    handler: (request) =>
      listCustomerOrders(db, { businessId: memberOf(request).businessId, customerId: request.params.id }),
  });

  app.get('/api/orders/:uuid/audit', {
    // Whoever may open the order may see what happened to it.
    config: { access: 'member' },
    schema: {
      tags: ['audit'],
      summary: 'What happened to one order, newest first',
      params: z.object({ uuid: idSchema }),
      querystring: orderAuditQuery,
      response: { 200: auditPage },
    },
    handler: (request) =>
      listOrderAudit(db, {
        businessId: memberOf(request).businessId,
        uuid: request.params.uuid,
        ...request.query,
      }),
  });
};
