import type { DayOrder } from '@contract/order-day';
import { MailOpen, MapPin, NotebookPen, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { BenchLines } from '../../../components/order-lines/bench-lines';
import { cn } from '../../../lib/cn';
import { placeOf } from '../../../lib/order-day-format';
import { thumbnailOf } from '../../../lib/order-format';
import { MethodIcon, StatusBadge } from './order-badges';

/** One order of the day: what to make (each line), for whom, where, and what goes with it. */
export function DayOrderCard({ order, mine }: { order: DayOrder; mine: boolean }) {
  const photos = [order.polaroid_photo, order.photo_reference].filter((url): url is string => Boolean(url));
  return (
    <Link
      to={`/intern/orders/${order.uuid}`}
      className="flex gap-3 rounded-2xl border border-border bg-surface p-3.5 shadow-card transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 sm:p-4"
    >
      <span className="flex shrink-0 flex-col gap-1.5">
        {photos.length > 0 ? (
          photos.map((url) => (
            <img
              key={url}
              src={thumbnailOf(url)}
              alt=""
              loading="lazy"
              className="size-12 rounded-xl object-cover"
            />
          ))
        ) : (
          <span className="flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
            <MethodIcon method={order.method} />
          </span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        {/* Every line, never cut short: the bench makes the whole cart, not its first product. */}
        <div className="flex items-baseline gap-2">
          <span className="text-sm font-semibold text-muted-foreground tabular-nums">#{order.number}</span>
          <BenchLines items={order.items} className="min-w-0 flex-1 space-y-0.5" />
        </div>
        <span className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <MethodIcon method={order.method} className="shrink-0" />
          <span className="truncate">
            {order.recipient_name ?? 'No recipient'}
            {placeOf(order) && ` · ${placeOf(order)}`}
          </span>
        </span>
        {(order.note || order.special_instructions) && (
          <span className="mt-1.5 flex items-start gap-1.5 text-sm">
            <NotebookPen className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="line-clamp-2">
              {[order.note, order.special_instructions].filter(Boolean).join(' · ')}
            </span>
          </span>
        )}
        <span className="mt-2 flex flex-wrap items-center gap-1.5">
          <StatusBadge status={order.order_status} />
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold',
              order.paid ? 'bg-success/12 text-success' : 'border border-input text-muted-foreground',
            )}
          >
            {order.paid ? 'Paid' : 'Unpaid'}
          </span>
          {order.has_card_message && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent/60 px-2 py-0.5 text-[11px] font-semibold text-accent-foreground">
              <MailOpen className="size-3" aria-hidden="true" />
              Card
            </span>
          )}
          {order.delivery_status === 'out_for_delivery' && (
            <span className="inline-flex items-center gap-1 text-[11px] font-semibold text-primary">
              <MapPin className="size-3" aria-hidden="true" />
              Out for delivery
            </span>
          )}
          <span
            className={cn(
              'ml-auto inline-flex items-center gap-1 text-xs',
              mine ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
          >
            <UserRound className="size-3.5" aria-hidden="true" />
            {order.assigned_to ? (mine ? 'You' : order.assigned_to.name) : 'Not assigned'}
          </span>
        </span>
      </div>
    </Link>
  );
}
