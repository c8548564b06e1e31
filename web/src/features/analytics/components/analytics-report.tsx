import { ChartColumn } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { DateRange } from '../../../lib/date-range';
import { formatMoney } from '../../../lib/format-money';
import { useAnalytics } from '../api/get-analytics';
import { AnalyticsCards } from './analytics-cards';
import {
  formatCount,
  ORDER_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  paymentMethodLabel,
} from './analytics-format';
import { BreakdownChart } from './breakdown-chart';
import { TopCustomers, TopProducts } from './top-tables';
import { TrendChart } from './trend-chart';

/** Everything the page shows for one period, or why it cannot. */
export function AnalyticsReport({ range }: { range: DateRange }) {
  const analytics = useAnalytics(range);

  if (analytics.isPending) {
    return <PageSkeleton label="Loading analytics" blocks={['h-28', 'h-72', 'h-64']} />;
  }
  if (analytics.isError && !analytics.data) {
    return (
      <FetchError
        title="Failed to fetch analytics"
        onRetry={() => void analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  }

  const data = analytics.data;
  const { currency } = data;
  const busy = analytics.isPlaceholderData;
  if (data.revenue.count === 0 && data.orders.count === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title="No orders in this period"
        className={cn('mt-6', busy && 'opacity-60')}
      >
        <p>Nothing was ordered or paid between these days. Choose a longer period to see how the shop did.</p>
        {data.waste.stems > 0 && (
          <p className="mt-2">
            {formatCount(data.waste.stems, 'stem', 'stems')} expired, worth{' '}
            {formatMoney(data.waste.value, currency)}.
          </p>
        )}
        {/* What cards hold is owed whether or not anything was ordered in the period. */}
        {data.gift_cards.outstanding !== 0 && (
          <p className="mt-2">
            Gift cards outstanding at the end of the period:{' '}
            {formatMoney(data.gift_cards.outstanding, currency)}.
          </p>
        )}
      </EmptyState>
    );
  }

  return (
    <section
      aria-label="Analytics"
      aria-busy={busy || undefined}
      className={cn('space-y-4 transition-opacity sm:space-y-5', busy && 'opacity-60')}
    >
      <AnalyticsCards data={data} />
      <TrendChart days={data.by_day} currency={currency} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <BreakdownChart
          title="Orders by method"
          currency={currency}
          rows={data.orders.by_method.map((row) => ({
            key: row.method,
            label: ORDER_METHOD_LABELS[row.method],
            count: row.count,
            revenue: row.revenue,
          }))}
        />
        <BreakdownChart
          title="Orders by status"
          currency={currency}
          rows={data.orders.by_status.map((row) => ({
            key: row.status,
            label: ORDER_STATUS_LABELS[row.status],
            count: row.count,
          }))}
        />
        {data.orders.by_payment_method.length > 0 && (
          <BreakdownChart
            title="Orders by payment method"
            currency={currency}
            rows={data.orders.by_payment_method.map((row) => ({
              key: row.payment_method ?? 'none',
              label: paymentMethodLabel(row.payment_method),
              count: row.count,
              revenue: row.revenue,
              muted: row.payment_method === null,
            }))}
          />
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopProducts items={data.top_products} currency={currency} />
        <TopCustomers items={data.top_customers} currency={currency} />
      </div>
    </section>
  );
}
