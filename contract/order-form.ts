import { z } from 'zod';
import { timeOfDaySchema } from './order-time';

/** How a shop takes orders: what the public order page offers and asks. */
export const orderFormSettings = z.object({
  delivery_enabled: z.boolean(),
  pickup_enabled: z.boolean(),
  /** Minutes between placing an order and the start of the earliest window it may take. */
  lead_time_minutes: z.number().int().min(0, 'Use 0 or more minutes').max(20_160, 'Use at most 14 days'),
  /** After this time of day (shop time), no more orders for the same day. Null: no cut-off. */
  same_day_cutoff: timeOfDaySchema.nullable(),
  /** How many days ahead customers may order, counting today as day 0. */
  days_ahead: z.number().int().min(0, 'Use 0 or more days').max(365, 'Use at most 365 days'),
  require_recipient_phone: z.boolean(),
  card_message_enabled: z.boolean(),
  card_message_max_length: z
    .number()
    .int()
    .min(10, 'Allow at least 10 characters')
    .max(1000, 'Use at most 1000 characters'),
  /** Customers may choose to pay in the shop instead of by card. */
  allow_pay_in_shop: z.boolean(),
  /** E-mails to the customer: order received; ready for pickup or out for delivery; delivered or collected. */
  notify_order_received: z.boolean(),
  notify_order_ready: z.boolean(),
  notify_order_done: z.boolean(),
  /**
   * Unused since storefront carts never show in staff lists (docs/decisions/027, issue 25); still
   * accepted and answered, so a client that sends it is not refused.
   */
  draft_hide_hours: z.number().int().min(1, 'Use at least 1 hour').max(720, 'Use at most 720 hours'),
  /** A storefront cart the customer never placed is removed after this many days. */
  draft_delete_days: z.number().int().min(1, 'Use at least 1 day').max(90, 'Use at most 90 days'),
});
export type OrderFormSettings = z.infer<typeof orderFormSettings>;

export const orderFormSettingsInput = orderFormSettings
  .partial()
  .refine((s) => s.delivery_enabled !== false || s.pickup_enabled !== false, {
    message: 'Offer delivery, pickup or both',
    path: ['pickup_enabled'],
  });
export type OrderFormSettingsInput = z.infer<typeof orderFormSettingsInput>;

export const defaultOrderFormSettings: OrderFormSettings = {
  delivery_enabled: true,
  pickup_enabled: true,
  lead_time_minutes: 120,
  same_day_cutoff: '14:00',
  days_ahead: 60,
  require_recipient_phone: true,
  card_message_enabled: true,
  card_message_max_length: 250,
  allow_pay_in_shop: false,
  notify_order_received: true,
  notify_order_ready: true,
  notify_order_done: true,
  draft_hide_hours: 24,
  draft_delete_days: 7,
};
