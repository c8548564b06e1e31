import type { InternOrder } from '@contract/orders';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';

/**
 * What changing the lines did to the order's money (docs/decisions/048): nothing is taken or given
 * back by itself, so staff are told what is due (Mark paid takes it) or owed back (a refund).
 */
export function LinesChanged({
  order,
  money,
  onDone,
}: {
  order: InternOrder;
  money: (amount: number) => string;
  onDone: () => void;
}) {
  const paidBefore = order.received_total > 0;
  return (
    <div className="space-y-4">
      <p role="status" className="flex gap-2 rounded-xl bg-muted/60 px-3.5 py-3 text-[15px]">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Lines saved. The order now costs <strong className="tabular-nums">{money(order.total)}</strong>.
        </span>
      </p>
      {paidBefore && order.amount_due > 0 && (
        <p className="text-[15px]">
          <strong className="tabular-nums">{money(order.amount_due)}</strong> is due: take it with Mark paid.
        </p>
      )}
      {order.owed_back > 0 && (
        <p className="text-[15px]">
          <strong className="tabular-nums">{money(order.owed_back)}</strong> is owed back: give it back with a
          refund under Payment.
        </p>
      )}
      <DialogActions>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </div>
  );
}
