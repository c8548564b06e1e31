import type { OrderStatus } from '@contract/orders';
import { format } from 'date-fns';

/** "14 Mar 2031", in the viewer's own time zone. */
export const formatDate = (iso: string) => format(new Date(iso), 'd MMM yyyy');

export const formatOrderCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  ready: 'Ready',
  done: 'Done',
};
