import type { OrderListFilter } from '@contract/orders';
import { useQuery } from '@tanstack/react-query';
import {
  CircleCheckBig,
  CirclePlus,
  ClipboardList,
  Inbox,
  PackageCheck,
  RefreshCw,
  Store,
  Truck,
} from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CreateOrderLink } from '../../../components/ui/create-order-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { quietBusinessQuery } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { locationsQuery } from '../../../lib/pickup-locations';
import { isStaff } from '../../../lib/roles';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { useTeamPeople } from '../api/get-team-people';
import { hasFilters, type OrderFilters } from '../api/search-orders';
import { DayViewLink } from '../components/day-view-link';
import { OpenCartsNote } from '../components/open-carts-note';
import { filtersFromParams, OrderFiltersBar, paramsOf } from '../components/order-filters';
import { OrderList } from '../components/order-list';
import { OlderOrders, OrderResults } from '../components/order-results';
import { PrintBatchPicker } from '../components/print-batch-picker';
import { DEFAULT_VIEW, parseView, tabPanelId, ViewTabs } from '../components/view-tabs';

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get('view'));
  const filters = filtersFromParams(params);
  const idBase = useId();
  const { data: user } = useQuery(userInfoQuery);
  const { data: business } = useQuery(quietBusinessQuery);
  const people = useTeamPeople().data?.items ?? [];
  // Locations are the staff's to manage; florists filter without them.
  const locations = useQuery({ ...locationsQuery, enabled: isStaff(user?.role) }).data?.items ?? [];

  const viewParam = view === DEFAULT_VIEW ? undefined : view;
  const changeView = (next: OrderListFilter) =>
    setParams(paramsOf(next === DEFAULT_VIEW ? undefined : next, filters), { replace: true });
  const changeFilters = useCallback(
    (next: OrderFilters) => setParams(paramsOf(viewParam, next), { replace: true }),
    [setParams, viewParam],
  );
  // "Mine" in a shared link means whoever opens it.
  const asked = { ...filters, assigned_to: filters.assigned_to === 'me' ? user?.id : filters.assigned_to };
  const searching = hasFilters(filters);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <ViewTabs view={view} onChange={changeView} idBase={idBase} />
          <DayViewLink />
        </div>
        {/* Phones have it in the bottom bar; the wide list gets it beside the views. */}
        <div className="flex flex-wrap gap-2">
          <Link to="/intern/counter" className={buttonClasses('outline')}>
            <Store className="size-4" aria-hidden="true" />
            Counter sale
          </Link>
          <Link to="/intern/deliveries" className={buttonClasses('outline')}>
            <Truck className="size-4" aria-hidden="true" />
            Deliveries
          </Link>
          <Link to="/intern/create" className={buttonClasses('primary', 'md', 'max-lg:hidden')}>
            <CirclePlus className="size-4" aria-hidden="true" />
            Create order
          </Link>
        </div>
      </div>
      <div className="mt-4">
        <OrderFiltersBar
          filters={filters}
          onChange={changeFilters}
          people={people.filter((person) => person.id !== user?.id)}
          locations={locations}
        />
      </div>
      <div id={tabPanelId(idBase)} role="tabpanel" aria-label={`${view} orders`} className="mt-5">
        {searching ? (
          asked.assigned_to === undefined && filters.assigned_to === 'me' ? null : (
            <OrderResults
              view={view}
              filters={asked}
              currency={business?.currency}
              userId={user?.id}
              onClear={() => changeFilters({})}
            />
          )
        ) : (
          /* A view starts again at its first 20 orders whenever it is opened. */
          <OrderView key={view} view={view} />
        )}
      </div>
    </div>
  );
}

function OrderView({ view }: { view: OrderListFilter }) {
  const orders = useOrders(view);
  const { data: business } = useQuery(quietBusinessQuery);
  const { data: user } = useQuery(userInfoQuery);
  const [shown, setShown] = useState(ORDERS_PAGE_SIZE);
  const [older, setOlder] = useState(false);

  if (orders.isPending) {
    return <ListSkeleton label="Loading orders" rows={8} />;
  }
  if (orders.isError && !orders.data) {
    return (
      <FetchError
        title="Failed to fetch orders"
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }

  const { items, count, open_carts } = orders.data;
  if (items.length === 0) {
    return (
      <>
        <OpenCartsNote count={open_carts} />
        <EmptyView view={view} />
      </>
    );
  }
  const visible = items.slice(0, shown);

  return (
    <div>
      <OpenCartsNote count={open_carts} />
      {orders.isError && (
        <div
          role="alert"
          className="mb-4 flex items-center justify-between gap-3 rounded-xl bg-danger-soft px-4 py-2.5 text-sm text-danger"
        >
          <span>Failed to fetch orders. Showing what was loaded before.</span>
          <Button variant="ghost" size="sm" onClick={() => void orders.refetch()} loading={orders.isFetching}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      )}
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {visible.length} of {count} {count === 1 ? 'order' : 'orders'}
        </p>
        <PrintBatchPicker items={visible} />
      </div>
      <OrderList items={visible} currency={business?.currency} userId={user?.id} />
      {shown < items.length ? (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" onClick={() => setShown((value) => value + ORDERS_PAGE_SIZE)}>
            Show more
          </Button>
        </div>
      ) : (
        count > items.length &&
        (older && orders.data.next_cursor ? (
          <OlderOrders
            view={view}
            start={orders.data.next_cursor}
            currency={business?.currency}
            userId={user?.id}
          />
        ) : (
          <div className="mt-5 flex flex-col items-center gap-2 text-center text-sm text-muted-foreground">
            <p>
              These are the first {items.length} of {count} orders.
            </p>
            {orders.data.next_cursor && (
              <Button variant="outline" onClick={() => setOlder(true)}>
                Load older orders
              </Button>
            )}
          </div>
        ))
      )}
    </div>
  );
}

const EMPTY: Record<OrderListFilter, { icon: typeof Inbox; title: string; text: string }> = {
  all: {
    icon: ClipboardList,
    title: 'No orders yet',
    text: 'Create an order and send the customer the link to complete it. It shows up here right away.',
  },
  pending: {
    icon: Inbox,
    title: 'Nothing to make',
    text: 'Orders land here once customers complete them. Orders still waiting for the customer are under All.',
  },
  ready: {
    icon: PackageCheck,
    title: 'Nothing ready yet',
    text: 'Orders you mark ready wait here until they are delivered or collected.',
  },
  done: {
    icon: CircleCheckBig,
    title: 'No finished orders yet',
    text: 'Delivered and collected orders are kept here.',
  },
};

function EmptyView({ view }: { view: OrderListFilter }) {
  const empty = EMPTY[view];
  return (
    <EmptyState
      icon={empty.icon}
      title={empty.title}
      className="mt-6"
      action={(view === 'all' || view === 'pending') && <CreateOrderLink />}
    >
      <p>{empty.text}</p>
    </EmptyState>
  );
}
