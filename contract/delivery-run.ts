import { z } from 'zod';
import { idSchema, listOf, pageCursor } from './common';
import { dateSchema } from './order-time';
import { orderItem } from './product-lines';

/**
 * A ready delivery order's progress (docs/product.md, Delivery progress): null while it is in the
 * shop, then out for delivery with a driver, then delivered (the order is done) or attempted.
 */
export const deliveryStatuses = ['out_for_delivery', 'delivered', 'attempted'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryStatusSchema = z.enum(deliveryStatuses).nullable();

/** Who drives: someone of the team (`id`), or a courier named by the shop (`id: null`). */
export const driverSchema = z.object({ id: z.string().nullable(), name: z.string() }).nullable();
export type Driver = z.infer<typeof driverSchema>;

/** The progress fields of the staff's order answers (intern and list). */
export const deliveryProgressFields = {
  delivery_status: deliveryStatusSchema,
  driver: driverSchema,
  delivery_note: z.string().nullable(),
  out_for_delivery_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
};

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * POST /api/orders/{uuid}/out-for-delivery: a driver of the team by id, or a courier by name
 * (exactly one of the two).
 */
export const outForDeliveryInput = z
  .object({
    driver_id: z.preprocess(blankToUndefined, idSchema.optional()),
    driver_name: z.preprocess(
      blankToUndefined,
      z.string().trim().min(1, 'Enter the courier’s name').max(120, 'Use at most 120 characters').optional(),
    ),
  })
  .superRefine((input, context) => {
    if (input.driver_id === undefined && input.driver_name === undefined) {
      context.addIssue({ code: 'custom', path: ['driver_id'], message: 'Choose who drives' });
    }
    if (input.driver_id !== undefined && input.driver_name !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['driver_name'],
        message: 'Choose someone of the team or name a courier, not both',
      });
    }
  });
export type OutForDeliveryInput = z.infer<typeof outForDeliveryInput>;

/** POST /api/orders/{uuid}/attempted: nobody took the flowers; the driver says what happened. */
export const deliveryAttemptInput = z.object({
  note: z
    .string({ error: 'Say what happened' })
    .trim()
    .min(1, 'Say what happened')
    .max(1000, 'Use at most 1000 characters'),
});

/**
 * GET /api/deliveries: one day's stops; `driver` is `me` or a person's id. Without `limit` the
 * day's stops (at most 500), as it always answered; with it, a page, and `cursor` (the previous
 * page's `next_cursor`, opaque) for the next (docs/decisions/079).
 */
export const DELIVERIES_PAGE_MAX = 200;
export const deliveriesQuery = z
  .object({
    date: dateSchema,
    driver: z.union([z.literal('me'), idSchema], { error: 'Use me or a person’s id' }).optional(),
    limit: z.coerce.number().int().min(1).max(DELIVERIES_PAGE_MAX).optional(),
    ...pageCursor,
  })
  .refine((q) => !q.cursor || q.limit !== undefined, { message: 'Give the page’s limit', path: ['limit'] });
export type DeliveriesQuery = z.infer<typeof deliveriesQuery>;

const nullableString = z.string().nullable();

/** One stop of a day's delivery list: what the driver needs at the door. */
export const deliveryStop = z.object({
  uuid: z.string(),
  number: z.number().int(),
  order_status: z.enum(['pending', 'ready', 'done']),
  payment_status: z.enum(['pending', 'ready', 'done', 'failed', 'refunded']),
  delivery_date: nullableString,
  time_slot: nullableString,
  recipient_name: nullableString,
  recipient_phone: nullableString,
  /** Who to call when the recipient left no phone, or cannot be reached at the door. */
  sender_name: nullableString,
  sender_phone: nullableString,
  delivery_address: nullableString,
  delivery_unit: nullableString,
  delivery_city: nullableString,
  delivery_zipcode: nullableString,
  special_instructions: nullableString,
  /** What the driver carries: each line with how many, its size and add-ons. */
  items: z.array(orderItem),
  /** Whether a card goes with the flowers (its words stay on the order page). */
  has_card_message: z.boolean(),
  polaroid_photo: nullableString,
  ...deliveryProgressFields,
});
export type DeliveryStop = z.infer<typeof deliveryStop>;

/** The day's stops, or a page of them with the whole day's `count` and `to_go`. */
export const deliveryRun = listOf(deliveryStop).extend({
  /** Stops not done yet, of the whole day (or the driver's day). */
  to_go: z.number().int(),
  /** With `limit` only: pass as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable().optional(),
});
export type DeliveryRun = z.infer<typeof deliveryRun>;
