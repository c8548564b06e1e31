import type { OrderListItem } from '@contract/orders';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format-money';
import { formatDay, formatSlot, thumbnailOf } from '../../../lib/order-format';
import { orderLabel } from '../../../lib/order-number';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useChangeStatus } from '../api/change-status';
import { DeliveryBadge, MethodIcon, PaymentBadge, StatusBadge } from './order-badges';
import { hasQuickStatus, QuickStatus } from './quick-status';

/**
 * From this width the list is a table: one line per order, in columns. Narrower, beside the 272 px
 * sidebar, the columns' smallest widths below no longer fit and the recipient was squeezed to a few
 * letters, so tablets and small laptops keep the cards.
 */
export const TABLE_LIST_QUERY = '(min-width: 1280px)';

interface OrderListProps {
  items: OrderListItem[];
  currency: string | undefined;
  /** The signed-in user, to mark the orders assigned to them. */
  userId: string | undefined;
}

/*
 * Each column is at least as wide as its header and its widest badge ("Out for delivery", "Awaiting
 * payment"); the recipient gets the most of what is left. Together with the gaps and the room kept for
 * the status button (pr-[7.25rem]) the smallest widths fit the 942 px a 1280 px screen leaves.
 */
const columns = 'xl:grid-cols-[4rem_minmax(9rem,1.6fr)_minmax(9rem,1fr)_7.5rem_8rem_minmax(5.5rem,auto)]';

export function OrderList({ items, currency, userId }: OrderListProps) {
  const wide = useMediaQuery(TABLE_LIST_QUERY);
  const change = useChangeStatus();
  return (
    <div className={cn(wide && 'overflow-hidden rounded-2xl border border-border bg-surface shadow-card')}>
      {wide && (
        <div
          aria-hidden="true"
          className={cn(
            'grid items-center gap-x-4 border-b border-border bg-muted/50 py-2.5 pr-[7.25rem] pl-5 text-xs font-medium tracking-wide text-muted-foreground uppercase',
            columns,
          )}
        >
          <span>Order</span>
          <span>Recipient</span>
          <span>When</span>
          <span>Status</span>
          <span>Payment</span>
          <span className="text-right">Total</span>
        </div>
      )}
      <ul className={cn(wide ? 'divide-y divide-border' : 'space-y-2.5')}>
        {items.map((item) => (
          <li key={item.uuid} className="relative">
            {wide ? (
              <OrderRow item={item} currency={currency} mine={item.assigned_to === userId} />
            ) : (
              <OrderCard item={item} currency={currency} mine={item.assigned_to === userId} />
            )}
            {/* Beside the link rather than in it: a button inside a link is neither. */}
            <QuickStatus
              item={item}
              change={change}
              className={wide ? 'absolute top-1/2 right-4 -translate-y-1/2' : 'absolute right-4 bottom-4'}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ItemProps {
  item: OrderListItem;
  currency: string | undefined;
  mine: boolean;
}

function Recipient({ item }: { item: OrderListItem }) {
  if (item.recipient_name) return <>{item.recipient_name}</>;
  return (
    <span className="font-normal text-muted-foreground italic">
      {item.order_status === 'draft' ? 'Awaiting customer' : 'No recipient'}
    </span>
  );
}

function When({ item }: { item: OrderListItem }) {
  if (!item.delivery_date) return <span className="text-muted-foreground">Date not chosen yet</span>;
  return (
    <>
      <span className="font-medium text-foreground">{formatDay(item.delivery_date)}</span>
      {item.time_slot && <span className="tabular-nums"> · {formatSlot(item.time_slot)}</span>}
    </>
  );
}

function Mine() {
  return (
    <span title="Assigned to you" className="inline-flex items-center text-primary">
      <UserRound className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Assigned to you</span>
    </span>
  );
}

/** Phones and tablets: a card per order. */
function OrderCard({ item, currency, mine }: ItemProps) {
  // The finished bouquet if there is one, else the inspiration, else the method's icon.
  const photo = item.polaroid_photo ?? item.photo_reference;
  return (
    <Link
      to={`/intern/orders/${item.uuid}`}
      className="flex gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {photo ? (
        <img
          src={thumbnailOf(photo)}
          alt=""
          loading="lazy"
          className="size-10 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-xl',
            item.method === 'delivery'
              ? 'bg-primary-soft text-primary-soft-foreground'
              : 'bg-accent text-accent-foreground',
          )}
        >
          <MethodIcon method={item.method} />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className="text-sm font-semibold text-muted-foreground tabular-nums">
            {orderLabel(item.number)}
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold">
            <Recipient item={item} />
          </span>
          <span className="font-semibold tabular-nums">{formatMoney(item.total, currency)}</span>
        </span>
        <span className="mt-0.5 block truncate text-sm text-muted-foreground">
          <When item={item} />
          {item.delivery_city && <span> · {item.delivery_city}</span>}
        </span>
        <span
          className={cn(
            'mt-2 flex flex-wrap items-center gap-1.5',
            // Room for the status button laid over the card's corner.
            hasQuickStatus(item) && 'min-h-11 pr-24',
          )}
        >
          <StatusBadge status={item.order_status} />
          {item.order_status === 'ready' && <DeliveryBadge status={item.delivery_status} />}
          <PaymentBadge status={item.payment_status} />
          {mine && <Mine />}
        </span>
      </span>
    </Link>
  );
}

/** From 1280 px: a table row per order. */
function OrderRow({ item, currency, mine }: ItemProps) {
  return (
    <Link
      to={`/intern/orders/${item.uuid}`}
      className={cn(
        'group grid items-center gap-x-4 py-3.5 pr-[7.25rem] pl-5 text-sm transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2',
        columns,
      )}
    >
      <span className="font-semibold tabular-nums">{orderLabel(item.number)}</span>
      <span className="min-w-0">
        <span className="flex items-center gap-1.5 font-medium">
          <span className="truncate" title={item.recipient_name ?? undefined}>
            <Recipient item={item} />
          </span>
          {mine && <Mine />}
        </span>
        {item.delivery_city && (
          <span className="block truncate text-xs text-muted-foreground">{item.delivery_city}</span>
        )}
      </span>
      {/* The method rides with the time (a truck or a shop, named for screen readers): a column of
          its own did not fit beside a readable recipient. */}
      <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
        <MethodIcon method={item.method} />
        <span className="min-w-0 truncate">
          <When item={item} />
        </span>
      </span>
      <span className="flex flex-wrap gap-1">
        <StatusBadge status={item.order_status} />
        {item.order_status === 'ready' && <DeliveryBadge status={item.delivery_status} />}
      </span>
      <span>
        <PaymentBadge status={item.payment_status} />
      </span>
      <span className="text-right font-semibold tabular-nums">{formatMoney(item.total, currency)}</span>
    </Link>
  );
}
