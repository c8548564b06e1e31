import type { InvoiceList, InvoiceListQuery, OrderDocument, OrderDocuments } from '@contract/invoices';
import { fromCents } from '@contract/money';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices, type MailAttachmentRef, orders } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { MailFile } from '../../lib/mail';
import { findShop } from '../business';
import { renderDocumentPdf } from './invoice-pdf';
import type { DocumentSnapshot } from './invoice-snapshot';

/*
 * Reading issued documents: an order's (its customer, with the order's uuid as the capability;
 * staff), the shop's for a range of days (owner and manager), and any one as its PDF.
 */

type Row = typeof invoices.$inferSelect;

/** Most documents one list answers: a busy shop's year of invoices. */
export const MAX_LISTED = 20_000;

const toOrderDocument = (
  row: Pick<Row, 'id' | 'kind' | 'number' | 'issuedAt' | 'total' | 'currency' | 'reason'>,
  invoiceNumber: string | null,
): OrderDocument => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  issued_at: row.issuedAt.toISOString(),
  total: Number(row.total),
  currency: row.currency,
  invoice_number: invoiceNumber,
  reason: row.reason,
});

/** The credit notes' invoice number, from their snapshot (a document never changes). */
const invoiceNumberOf = (row: Pick<Row, 'kind' | 'snapshot'>) =>
  row.kind === 'credit_note'
    ? (row.snapshot as DocumentSnapshot & { invoice: { number: string } }).invoice.number
    : null;

/** An order's invoice and credit notes, oldest first; 404 when no order has this uuid. */
export async function listOrderDocuments(
  db: Tx,
  { uuid, businessId }: { uuid: string; businessId?: string },
): Promise<OrderDocuments> {
  await ensureOrder(db, { uuid, businessId });
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, uuid))
    .orderBy(asc(invoices.year), asc(invoices.sequence));
  const items = rows.map((row) => toOrderDocument(row, invoiceNumberOf(row)));
  return { items, count: items.length };
}

async function ensureOrder(db: Tx, { uuid, businessId }: { uuid: string; businessId?: string | undefined }) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, uuid), businessId ? eq(orders.businessId, businessId) : undefined));
  if (!order) throw notFound('order');
}

/** The PDF of one document of an order (the invoice when `id` is absent). */
export async function orderDocumentPdf(db: Tx, { uuid, id }: { uuid: string; id?: string }) {
  await ensureOrder(db, { uuid });
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, uuid), id ? eq(invoices.id, id) : eq(invoices.kind, 'invoice')));
  if (!row)
    throw new AppError('NOT_FOUND', id ? 'The document was not found' : 'This order has no invoice yet');
  return documentFile(row);
}

/** The PDF of one document of the shop. */
export async function shopDocumentPdf(db: Tx, { businessId, id }: { businessId: string; id: string }) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
  if (!row) throw notFound('document');
  return documentFile(row);
}

/** A document as a file: its PDF, named by its number. */
export async function documentFile(row: Row): Promise<MailFile> {
  const snapshot = row.snapshot as DocumentSnapshot;
  const content = await renderDocumentPdf({ number: row.number, issuedAt: row.issuedAt, snapshot });
  const prefix = row.kind === 'invoice' ? 'invoice' : 'credit-note';
  return { filename: `${prefix}-${row.number}.pdf`, content, contentType: 'application/pdf' };
}

/** The mail outbox's maker of attachments (app.ts): a document's PDF by its id. */
export function documentAttachments(db: Db) {
  return async (ref: MailAttachmentRef): Promise<MailFile> => {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, ref.id));
    if (!row) throw new Error(`document ${ref.id} not found for a mail`);
    return documentFile(row);
  };
}

/** The shop's documents issued on the days from `from` to `to` (the shop's days), newest first. */
export async function listShopDocuments(
  db: Db,
  { businessId, from, to }: { businessId: string } & InvoiceListQuery,
): Promise<InvoiceList> {
  const shop = await findShop(db, businessId);
  const rows = await db
    .select({
      row: invoices,
      orderNumber: orders.number,
      customer: orders.senderName,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.businessId, businessId),
        gte(invoices.issuedAt, sql`(${from}::date)::timestamp at time zone ${shop.timeZone}`),
        lt(invoices.issuedAt, sql`(${to}::date + 1)::timestamp at time zone ${shop.timeZone}`),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .limit(MAX_LISTED);
  const items = rows.map(({ row, orderNumber, customer }) => {
    const snapshot = row.snapshot as DocumentSnapshot;
    return {
      ...toOrderDocument(row, invoiceNumberOf(row)),
      order_uuid: row.orderId,
      order_number: orderNumber,
      // The name the document was issued to.
      customer: snapshot.customer.name ?? customer,
      net_total: Number(row.netTotal),
      tax_total: Number(row.taxTotal),
      // Every rate, 0 % too (a gift card sold): the accountant books each.
      tax_lines: snapshot.rates.map((r) => ({
        rate: r.rate,
        base: fromCents(r.net),
        amount: fromCents(r.tax),
      })),
    };
  });
  return { items, count: items.length };
}
