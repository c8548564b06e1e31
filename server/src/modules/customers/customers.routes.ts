import { idSchema } from '@contract/common';
import { customer, customerListQuery, customerPage } from '@contract/customers';
import { orderListItem } from '@contract/orders';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { exportCustomers, listCustomerOrders, listCustomers } from './customers.service';

const staff = { access: 'staff' as const };

export const customersRoutes: RoutesPlugin = (app, { db }) => {
  const tags = ['customers'];

  app.get('/api/customers/', {
    config: staff,
    schema: {
      tags,
      summary: 'A page of the shop’s customers',
      querystring: customerListQuery,
      response: { 200: customerPage },
    },
    handler: (request) =>
      listCustomers(db, { businessId: memberOf(request).businessId, query: request.query }),
  });

  app.get('/api/customers/export', {
    config: staff,
    schema: { tags, summary: 'Every customer as CSV', produces: ['text/csv'] },
    handler: async (request, reply) => {
      const csv = await exportCustomers(db, { businessId: memberOf(request).businessId });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(`\uFEFF${csv}`);
    },
  });

  app.get('/api/customers/:id/orders', {
    config: staff,
    schema: {
      tags,
      summary: 'A customer and their orders, newest first',
      params: z.object({ id: idSchema }),
      response: { 200: z.object({ items: z.array(orderListItem), count: z.number().int(), customer }) },
    },
    handler: (request) =>
      listCustomerOrders(db, { businessId: memberOf(request).businessId, customerId: request.params.id }),
  });
};
