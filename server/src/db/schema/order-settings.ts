import type { TimeWindow } from '@contract/order-time';
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { businessIdColumn, updatedAtColumn } from './columns';

/**
 * The weekly windows of one window type (delivery or pickup). Stored whole, as JSON: they are
 * always replaced and read together, and the slot engine needs all of them at once.
 */
export const orderTimeWindows = pgTable(
  'order_time_windows',
  {
    businessId: businessIdColumn(),
    windowType: text('window_type', { enum: ['delivery', 'pickup'] }).notNull(),
    windows: jsonb('windows').$type<TimeWindow[]>().notNull(),
    disabledDays: jsonb('disabled_days').$type<string[]>().notNull(),
    updatedAt: updatedAtColumn(),
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
  /** Storefront drafts nobody completed leave the lists after this many hours… */
  draftHideHours: integer('draft_hide_hours').notNull().default(24),
  /** …and are removed after this many days. */
  draftDeleteDays: integer('draft_delete_days').notNull().default(7),
  updatedAt: updatedAtColumn(),
});

/**
 * How a shop charges tax; a shop without a row charges none. Rates are percentages (7.000).
 * Prices are entered with tax included (VAT) or without it (sales tax, added on top).
 */
export const taxSettings = pgTable('tax_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  mode: text('mode', { enum: ['none', 'vat', 'sales_tax'] })
    .notNull()
    .default('none'),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
  /** The rate of the flowers and products, unless a product names its own. */
  rate: numeric('rate', { precision: 6, scale: 3 }).notNull().default('0'),
  deliveryTaxed: boolean('delivery_taxed').notNull().default(true),
  /** The delivery's own rate; null: the same as `rate`. */
  deliveryRate: numeric('delivery_rate', { precision: 6, scale: 3 }),
  updatedAt: updatedAtColumn(),
});
