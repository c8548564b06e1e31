import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { i18n } from '../../i18n/customer-i18n';
import { CircleCheck, Store, Undo2, Wallet } from '../icons';
import { PayByCard } from './pay-by-card';

/**
 * How the customer pays: by card at the shop's card provider when the shop takes cards; otherwise in
 * the shop where the shop allows it, else the shop will be in touch.
 */
export function PaymentNote({
  order,
  allowPayInShop,
  cardPayments,
}: {
  order: PublicOrder;
  allowPayInShop: boolean | undefined;
  cardPayments?: boolean;
}) {
  useLingui();
  if (order.payment_status === 'done') {
    return (
      <p className="flex items-start gap-2.5 text-[15px]">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <span>{i18n._('Paid. Thank you!')}</span>
      </p>
    );
  }
  if (order.payment_status === 'refunded') {
    return (
      <p className="flex items-start gap-2.5 text-[15px]">
        <Undo2 className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>{i18n._('Your payment was refunded.')}</span>
      </p>
    );
  }
  if (cardPayments && order.order_status !== 'draft') {
    return (
      <div className="space-y-3">
        <PayByCard order={order} />
        {allowPayInShop && (
          <p className="text-sm text-muted-foreground">
            {order.method === 'pickup'
              ? i18n._('Or pay in the shop when you collect the flowers.')
              : i18n._('Or pay in the shop.')}
          </p>
        )}
      </div>
    );
  }
  // The shop's settings are still loading.
  if (allowPayInShop === undefined) return null;
  if (allowPayInShop) {
    return (
      <p className="flex items-start gap-2.5 text-[15px]">
        <Store className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">{i18n._('Pay in the shop')}</span>
          <span className="block text-sm text-muted-foreground">
            {order.method === 'pickup'
              ? i18n._('Pay when you collect the flowers.')
              : i18n._('Pay at the shop before the delivery; the shop will tell you how.')}
          </span>
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2.5 text-[15px]">
      <Wallet className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="block font-medium">{i18n._('Payment')}</span>
        <span className="block text-sm text-muted-foreground">
          {i18n._('{shop} will contact you about payment.', { shop: order.business.name })}
        </span>
      </span>
    </p>
  );
}
