import type { InternOrder, OrderStatus } from '@contract/orders';
import { CircleAlert, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { errorToastMessage } from '../../../lib/error-toast';
import { useChangeStatus } from '../api/change-status';
import { StatusBadge } from './order-badges';
import { STATUS_LABELS } from './order-format';

interface Step {
  to: OrderStatus;
  label: string;
  variant: ButtonVariant;
  back?: boolean;
}

/**
 * The moves docs/product.md (Orders) allows: one step forward, or one back to undo a mistake. The server has the
 * last word; when it refuses (409), its message is shown here.
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
  const change = useChangeStatus(order.uuid);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<OrderStatus | null>(null);

  const move = async (step: Step) => {
    setError(null);
    setTarget(step.to);
    try {
      await change.mutateAsync(step.to);
      toast.success(`Order #${order.number} is ${STATUS_LABELS[step.to].toLowerCase()}`);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.code === 'CONFLICT' ? failure.message : errorToastMessage(failure),
      );
    } finally {
      setTarget(null);
    }
  };

  const steps = STEPS[order.order_status];
  return (
    <div>
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
              onClick={() => void move(step)}
              loading={change.isPending && target === step.to}
              disabled={change.isPending}
              className={step.back ? undefined : 'min-w-36 flex-1 sm:flex-none'}
            >
              {step.back && <Undo2 className="size-4" aria-hidden="true" />}
              {step.label}
            </Button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
