import type { DisabledDates, WindowType } from '@contract/order-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** The days the order can be moved to: first_date..last_date without closed or full days. */
export function getDisabledDates(uuid: string, windowType: WindowType, signal?: AbortSignal) {
  const params = new URLSearchParams({ window_type: windowType });
  return apiRequest<DisabledDates>(`/api/orders/${encodeURIComponent(uuid)}/disabled-dates?${params}`, {
    signal,
  });
}

export const disabledDatesQuery = (uuid: string, windowType: WindowType) =>
  queryOptions({
    queryKey: ordersKeys.disabledDates(uuid, windowType),
    queryFn: ({ signal }) => getDisabledDates(uuid, windowType, signal),
    staleTime: 60_000,
    // The edit form says it could not load the days.
    meta: { errorToast: false },
  });

export function useDisabledDates(uuid: string, windowType: WindowType, enabled = true) {
  return useQuery({ ...disabledDatesQuery(uuid, windowType), enabled });
}
