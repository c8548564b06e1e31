import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The slug of the storefront, /{url}/store; unique across shops. */
  url: text('url').notNull().unique(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  currency: text('currency').notNull(),
  timeZone: text('time_zone').notNull(),
  logoUrl: text('logo_url'),
  /** The language customers read when their browser asks for none the shop offers: 'en' | 'de' (ADR 042). */
  language: text('language').notNull().default('en'),
  /** The shop's connected account at the card provider (Stripe Connect); card payments go there. */
  stripeAccountId: text('stripe_account_id').unique(),
  /** The number the next order of this shop gets; taken under the row's lock, so never twice. */
  nextOrderNumber: integer('next_order_number').notNull().default(1001),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
