import { isGiftCardsOnly } from '@contract/gift-card-orders';
import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { TaxRows } from '../../components/money/tax-lines';
import { Card } from '../../components/ui/card';
import { i18n } from '../../i18n/customer-i18n';
import { formatMoney } from '../../lib/format-money';
import { withKnownDelivery } from './delivery-preview';

interface OrderSummaryProps {
  order: PublicOrder;
  /** The delivery price the zip code typed so far would cost, before the server sets it. */
  estimatedDelivery?: number | null;
}

/**
 * What was ordered, in the shop's currency: flowers, delivery, tax and the total, as the server
 * answered them, or with the delivery price of the zip code typed so far.
 */
export function OrderSummary({ order: answered, estimatedDelivery = null }: OrderSummaryProps) {
  useLingui();
  // A delivery price known only from the zip code typed so far is in the total all the same, priced
  // by the order's own rule; only a price nobody knows yet leaves the total "+ delivery".
  const order = withKnownDelivery(answered, estimatedDelivery);
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.locale);
  // Gift cards alone are e-mailed: no delivery or pickup line (docs/decisions/053).
  const giftCardsOnly = isGiftCardsOnly(order.items);
  const delivery = order.method === 'delivery' && !giftCardsOnly;
  const deliveryPrice = order.delivery_price ?? estimatedDelivery;
  const deliveryPending = delivery && order.delivery_price === null;

  return (
    <Card className="overflow-hidden">
      {order.photo_reference && (
        <img
          src={order.photo_reference.replace(/\.webp$/, '-thumb.webp')}
          alt={i18n._('The bouquet your florist has in mind')}
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="p-4 sm:p-5">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {i18n._('Your order')}
        </h2>
        <dl className="mt-3 space-y-1.5 text-[15px]">
          {order.items.length > 0 ? (
            order.items.map((item) => {
              const details = [item.variant_name, item.options.map((option) => option.name).join(', ')]
                .filter(Boolean)
                .join(' · ');
              return (
                <div key={item.id} className="flex justify-between gap-3">
                  <dt className="min-w-0">
                    {item.quantity > 1 && `${item.quantity} × `}
                    {item.product_name ?? i18n._('Flowers')}
                    {details && <span className="block text-sm text-muted-foreground">{details}</span>}
                  </dt>
                  <dd className="tabular-nums">{money(item.total)}</dd>
                </div>
              );
            })
          ) : (
            <div className="flex justify-between gap-3">
              <dt>{order.product_name ?? i18n._('Flowers')}</dt>
              <dd className="tabular-nums">{money(order.price)}</dd>
            </div>
          )}
          {order.discount_total > 0 && (
            <div className="flex justify-between gap-3">
              <dt>
                {order.discount_code
                  ? i18n._('Discount ({code})', { code: order.discount_code })
                  : i18n._('Discount')}
              </dt>
              <dd className="tabular-nums">−{money(order.discount_total)}</dd>
            </div>
          )}
          {!giftCardsOnly && (
            <div className="flex justify-between gap-3">
              <dt>{delivery ? i18n._('Delivery') : i18n._('Pickup')}</dt>
              <dd className="text-right tabular-nums">
                {!delivery ? (
                  i18n._('Free')
                ) : deliveryPrice !== null ? (
                  money(deliveryPrice)
                ) : (
                  <span className="text-muted-foreground">{i18n._('Depends on the zip code')}</span>
                )}
              </dd>
            </div>
          )}
          <TaxRows order={order} money={money} placement="above-total" />
          <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
            <dt>{i18n._('Total')}</dt>
            <dd className="tabular-nums">
              {money(order.total)}
              {deliveryPending && (
                <span className="font-normal text-muted-foreground"> {i18n._('+ delivery')}</span>
              )}
            </dd>
          </div>
          <TaxRows order={order} money={money} placement="below-total" />
          {order.payments.map((payment) => (
            <div key={payment.id} className="flex justify-between gap-3 text-muted-foreground">
              <dt>{i18n._('Gift card ···{last4}', { last4: payment.code_last4 })}</dt>
              <dd className="tabular-nums">−{money(payment.amount)}</dd>
            </div>
          ))}
          {order.payments.length > 0 && (
            <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
              <dt>{i18n._('To pay')}</dt>
              <dd className="tabular-nums">{money(order.amount_due)}</dd>
            </div>
          )}
        </dl>
      </div>
    </Card>
  );
}
