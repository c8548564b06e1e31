import type { Movement } from '@contract/stock';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatUnitCost } from '../../../lib/format-money';
import { MovementTypeBadge } from './stock-badges';
import { formatMovementTime, formatSignedQuantity } from './stock-format';

/** One change of stock: which flower, by how much, why, who and when. */
export function MovementRow({ movement, currency }: { movement: Movement; currency: string | undefined }) {
  const timeZone = useShopTimeZone();
  return (
    <div className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{movement.flower.name}</span>
          <MovementTypeBadge type={movement.type} />
          {movement.order && (
            <Link
              to={`/intern/orders/${movement.order.uuid}`}
              className="text-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              Order #{movement.order.number}
            </Link>
          )}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          <time dateTime={movement.at}>{formatMovementTime(movement.at, timeZone)}</time>
          {movement.by && <span> · {movement.by.name}</span>}
          {movement.type === 'purchase' && (
            <span className="tabular-nums"> · {formatUnitCost(movement.unit_cost, currency)} per stem</span>
          )}
        </p>
      </div>
      <span
        className={cn(
          'shrink-0 text-base font-semibold tabular-nums',
          movement.quantity > 0
            ? 'text-success'
            : movement.quantity < 0
              ? 'text-danger'
              : 'text-muted-foreground',
        )}
      >
        {formatSignedQuantity(movement.quantity)}
        <span className="sr-only"> stems</span>
      </span>
    </div>
  );
}
