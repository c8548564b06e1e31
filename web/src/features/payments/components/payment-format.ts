import type { PaymentMethod, PaymentStatus } from '@contract/orders';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card terminal',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  online: 'Online card',
  gift_card: 'Gift card',
};

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
