import type { OrderCost } from '@contract/stock';
import { Calculator } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format-money';
import { SHOP_LOCALE } from '../../../lib/shop-format';
import { SectionCard } from './section-card';

const percent = new Intl.NumberFormat(SHOP_LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** What the order earns: its price less what its flowers cost, also as a share of the price. */
export function CostSummary({ cost }: { cost: OrderCost }) {
  const money = (amount: number) => formatMoney(amount, cost.currency);
  const share = cost.price > 0 ? percent.format(cost.margin / cost.price) : null;
  return (
    <SectionCard title="Margin" icon={Calculator}>
      <dl className="space-y-1.5 text-[15px]">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{cost.net ? 'Price without tax' : 'Price'}</dt>
          <dd className="tabular-nums">{money(cost.price)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Flowers cost</dt>
          <dd className="tabular-nums">{money(cost.cost)}</dd>
        </div>
        <div
          className={cn(
            'flex justify-between gap-3 border-t border-border pt-1.5 font-semibold',
            cost.margin < 0 && 'text-danger',
          )}
        >
          <dt>Margin</dt>
          <dd className="tabular-nums">
            {money(cost.margin)}
            {share && (
              <span className="ml-1.5 font-normal text-muted-foreground">({share} of the price)</span>
            )}
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
