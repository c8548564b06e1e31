import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Card-provider events already handled. The provider retries and may send an event many times;
 * the first insert wins and every later copy is answered without touching the order again.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The connected account the event came from; null for the platform's own. */
  account: text('account'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
