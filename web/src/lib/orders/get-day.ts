import type { DayView } from '@contract/order-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { ordersKeys } from './query-keys';

/*
 * The orders of one day, by time window: read by the day page and by its printed sheet.
 */

/** `today`, `tomorrow` (in the shop's zone, resolved by the server) or a date YYYY-MM-DD. */
export type DayParam = 'today' | 'tomorrow' | (string & {});

/** Under the orders prefix, so that every order change refreshes the day too. */
export const dayKey = (date: DayParam) => [...ordersKeys.all, 'day', date] as const;

export function getDay(date: DayParam, signal?: AbortSignal): Promise<DayView> {
  return apiRequest<DayView>(`/api/orders/day?${new URLSearchParams({ date })}`, { signal });
}

export const dayQuery = (date: DayParam) =>
  queryOptions({
    queryKey: dayKey(date),
    queryFn: ({ signal }) => getDay(date, signal),
    // Orders change on their own pages (made, assigned, paid) and the day moves on: whenever the
    // day is shown again it is read again, the last answer standing in meanwhile.
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { errorToast: false },
  });

export function useDay(date: DayParam) {
  return useQuery(dayQuery(date));
}
