import type { OrderListFilter } from '@contract/orders';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/shop-format';
import { type OrderFilters, useOrderPages } from '../api/search-orders';
import { OrderList } from './order-list';

interface OrderResultsProps {
  view: OrderListFilter;
  /** As the API takes them: "Mine" already turned into the signed-in person's id. */
  filters: OrderFilters;
  currency: string | undefined;
  userId: string | undefined;
  onClear: () => void;
}

/** A searched or filtered view, through the whole history, a page at a time. */
export function OrderResults({ view, filters, currency, userId, onClear }: OrderResultsProps) {
  const pages = useOrderPages(view, filters);

  if (pages.isPending) {
    return <ListSkeleton label="Searching orders" rows={6} />;
  }
  if (pages.isError && !pages.data) {
    return (
      <FetchError
        title="Failed to search orders"
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  }

  const first = pages.data.pages[0];
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'search' && value);
  const items = pages.data.pages.flatMap((page) => page.items);
  if (!first || items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No orders found"
        className="mt-6"
        action={
          <Button variant="outline" onClick={onClear}>
            Clear search and filters
          </Button>
        }
      >
        <p>
          {!filters.search
            ? 'No order in this view matches these filters.'
            : filtered
              ? `No order in this view matches “${filters.search}” with these filters.`
              : `No order in this view matches “${filters.search}”. Try another view, or part of a name.`}
        </p>
      </EmptyState>
    );
  }

  const found = first.count_is_estimate ? `More than ${formatCount(first.count)}` : String(first.count);
  return (
    <div>
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {found} {first.count === 1 && !first.count_is_estimate ? 'order' : 'orders'} found · showing{' '}
        {items.length}
      </p>
      <OrderList items={items} currency={currency} userId={userId} />
      <MoreButton pages={pages} />
    </div>
  );
}

/** "Load more" while the history goes on; a failed page can be asked again. */
export function MoreButton({ pages }: { pages: ReturnType<typeof useOrderPages> }) {
  if (!pages.hasNextPage && !pages.isFetchNextPageError) return null;
  return (
    <div className="mt-5 flex flex-col items-center gap-2">
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger">
          The next orders did not load.
        </p>
      )}
      <Button variant="outline" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
        {pages.isFetchNextPageError ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}

/** The orders of a plain view after the first page the view loaded, asked for only when wanted. */
export function OlderOrders({
  view,
  start,
  currency,
  userId,
}: {
  view: OrderListFilter;
  start: string;
  currency: string | undefined;
  userId: string | undefined;
}) {
  const pages = useOrderPages(view, {}, { start });
  if (pages.isPending) {
    return <ListSkeleton label="Loading older orders" rows={3} className="mt-2.5" />;
  }
  if (pages.isError && !pages.data) {
    return (
      <FetchError
        title="Failed to fetch older orders"
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  }
  const items = pages.data.pages.flatMap((page) => page.items);
  return (
    <div className="mt-3">
      <OrderList items={items} currency={currency} userId={userId} />
      <MoreButton pages={pages} />
    </div>
  );
}
