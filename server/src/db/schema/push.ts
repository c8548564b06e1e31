import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { users } from './users';

/**
 * A device of a shop's member that asked for push notifications (docs/product.md, Push
 * notifications). One row per push service address: a device signed in anew is that person's.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessIdColumn(),
    endpoint: text('endpoint').notNull(),
    /** The device's public key and auth secret (base64url): the payload is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The kinds of notification chosen on this device (contract/push.ts). */
    kinds: text('kinds').array().notNull(),
    /** 'HH:MM' in the shop's time zone; both null: no quiet hours. */
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_business_idx').on(t.businessId),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Pushes waiting to go out (docs/decisions/063): one row per event, fanned out to the shop's
 * devices when sent; a device that failed for a while gets a row of its own to try again.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    /** When the order is due, as the shop writes it: its date and time slot. */
    dueDate: date('due_date', { mode: 'string' }),
    dueSlot: text('due_slot'),
    /** Set on a retry: only this device; null: every device of the shop that chose the kind. */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The person whose own action caused the push: their devices are left out (they know already). */
    exceptUserId: uuid('except_user_id').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAttemptAt)],
);

/** Orders already pushed as due within the hour and not ready: at most one such push an order. */
export const pushDueNotices = pgTable('push_due_notices', {
  orderId: uuid('order_id').primaryKey(),
  createdAt: createdAtColumn(),
});
