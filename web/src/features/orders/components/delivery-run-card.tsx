import type { InternOrder } from '@contract/orders';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { DeliveryActions } from '../../../components/delivery-run/delivery-actions';
import { DeliveryProgress } from '../../../components/delivery-run/delivery-progress';
import { SectionCard } from './section-card';

/** A delivery's way out of the shop: where it is, and the run's next steps once it is ready. */
export function DeliveryRunCard({ order }: { order: InternOrder }) {
  if (order.method !== 'delivery') return null;
  if (order.order_status !== 'ready' && order.delivery_status === null) return null;
  const day = order.delivery_date ? `?date=${order.delivery_date}` : '';
  return (
    <SectionCard
      title="Delivery run"
      icon={Truck}
      action={
        <Link
          to={`/intern/deliveries${day}`}
          className="rounded-lg px-2 py-1 text-sm font-medium text-primary hover:bg-primary-soft"
        >
          The day’s deliveries
        </Link>
      }
    >
      <DeliveryProgress order={order} />
      <DeliveryActions order={order} className="mt-4" />
    </SectionCard>
  );
}
