import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { businessIdColumn, counterPartColumn, createdAtColumn, idColumn } from './columns';

/** What a customer search matches: the expression of the trigram index, written the same in the query. */
export const customerSearchText = (t: { name: unknown; email: unknown; phone: unknown }) =>
  sql`(${t.name} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.phone}, ''))`;

/** A phone number's digits alone: the expression of the phone index, written the same in the query. */
export const phoneDigits = (phone: unknown) => sql`regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g')`;

/**
 * The people who order from a shop: one per normalised e-mail (else phone), kept up to date as
 * their orders are submitted, so the customer list never has to add up orders.
 */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    /** "email:ada@example.com" or "phone:+4930555": what makes two orders one customer's. */
    identity: text('identity').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    note: text('note'),
    orderCount: integer('order_count').notNull().default(0),
    totalSpent: numeric('total_spent', { precision: 12, scale: 2 }).notNull().default('0'),
    firstOrderDate: timestamp('first_order_date', { withTimezone: true }).notNull(),
    lastOrderDate: timestamp('last_order_date', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('customers_business_identity_key').on(t.businessId, t.identity),
    index('customers_business_last_order_idx').on(t.businessId, t.lastOrderDate.desc(), t.id),
    // One per sort the list offers, so a page is read in index order in either direction.
    index('customers_business_first_order_idx').on(t.businessId, t.firstOrderDate, t.id),
    index('customers_business_name_idx').on(t.businessId, t.name, t.id),
    index('customers_business_order_count_idx').on(t.businessId, t.orderCount, t.id),
    index('customers_business_total_spent_idx').on(t.businessId, t.totalSpent, t.id),
    // The search box looks for its text anywhere in name, e-mail or phone (customers.service.ts).
    // Each order rewrites its customer's row; the new entries wait in a pending list that a search
    // reads through, kept to 128 kB instead of GIN's 4 MB, as the orders' (docs/decisions/088).
    index('customers_search_idx')
      .using('gin', sql`${customerSearchText(t)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 128 }),
    // A phone typed as "030 5550100" or "+49 30 5550100" is found by its digits (customers.service.ts).
    index('customers_phone_digits_idx')
      .using('gin', sql`${phoneDigits(t.phone)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 128 }),
  ],
);

/**
 * How many customers each shop has, kept by a statement trigger on customers (migrations 0020 and
 * 0056), so that the list's total costs a few rows however many customers a shop has: the sum of
 * its parts (counterPartColumn).
 */
export const customerCounts = pgTable(
  'customer_counts',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    part: counterPartColumn(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.part] })],
);
