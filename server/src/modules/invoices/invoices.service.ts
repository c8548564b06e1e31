import crypto from 'node:crypto';
import { fromCents, moneyColumn } from '@contract/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceCounters, invoices } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { queueMail } from '../mail';
import { creditFigures, type RateFigures } from './invoice-figures';
import { documentMail } from './invoice-mail';
import {
  type CreditNoteSnapshot,
  commonOf,
  type DocumentSnapshot,
  type InvoiceSnapshot,
  invoiceSnapshot,
  readOrderForInvoice,
  shopYear,
} from './invoice-snapshot';

/*
 * Invoices and credit notes (docs/decisions/047). A paid order has an invoice; money given back a
 * credit note naming it; a correction a credit note for what is left of it and a new invoice
 * (invoice-settlement.ts). All take the next number of one sequence per shop and year, from a
 * counter row raised in the paying (or refunding) transaction: a transaction rolled back takes its
 * number back with it, so the numbers have no gaps, and the counter row's lock makes two documents
 * issued at once take one number each. The counter is raised by the issuing transaction's last
 * statement, so that its lock is held only until the commit right after it.
 */

export type IssuedDocument = { id: string; number: string };

type Kind = 'invoice' | 'credit_note';

export type OrderDocument = Awaited<ReturnType<typeof documentsOfOrder>>[number];

/** The order's newest invoice, what its credit notes gave back of it per rate, and what is left. */
export type Standing = {
  invoice: { id: string; number: string; issuedAt: Date; snapshot: InvoiceSnapshot };
  credited: RateFigures[];
  left: number;
};

export function standingOf(documents: OrderDocument[]): Standing | null {
  const newest = documents.filter((d) => d.snapshot.kind === 'invoice').at(-1);
  if (newest?.snapshot.kind !== 'invoice') return null;
  const snapshot = newest.snapshot;
  const credited = snapshot.rates.map((rate) => ({ rate: rate.rate, net: 0, tax: 0, gross: 0 }));
  for (const note of documents) {
    if (note.snapshot.kind !== 'credit_note' || note.invoiceId !== newest.id) continue;
    note.snapshot.rates.forEach((part, index) => {
      const sum = credited[index];
      if (!sum) return;
      sum.net += part.net;
      sum.tax += part.tax;
      sum.gross += part.gross;
    });
  }
  const left = snapshot.total - credited.reduce((sum, c) => sum + c.gross, 0);
  return { invoice: { ...newest, snapshot }, credited, left };
}

/**
 * The order's invoice: the newest while something of it is left, else a new one from the order as
 * it is. Call it in the transaction that makes the order paid, as its last step. The customer gets
 * it by e-mail when the order has an address.
 */
export async function issueInvoice(
  tx: Tx,
  { orderId, now = new Date() }: { orderId: string; now?: Date },
): Promise<IssuedDocument> {
  const standing = standingOf(await documentsOfOrder(tx, orderId));
  const { id, number } =
    standing && standing.left > 0 ? standing.invoice : (await issueNewInvoice(tx, { orderId, now })).invoice;
  return { id, number };
}

/** A new invoice of the order as it is now, whatever it had before. */
export async function issueNewInvoice(
  tx: Tx,
  { orderId, now }: { orderId: string; now: Date },
): Promise<Standing> {
  const read = await readOrderForInvoice(tx, orderId);
  const snapshot = await invoiceSnapshot(tx, read, now);
  const issued = await issueDocument(tx, {
    kind: 'invoice',
    businessId: read.order.businessId,
    orderId,
    invoiceId: null,
    reason: null,
    snapshot,
    now,
  });
  const credited = snapshot.rates.map((rate) => ({ rate: rate.rate, net: 0, tax: 0, gross: 0 }));
  return { invoice: { ...issued, issuedAt: now, snapshot }, credited, left: snapshot.total };
}

/**
 * A credit note for money given back of the order: it names the order's invoice (issued first if
 * the order was paid before invoices were, so that every refund has one to name) and splits the
 * amount over the invoice's rates. Credit notes never give back more than the invoice states.
 */
export async function issueCreditNote(
  tx: Tx,
  {
    orderId,
    amountCents,
    reason = null,
    now = new Date(),
  }: { orderId: string; amountCents: number; reason?: string | null; now?: Date },
): Promise<IssuedDocument> {
  await issueInvoice(tx, { orderId, now });
  const standing = standingOf(await documentsOfOrder(tx, orderId));
  if (!standing) throw new Error('the order’s invoice is missing');
  return creditInvoice(tx, { orderId, standing, amountCents, reason, now });
}

/** A credit note of `amountCents` on the invoice of `standing`, at most what is left of it. */
export async function creditInvoice(
  tx: Tx,
  {
    orderId,
    standing: { invoice, credited, left },
    amountCents,
    reason,
    now,
  }: { orderId: string; standing: Standing; amountCents: number; reason: string | null; now: Date },
): Promise<IssuedDocument> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new AppError('VALIDATION_ERROR', 'A credit note gives back an amount above 0', {
      amount: 'Enter an amount above 0',
    });
  }
  if (amountCents > left) {
    const message = `At most ${moneyColumn(fromCents(Math.max(0, left)))} is left to credit on invoice ${invoice.number}`;
    throw new AppError('CONFLICT', message, { amount: message });
  }
  const parts: RateFigures[] = creditFigures({
    rates: invoice.snapshot.rates,
    credited,
    amount: amountCents,
  });
  const read = await readOrderForInvoice(tx, orderId);
  const snapshot: CreditNoteSnapshot = {
    kind: 'credit_note',
    ...commonOf(read),
    // The invoice's language and currency: a credit note reads like the invoice it corrects.
    language: invoice.snapshot.language,
    currency: invoice.snapshot.currency,
    tax_mode: invoice.snapshot.tax_mode,
    invoice: { number: invoice.number, issued_at: invoice.issuedAt.toISOString() },
    reason,
    rates: parts,
    net_total: parts.reduce((sum, p) => sum + p.net, 0),
    tax_total: parts.reduce((sum, p) => sum + p.tax, 0),
    total: amountCents,
  };
  return issueDocument(tx, {
    kind: 'credit_note',
    businessId: read.order.businessId,
    orderId,
    invoiceId: invoice.id,
    reason,
    snapshot,
    now,
  });
}

/** An order's documents, oldest first. */
export async function documentsOfOrder(tx: Tx, orderId: string) {
  const rows = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    // In the order they were numbered: a provider's event may be dated a moment before a payment.
    .orderBy(asc(invoices.year), asc(invoices.sequence));
  return rows.map((row) => ({ ...row, snapshot: row.snapshot as DocumentSnapshot }));
}

/**
 * Queues the customer's copy, then numbers and writes the document in one statement: the
 * counter's upsert and the insert that uses its number. That statement is the last of the
 * document's work, so the counter row stays locked only until the caller's commit.
 */
async function issueDocument(
  tx: Tx,
  {
    kind,
    businessId,
    orderId,
    invoiceId,
    reason,
    snapshot,
    now,
  }: {
    kind: Kind;
    businessId: string;
    orderId: string;
    invoiceId: string | null;
    reason: string | null;
    snapshot: DocumentSnapshot;
    now: Date;
  },
): Promise<IssuedDocument> {
  const id = crypto.randomUUID();
  const year = shopYear(snapshot.time_zone, now);
  // The mail names the order, not the number (not taken yet); its PDF is made when it is sent.
  const mail = documentMail({ id, snapshot });
  if (mail) await queueMail(tx, mail);
  const money = (cents: number) => moneyColumn(fromCents(cents));
  const result = await tx.execute<{ id: string; number: string }>(sql`
    with counter as (
      insert into ${invoiceCounters} (business_id, year, last_number)
      values (${businessId}::uuid, ${year}::int, 1)
      on conflict (business_id, year)
      do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    )
    insert into ${invoices} (id, business_id, order_id, kind, year, sequence, number, invoice_id,
      language, currency, net_total, tax_total, total, reason, issued_at, snapshot)
    select ${id}::uuid, ${businessId}::uuid, ${orderId}::uuid, ${kind}, ${year}::int, counter.last_number,
      ${year}::text || '-' || lpad(counter.last_number::text, greatest(6, length(counter.last_number::text)), '0'),
      ${invoiceId}::uuid, ${snapshot.language}, ${snapshot.currency},
      ${money(snapshot.net_total)}::numeric, ${money(snapshot.tax_total)}::numeric, ${money(snapshot.total)}::numeric,
      ${reason}, ${now.toISOString()}::timestamptz, ${JSON.stringify(snapshot)}::jsonb
    from counter
    returning id, number`);
  const [row] = result.rows;
  if (!row) throw new Error('the document was not numbered');
  return { id: row.id, number: row.number };
}
