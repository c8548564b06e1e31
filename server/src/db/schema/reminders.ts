import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn } from './columns';
import { orders } from './orders';

/**
 * "Remind me next year" (docs/decisions/065): a customer asked, on their order's page, for an
 * e-mail a week before the same day next year. The order is the memory: whom the flowers went to,
 * the address and the customer's e-mail and language are read from it when the mail is made, so
 * the reminder itself holds no one's name or address. Staff find it through the order's customer,
 * so it follows the order when two customers are merged.
 */
export const occasionReminders = pgTable(
  'occasion_reminders',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    /** One reminder per order; the order's delivery (or pickup) day is the occasion's day. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A value of OCCASIONS (contract/occasions.ts), chosen by the customer. */
    occasion: text('occasion').notNull(),
    /** The day it is remembered on, the order's day; each year a week before it the mail goes. */
    occasionDate: date('occasion_date', { mode: 'string' }).notNull(),
    /** Set when switched off: by the customer on the order page, by an unsubscribe link, or by staff. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: text('stopped_by', { enum: ['customer', 'unsubscribe', 'staff'] }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('occasion_reminders_order_key').on(t.orderId),
    index('occasion_reminders_active_idx').on(t.occasionDate).where(sql`${t.stoppedAt} is null`),
  ],
);

/**
 * The reminder mails made, one per reminder and year: the due check inserts here first and queues
 * the mail only when the row is new, so a year's reminder is never sent twice. Its links carry
 * random tokens of which only the SHA-256 is kept: the database alone opens neither link.
 */
export const occasionReminderMails = pgTable(
  'occasion_reminder_mails',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => occasionReminders.id, { onDelete: 'cascade' }),
    /** The year of the occasion the mail reminds of. */
    year: integer('year').notNull(),
    /** The storefront link's token: it hands the order's recipient to whoever holds it, for a while. */
    orderTokenHash: text('order_token_hash').notNull(),
    /** The one-click unsubscribe link's token (RFC 8058). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.reminderId, t.year] }),
    uniqueIndex('occasion_reminder_mails_order_token_key').on(t.orderTokenHash),
    uniqueIndex('occasion_reminder_mails_unsubscribe_token_key').on(t.unsubscribeTokenHash),
  ],
);
