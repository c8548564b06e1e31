import type { OrderListItem, OrderStatus } from '@contract/orders';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { orderLabel } from '../../../lib/order-number';
import type { useChangeStatus } from '../api/change-status';

/** The one step forward a list offers; going back stays on the order's page, where it is deliberate. */
const NEXT: Partial<Record<OrderStatus, { to: OrderStatus; label: string }>> = {
  pending: { to: 'ready', label: 'Ready' },
  ready: { to: 'done', label: 'Done' },
};

export const hasQuickStatus = (item: OrderListItem) => Boolean(NEXT[item.order_status]);

interface QuickStatusProps {
  item: OrderListItem;
  /** One mutation for the whole list (a hook per row costs every row a subscription). */
  change: ReturnType<typeof useChangeStatus>;
  className?: string;
}

/** Moves an order on from the list; the row shows the new status at once and rolls back if refused. */
export function QuickStatus({ item, change, className }: QuickStatusProps) {
  const next = NEXT[item.order_status];
  if (!next) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('h-11 xl:h-9', className)}
      aria-label={`Mark ${orderLabel(item.number)} ${next.to}`}
      disabled={change.isPending && change.variables?.order.uuid === item.uuid}
      onClick={() => change.mutate({ order: item, status: next.to })}
    >
      <Check className="size-4" aria-hidden="true" />
      {next.label}
    </Button>
  );
}
