import type { OrderListItem } from '@contract/orders';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { formatDate, STATUS_LABELS } from './customer-format';

/** The customer's orders as the server sends them: newest first. */
export function CustomerOrderList({
  items,
  currency,
}: {
  items: OrderListItem[];
  currency: string | undefined;
}) {
  const timeZone = useShopTimeZone();
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
      {items.map((order) => (
        <li key={order.uuid}>
          <Link
            to={`/intern/orders/${order.uuid}`}
            className="group flex items-center gap-3 px-4 py-3.5 text-sm transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2"
          >
            <span className="w-16 font-semibold tabular-nums">#{order.number}</span>
            <span className="min-w-0 flex-1">
              <span className="block whitespace-nowrap text-muted-foreground">
                {formatDate(order.created_at, timeZone)}
              </span>
            </span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-muted-foreground">
              {STATUS_LABELS[order.order_status]}
            </span>
            <span className="w-24 text-right font-semibold tabular-nums">
              {formatMoney(order.total, currency)}
            </span>
            <ChevronRight
              className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
