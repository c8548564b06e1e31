import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
