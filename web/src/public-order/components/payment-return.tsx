import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { i18n } from '../../i18n/customer-i18n';
import { publicOrderKeys } from '../api/query-keys';
import { invalidateResources } from '../resource-cache';

const CHECK_EVERY_MS = 2000;
const CHECKS = 15;

/**
 * Back from the card provider's page. The provider tells the shop about the payment on its own
 * (a webhook), usually within seconds: until then the page says it is confirming and looks again.
 */
export function PaymentReturn({ order, returned }: { order: PublicOrder; returned: string | null }) {
  useLingui();
  const waiting =
    returned === 'done' && order.payment_status !== 'done' && order.payment_status !== 'refunded';
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (!waiting || checks >= CHECKS) return;
    const timer = setTimeout(() => {
      setChecks((n) => n + 1);
      void invalidateResources(publicOrderKeys.order(order.uuid));
    }, CHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [waiting, checks, order.uuid]);

  if (waiting) {
    return (
      <p role="status" className="mb-3 flex items-start gap-2 text-sm text-muted-foreground">
        {checks < CHECKS ? <Spinner className="size-4 shrink-0" /> : null}
        {checks < CHECKS
          ? i18n._('Confirming your card payment…')
          : i18n._(
              'Your payment is still being confirmed. This page shows it as paid once the shop hears from the card provider.',
            )}
      </p>
    );
  }
  if (returned === 'cancelled' && order.payment_status !== 'done') {
    return (
      <p role="status" className="mb-3 text-sm text-muted-foreground">
        {i18n._('Card payment cancelled. Nothing was charged.')}
      </p>
    );
  }
  return null;
}
