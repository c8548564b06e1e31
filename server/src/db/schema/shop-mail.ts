import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { users } from './users';

/**
 * What one owner or manager chose to be e-mailed by their shop (docs/decisions/064): each new web
 * order, and a morning summary of the day, in the language they chose for these mails.
 */
export const shopMailPreferences = pgTable(
  'shop_mail_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessIdColumn(),
    newWebOrders: boolean('new_web_orders').notNull().default(false),
    morningSummary: boolean('morning_summary').notNull().default(false),
    /** 'en' | 'de': the back office is English, so the person says which language their mails take. */
    language: text('language').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

/**
 * Web orders placed and not yet mailed to the shop: written by the submission's statement when
 * someone of the shop asked for them, taken (and deleted) by the mail worker's check.
 */
export const shopMailWebOrders = pgTable('shop_mail_web_orders', {
  orderId: uuid('order_id').primaryKey(),
  businessId: businessIdColumn(),
  createdAt: createdAtColumn(),
});

/**
 * What one person got from one shop on one day of the shop's calendar: how many order mails (the
 * cap counts them) and whether the day's summary was queued, so that it goes once.
 */
export const shopMailDays = pgTable(
  'shop_mail_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    orderMails: integer('order_mails').notNull().default(0),
    summaryQueuedAt: timestamp('summary_queued_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId, t.day] }),
    check('shop_mail_days_order_mails', sql`${t.orderMails} >= 0`),
  ],
);
