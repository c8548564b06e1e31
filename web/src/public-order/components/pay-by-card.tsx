import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { i18n } from '../../i18n/customer-i18n';
import { formatMoney } from '../../lib/format-money';
import { startCheckout } from '../api/start-checkout';
import { CircleAlert, CreditCard } from '../icons';

/** Sends the customer to the card provider's payment page; it brings them back to this order. */
export function PayByCard({ order }: { order: PublicOrder }) {
  useLingui();
  // 'leaving' stays on: the browser is on its way to the card provider's page.
  const [state, setState] = useState<'idle' | 'leaving' | { failed: string }>('idle');
  const pay = async () => {
    setState('leaving');
    try {
      window.location.assign((await startCheckout(order.uuid)).url);
    } catch (error) {
      setState({
        failed: error instanceof Error ? error.message : i18n._('The card payment could not start.'),
      });
    }
  };
  return (
    <div className="space-y-2.5">
      {order.payment_status === 'failed' && (
        <p className="text-sm text-muted-foreground">
          {i18n._('The last card payment did not go through. Nothing was charged.')}
        </p>
      )}
      <Button className="w-full" size="lg" onClick={() => void pay()} loading={state === 'leaving'}>
        <CreditCard className="size-4" aria-hidden="true" />
        {i18n._('Pay {amount} by card', {
          amount: formatMoney(order.amount_due, order.currency, i18n.locale),
        })}
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
