import type { DeliveryStatus } from '@contract/delivery-run';
import type { OrderMethod, OrderStatus, PaymentStatus } from '@contract/orders';
import { Store, Truck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { METHOD_LABELS, PAYMENT_LABELS, STATUS_LABELS } from '../../../lib/order-format';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap';

const statusTones: Record<OrderStatus, string> = {
  draft: 'border border-dashed border-input text-muted-foreground',
  pending: 'bg-accent text-accent-foreground',
  ready: 'bg-primary-soft text-primary-soft-foreground',
  done: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return <span className={cn(pill, statusTones[status], className)}>{STATUS_LABELS[status]}</span>;
}

const paymentTones: Record<PaymentStatus, string> = {
  pending: 'border border-input text-muted-foreground',
  ready: 'border border-input text-muted-foreground',
  done: 'bg-success/12 text-success',
  failed: 'bg-danger-soft text-danger',
  refunded: 'bg-muted text-muted-foreground',
};

export function PaymentBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return <span className={cn(pill, paymentTones[status], className)}>{PAYMENT_LABELS[status]}</span>;
}

/** A truck or a shop, with its name for screen readers (or shown beside it with `showLabel`). */
export function MethodIcon({
  method,
  showLabel,
  className,
}: {
  method: OrderMethod;
  showLabel?: boolean;
  className?: string;
}) {
  const Icon = method === 'delivery' ? Truck : Store;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)} title={METHOD_LABELS[method]}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={showLabel ? undefined : 'sr-only'}>{METHOD_LABELS[method]}</span>
    </span>
  );
}

/** A ready delivery on the road, or back from a stop where nobody was home; nothing otherwise. */
export function DeliveryBadge({ status }: { status: DeliveryStatus | null }) {
  if (status === 'out_for_delivery')
    return <span className={cn(pill, 'bg-primary/12 text-primary')}>Out for delivery</span>;
  if (status === 'attempted') return <span className={cn(pill, 'bg-danger-soft text-danger')}>Not home</span>;
  return null;
}
