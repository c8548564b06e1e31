import { idSchema } from '@contract/common';
import { invoiceList, invoiceListQuery, orderDocuments } from '@contract/invoices';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import type { MailFile } from '../../lib/mail';
import { limitPublicCall } from '../../lib/public-limits';
import { tagRoutes } from '../../lib/route-tags';
import {
  listOrderDocuments,
  listShopDocuments,
  orderDocumentPdf,
  shopDocumentPdf,
} from './invoice-documents.service';

const uuidParams = z.object({ uuid: idSchema });
const documentParams = z.object({ uuid: idSchema, id: idSchema });
const idParams = z.object({ id: idSchema });

/** A PDF to keep: downloaded under its number, never cached by a shared cache (it names a customer). */
const sendPdf = (reply: FastifyReply, file: MailFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);

/**
 * Invoices and credit notes (docs/decisions/047): the customer's, by the order's uuid (the
 * capability in their link); the shop's, for owner and manager, for the books.
 */
export const invoicesRoutes: RoutesPlugin = (app, { db, config }) => {
  tagRoutes(app, ['invoices']);

  app.get('/api/orders/:uuid/invoices', {
    config: { access: 'public' },
    schema: {
      summary: 'The order’s invoice and credit notes, oldest first',
      params: uuidParams,
      response: { 200: orderDocuments },
    },
    handler: (request) => listOrderDocuments(db, { uuid: request.params.uuid }),
  });

  app.get('/api/orders/:uuid/invoice.pdf', {
    config: { access: 'public' },
    // Each PDF is drawn for the request: counted like the calls that write.
    onRequest: limitPublicCall(db, config, 'document-pdf'),
    schema: { summary: 'The order’s invoice as a PDF', params: uuidParams, produces: ['application/pdf'] },
    handler: async (request, reply) =>
      sendPdf(reply, await orderDocumentPdf(db, { uuid: request.params.uuid })),
  });

  app.get('/api/orders/:uuid/invoices/:id/pdf', {
    config: { access: 'public' },
    onRequest: limitPublicCall(db, config, 'document-pdf'),
    schema: {
      summary: 'One of the order’s documents (its invoice or a credit note) as a PDF',
      params: documentParams,
      produces: ['application/pdf'],
    },
    handler: async (request, reply) => sendPdf(reply, await orderDocumentPdf(db, request.params)),
  });

  app.get('/api/invoices', {
    config: { access: 'staff' },
    schema: {
      summary: 'Invoices and credit notes issued on a range of the shop’s days, newest first',
      querystring: invoiceListQuery,
      response: { 200: invoiceList },
    },
    handler: (request) =>
      listShopDocuments(db, { businessId: memberOf(request).businessId, ...request.query }),
  });

  app.get('/api/invoices/:id/pdf', {
    config: { access: 'staff' },
    schema: {
      summary: 'An invoice or credit note of the shop as a PDF',
      params: idParams,
      produces: ['application/pdf'],
    },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await shopDocumentPdf(db, { businessId: memberOf(request).businessId, id: request.params.id }),
      ),
  });
};
