import { z } from 'zod';
import { MAX_PRINT_ORDERS } from './order-values';
import { orderMethods, orderStatuses, paymentStatuses } from './orders';
import { orderItem } from './product-lines';

export { MAX_PRINT_ORDERS } from './order-values';

/** GET /api/orders/print?uuids=a,b,c: several orders for printing in one request. */
export const printQuery = z.object({
  uuids: z
    .string({ error: 'Name the orders to print' })
    .max(MAX_PRINT_ORDERS * 40, `Print at most ${MAX_PRINT_ORDERS} orders at once`)
    .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.uuid('Not a valid order id'))
        .min(1, 'Name the orders to print')
        .max(MAX_PRINT_ORDERS, `Print at most ${MAX_PRINT_ORDERS} orders at once`),
    ),
});

/** One order as the work ticket and the enclosure card need it. */
export const printOrder = z.object({
  uuid: z.string(),
  number: z.number().int(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  method: z.enum(orderMethods),
  product_name: z.string().nullable(),
  /** The order's lines: quantity × product, size and add-ons. */
  items: z.array(orderItem),
  /** The product's main photo, when the order names a product that has one. */
  product_photo: z.string().nullable(),
  photo_reference: z.string().nullable(),
  polaroid_photo: z.string().nullable(),
  sender_name: z.string().nullable(),
  sender_phone: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_phone: z.string().nullable(),
  delivery_address: z.string().nullable(),
  delivery_unit: z.string().nullable(),
  delivery_city: z.string().nullable(),
  delivery_zipcode: z.string().nullable(),
  delivery_date: z.string().nullable(),
  time_slot: z.string().nullable(),
  /** Where a pickup order is collected. */
  location: z.object({ name: z.string(), address: z.string(), city: z.string() }).nullable(),
  note: z.string(),
  special_instructions: z.string().nullable(),
  card_message: z.string().nullable(),
  assigned_to: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PrintOrder = z.infer<typeof printOrder>;

export const printBatch = z.object({
  shop: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  /** In the order they were asked for. */
  items: z.array(printOrder),
});
export type PrintBatch = z.infer<typeof printBatch>;
