import type { OrderCost } from '@contract/stock';
import { Flower2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorToastMessage } from '../../../lib/error-toast';
import { formatMoney } from '../../../lib/format-money';
import { useReturnFlowers } from '../api/return-flowers';

type CostLine = OrderCost['lines'][number];

const stems = (count: number) => `${count} ${count === 1 ? 'stem' : 'stems'}`;

/** The flowers recorded for the order, each with a way to put its stems back into stock. */
export function CostLines({ uuid, cost }: { uuid: string; cost: OrderCost }) {
  const returning = useReturnFlowers(uuid);
  const [line, setLine] = useState<CostLine | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setLine(null);
    setError(null);
  };

  const confirm = async () => {
    if (!line) return;
    try {
      await returning.mutateAsync(line.flower_id);
    } catch (failure) {
      setError(errorToastMessage(failure));
      return;
    }
    toast.success(`${stems(line.quantity)} of ${line.name} back in stock`);
    close();
  };

  if (cost.lines.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-muted/60 px-3.5 py-3 text-sm text-muted-foreground">
        <Flower2 className="size-4 shrink-0" aria-hidden="true" />
        No flowers recorded for this order yet. Add the stems you used below.
      </p>
    );
  }

  return (
    <>
      <ul aria-label="Flowers used" className="divide-y divide-border">
        {cost.lines.map((item) => (
          <li key={item.flower_id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{item.name}</p>
              <p className="text-sm text-muted-foreground tabular-nums">{stems(item.quantity)}</p>
            </div>
            <span className="font-semibold tabular-nums">{formatMoney(item.cost, cost.currency)}</span>
            <Button
              variant="ghost-danger"
              size="sm"
              onClick={() => setLine(item)}
              aria-label={`Return ${item.name} to stock`}
            >
              <Undo2 className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Return to stock</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={line !== null}
        onClose={close}
        title={line ? `Return ${line.name} to stock?` : ''}
        confirmLabel="Return to stock"
        onConfirm={() => void confirm()}
        pending={returning.isPending}
        error={error}
      >
        {line &&
          `All ${stems(line.quantity)} recorded for this order go back to stock, and the order's cost drops by ${formatMoney(line.cost, cost.currency)}.`}
      </ConfirmDialog>
    </>
  );
}
