import { cn } from '../../lib/cn';
import { SHOP_LOCALE } from '../../lib/shop-format';
import { Button } from './button';

const amount = new Intl.NumberFormat(SHOP_LOCALE);

/** What the button needs of a list asked for a page at a time (an infinite query). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Under a list that has more than one page: how many are shown of how many, and a button for the
 * next page. A list that fits in one page shows nothing here.
 */
export function ShowMore({
  query,
  shown,
  count,
  what = 'orders',
  className,
}: {
  query: PagedQuery;
  shown: number;
  count: number;
  /** What the list holds, as the failed page's message says it. */
  what?: string;
  className?: string;
}) {
  if (!query.hasNextPage && !query.isFetchNextPageError) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5', className)}>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Showing {amount.format(shown)} of {amount.format(count)}
      </p>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-xs text-danger">
          The next {what} did not load.
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
