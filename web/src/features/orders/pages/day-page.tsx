import type { DayView, DayWindow } from '@contract/order-day';
import { MAX_PRINT_ORDERS } from '@contract/order-print';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, ClipboardList, FileText, Printer } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ChoiceButtons } from '../../../components/ui/choice-buttons';
import { CreateOrderLink } from '../../../components/ui/create-order-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { Input } from '../../../components/ui/input';
import { ShowMore } from '../../../components/ui/show-more';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { userInfoQuery } from '../../../lib/current-user';
import { dayTitle, parseDay } from '../../../lib/order-day-format';
import { formatSlot } from '../../../lib/order-format';
import { type DayParam, useDayPages } from '../../../lib/orders/get-day';
import { daySheetPath, ticketsPath } from '../../../lib/print-paths';
import { DayCountTiles } from '../components/day-counts';
import { DayOrderCard } from '../components/day-order-card';

const DAYS = [
  { key: 'today', label: 'Today' },
  { key: 'tomorrow', label: 'Tomorrow' },
] as const;

/** Today and tomorrow (in the shop's time zone) or any date: the orders due, by window. */
export function DayPage() {
  const [params, setParams] = useSearchParams();
  const day = parseDay(params.get('day'));
  const pages = useDayPages(day);
  const { data: user } = useQuery(userInfoQuery);
  const dateId = useId();
  const choose = (next: DayParam) => setParams(next === 'today' ? {} : { day: next }, { replace: true });
  const shown = pages.view?.date;
  // A work ticket for every order shown not yet handed over, as many as a batch prints.
  const dayTickets = (pages.view?.windows ?? [])
    .flatMap((window) => window.orders)
    .filter((order) => order.order_status !== 'done')
    .slice(0, MAX_PRINT_ORDERS)
    .map((order) => order.uuid);

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <ChoiceButtons
          legend="Day"
          items={DAYS}
          value={day === 'today' || day === 'tomorrow' ? day : undefined}
          onChange={choose}
          className="inline-grid grid-cols-2"
        />
        <label htmlFor={dateId} className="sr-only">
          Another day
        </label>
        <div className="w-36 sm:w-44">
          <Input
            id={dateId}
            type="date"
            value={shown ?? ''}
            onChange={(event) => event.target.value && choose(event.target.value)}
          />
        </div>
        <div className="ml-auto flex gap-2">
          <span className="hidden sm:block">
            <Link to="/intern/orders" className={buttonClasses('ghost')}>
              <ClipboardList className="size-4" aria-hidden="true" />
              All orders
            </Link>
          </span>
          {dayTickets.length > 0 && (
            <Link
              to={ticketsPath(dayTickets)}
              title="Work tickets of the day"
              className={buttonClasses('ghost')}
            >
              <FileText className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Tickets</span>
            </Link>
          )}
          {shown && (
            <Link to={daySheetPath(shown)} className={buttonClasses('outline')}>
              <Printer className="size-4" aria-hidden="true" />
              Day sheet
            </Link>
          )}
        </div>
      </div>
      <div className="mt-5">
        <DayContent pages={pages} userId={user?.id} />
      </div>
    </div>
  );
}

function DayContent({
  pages,
  userId,
}: {
  pages: ReturnType<typeof useDayPages>;
  userId: string | undefined;
}) {
  const { query, view } = pages;
  if (query.isPending) {
    return <ListSkeleton label="Loading the day" rows={5} rowClassName="h-32" />;
  }
  // A next page that failed says so under the orders shown (ShowMore); anything else here.
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <FetchError
        title="Failed to fetch orders"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!view) return null;
  return (
    <>
      <Day view={view} userId={userId} />
      <ShowMore query={query} shown={view.shown} count={view.counts.total} className="mt-6" />
    </>
  );
}

function Day({ view, userId }: { view: DayView; userId: string | undefined }) {
  return (
    <>
      <h2 className="font-display text-2xl font-semibold tracking-tight">{dayTitle(view)}</h2>
      <div className="mt-3">
        <DayCountTiles counts={view.counts} />
      </div>
      {view.windows.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="No orders on this day"
          className="mt-6"
          action={<CreateOrderLink />}
        >
          <p>Orders the customers have completed show up here on the day they are due.</p>
        </EmptyState>
      ) : (
        <div className="mt-6 space-y-6">
          {view.windows.map((window) => (
            <WindowSection key={window.time_slot ?? 'none'} window={window} userId={userId} />
          ))}
        </div>
      )}
    </>
  );
}

function WindowSection({ window, userId }: { window: DayWindow; userId: string | undefined }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className="flex items-baseline gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        <span className="tabular-nums">{window.time_slot ? formatSlot(window.time_slot) : 'Any time'}</span>
        <span className="font-normal normal-case">
          {window.orders.length} {window.orders.length === 1 ? 'order' : 'orders'}
        </span>
      </h3>
      <ul className="mt-2 grid gap-2.5 md:grid-cols-2">
        {window.orders.map((order) => (
          <li key={order.uuid}>
            <DayOrderCard order={order} mine={order.assigned_to?.id === userId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
