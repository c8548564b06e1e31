import type { InternOrder } from '@contract/orders';
import { ListPlus, ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChangeLinesDialog } from './change-lines-dialog';
import { OrderLines } from './order-lines';
import { SectionCard } from './section-card';

/**
 * The order's lines, and for owner and manager "Change lines" until it is done (a refunded order's
 * lines stay): lines set the price, which is theirs (docs/decisions/018, 054).
 */
export function ItemsCard({
  order,
  money,
  currency,
  canChangeLines,
}: {
  order: InternOrder;
  money: (amount: number) => string;
  currency: string | undefined;
  canChangeLines: boolean;
}) {
  const [open, setOpen] = useState(false);
  const changeable = canChangeLines && order.order_status !== 'done' && order.payment_status !== 'refunded';
  return (
    <SectionCard
      title="Items"
      icon={ShoppingBasket}
      action={
        changeable ? (
          <Button variant="ghost-primary" size="sm" onClick={() => setOpen(true)}>
            <ListPlus className="size-4" aria-hidden="true" />
            Change lines
          </Button>
        ) : null
      }
    >
      <OrderLines items={order.items} money={money} />
      {changeable && (
        <ChangeLinesDialog
          order={order}
          open={open}
          onClose={() => setOpen(false)}
          money={money}
          currency={currency}
        />
      )}
    </SectionCard>
  );
}
