import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn, moneyColumn, updatedAtColumn } from './columns';
import { orders } from './orders';

/**
 * A shop's discount codes (docs/decisions/043). `uses` counts the placed orders that redeemed the
 * code; a submission takes a use with a conditional update, so the last one goes to one order only.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    /** Upper case, trimmed: customers type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Whole percent (1–100) or an amount in the shop's currency. */
    value: moneyColumn('value').notNull(),
    /** The least the flowers (the order's price) must cost. */
    minOrder: moneyColumn('min_order'),
    /** First and last valid day in the shop's time zone, both included. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** A code never used is removed this way; one used stays for the books, deactivated. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One live code of a name per shop; a deleted one frees its name.
    uniqueIndex('discount_codes_business_code_key')
      .on(t.businessId, t.code)
      .where(sql`${t.deletedAt} is null`),
    // The staff list: a shop's codes, newest first.
    index('discount_codes_business_idx').on(t.businessId, t.createdAt.desc()),
    check(
      'discount_codes_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/**
 * One row per order that redeemed a code. The e-mail (lower case) of a once-per-customer code is
 * unique per code, which is what refuses a second use by the same customer, also when two of their
 * orders are submitted at the same moment.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: idColumn(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerEmail: text('customer_email'),
    /** The code's rule when it was redeemed: the unique index below applies to these rows only. */
    oncePerCustomer: boolean('once_per_customer').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.orderId),
    uniqueIndex('discount_redemptions_customer_key')
      .on(t.codeId, t.customerEmail)
      .where(sql`${t.oncePerCustomer} and ${t.customerEmail} is not null`),
  ],
);
