import { z } from 'zod';
import { dateSchema } from './order-time';
import { taxLine } from './tax';

/*
 * Invoices and credit notes (docs/decisions/047). One numbering per shop and year for both kinds
 * ("2026-000123"); a document is never changed once issued. Amounts are positive for both kinds:
 * a credit note gives back its `total`.
 */

export const documentKinds = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A document of an order, as its customer's page and the order's page list them. */
export const orderDocument = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  number: z.string(),
  issued_at: z.string(),
  total: z.number(),
  currency: z.string(),
  /** A credit note's invoice; null for an invoice. */
  invoice_number: z.string().nullable(),
  /** Why a credit note gives money back (the refund's reason, or the correction it makes). */
  reason: z.string().nullable(),
});
export type OrderDocument = z.infer<typeof orderDocument>;

export const orderDocuments = z.object({ items: z.array(orderDocument), count: z.number().int() });
export type OrderDocuments = z.infer<typeof orderDocuments>;

/** GET /api/invoices?from&to: the shop's documents issued on those days of the shop, both included. */
export const invoiceListQuery = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((q) => q.to >= q.from, { message: 'End on or after the start', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, {
    message: 'Ask for at most 366 days at once',
    path: ['to'],
  });
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** One document in the shop's list: what an accountant needs of it, net and tax per rate. */
export const invoiceListItem = orderDocument.extend({
  order_uuid: z.string(),
  order_number: z.number().int(),
  customer: z.string().nullable(),
  net_total: z.number(),
  tax_total: z.number(),
  /** Per rate: the net (base) and the tax of the document. */
  tax_lines: z.array(taxLine),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

export const invoiceList = z.object({ items: z.array(invoiceListItem), count: z.number().int() });
export type InvoiceList = z.infer<typeof invoiceList>;
