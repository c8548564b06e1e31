import { z } from 'zod';
import { pageCursor } from './common';
import { dateSchema } from './order-time';
import { orderMethods, orderStatuses, paymentStatuses } from './orders';
import { orderItem } from './product-lines';

/**
 * GET /api/orders/day: the orders due on one date of the shop's calendar. `today` and `tomorrow`
 * are resolved in the shop's time zone on the server, so a phone set to another zone sees the
 * shop's day; absent means today. Without `limit` the day's every order, as it always answered;
 * with it, a page, and `cursor` (the previous page's `next_cursor`, opaque) for the next
 * (docs/decisions/079).
 */
export const DAY_PAGE_MAX = 200;
export const dayQuery = z
  .object({
    date: z.union([z.enum(['today', 'tomorrow']), dateSchema]).default('today'),
    limit: z.coerce.number().int().min(1).max(DAY_PAGE_MAX).optional(),
    ...pageCursor,
  })
  .refine((q) => !q.cursor || q.limit !== undefined, { message: 'Give the page’s limit', path: ['limit'] });
export type DayQuery = z.infer<typeof dayQuery>;

const person = z.object({ id: z.string(), name: z.string() });

/** What a florist needs to make and hand over one order, without opening it. */
export const dayOrder = z.object({
  uuid: z.string(),
  number: z.number().int(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  /** Paid in the shop or online. */
  paid: z.boolean(),
  method: z.enum(orderMethods),
  delivery_status: z.enum(['out_for_delivery', 'delivered', 'attempted']).nullable(),
  /** The first line's product; `items` holds every line the bench makes. */
  product_name: z.string().nullable(),
  /** Each line: how many of which product, its size and add-ons (a cart is more than its first line). */
  items: z.array(orderItem),
  recipient_name: z.string().nullable(),
  delivery_address: z.string().nullable(),
  delivery_city: z.string().nullable(),
  /** The pickup location's name (pickup orders). */
  location_name: z.string().nullable(),
  time_slot: z.string().nullable(),
  assigned_to: person.nullable(),
  /** Photo URLs; each has a thumbnail beside it, named with -thumb before .webp. */
  photo_reference: z.string().nullable(),
  polaroid_photo: z.string().nullable(),
  note: z.string(),
  special_instructions: z.string().nullable(),
  /** Whether a card goes with it; the message itself is printed on the card. */
  has_card_message: z.boolean(),
});
export type DayOrder = z.infer<typeof dayOrder>;

/** Orders of one time window, in the order they are due; `time_slot` null holds those without one. */
export const dayWindow = z.object({ time_slot: z.string().nullable(), orders: z.array(dayOrder) });
export type DayWindow = z.infer<typeof dayWindow>;

export const dayCounts = z.object({
  /** Pending: still to make. */
  to_make: z.number().int(),
  /** Ready: made, not yet handed over. */
  made: z.number().int(),
  /** Delivery orders not done yet. */
  to_deliver: z.number().int(),
  /** Pickup orders not done yet. */
  to_pick_up: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
});
export type DayCounts = z.infer<typeof dayCounts>;

export const dayView = z.object({
  /** The date shown, YYYY-MM-DD. */
  date: z.string(),
  /** The shop's today at the time of the answer, YYYY-MM-DD. */
  today: z.string(),
  /** A page's windows: a window may go on in the next page, which then starts with its slot again. */
  windows: z.array(dayWindow),
  /** The whole day's, paged or not. */
  counts: dayCounts,
  /** With `limit` only: pass as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable().optional(),
});
export type DayView = z.infer<typeof dayView>;
