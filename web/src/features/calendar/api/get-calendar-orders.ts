import type { CalendarDay, CalendarPage } from '@contract/orders';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** The server answers at most 62 days at once. */
export const CALENDAR_MAX_DAYS = 62;

/** How many orders of a day the calendar asks for at once: a normal day fits in one page. */
export const CALENDAR_PAGE_SIZE = 100;

export function getCalendarPage(date: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ start_date: date, end_date: date, limit: String(CALENDAR_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<CalendarPage>(`/api/orders/calendar?${params}`, { signal });
}

/**
 * One day's orders, a page at a time (docs/decisions/068): the first page, and the next on
 * `fetchNextPage`. `items` are the pages so far, `count` the day's orders in all. A change to an
 * order refreshes the pages loaded, since they sit under the calendars' key.
 */
export function useCalendarDayOrders(date: string) {
  const query = useInfiniteQuery({
    queryKey: ordersKeys.calendarPages(date, date),
    queryFn: ({ pageParam, signal }) => getCalendarPage(date, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
    meta: { errorToast: false },
    // The agenda keeps the day it showed while the next chosen day loads.
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { query, items, count: query.data?.pages.at(-1)?.count ?? 0 };
}
export type CalendarDayOrders = ReturnType<typeof useCalendarDayOrders>;

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
