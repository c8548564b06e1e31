import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { idColumn, updatedAtColumn } from './columns';

/** Feature flags (docs/product.md, Feature flags): a global value, and per shop a value that overrides it. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: idColumn(),
    flag: text('flag').notNull(),
    /** Null: the global value. */
    businessId: uuid('business_id').references(() => businesses.id),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // One global row and one row per shop for each flag (nulls would otherwise all be distinct).
    uniqueIndex('feature_flags_flag_business_key').on(
      t.flag,
      sql`coalesce(${t.businessId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);
