import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SHOP_LOCALE } from '../../../lib/shop-format';
import type { CalendarDayOrders } from '../api/get-calendar-orders';

const amount = new Intl.NumberFormat(SHOP_LOCALE);

/**
 * Under a day's list when the day has more orders than one page: how many are shown of how many,
 * and a button for the next page. A normal day fits in one page and shows nothing here.
 */
export function ShowMore({ day, className }: { day: CalendarDayOrders; className?: string }) {
  const { query, items, count } = day;
  if (!query.hasNextPage && !query.isFetchNextPageError) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5', className)}>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Showing {amount.format(items.length)} of {amount.format(count)}
      </p>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-xs text-danger">
          The next orders did not load.
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
      >
        {query.isFetchNextPageError ? 'Try again' : 'Show more'}
      </Button>
    </div>
  );
}

/** A day whose first page did not load: said in its place, with a way to ask again. */
export function DayFailed({ day }: { day: CalendarDayOrders }) {
  return (
    <p role="alert" className="mt-1 text-sm text-danger">
      The orders did not load.{' '}
      <button
        type="button"
        onClick={() => void day.query.refetch()}
        className="font-medium underline-offset-4 hover:underline"
      >
        Try again
      </button>
    </p>
  );
}
