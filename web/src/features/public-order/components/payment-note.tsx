import type { PublicOrder } from '@contract/orders';
import { CircleCheck, Store, Wallet } from 'lucide-react';

/**
 * How the customer pays. Card payments are not offered in this version, so the page never shows a
 * card form: it offers paying in the shop where the shop allows it, else says the shop will be in touch.
 */
export function PaymentNote({
  order,
  allowPayInShop,
}: {
  order: PublicOrder;
  allowPayInShop: boolean | undefined;
}) {
  if (order.payment_status === 'done') {
    return (
      <p className="flex items-start gap-2.5 text-[15px]">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <span>Paid. Thank you!</span>
      </p>
    );
  }
  // The shop's settings are still loading.
  if (allowPayInShop === undefined) return null;
  if (allowPayInShop) {
    return (
      <p className="flex items-start gap-2.5 text-[15px]">
        <Store className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">Pay in the shop</span>
          <span className="block text-sm text-muted-foreground">
            {order.method === 'pickup'
              ? 'Pay when you collect the flowers.'
              : 'Pay at the shop before the delivery; the shop will tell you how.'}
          </span>
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2.5 text-[15px]">
      <Wallet className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="block font-medium">Payment</span>
        <span className="block text-sm text-muted-foreground">
          {order.business.name} will contact you about payment.
        </span>
      </span>
    </p>
  );
}
