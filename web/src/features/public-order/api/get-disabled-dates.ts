import type { DisabledDates, WindowType } from '@contract/order-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicOrderKeys } from './query-keys';

/** Closed weekdays and closed or full dates, and the first and last date the shop takes orders for. */
export function getDisabledDates(uuid: string, windowType: WindowType, signal?: AbortSignal) {
  const params = new URLSearchParams({ window_type: windowType });
  return apiRequest<DisabledDates>(`/api/orders/${encodeURIComponent(uuid)}/disabled-dates?${params}`, {
    signal,
    auth: false,
  });
}

export const disabledDatesQuery = (uuid: string, windowType: WindowType) =>
  queryOptions({
    queryKey: publicOrderKeys.disabledDates(uuid, windowType),
    queryFn: ({ signal }) => getDisabledDates(uuid, windowType, signal),
    // Days fill up and lead times move with the clock.
    staleTime: 60_000,
    meta: { errorToast: false },
  });

export function useDisabledDates(uuid: string, windowType: WindowType) {
  return useQuery(disabledDatesQuery(uuid, windowType));
}
