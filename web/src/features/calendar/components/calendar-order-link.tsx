import type { OrderListItem } from '@contract/orders';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { STATUS_LABELS } from '../../../lib/order-format';

const dots: Record<OrderListItem['order_status'], string> = {
  draft: 'bg-input',
  pending: 'bg-rose',
  ready: 'bg-primary',
  done: 'bg-muted-foreground/50',
};

export function StatusDot({
  status,
  className,
}: {
  status: OrderListItem['order_status'];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2 shrink-0 rounded-full', dots[status], className)}
    />
  );
}

/** One order in the calendar: number, slot, recipient; on two short lines when `compact` (grid cells). */
export function CalendarOrderLink({ item, compact }: { item: OrderListItem; compact?: boolean }) {
  const title = `#${item.number} · ${item.time_slot ?? ''} · ${item.recipient_name ?? ''} · ${STATUS_LABELS[item.order_status]}`;
  const slot = item.time_slot?.replace('-', '–');
  if (compact) {
    return (
      <Link
        to={`/intern/orders/${item.uuid}`}
        title={title}
        className="block min-w-0 rounded-md px-1.5 py-0.5 text-xs leading-tight transition-colors hover:bg-muted focus-visible:outline-2"
      >
        <span className="flex items-center gap-1.5">
          <StatusDot status={item.order_status} />
          <span className="font-semibold tabular-nums">#{item.number}</span>
          {item.time_slot && (
            <span className="text-muted-foreground tabular-nums">{item.time_slot.slice(0, 5)}</span>
          )}
        </span>
        {item.recipient_name && <span className="block truncate pl-3.5">{item.recipient_name}</span>}
        <span className="sr-only">{STATUS_LABELS[item.order_status]}</span>
      </Link>
    );
  }
  return (
    <Link
      to={`/intern/orders/${item.uuid}`}
      title={title}
      className="flex min-w-0 items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm shadow-xs transition-colors hover:bg-muted focus-visible:outline-2"
    >
      <StatusDot status={item.order_status} />
      <span className="font-semibold tabular-nums">#{item.number}</span>
      {slot && <span className="text-muted-foreground tabular-nums">{slot}</span>}
      <span className="min-w-0 flex-1 truncate">{item.recipient_name}</span>
      <span className="sr-only">{STATUS_LABELS[item.order_status]}</span>
    </Link>
  );
}
