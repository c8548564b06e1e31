import type { CurrentStock } from '@contract/stock';
import type { LucideIcon } from 'lucide-react';
import { Boxes, Coins, TrendingDown, TriangleAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format-money';
import { formatCount } from '../../../lib/shop-format';

interface StockSummaryProps {
  totals: CurrentStock['totals'];
  currency: string | undefined;
}

/** The four numbers a florist looks at first: two per row on a phone, four in a row above. */
export function StockSummary({ totals, currency }: StockSummaryProps) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <SummaryCard
        icon={Boxes}
        label="Stems on hand"
        value={formatCount(totals.quantity)}
        note={`${totals.items} ${totals.items === 1 ? 'flower' : 'flowers'} in stock`}
      />
      <SummaryCard icon={Coins} label="Stock value" value={formatMoney(totals.value, currency)} />
      <SummaryCard
        icon={TriangleAlert}
        label="Low stock"
        value={String(totals.low_stock)}
        note={totals.low_stock === 1 ? 'flower to reorder' : 'flowers to reorder'}
        alert={totals.low_stock > 0}
      />
      <SummaryCard
        icon={TrendingDown}
        label="Waste, last 30 days"
        value={formatMoney(totals.waste_value_30d, currency)}
      />
    </dl>
  );
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  note,
  alert,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string;
  alert?: boolean;
}) {
  return (
    <Card className="p-3.5 sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1">
        <span className={cn('block text-xl font-semibold tabular-nums sm:text-2xl', alert && 'text-danger')}>
          {value}
        </span>
        {note && <span className="mt-0.5 block text-xs text-muted-foreground">{note}</span>}
      </dd>
    </Card>
  );
}
