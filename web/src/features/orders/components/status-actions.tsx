import type { InternOrder, OrderStatus } from '@contract/orders';
import { Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { STATUS_LABELS } from '../../../lib/order-format';
import { useChangeStatus } from '../api/change-status';
import { StatusBadge } from './order-badges';

interface Step {
  to: OrderStatus;
  label: string;
  variant: ButtonVariant;
  back?: boolean;
}

/**
 * The moves docs/product.md (Orders) allows: one step forward, or one back to undo a mistake. The
 * server has the last word; when it refuses (409), the status rolls back and a toast gives its message.
 */
const STEPS: Record<OrderStatus, Step[]> = {
  draft: [],
  pending: [{ to: 'ready', label: 'Mark ready', variant: 'primary' }],
  ready: [
    { to: 'done', label: 'Mark done', variant: 'primary' },
    { to: 'pending', label: 'Back to pending', variant: 'outline', back: true },
  ],
  done: [{ to: 'ready', label: 'Back to ready', variant: 'outline', back: true }],
};

function describe(order: InternOrder): string {
  const delivery = order.method === 'delivery';
  switch (order.order_status) {
    case 'draft':
      return 'Waiting for the customer to complete the order with the link.';
    case 'pending':
      return 'To be made.';
    case 'ready':
      if (order.delivery_status === 'out_for_delivery') return 'Made and on its way.';
      if (order.delivery_status === 'attempted') return 'Made; nobody was home at the first try.';
      return delivery ? 'Made and ready to go out for delivery.' : 'Made and waiting to be collected.';
    case 'done':
      return delivery ? 'Delivered.' : 'Collected.';
  }
}

export function StatusActions({ order }: { order: InternOrder }) {
  const change = useChangeStatus();
  const actions = useRef<HTMLDivElement>(null);
  /** The status this page's last move asked for, while the focus follows the redraws it causes. */
  const movedTo = useRef<OrderStatus | null>(null);

  // The button pressed is replaced by the next step's as soon as the order is drawn in its new
  // status: the focus would fall back to the top of the page. Once the change is settled it goes to
  // the next step, so someone working with the keyboard carries on where they are (also after a
  // rollback). A reload started by an earlier step may land late and draw the order once more
  // before the latest: until the order is drawn as asked (or the move failed), each redraw that
  // takes the focused button away hands the focus on too.
  useEffect(() => {
    if (change.isPending || !movedTo.current) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || actions.current?.contains(focused)) {
      actions.current?.querySelector('button')?.focus();
    }
    if (order.order_status === movedTo.current || change.isError) movedTo.current = null;
  }, [change.isPending, change.isError, order.order_status]);

  // The order is drawn in its new status at once; a refusal rolls it back with a toast.
  const move = (step: Step) => {
    movedTo.current = step.to;
    change.mutate(
      { order, status: step.to },
      {
        onSuccess: () => toast.success(`Order #${order.number} is ${STATUS_LABELS[step.to].toLowerCase()}`),
      },
    );
  };

  const steps = STEPS[order.order_status];
  return (
    <div ref={actions}>
      <div className="flex items-center gap-2.5">
        <StatusBadge status={order.order_status} className="px-2.5 py-1 text-xs" />
        <p className="text-sm text-muted-foreground">{describe(order)}</p>
      </div>
      {steps.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {steps.map((step) => (
            <Button
              key={step.to}
              variant={step.variant}
              onClick={() => move(step)}
              disabled={change.isPending}
              className={step.back ? undefined : 'min-w-36 flex-1 sm:flex-none'}
            >
              {step.back && <Undo2 className="size-4" aria-hidden="true" />}
              {step.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
