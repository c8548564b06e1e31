import { History, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useMovements } from '../api/get-movements';
import type { MovementFilter } from '../api/query-keys';
import { MovementRow } from './movement-row';
import { MOVEMENT_FILTERS, MovementTabs } from './movement-tabs';

interface MovementHistoryProps {
  type: MovementFilter;
  onType: (type: MovementFilter) => void;
  currency: string | undefined;
}

/** Every change of stock, newest first, narrowed to one type by the tabs. */
export function MovementHistory({ type, onType, currency }: MovementHistoryProps) {
  const id = useId();
  const label = MOVEMENT_FILTERS.find((item) => item.key === type)?.label ?? 'All';
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="font-display text-xl font-semibold tracking-tight">
          History
        </h2>
        <MovementTabs value={type} onChange={onType} panelId={`${id}-panel`} />
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-label={`${label} movements`} className="mt-4">
        <Movements type={type} currency={currency} />
      </div>
    </section>
  );
}

function Movements({ type, currency }: { type: MovementFilter; currency: string | undefined }) {
  const movements = useMovements(type);

  if (movements.isPending) {
    return <ListSkeleton label="Loading the history" rows={5} rowClassName="h-16 md:h-12" />;
  }
  if (movements.isError && !movements.data) {
    return (
      <FetchError
        title="Could not load the history"
        onRetry={() => void movements.refetch()}
        retrying={movements.isFetching}
      />
    );
  }

  const items = movements.data.pages.flatMap((page) => page.items);
  const count = movements.data.pages.at(-1)?.count ?? items.length;
  if (items.length === 0) {
    return type === 'all' ? (
      <EmptyState icon={History} title="Nothing recorded yet" className="mt-2 max-w-none">
        <p>Purchases, flowers used in orders, waste and counts are listed here as they happen.</p>
      </EmptyState>
    ) : (
      <EmptyState icon={SearchX} title="None of this type yet" className="mt-2 max-w-none">
        <p>Choose All to see every change of stock.</p>
      </EmptyState>
    );
  }

  return (
    <div aria-busy={movements.isPlaceholderData || undefined}>
      <ul
        aria-label="Movements"
        className={cn(
          'divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-opacity',
          movements.isPlaceholderData && 'opacity-60',
        )}
      >
        {items.map((movement) => (
          <li key={movement.id}>
            <MovementRow movement={movement} currency={currency} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-center text-sm text-muted-foreground" aria-live="polite">
        Showing {items.length} of {count}
      </p>
      {movements.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void movements.fetchNextPage()}
            loading={movements.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      )}
      {movements.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-danger">
          Could not load more. Try again.
        </p>
      )}
    </div>
  );
}
