import type { CalendarDay, OrderListItem } from '@contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

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

/** A month at a glance: per day with orders, how many and the first few (the day's list is asked for apart). */
export function getCalendarDays(start: string, end: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ start_date: start, end_date: end });
  return apiRequest<{ days: CalendarDay[] }>(`/api/orders/calendar/days?${params}`, { signal });
}

export function useCalendarDays(start: string, end: string, enabled = true) {
  return useQuery({
    queryKey: ordersKeys.calendarDays(start, end),
    queryFn: ({ signal }) => getCalendarDays(start, end, signal),
    staleTime: 60_000,
    meta: { errorToast: false },
    enabled,
    placeholderData: keepPreviousData,
  });
}
