/**
 * The values an order's fields take, without a schema library: the back office's first screen
 * (the orders list and its filters) reads them, and importing them from the schemas would load
 * and build every order schema before the list can show (docs/performance.md, Lighthouse).
 * contract/orders.ts builds its schemas from these and passes them on.
 */

export const orderStatuses = ['draft', 'pending', 'ready', 'done'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['pending', 'ready', 'done', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** How an order was paid: in the shop (the first four), by card checkout online, or wholly by gift card. */
export const paymentMethods = ['cash', 'card', 'bank_transfer', 'other', 'online', 'gift_card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orderMethods = ['delivery', 'pickup'] as const;
export type OrderMethod = (typeof orderMethods)[number];

/** The list views of docs/product.md (Order lists): Pending holds pending and ready orders; All holds drafts too. */
export const orderListFilters = ['all', 'pending', 'ready', 'done'] as const;
export type OrderListFilter = (typeof orderListFilters)[number];

/** At most this many orders print at once (a day's batch of tickets fits well within it). */
export const MAX_PRINT_ORDERS = 50;
