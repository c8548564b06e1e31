import type { WindowType } from '@contract/order-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** The windows still open on `date`: ["09:00-12:00", …]. */
export function getTimeslots(uuid: string, windowType: WindowType, date: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ date, window_type: windowType });
  return apiRequest<string[]>(`/api/orders/${encodeURIComponent(uuid)}/timeslots?${params}`, { signal });
}

export const timeslotsQuery = (uuid: string, windowType: WindowType, date: string) =>
  queryOptions({
    queryKey: ordersKeys.timeslots(uuid, windowType, date),
    queryFn: ({ signal }) => getTimeslots(uuid, windowType, date, signal),
    staleTime: 60_000,
    // The edit form says it could not load the times.
    meta: { errorToast: false },
  });

export function useTimeslots(uuid: string, windowType: WindowType, date: string | null) {
  return useQuery({ ...timeslotsQuery(uuid, windowType, date ?? ''), enabled: Boolean(date) });
}
