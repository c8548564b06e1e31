import { CircleCheck, DoorClosed, Store, Truck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useShopTimeZone } from '../../lib/current-business';
import { formatShopTime } from '../../lib/shop-format';
import type { RunOrder } from './delivery-actions';

/** A short label of the progress, for badges and the print list. */
export function progressLabel(order: Pick<RunOrder, 'order_status' | 'delivery_status'>): string {
  switch (order.delivery_status) {
    case 'out_for_delivery':
      return 'Out for delivery';
    case 'attempted':
      return 'Not home';
    case 'delivered':
      return 'Delivered';
    default:
      if (order.order_status === 'done') return 'Done';
      return order.order_status === 'ready' ? 'Ready to go out' : 'Being made';
  }
}

/** Where the flowers are: in the shop, on the road with whom, not taken (and why), delivered. */
export function DeliveryProgress({ order, className }: { order: RunOrder; className?: string }) {
  const timeZone = useShopTimeZone();
  const driver = order.driver?.name;
  const status = order.delivery_status;
  const Icon =
    status === 'delivered' ? CircleCheck : status === 'attempted' ? DoorClosed : status ? Truck : Store;
  return (
    <div className={cn('flex gap-2.5 text-[15px]', className)}>
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          status === 'attempted' ? 'text-danger' : status ? 'text-primary' : 'text-muted-foreground',
        )}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className="font-medium">
          {progressLabel(order)}
          {status === 'out_for_delivery' && order.out_for_delivery_at && (
            <span className="font-normal text-muted-foreground">
              {' '}
              since {formatShopTime(order.out_for_delivery_at, timeZone)}
            </span>
          )}
          {status === 'delivered' && order.delivered_at && (
            <span className="font-normal text-muted-foreground">
              {' '}
              at {formatShopTime(order.delivered_at, timeZone)}
            </span>
          )}
        </p>
        {driver && status !== null && <p className="text-sm text-muted-foreground">Driver: {driver}</p>}
        {order.delivery_note && status === 'attempted' && (
          <p className="mt-1 text-sm break-words whitespace-pre-line">“{order.delivery_note}”</p>
        )}
      </div>
    </div>
  );
}
