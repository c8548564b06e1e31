import type { OrderTime } from '@contract/order-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function getOrderTime(signal?: AbortSignal): Promise<OrderTime> {
  return apiRequest<OrderTime>('/api/business/order-time', { signal });
}

export const orderTimeQuery = queryOptions({
  queryKey: settingsKeys.orderTime,
  queryFn: ({ signal }) => getOrderTime(signal),
});

export function useOrderTime() {
  return useQuery(orderTimeQuery);
}
