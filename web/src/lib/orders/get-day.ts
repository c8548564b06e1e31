import type { DayView } from '@contract/order-day';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../api-client';
import { ordersKeys } from './query-keys';

/*
 * The orders of one day, by time window: read whole by the printed day sheet, a page at a time by
 * the day page (docs/decisions/079).
 */

/** `today`, `tomorrow` (in the shop's zone, resolved by the server) or a date YYYY-MM-DD. */
export type DayParam = 'today' | 'tomorrow' | (string & {});

/** Under the orders prefix, so that every order change refreshes the day too. */
export const dayKey = (date: DayParam) => [...ordersKeys.all, 'day', date] as const;

/** How many orders of a day the day page asks for at once: a normal day fits in one page. */
export const DAY_PAGE_SIZE = 100;

export function getDay(date: DayParam, signal?: AbortSignal): Promise<DayView> {
  return apiRequest<DayView>(`/api/orders/day?${new URLSearchParams({ date })}`, { signal });
}

/** A page of the day; after the first, of the date the first named, should midnight pass between. */
export function getDayPage(date: DayParam, cursor: string | null, signal?: AbortSignal): Promise<DayView> {
  const params = new URLSearchParams({ date, limit: String(DAY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<DayView>(`/api/orders/day?${params}`, { signal });
}

// Orders change on their own pages (made, assigned, paid) and the day moves on: whenever the day
// is shown again it is read again, the last answer standing in meanwhile.
const fresh = { staleTime: 0, refetchOnWindowFocus: true, meta: { errorToast: false } } as const;

export const dayQuery = (date: DayParam) =>
  queryOptions({ queryKey: dayKey(date), queryFn: ({ signal }) => getDay(date, signal), ...fresh });

/** The whole day, as one answer: for the printed sheet. */
export function useDay(date: DayParam) {
  return useQuery(dayQuery(date));
}

type PageParam = { date: string; cursor: string } | null;

/**
 * The day a page at a time: `view` is the pages so far as one day (a window that goes on in the
 * next page joined to it), its counts the whole day's; the next page on `query.fetchNextPage`.
 */
export function useDayPages(date: DayParam) {
  const query = useInfiniteQuery({
    queryKey: [...dayKey(date), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      pageParam ? getDayPage(pageParam.date, pageParam.cursor, signal) : getDayPage(date, null, signal),
    initialPageParam: null as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.next_cursor ? { date: last.date, cursor: last.next_cursor } : undefined,
    ...fresh,
  });
  const view = useMemo(() => joinPages(query.data?.pages ?? []), [query.data]);
  return { query, view };
}

/** The pages as one view: the first's day, the latest's counts, the windows joined in order. */
export function joinPages(pages: DayView[]): (DayView & { shown: number }) | undefined {
  const [first] = pages;
  const latest = pages.at(-1);
  if (!first || !latest) return undefined;
  const windows: DayView['windows'] = [];
  for (const window of pages.flatMap((page) => page.windows)) {
    const last = windows.at(-1);
    if (last && last.time_slot === window.time_slot) last.orders = [...last.orders, ...window.orders];
    else windows.push({ ...window });
  }
  const shown = windows.reduce((sum, window) => sum + window.orders.length, 0);
  return { date: first.date, today: first.today, counts: latest.counts, windows, shown };
}
