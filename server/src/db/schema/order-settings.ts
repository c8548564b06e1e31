import type { TimeWindow } from '@contract/order-time';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * The weekly windows of one window type (delivery or pickup). Stored whole, as JSON: they are
 * always replaced and read together, and the slot engine needs all of them at once.
 */
export const orderTimeWindows = pgTable(
  'order_time_windows',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    windowType: text('window_type', { enum: ['delivery', 'pickup'] }).notNull(),
    windows: jsonb('windows').$type<TimeWindow[]>().notNull(),
    disabledDays: jsonb('disabled_days').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.windowType] })],
);

/** How a shop takes orders; a shop without a row uses the defaults of contract/order-form.ts. */
export const orderFormSettings = pgTable('order_form_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  deliveryEnabled: boolean('delivery_enabled').notNull(),
  pickupEnabled: boolean('pickup_enabled').notNull(),
  leadTimeMinutes: integer('lead_time_minutes').notNull(),
  sameDayCutoff: text('same_day_cutoff'),
  daysAhead: integer('days_ahead').notNull(),
  requireRecipientPhone: boolean('require_recipient_phone').notNull(),
  cardMessageEnabled: boolean('card_message_enabled').notNull(),
  cardMessageMaxLength: integer('card_message_max_length').notNull(),
  allowPayInShop: boolean('allow_pay_in_shop').notNull(),
  notifyOrderReceived: boolean('notify_order_received').notNull().default(true),
  notifyOrderReady: boolean('notify_order_ready').notNull().default(true),
  notifyOrderDone: boolean('notify_order_done').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
