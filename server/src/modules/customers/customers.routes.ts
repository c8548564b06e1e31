import { idSchema } from '@contract/common';
import {
  customer,
  customerListQuery,
  customerLookupQuery,
  customerMerge,
  customerPage,
  customerUpdate,
  pastRecipient,
} from '@contract/customers';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { shopAnswers } from '../../lib/shop-pages';
import { mergeCustomers, pastRecipients, updateCustomer } from './customer-edits.service';
import { exportCustomers, listCustomers } from './customers.service';

const staff = { access: 'staff' as const };
/** Whoever takes an order by phone or at the counter looks the customer up, florists too. */
const member = { access: 'member' as const };
const params = z.object({ id: idSchema });

export const customersRoutes: RoutesPlugin = (app, { db, caches }) => {
  const listAnswer = shopAnswers(caches, 'customers');
  tagRoutes(app, ['customers']);

  app.get('/api/customers/', {
    config: staff,
    schema: {
      summary: 'A page of the shop’s customers',
      querystring: customerListQuery,
      response: { 200: customerPage },
    },
    handler: (request, reply) => {
      const { businessId } = memberOf(request);
      const load = () => listCustomers(db, { businessId, query: request.query });
      // A search reads phone numbers in the shop's country, which the customers' notices do not cover.
      return request.query.search
        ? load()
        : listAnswer(request, reply, { businessId, route: 'list', query: request.query }, load);
    },
  });

  app.get('/api/customers/export', {
    config: staff,
    schema: { summary: 'Every customer as CSV', produces: ['text/csv'] },
    handler: async (request, reply) => {
      const csv = await exportCustomers(db, { businessId: memberOf(request).businessId });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(`\uFEFF${csv}`);
    },
  });

  app.get('/api/customers/lookup', {
    config: member,
    schema: {
      summary: 'Customers matching a name, e-mail or phone typed into an order',
      querystring: customerLookupQuery,
      response: { 200: z.object({ items: z.array(customer) }) },
    },
    handler: async (request) => {
      const query = { page: 1, page_size: 8, sort_by: 'last_order_date', sort_order: 'desc' } as const;
      const found = await listCustomers(db, {
        businessId: memberOf(request).businessId,
        query: { ...query, search: request.query.q },
      });
      return { items: found.items };
    },
  });

  app.get('/api/customers/:id/recipients', {
    config: member,
    schema: {
      summary: 'The recipients and addresses a customer sent to before, latest first',
      params,
      response: { 200: z.object({ items: z.array(pastRecipient) }) },
    },
    handler: async (request) => ({
      items: await pastRecipients(db, {
        businessId: memberOf(request).businessId,
        customerId: request.params.id,
      }),
    }),
  });

  app.patch('/api/customers/:id', {
    config: staff,
    schema: {
      summary: 'Correct a customer, or note something about them',
      params,
      body: customerUpdate,
      response: { 200: customer },
    },
    handler: (request) =>
      updateCustomer(db, {
        businessId: memberOf(request).businessId,
        customerId: request.params.id,
        changes: request.body,
      }),
  });

  app.post('/api/customers/:id/merge', {
    config: staff,
    schema: {
      summary: 'Merge another record of the same person into this one',
      params,
      body: customerMerge,
      response: { 200: customer },
    },
    handler: (request) =>
      mergeCustomers(db, {
        businessId: memberOf(request).businessId,
        customerId: request.params.id,
        otherId: request.body.other_id,
      }),
  });
};
