import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { orders } from './orders';
import { users } from './users';

export const flowers = pgTable(
  'flowers',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    /** Per stem; a weighted average over purchases (docs/decisions/010). */
    unitCost: numeric('unit_cost', { precision: 12, scale: 4 }).notNull(),
    /** Always the sum of the flower's movements, kept in the same transaction as each of them. */
    quantity: integer('quantity').notNull().default(0),
    reorderLevel: integer('reorder_level'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('flowers_quantity_not_negative', sql`${t.quantity} >= 0`),
    // One flower per name in a shop, whatever the case: "Rose" and "rose " are one flower.
    uniqueIndex('flowers_business_name_key').on(t.businessId, sql`lower(${t.name})`),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    flowerId: uuid('flower_id')
      .notNull()
      .references(() => flowers.id),
    type: text('type', { enum: ['purchase', 'sale', 'expiry', 'count'] }).notNull(),
    /** Signed change of the stock. */
    quantity: integer('quantity').notNull(),
    /** Per stem at the time: what was paid (purchase) or what the stems were worth (others). */
    unitCost: numeric('unit_cost', { precision: 12, scale: 4 }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    byUserId: uuid('by_user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_business_idx').on(
      t.businessId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('stock_movements_business_type_idx').on(
      t.businessId,
      t.type,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('stock_movements_flower_idx').on(t.flowerId, t.at),
    index('stock_movements_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
