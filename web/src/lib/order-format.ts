import type { OrderMethod, OrderStatus, PaymentStatus } from '@contract/orders';
import { formatDay, formatShopMoment } from './shop-format';

/*
 * How the back office writes an order's facts: its day and time slot, its status, payment and
 * method labels, its photos' thumbnails and the customer's link. Here, below the features, because
 * the orders list, the calendar and the printables all write them the same way.
 */

// The day's own home is shop-format (gift card codes write days too); order texts take it from here.
export { formatDay };

/** "09:00-12:00" → "09:00–12:00". */
export const formatSlot = (slot: string) => slot.replace('-', '–');

/** When the flowers go out: "Fri, 14 Mar · 09:00–12:00", or null before the customer chose. */
export function formatWhen(date: string | null, slot: string | null): string | null {
  if (!date) return null;
  return slot ? `${formatDay(date)} · ${formatSlot(slot)}` : formatDay(date);
}

/** A point in time (history, payment) on the shop's clock. */
export const formatMoment = (iso: string, timeZone: string | undefined) => formatShopMoment(iso, timeZone);

/** Every stored photo has a smaller twin: `/uploads/x.webp` → `/uploads/x-thumb.webp`. */
export const thumbnailOf = (url: string) => url.replace(/\.webp$/, '-thumb.webp');

/** The link the customer completes and follows the order with. */
export const customerLink = (uuid: string) => `${window.location.origin}/order/${uuid}`;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  ready: 'Ready',
  done: 'Done',
};

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Unpaid',
  ready: 'Awaiting payment',
  done: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

export { PAYMENT_METHOD_LABELS } from './payment-methods';

export const METHOD_LABELS: Record<OrderMethod, string> = { delivery: 'Delivery', pickup: 'Pickup' };
