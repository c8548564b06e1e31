import type { OrderMethod, OrderStatus, PaymentMethod } from '@contract/orders';
import { format } from 'date-fns';
import { PAYMENT_METHOD_LABELS } from '../../../lib/payment-methods';

export const ORDER_METHOD_LABELS: Record<OrderMethod, string> = { delivery: 'Delivery', pickup: 'Pickup' };

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  ready: 'Ready',
  done: 'Done',
};

export { PAYMENT_METHOD_LABELS };

/** An order placed but not paid has no payment method yet. */
export const paymentMethodLabel = (method: PaymentMethod | null) =>
  method ? PAYMENT_METHOD_LABELS[method] : 'Not paid yet';

/** Orders made without a product of the shop's catalogue (see contract/analytics.ts). */
export const CUSTOM_ORDER = 'Custom order';

/** "14 Mar 2031" for a YYYY-MM-DD day, whatever the viewer's time zone. */
export const formatDay = (day: string) => format(new Date(`${day}T12:00:00`), 'd MMM yyyy');

/** "14 Mar", for a chart's axis. */
export const formatShortDay = (day: string) => format(new Date(`${day}T12:00:00`), 'd MMM');

export const formatCount = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
