import { useQuery } from '@tanstack/react-query';
import { Printer, RefreshCw, Truck } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { Input } from '../../../components/ui/input';
import { PeriodStepper } from '../../../components/ui/period-stepper';
import { ShowMore } from '../../../components/ui/show-more';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { SegmentedTabs } from '../../../components/ui/tabs';
import { quietBusinessQuery } from '../../../lib/current-business';
import { SHOP_LOCALE } from '../../../lib/shop-format';
import { type DriverFilter, useDeliveryPages } from '../api/get-deliveries';
import { StopCard } from '../components/stop-card';
import { formatLongDay, isDay, todayIn } from '../components/stop-format';

const filters: { key: DriverFilter; label: string }[] = [
  { key: 'all', label: 'All stops' },
  { key: 'me', label: 'My stops' },
];

const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "Today", "Tomorrow", "Yesterday", or the weekday. */
function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === shiftDay(today, 1)) return 'Tomorrow';
  if (date === shiftDay(today, -1)) return 'Yesterday';
  return new Intl.DateTimeFormat(SHOP_LOCALE, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The day's run for the driver's phone: stops in window order, each with its steps. */
export function DeliveriesPage() {
  const [params, setParams] = useSearchParams();
  const { data: business } = useQuery(quietBusinessQuery);
  const today = todayIn(business?.time_zone);
  const requested = params.get('date');
  const date = isDay(requested) ? requested : today;
  const driver: DriverFilter = params.get('driver') === 'me' ? 'me' : 'all';
  const panelId = useId();

  const go = (next: { date?: string; driver?: DriverFilter }) => {
    const nextDate = next.date ?? date;
    const nextDriver = next.driver ?? driver;
    setParams(
      {
        ...(nextDate !== today ? { date: nextDate } : {}),
        ...(nextDriver === 'me' ? { driver: 'me' } : {}),
      },
      { replace: true },
    );
  };
  const printParams = new URLSearchParams({ date, ...(driver === 'me' ? { driver: 'me' } : {}) });

  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-display text-3xl font-semibold tracking-tight">{dayName(date, today)}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{formatLongDay(date)}</p>
        </div>
        <Link to={`/intern/deliveries/print?${printParams}`} className={buttonClasses('outline', 'md')}>
          <Printer className="size-4" aria-hidden="true" />
          Print list
        </Link>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <PeriodStepper unit="day" onStep={(direction) => go({ date: shiftDay(date, direction) })}>
          <Input
            type="date"
            aria-label="Day"
            value={date}
            onChange={(event) => isDay(event.target.value) && go({ date: event.target.value })}
            className="w-40"
          />
        </PeriodStepper>
        {date !== today && (
          <Button variant="ghost-primary" size="sm" onClick={() => go({ date: today })}>
            Today
          </Button>
        )}
        <SegmentedTabs
          items={filters}
          value={driver}
          onChange={(next) => go({ driver: next })}
          label="Whose stops"
          panelId={panelId}
          className="ml-auto flex"
        />
      </div>

      <div id={panelId} role="tabpanel" aria-label="Stops" className="mt-5">
        <Stops date={date} driver={driver} onShowAll={() => go({ driver: 'all' })} />
      </div>
    </div>
  );
}

function Stops({ date, driver, onShowAll }: { date: string; driver: DriverFilter; onShowAll: () => void }) {
  const { query, stops, count, toGo } = useDeliveryPages(date, driver);
  if (query.isPending) {
    return <ListSkeleton label="Loading the stops" rows={5} rowClassName="h-32" />;
  }
  // A next page that failed says so under the stops shown (ShowMore); anything else here.
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <FetchError
        title="Could not load the deliveries"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (stops.length === 0) {
    return (
      <EmptyState
        icon={Truck}
        title={driver === 'me' ? 'No stops for you' : 'No deliveries this day'}
        action={
          driver === 'me' ? (
            <Button variant="outline" onClick={onShowAll}>
              Show every stop
            </Button>
          ) : (
            <Link to="/intern/orders" className={buttonClasses('outline')}>
              Open the orders
            </Link>
          )
        }
      >
        <p>
          {driver === 'me'
            ? 'Orders you take out show here.'
            : 'Delivery orders for this day show here, in the order of their time windows.'}
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <p aria-live="polite">
          {count} {count === 1 ? 'stop' : 'stops'}, {toGo} to go
        </p>
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()} loading={query.isRefetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <ol className="space-y-3">
        {stops.map((stop, index) => (
          <StopCard key={stop.uuid} stop={stop} position={index + 1} />
        ))}
      </ol>
      <ShowMore query={query} shown={stops.length} count={count} what="stops" className="mt-4" />
    </>
  );
}
