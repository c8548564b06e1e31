import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, moneyColumn } from './columns';
import { orders } from './orders';

/*
 * Invoices and credit notes (docs/decisions/047), owned by the invoices module. One numbering per
 * shop and calendar year, shared by both kinds, without gaps: the counter row is raised in the
 * transaction that issues the document, so a payment rolled back takes its number back with it.
 */

/** The last number given in a shop's year; its row lock queues two documents issued at once. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    businessId: businessIdColumn(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.year] })],
);

/**
 * An invoice or credit note as issued: never changed afterwards. `snapshot` holds everything the
 * document prints (seller, customer, lines, tax per rate, payment), so a later change of the
 * order, the products or the shop's details never changes a document already issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    businessId: businessIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** The shop's calendar year the number belongs to, on the shop's clock. */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: "2026-000123". */
    number: text('number').notNull(),
    /**
     * A credit note's invoice (of the same order). No foreign key: a table that refers to itself would
     * need its rows restored in order (backup/catalog.ts); the invoices module writes both rows.
     */
    invoiceId: uuid('invoice_id'),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    /** Money the document states, positive for both kinds: a credit note gives back `total`. */
    netTotal: moneyColumn('net_total').notNull(),
    taxTotal: moneyColumn('tax_total').notNull(),
    total: moneyColumn('total').notNull(),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_business_year_sequence_key').on(t.businessId, t.year, t.sequence),
    // An order may have several invoices, a corrected one replacing the one before (ADR 047); the
    // order's row lock, held by every path that issues one, keeps two from being issued at once.
    index('invoices_order_idx').on(t.orderId, t.issuedAt),
    // The ledger's documents of a date range.
    index('invoices_business_issued_idx').on(t.businessId, t.issuedAt),
  ],
);
