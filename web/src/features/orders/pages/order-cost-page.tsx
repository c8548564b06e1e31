import type { InternOrder } from '@contract/orders';
import { Flower2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useInternOrder } from '../api/get-intern-order';
import { OrderNotFound } from './order-details-page';

/**
 * What an order earns: its price, and (once stock records the flowers used for it) what they cost.
 * Until then the list is honestly empty.
 */
export function OrderCostPage() {
  const { uuid = '' } = useParams();
  const order = useInternOrder(uuid);
  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    if (isApiError(order.error) && (order.error.code === 'NOT_FOUND' || order.error.status === 400)) {
      return <OrderNotFound />;
    }
    return <FetchError title="Could not load the order" onRetry={() => void order.refetch()} />;
  }
  return <OrderCost order={order.data} />;
}

function OrderCost({ order }: { order: InternOrder }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <div className="mx-auto max-w-xl">
      <h2 className="font-display text-2xl font-semibold tracking-tight">
        Cost <span className="text-muted-foreground">· #{order.number}</span>
      </h2>
      <Card className="mt-5 p-4 sm:p-5">
        <dl className="space-y-2 text-[15px]">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="tabular-nums">{money(order.price)}</dd>
          </div>
          {order.method === 'delivery' && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Delivery price</dt>
              <dd className="tabular-nums">
                {order.delivery_price === null ? 'From the zip code' : money(order.delivery_price)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3 border-t border-border pt-2 font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{money(order.total)}</dd>
          </div>
        </dl>
      </Card>
      <h3 className="mt-8 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Flowers used
      </h3>
      <EmptyState
        icon={Flower2}
        title="No flowers recorded for this order yet"
        className="mt-3 max-w-none"
        action={
          <Link to={`/intern/orders/${order.uuid}`} className={buttonClasses('outline')}>
            Back to the order
          </Link>
        }
      >
        <p>
          Flowers taken from stock for this order are listed here with their cost, and the order's margin with
          them.
        </p>
      </EmptyState>
    </div>
  );
}
