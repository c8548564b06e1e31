import type { CounterOptions } from '@contract/counter';
import type { OrderMethod } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getCounterOptions(date: string, method: OrderMethod, signal?: AbortSignal) {
  const query = new URLSearchParams({ date, method });
  return apiRequest<CounterOptions>(`/api/orders/counter/options?${query}`, { signal });
}

export const counterOptionsQuery = (date: string, method: OrderMethod) =>
  queryOptions({
    queryKey: ['orders', 'counter-options', date, method] as const,
    queryFn: ({ signal }) => getCounterOptions(date, method, signal),
  });

export function useCounterOptions(date: string, method: OrderMethod) {
  return useQuery({ ...counterOptionsQuery(date, method), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
}
