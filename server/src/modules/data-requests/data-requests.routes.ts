import { idSchema } from '@contract/common';
import { customerErasure, customerExportQuery, erasureResult } from '@contract/data-requests';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffActor } from '../audit';
import { eraseCustomer } from './customer-erasure.service';
import { exportCustomerData } from './customer-export.service';
import { removeErasedFiles } from './erasure-files';
import { exportPage } from './export-page';

const params = z.object({ id: idSchema });

/** A customer's data on request (docs/product.md, Customers: data requests). */
export const dataRequestsRoutes: RoutesPlugin = (app, { db, storage, config }) => {
  tagRoutes(app, ['customers']);

  app.get('/api/customers/:id/export', {
    // Owners and managers answer a customer's request; florists never see the whole history.
    config: { access: 'staff' },
    schema: {
      summary: 'Everything the shop holds about a customer, as JSON or a printable page',
      params,
      querystring: customerExportQuery,
      produces: ['application/json', 'text/html'],
    },
    handler: async (request, reply) => {
      const { businessId } = memberOf(request);
      const data = await exportCustomerData(db, { businessId, customerId: request.params.id });
      const html = request.query.format === 'html';
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-type', html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="customer-${data.customer.id}-${day}.${html ? 'html' : 'json'}"`,
        )
        .header('cache-control', 'no-store')
        .send(html ? exportPage(data) : JSON.stringify(data, null, 2));
    },
  });

  app.post('/api/customers/:id/erase', {
    // It cannot be undone: the owner's decision, as the team and the card account are.
    config: { access: 'owner' },
    schema: {
      summary: 'Erase a customer’s personal data; invoices and the payments journal keep what the law asks',
      params,
      body: customerErasure,
      response: { 200: erasureResult },
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      const { result, leftovers } = await eraseCustomer(db, {
        businessId,
        customerId: request.params.id,
        confirmName: request.body.name,
        actor: staffActor(userId),
      });
      await removeErasedFiles({ storage, config, log: request.log }, leftovers);
      return result;
    },
  });
};
