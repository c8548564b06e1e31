import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn } from './columns';

/**
 * A shop's named tax rates (docs/decisions/046): "reduced 7 %", "standard 19 %", a sales tax rate.
 * Products, sizes and add-ons point at one (none: the shop's default). One class of a shop is its
 * default; its rate is also kept in tax_settings.rate, written in the same transaction, because
 * every read of an order's shop joins tax_settings and needs that rate for delivery.
 */
export const taxClasses = pgTable(
  'tax_classes',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    /** Percent, at most three decimals (8.875). */
    rate: numeric('rate', { precision: 6, scale: 3 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('tax_classes_business_idx').on(t.businessId),
    // One default per shop, and names a person can tell apart.
    uniqueIndex('tax_classes_default_idx').on(t.businessId).where(sql`${t.isDefault}`),
    uniqueIndex('tax_classes_name_idx').on(t.businessId, sql`lower(${t.name})`),
  ],
);
