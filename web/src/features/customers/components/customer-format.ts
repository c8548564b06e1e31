import type { OrderStatus } from '@contract/orders';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** "14 Mar 2031": the shop's day of a point in time. */
export const formatDate = (iso: string, timeZone: string | undefined) =>
  format(timeZone ? new TZDate(iso, timeZone) : new Date(iso), 'd MMM yyyy');

export const formatOrderCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  ready: 'Ready',
  done: 'Done',
};
