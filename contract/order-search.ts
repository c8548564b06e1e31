import { z } from 'zod';
import { listOf } from './common';
import { dateSchema } from './order-time';
import { orderListItem, orderListQuery, orderMethods, paymentStatuses } from './orders';

/** An empty query parameter (`?search=`) means "not given", as a form left blank. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The longest search text: a full address or a line of the card is well below it. */
export const SEARCH_MAX_LENGTH = 120;

/**
 * GET /api/orders: a list view (`status`), narrowed by a search and filters, paged by `offset`
 * (the first 100 000 orders) or by the opaque `cursor` of the previous page (the whole history).
 */
export const orderSearchQuery = orderListQuery
  .extend({
    /** Order number (1042 or #1042), names, phone (any spacing), e-mail, address, city, zip, card text. */
    search: optional(z.string().trim().max(SEARCH_MAX_LENGTH, `Use at most ${SEARCH_MAX_LENGTH} characters`)),
    payment_status: optional(z.enum(paymentStatuses, { error: 'Choose a payment status' })),
    method: optional(z.enum(orderMethods, { error: 'Choose delivery or pickup' })),
    /** Delivery (or pickup) date range, both days included. */
    from: optional(dateSchema),
    to: optional(dateSchema),
    location_id: optional(z.uuid('Not a valid location')),
    /** A person of the shop, or `none` for orders nobody has taken. */
    assigned_to: optional(z.union([z.literal('none'), z.uuid()], { error: 'Choose a person or none' })),
    cursor: optional(z.string().max(400, 'Not a valid cursor')),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: 'End on or after the start', path: ['to'] })
  .refine((q) => !q.cursor || q.offset === 0, {
    message: 'Page with the cursor or with the offset, not both',
    path: ['cursor'],
  });
export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;

/**
 * The list answer of docs/product.md (Order lists) plus paging through the whole history. `count` is exact for a plain
 * view; for a search or filter it counts at most SEARCH_COUNT_CAP orders and says so with
 * `count_is_estimate` (docs/decisions/021).
 */
export const orderSearchPage = listOf(orderListItem).extend({
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  count_is_estimate: z.boolean(),
  /** All view only: storefront carts nobody placed yet. They are not orders and are not listed. */
  open_carts: z.number().int().nonnegative().optional(),
});
export type OrderSearchPage = z.infer<typeof orderSearchPage>;

export const SEARCH_COUNT_CAP = 1000;

/** GET /api/users/team: who an order can be given to (anyone of the shop may ask). */
export const teamPerson = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'manager', 'florist']),
});
export type TeamPerson = z.infer<typeof teamPerson>;
export const teamPeople = listOf(teamPerson);
