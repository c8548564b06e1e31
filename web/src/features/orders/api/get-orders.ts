import type { OrderListFilter, OrderListItem } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** docs/product.md, Order lists: each view loads up to 300 orders from offset 0 in one request… */
export const ORDERS_CACHE_LIMIT = 300;
/** …which count as fresh for 5 minutes: a window focus refetches only older data… */
export const ORDERS_STALE_TIME = 5 * 60_000;
/** …and the page shows them 20 at a time. */
export const ORDERS_PAGE_SIZE = 20;

export interface OrderList {
  items: OrderListItem[];
  count: number;
  /** Where the orders after these go on (docs/decisions/021). */
  next_cursor?: string | null;
  /** All view: storefront carts nobody placed, which the list leaves out. */
  open_carts?: number;
}

export function getOrders(view: OrderListFilter, signal?: AbortSignal): Promise<OrderList> {
  const params = new URLSearchParams({ status: view, limit: String(ORDERS_CACHE_LIMIT), offset: '0' });
  return apiRequest<OrderList>(`/api/orders?${params}`, { signal });
}

export const ordersQuery = (view: OrderListFilter) =>
  queryOptions({
    queryKey: ordersKeys.list(view),
    queryFn: ({ signal }) => getOrders(view, signal),
    staleTime: ORDERS_STALE_TIME,
    // With the stale time above, focusing the window refetches only data older than 5 minutes.
    refetchOnWindowFocus: true,
    // The page says "Failed to fetch orders" itself (docs/product.md, Order lists).
    meta: { errorToast: false },
  });

export function useOrders(view: OrderListFilter) {
  return useQuery(ordersQuery(view));
}
