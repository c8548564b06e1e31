import { z } from 'zod';
import { OCCASIONS } from './occasions';

/*
 * Occasion reminders (docs/decisions/065): the customer ticks "remind me next year" on their order's
 * page; a week before the same day next year they get one e-mail with the shop's bouquets and a
 * link that starts a new order for the same recipient.
 */

export const reminderOccasion = z.enum(OCCASIONS, { error: 'Choose an occasion from the list' });

/** What the customer's order page shows: whether a reminder is on, and for which occasion. */
export const orderReminder = z.object({
  /** False when the order cannot carry one (not placed yet, no day, no e-mail address). */
  available: z.boolean(),
  active: z.boolean(),
  occasion: reminderOccasion.nullable(),
  /** The first day the reminder goes out, YYYY-MM-DD; null while off. */
  next_mail_on: z.string().nullable(),
});
export type OrderReminder = z.infer<typeof orderReminder>;

/** The box ticked or unticked: with an occasion to switch it on, alone to switch it off. */
export const orderReminderInput = z.discriminatedUnion('remind', [
  z.object({ remind: z.literal(true), occasion: reminderOccasion }),
  z.object({ remind: z.literal(false) }),
]);
export type OrderReminderInput = z.infer<typeof orderReminderInput>;

/** The random token of a reminder mail's links: 32 bytes, base64url. */
export const reminderToken = z
  .string({ error: 'The link is not complete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not complete');

/** The storefront's question: whom did the reminder's order go to? */
export const reminderRecipientInput = z.object({ token: reminderToken });

/** Whom a reminder's order went to, for a new order to the same person (only the link's holder sees it). */
export const reminderRecipient = z.object({
  occasion: reminderOccasion,
  method: z.enum(['delivery', 'pickup']),
  recipient_name: z.string().nullable(),
  recipient_phone: z.string().nullable(),
  delivery_address: z.string().nullable(),
  delivery_unit: z.string().nullable(),
  delivery_city: z.string().nullable(),
  delivery_zipcode: z.string().nullable(),
});
export type ReminderRecipient = z.infer<typeof reminderRecipient>;

/** A customer's reminder as staff see it on the customer's page. */
export const customerReminder = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  order_number: z.number().int(),
  occasion: reminderOccasion,
  /** The order's day, YYYY-MM-DD: remembered on its month and day. */
  occasion_date: z.string(),
  active: z.boolean(),
  stopped_by: z.enum(['customer', 'unsubscribe', 'staff']).nullable(),
  /** The year of the last reminder mail made, or null when none was. */
  last_mailed_year: z.number().int().nullable(),
});
export type CustomerReminder = z.infer<typeof customerReminder>;

/** Staff switch a reminder off; switching one on is the customer's choice alone. */
export const customerReminderUpdate = z.object({
  active: z.literal(false, { error: 'Only the customer can switch a reminder on' }),
});
