import { Card } from '../../../components/ui/card';
import { FetchError } from '../../../components/ui/fetch-error';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format-money';
import { useRevenue } from '../api/get-revenue';
import type { PaymentRange } from '../api/query-keys';
import { RevenueChart } from './revenue-chart';

/**
 * The period's totals as three cards, the revenue's split and what gift cards still hold at the
 * period's end, and its revenue per day as a chart.
 */
export function RevenueSummary({ range }: { range: PaymentRange }) {
  const revenue = useRevenue(range);

  if (revenue.isPending) {
    return <ListSkeleton label="Loading revenue" rows={1} rowClassName="h-28" />;
  }
  if (revenue.isError && !revenue.data) {
    return (
      <FetchError
        title="Failed to fetch revenue"
        onRetry={() => void revenue.refetch()}
        retrying={revenue.isFetching}
      />
    );
  }

  const { total, net_total, tax_total, discount_total, count, average, by_day, currency, gift_cards } =
    revenue.data;
  // A shop that holds no card value and moved none in the period is not told about gift cards.
  const { outstanding, sold, redeemed, voided, adjusted } = gift_cards;
  const hasCards = [outstanding, sold, redeemed, voided, adjusted].some((amount) => amount !== 0);
  const cards = [
    { label: 'Revenue', value: formatMoney(total, currency) },
    { label: 'Paid orders', value: String(count) },
    { label: 'Average order', value: formatMoney(average, currency) },
  ];
  return (
    <section
      aria-label="Summary"
      aria-busy={revenue.isPlaceholderData || undefined}
      className={cn('space-y-4 transition-opacity', revenue.isPlaceholderData && 'opacity-60')}
    >
      <dl className="grid grid-cols-3 gap-2.5 sm:gap-4">
        {cards.map((card) => (
          <Card key={card.label} className="p-3 sm:p-5">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {card.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums sm:text-2xl">{card.value}</dd>
          </Card>
        ))}
      </dl>
      <dl
        aria-label="Revenue split"
        className="flex flex-wrap gap-x-5 gap-y-1 px-1 text-sm text-muted-foreground"
      >
        <div className="flex gap-1.5">
          <dt>Net</dt>
          <dd className="font-medium text-foreground tabular-nums">{formatMoney(net_total, currency)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>Tax</dt>
          <dd className="font-medium text-foreground tabular-nums">{formatMoney(tax_total, currency)}</dd>
        </div>
        {discount_total > 0 && (
          <div className="flex gap-1.5">
            <dt>Discounts</dt>
            <dd className="font-medium text-foreground tabular-nums">
              {formatMoney(discount_total, currency)}
            </dd>
          </div>
        )}
        {/* Money taken for cards not spent yet: a liability of the shop, not revenue (docs/decisions/048). */}
        {hasCards && (
          <div className="flex gap-1.5">
            <dt>Gift cards outstanding</dt>
            <dd className="font-medium text-foreground tabular-nums">{formatMoney(outstanding, currency)}</dd>
          </div>
        )}
      </dl>
      <RevenueChart days={by_day} currency={currency} />
    </section>
  );
}
