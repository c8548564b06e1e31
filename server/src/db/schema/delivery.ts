import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn, moneyColumn, updatedAtColumn } from './columns';

/** Pickup locations of a shop; also the origin of deliveries to the zip codes they serve. */
export const locations = pgTable(
  'locations',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipcode: text('zipcode').notNull(),
    phone: text('phone').notNull().default(''),
    /** Deleted locations stay, so that past orders keep pointing at where they were collected. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('locations_business_idx').on(t.businessId, t.createdAt).where(sql`${t.deletedAt} is null`)],
);

/** Zip codes a shop delivers to, each served by one location at one price. */
export const deliveryZipcodes = pgTable(
  'delivery_zipcodes',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    /** Normalised: upper-case, no spaces. */
    zipcode: text('zipcode').notNull(),
    deliveryPrice: moneyColumn('delivery_price').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One zip code is served by at most one location of a shop.
    uniqueIndex('delivery_zipcodes_business_zipcode_key').on(t.businessId, t.zipcode),
    index('delivery_zipcodes_location_idx').on(t.locationId, t.zipcode),
  ],
);
