import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { businessIdColumn, createdAtColumn, idColumn, moneyColumn, updatedAtColumn } from './columns';
import { locations } from './delivery';
import { taxClasses } from './tax-classes';

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    /** Display order, 0 first; ties by name. */
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('categories_business_idx').on(t.businessId, t.position, t.name)],
);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    categoryId: uuid('category_id').references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: moneyColumn('price').notNull(),
    /** A gift card sells a voucher of its price, issued when the order is paid (docs/decisions/044). */
    kind: text('kind', { enum: ['flowers', 'gift_card'] })
      .notNull()
      .default('flowers'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Null: made to order. Otherwise how many can still be sold; lowered as orders are submitted. */
    currentQuantity: integer('current_quantity'),
    /** Values of OCCASIONS (contract/products.ts), sorted and unique; checked by the contract. */
    occasions: text('occasions').array().notNull().default(sql`'{}'::text[]`),
    /** Deliverable today when ordered before the shop's same-day cut-off. */
    sameDay: boolean('same_day').notNull().default(false),
    /** Its tax rate (docs/decisions/046); null: the shop's default. */
    taxClassId: uuid('tax_class_id').references(() => taxClasses.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** Deleted products stay, so that the orders that sold them keep pointing at them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('products_quantity_not_negative', sql`${t.currentQuantity} >= 0`),
    index('products_business_idx')
      .on(t.businessId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The storefront: what is for sale, featured first, then by name.
    index('products_storefront_idx')
      .on(t.businessId, t.isFeatured.desc().nullsFirst(), t.name)
      .where(sql`${t.deletedAt} is null and ${t.isActive}`),
    index('products_category_idx').on(t.categoryId).where(sql`${t.deletedAt} is null`),
  ],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Storage key of the full photo; its thumbnail sits beside it (lib/storage). */
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('product_photos_product_idx').on(t.productId, t.position),
    // At most one primary photo per product, whatever runs at the same time; services keep "at least one".
    uniqueIndex('product_photos_one_primary_key').on(t.productId).where(sql`${t.isPrimary}`),
  ],
);

/** Where a product can be collected; none listed means at every location of the shop. */
export const productLocations = pgTable(
  'product_locations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationId] })],
);

/**
 * A shop's storefront version: raised by database triggers whenever anything the storefront shows
 * changes (the shop's public details, its order-form switches, categories, products, photos), so
 * every app process can tell in one primary-key read whether its cached answer is still true
 * (docs/decisions/028). No row yet reads as version 0.
 */
export const storefrontVersions = pgTable('storefront_versions', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  version: integer('version').notNull().default(0),
});
