import type { OrderSearchPage } from '@contract/order-search';
import type { OrderListFilter, OrderMethod, PaymentStatus } from '@contract/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { ORDERS_STALE_TIME } from './get-orders';

/** Orders per page of a search; "Load more" asks for the next page after the last one shown. */
export const SEARCH_PAGE_SIZE = 50;

/** What narrows a view, as the address keeps it (`?q=…&payment=…`); absent means "any". */
export interface OrderFilters {
  search?: string;
  payment_status?: PaymentStatus;
  method?: OrderMethod;
  from?: string;
  to?: string;
  location_id?: string;
  /** A person's id, or `none`. */
  assigned_to?: string;
}

export const hasFilters = (filters: OrderFilters) => Object.values(filters).some(Boolean);

/** The API's query string for one page of a view, narrowed by the filters. */
export function searchParamsOf(view: OrderListFilter, filters: OrderFilters, cursor: string | null) {
  const params = new URLSearchParams({ status: view, limit: String(SEARCH_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return params;
}

export function searchOrders(
  view: OrderListFilter,
  filters: OrderFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OrderSearchPage> {
  return apiRequest<OrderSearchPage>(`/api/orders?${searchParamsOf(view, filters, cursor)}`, { signal });
}

/**
 * Pages of a view through the whole history, each continuing after the cursor of the one before.
 * `start` begins after a page loaded elsewhere (the older orders of a plain view).
 */
export const orderPagesQuery = (view: OrderListFilter, filters: OrderFilters, start: string | null = null) =>
  infiniteQueryOptions({
    queryKey: [...ordersKeys.search(view, filters), start] as const,
    queryFn: ({ pageParam, signal }) => searchOrders(view, filters, pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last: OrderSearchPage) => last.next_cursor,
    staleTime: ORDERS_STALE_TIME,
    // The page says what went wrong itself.
    meta: { errorToast: false },
  });

export function useOrderPages(
  view: OrderListFilter,
  filters: OrderFilters,
  { start = null, enabled = true }: { start?: string | null; enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...orderPagesQuery(view, filters, start), enabled });
}
