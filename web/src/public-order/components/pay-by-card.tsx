import type { PublicOrder } from '@contract/orders';
import { CircleAlert, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/format-money';
import { startCheckout } from '../api/start-checkout';

/** Sends the customer to the card provider's payment page; it brings them back to this order. */
export function PayByCard({ order }: { order: PublicOrder }) {
  // 'leaving' stays on: the browser is on its way to the card provider's page.
  const [state, setState] = useState<'idle' | 'leaving' | { failed: string }>('idle');
  const pay = async () => {
    setState('leaving');
    try {
      window.location.assign((await startCheckout(order.uuid)).url);
    } catch (error) {
      setState({ failed: error instanceof Error ? error.message : 'The card payment could not start.' });
    }
  };
  return (
    <div className="space-y-2.5">
      {order.payment_status === 'failed' && (
        <p className="text-sm text-muted-foreground">
          The last card payment did not go through. Nothing was charged.
        </p>
      )}
      <Button className="w-full" size="lg" onClick={() => void pay()} loading={state === 'leaving'}>
        <CreditCard className="size-4" aria-hidden="true" />
        Pay {formatMoney(order.total, order.currency)} by card
      </Button>
      {typeof state === 'object' && (
        <p role="alert" className="flex gap-2 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{state.failed}</span>
        </p>
      )}
    </div>
  );
}
