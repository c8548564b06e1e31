import type { PublicOrder } from '@contract/orders';
import { TaxRows } from '../../components/money/tax-lines';
import { Card } from '../../components/ui/card';
import { formatMoney } from '../../lib/format-money';

interface OrderSummaryProps {
  order: PublicOrder;
  /** The delivery price the zip code typed so far would cost, before the server sets it. */
  estimatedDelivery?: number | null;
}

/** What was ordered, in the shop's currency: flowers, delivery, tax and the total, as the server answered them. */
export function OrderSummary({ order, estimatedDelivery }: OrderSummaryProps) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const delivery = order.method === 'delivery';
  const deliveryPrice = order.delivery_price ?? estimatedDelivery ?? null;
  // The figures are the server's (docs/decisions/025): until it knows the delivery price, its total
  // is without delivery and says so, even when the zip code typed so far suggests one.
  const deliveryPending = delivery && order.delivery_price === null;

  return (
    <Card className="overflow-hidden">
      {order.photo_reference && (
        <img
          src={order.photo_reference.replace(/\.webp$/, '-thumb.webp')}
          alt="The bouquet your florist has in mind"
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="p-4 sm:p-5">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Your order</h2>
        <dl className="mt-3 space-y-1.5 text-[15px]">
          <div className="flex justify-between gap-3">
            <dt>{order.product_name ?? 'Flowers'}</dt>
            <dd className="tabular-nums">{money(order.price)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{delivery ? 'Delivery' : 'Pickup'}</dt>
            <dd className="text-right tabular-nums">
              {!delivery ? (
                'Free'
              ) : deliveryPrice !== null ? (
                money(deliveryPrice)
              ) : (
                <span className="text-muted-foreground">Depends on the zip code</span>
              )}
            </dd>
          </div>
          <TaxRows order={order} money={money} placement="above-total" />
          <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">
              {money(order.total)}
              {deliveryPending && <span className="font-normal text-muted-foreground"> + delivery</span>}
            </dd>
          </div>
          <TaxRows order={order} money={money} placement="below-total" />
        </dl>
      </div>
    </Card>
  );
}
