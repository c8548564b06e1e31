import type { WindowType } from '@contract/order-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicOrderKeys } from './query-keys';

/** The windows still open on `date`: ["09:00-12:00", …]. */
export function getTimeslots(uuid: string, windowType: WindowType, date: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ date, window_type: windowType });
  return apiRequest<string[]>(`/api/orders/${encodeURIComponent(uuid)}/timeslots?${params}`, {
    signal,
    auth: false,
  });
}

export const timeslotsQuery = (uuid: string, windowType: WindowType, date: string) =>
  queryOptions({
    queryKey: publicOrderKeys.slots(uuid, windowType, date),
    queryFn: ({ signal }) => getTimeslots(uuid, windowType, date, signal),
    staleTime: 60_000,
    meta: { errorToast: false },
  });

export function useTimeslots(uuid: string, windowType: WindowType, date: string | null) {
  return useQuery({ ...timeslotsQuery(uuid, windowType, date ?? ''), enabled: date !== null });
}
