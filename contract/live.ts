import { z } from 'zod';
import { orderStatuses, paymentStatuses } from './orders';

/** What happened to an order, as the live channel (GET /api/live) tells a shop's staff. */
export const liveOrderKinds = ['order.created', 'order.submitted', 'order.paid', 'order.changed'] as const;
export type LiveOrderKind = (typeof liveOrderKinds)[number];

/**
 * One event of the live channel: which order, where it stands, and what kind of news it is; never
 * anything about the customer. `change` says what moved on an `order.changed` (status, assigned,
 * note, price, photo, details, payment, delivery, deleted …); new actions may add their own words.
 */
export const liveOrderEventSchema = z.object({
  kind: z.enum(liveOrderKinds),
  uuid: z.uuid(),
  number: z.number().int(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  change: z.string().max(40).optional(),
  /** True on the streams of the person who made the change: their own doing, not news to them. */
  self: z.boolean().optional(),
});
export type LiveOrderEvent = z.infer<typeof liveOrderEventSchema>;

/**
 * Why the server ended a stream (the `end` event): the token ran out or its session was ended
 * (open again with a fresh token), or the server is shutting down or gave the place to a shop with
 * fewer streams (open again after a pause).
 */
export const liveEndReasons = ['expired', 'signed_out', 'shutdown', 'crowded'] as const;
export type LiveEndReason = (typeof liveEndReasons)[number];

/** GET /api/live speaks only Server-Sent Events; a request that does not ask for them is refused. */
export const liveHeaders = z.object({
  accept: z
    .string({ error: 'Ask for text/event-stream' })
    .regex(/(^|,)\s*text\/event-stream\s*(;|,|$)/i, 'Ask for text/event-stream'),
});
