import type { PublicOrder } from '@contract/orders';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format-money';
import { startCheckout } from '../api/start-checkout';

/** Sends the customer to the card provider's payment page; it brings them back to this order. */
export function PayByCard({ order }: { order: PublicOrder }) {
  const checkout = useMutation({
    mutationFn: () => startCheckout(order.uuid),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { errorToast: false },
  });
  return (
    <div className="space-y-2.5">
      {order.payment_status === 'failed' && (
        <p className="text-sm text-muted-foreground">
          The last card payment did not go through. Nothing was charged.
        </p>
      )}
      <Button
        className="w-full"
        size="lg"
        onClick={() => checkout.mutate()}
        loading={checkout.isPending || checkout.isSuccess}
      >
        <CreditCard className="size-4" aria-hidden="true" />
        Pay {formatMoney(order.total, order.currency)} by card
      </Button>
      {checkout.isError && (
        <p role="alert" className="flex gap-2 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{checkout.error.message}</span>
        </p>
      )}
    </div>
  );
}
