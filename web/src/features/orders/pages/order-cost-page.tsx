import type { InternOrder } from '@contract/orders';
import type { OrderCost } from '@contract/stock';
import { useQuery } from '@tanstack/react-query';
import { Flower2, PackagePlus, ShoppingBasket } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { quietBusinessQuery } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { useInternOrder } from '../api/get-intern-order';
import { useOrderCost } from '../api/get-order-cost';
import { AddFlowersForm } from '../components/add-flowers-form';
import { CostLines } from '../components/cost-lines';
import { CostSummary } from '../components/cost-summary';
import { OrderLines } from '../components/order-lines';
import { SectionCard } from '../components/section-card';
import { OrderNotFound } from './order-details-page';

const isMissing = (error: unknown) =>
  isApiError(error) && (error.code === 'NOT_FOUND' || error.status === 400);

/** What an order earns: the flowers taken from stock for it, what they cost, and the margin. */
export function OrderCostPage() {
  const { uuid = '' } = useParams();
  const order = useInternOrder(uuid);
  const cost = useOrderCost(uuid);

  if (order.isPending || cost.isPending)
    return <PageSkeleton label="Loading the order's cost" blocks={['h-36', 'h-64']} />;
  if (isMissing(order.error) || isMissing(cost.error)) return <OrderNotFound />;
  // A failed refetch (after a change) keeps what was loaded on screen.
  if (!order.data) {
    return <FetchError title="Could not load the order" onRetry={() => void order.refetch()} />;
  }
  if (!cost.data) {
    return (
      <FetchError
        title="Could not load the order's cost"
        onRetry={() => void cost.refetch()}
        retrying={cost.isFetching}
      />
    );
  }
  return <OrderCostView order={order.data} cost={cost.data} />;
}

function OrderCostView({ order, cost }: { order: InternOrder; cost: OrderCost }) {
  const { data: business } = useQuery(quietBusinessQuery);
  const money = (amount: number) => formatMoney(amount, order.currency || business?.currency);
  return (
    <div className="mx-auto max-w-xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold tracking-tight">
          Cost <span className="text-muted-foreground tabular-nums">· #{order.number}</span>
        </h2>
        <Link to={`/intern/orders/${order.uuid}`} className={buttonClasses('ghost-primary', 'sm')}>
          Back to the order
        </Link>
      </div>
      <div className="mt-5 space-y-4">
        <CostSummary cost={cost} />
        <SectionCard title="Items sold" icon={ShoppingBasket}>
          <OrderLines items={order.items} money={money} />
        </SectionCard>
        <SectionCard title="Flowers used" icon={Flower2}>
          <CostLines uuid={order.uuid} cost={cost} />
        </SectionCard>
        <SectionCard title="Add flowers used" icon={PackagePlus}>
          <AddFlowersForm uuid={order.uuid} />
        </SectionCard>
      </div>
    </div>
  );
}
