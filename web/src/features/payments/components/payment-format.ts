import type { PaymentStatus } from '@contract/orders';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export { PAYMENT_METHOD_LABELS as METHOD_LABELS } from '../../../lib/payment-methods';

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  ready: 'Ready',
  done: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The statuses the ledger holds, in the order the filter offers them. */
export const LEDGER_STATUSES = ['done', 'refunded', 'failed'] as const satisfies readonly PaymentStatus[];

/** "14 Mar 2031, 09:30" in the shop's time zone. */
export const formatPaidAt = (iso: string, timeZone: string | undefined) =>
  format(timeZone ? new TZDate(iso, timeZone) : new Date(iso), 'd MMM yyyy, HH:mm');

/** "14 Mar 2031" for a YYYY-MM-DD day, whatever the viewer's time zone. */
export const formatDay = (day: string) => format(new Date(`${day}T12:00:00`), 'd MMM yyyy');
