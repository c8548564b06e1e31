import type { DisabledDates, WindowType } from '@contract/order-time';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** What a customer would be offered for `date` right now: closed dates and the slots still open. */
export interface OrderTimePreview {
  disabled: DisabledDates;
  slots: string[];
}

export function getOrderTimePreview(windowType: WindowType, date: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ window_type: windowType, date });
  return apiRequest<OrderTimePreview>(`/api/business/order-time/preview?${params}`, { signal });
}

export const orderTimePreviewQuery = (windowType: WindowType, date: string) =>
  queryOptions({
    queryKey: settingsKeys.preview(windowType, date),
    queryFn: ({ signal }) => getOrderTimePreview(windowType, date, signal),
    // Lead time and cut-off move with the clock.
    staleTime: 60_000,
  });

export function useOrderTimePreview(windowType: WindowType, date: string) {
  // Keeps the calendar in place while the next date's slots load.
  return useQuery({ ...orderTimePreviewQuery(windowType, date), placeholderData: keepPreviousData });
}
