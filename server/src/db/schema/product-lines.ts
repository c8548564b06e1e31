import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn, moneyColumn } from './columns';
import { orders } from './orders';
import { productPhotos, products } from './products';
import { taxClasses } from './tax-classes';

/*
 * Sizes and add-ons, and the lines of an order (docs/decisions/040).
 */

/** A size of a product (Standard, Deluxe): its own price, stock and photo. None: the product's price. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    price: moneyColumn('price').notNull(),
    /** Null: made to order. */
    currentQuantity: integer('current_quantity'),
    photoId: uuid('photo_id').references(() => productPhotos.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Its tax rate (docs/decisions/046); null: its product's. */
    taxClassId: uuid('tax_class_id').references(() => taxClasses.id, { onDelete: 'set null' }),
    /** Removed sizes stay, so that the lines that sold them keep pointing at them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('product_variants_quantity_not_negative', sql`${t.currentQuantity} >= 0`),
    index('product_variants_product_idx').on(t.productId, t.position).where(sql`${t.deletedAt} is null`),
  ],
);

/** An add-on of the shop (a vase, chocolates): shop-level, so one vase stock serves every product. */
export const productOptions = pgTable(
  'product_options',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    price: moneyColumn('price').notNull(),
    /** Null: no limit. */
    currentQuantity: integer('current_quantity'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Its tax rate (docs/decisions/046); null: the shop's default. */
    taxClassId: uuid('tax_class_id').references(() => taxClasses.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('product_options_quantity_not_negative', sql`${t.currentQuantity} >= 0`),
    index('product_options_business_idx')
      .on(t.businessId, t.position, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Which add-ons a product offers. */
export const productOfferedOptions = pgTable(
  'product_offered_options',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    optionId: uuid('option_id')
      .notNull()
      .references(() => productOptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionId] }),
    index('product_offered_options_option_idx').on(t.optionId),
  ],
);

/**
 * An add-on as a line keeps it, with its rate of the moment (docs/decisions/046); lines written
 * before add-ons had rates carry none and are at their line's rate.
 */
export type OrderItemOption = {
  option_id: string;
  name: string;
  price: string;
  tax_rate?: string;
  tax_class_id?: string | null;
};

/**
 * One line of an order: what was chosen, with the names and prices of the moment it was chosen.
 * `orders.price` is the sum of the lines' totals; `orders.product_id`/`product_name` name the first.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull().default(0),
    productId: uuid('product_id').references(() => products.id),
    variantId: uuid('variant_id').references(() => productVariants.id),
    productName: text('product_name'),
    variantName: text('variant_name'),
    options: jsonb('options').$type<OrderItemOption[]>().notNull().default([]),
    quantity: integer('quantity').notNull().default(1),
    /** The variant's (or product's) price plus its options' prices. */
    unitPrice: moneyColumn('unit_price').notNull(),
    total: moneyColumn('total').notNull(),
    kind: text('kind', { enum: ['flowers', 'gift_card'] })
      .notNull()
      .default('flowers'),
    /**
     * The rate the line (its size's or product's part) is priced at, in percent, stored when it is
     * priced (docs/decisions/046): a placed order's tax is read from here. A draft's lines follow
     * their class (`tax_class_id`; null: the shop's default) until it is placed. Gift cards: 0.
     */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    taxClassId: uuid('tax_class_id').references(() => taxClasses.id, { onDelete: 'set null' }),
    /** The class's name as it was when the line was priced; null: untaxed. */
    taxClassName: text('tax_class_name'),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId, t.position),
  ],
);
