import type { CurrentStock } from '@contract/stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stockKeys } from './query-keys';

export function getCurrentStock(signal?: AbortSignal): Promise<CurrentStock> {
  return apiRequest<CurrentStock>('/api/stock/current', { signal });
}

export const currentStockQuery = queryOptions({
  queryKey: stockKeys.current,
  queryFn: ({ signal }) => getCurrentStock(signal),
  // The pages say "Could not load the stock" themselves.
  meta: { errorToast: false },
});

export function useCurrentStock() {
  return useQuery(currentStockQuery);
}
