import type { OrderListItem } from '@contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** The server answers at most 62 days at once. */
export const CALENDAR_MAX_DAYS = 62;

export function getCalendarOrders(start: string, end: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ start_date: start, end_date: end });
  return apiRequest<{ items: OrderListItem[]; count: number }>(`/api/orders/calendar?${params}`, { signal });
}

export const calendarOrdersQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: ordersKeys.calendar(start, end),
    queryFn: ({ signal }) => getCalendarOrders(start, end, signal),
    staleTime: 60_000,
    meta: { errorToast: false },
  });

export function useCalendarOrders(start: string, end: string, enabled = true) {
  // The previous range stays on screen while the next one loads.
  return useQuery({ ...calendarOrdersQuery(start, end), enabled, placeholderData: keepPreviousData });
}
