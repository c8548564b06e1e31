import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { updatedAtColumn } from './columns';

/**
 * A shop's legal details (docs/decisions/047): what invoices, credit notes and receipts print
 * about the seller, and an imprint can show. One row per shop, written by its owner; a shop that
 * never saved them has none. Owned by the business module (legal-details.service.ts).
 */
export const businessLegalDetails = pgTable('business_legal_details', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  legalName: text('legal_name').notNull(),
  street: text('street').notNull(),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2 (DE). */
  country: text('country').notNull(),
  /** Normalised: letters upper case, no spaces (DE123456789). */
  vatId: text('vat_id'),
  taxNumber: text('tax_number'),
  registerEntry: text('register_entry'),
  responsiblePerson: text('responsible_person'),
  updatedAt: updatedAtColumn(),
});
