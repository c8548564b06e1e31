import type { OrderItem } from '@contract/product-lines';
import { benchDetails, benchHead, FLORISTS_CHOICE } from '../../../components/order-lines/bench-lines';

/**
 * An order's lines: how many of what, its size and add-ons (as the bench reads them), and the
 * line's price. An order with no lines (a price typed without a product) says so plainly.
 */
export function OrderLines({
  items,
  money,
  empty = FLORISTS_CHOICE,
}: {
  items: OrderItem[];
  money: (amount: number) => string;
  empty?: string;
}) {
  if (items.length === 0) return <p className="text-[15px] text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border" aria-label="Items">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="text-[15px] font-medium break-words tabular-nums">{benchHead(item)}</p>
            {benchDetails(item) && <p className="text-sm text-muted-foreground">{benchDetails(item)}</p>}
          </div>
          <span className="shrink-0 text-[15px] tabular-nums">{money(item.total)}</span>
        </li>
      ))}
    </ul>
  );
}
