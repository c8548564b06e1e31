import type { OrderMethod, OrderStatus, PaymentStatus } from '@contract/orders';
import { formatDay, formatShopMoment } from '../../../lib/shop-format';

// Moved to lib (gift card codes outside this feature write days too); the orders feature keeps its name here.
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

export { PAYMENT_METHOD_LABELS } from '../../../lib/payment-methods';

export const METHOD_LABELS: Record<OrderMethod, string> = { delivery: 'Delivery', pickup: 'Pickup' };
