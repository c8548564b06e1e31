import { sql } from 'drizzle-orm';
import { numeric, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/*
 * The columns most tables start or end with, written once so that every table spells them alike.
 * Each is a function: Drizzle needs a fresh column builder per table.
 */

/** A random UUID primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** The shop a row belongs to: every tenant query filters on it. */
export const businessIdColumn = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id);

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set on insert; services set it again on every change. */
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An amount of money as exact decimal text, two places (10 digits in all). */
export const moneyColumn = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * Which part of a counter a row is (docs/decisions/086): a counter that every order of a shop
 * changes is kept as sixteen rows summed when read, and each database connection adds to the row
 * its process id picks, so that concurrent orders do not queue on one row until each commits.
 */
export const counterPartColumn = () => smallint('part').notNull().default(sql`counter_part()`);
