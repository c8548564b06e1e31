import type { Flower } from '@contract/stock';
import { formatMoney, formatUnitCost } from '../../../lib/format-money';
import { useIsDesktop } from '../../../lib/use-media-query';
import { LowBadge } from './stock-badges';
import { stems } from './stock-format';

interface StockListProps {
  flowers: Flower[];
  currency: string | undefined;
}

/** The flowers on hand: a card each on phones, a table from 768 px. */
export function StockList({ flowers, currency }: StockListProps) {
  const wide = useIsDesktop();
  return wide ? (
    <StockTable flowers={flowers} currency={currency} />
  ) : (
    <ul aria-label="Current stock" className="space-y-2.5">
      {flowers.map((flower) => (
        <li key={flower.id} className="rounded-2xl border border-border bg-surface p-4 shadow-card">
          <div className="flex items-baseline gap-2">
            <h3 className="min-w-0 flex-1 truncate font-semibold">{flower.name}</h3>
            {flower.low && <LowBadge />}
            <span className="font-semibold tabular-nums">{stems(flower.quantity)}</span>
          </div>
          <div className="mt-1 flex justify-between gap-3 text-sm text-muted-foreground">
            <span className="tabular-nums">{formatUnitCost(flower.unit_cost, currency)} per stem</span>
            <span className="tabular-nums">{formatMoney(flower.value, currency)}</span>
          </div>
          {flower.reorder_level !== null && (
            <p className="mt-0.5 text-xs text-muted-foreground">Reorder at {flower.reorder_level}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function StockTable({ flowers, currency }: StockListProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Current stock</caption>
        <thead className="border-b border-border bg-muted/50 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-2.5 text-left font-medium">
              Flower
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              On hand
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              Cost per stem
            </th>
            <th scope="col" className="px-5 py-2.5 text-right font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {flowers.map((flower) => (
            <tr key={flower.id}>
              <th scope="row" className="px-5 py-3 text-left font-medium">
                <span className="flex items-center gap-2">
                  <span className="truncate">{flower.name}</span>
                  {flower.low && <LowBadge />}
                </span>
                {flower.reorder_level !== null && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Reorder at {flower.reorder_level}
                  </span>
                )}
              </th>
              <td className="px-3 py-3 text-right tabular-nums">{flower.quantity}</td>
              <td className="px-3 py-3 text-right tabular-nums">
                {formatUnitCost(flower.unit_cost, currency)}
              </td>
              <td className="px-5 py-3 text-right font-medium tabular-nums">
                {formatMoney(flower.value, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
