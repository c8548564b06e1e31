import type { Revenue } from '@contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PaymentRange, paymentsKeys } from './query-keys';

export function getRevenue(range: PaymentRange, signal?: AbortSignal): Promise<Revenue> {
  const query = new URLSearchParams({ start: range.start, end: range.end });
  return apiRequest<Revenue>(`/api/revenue?${query}`, { signal });
}

export const revenueQuery = (range: PaymentRange) =>
  queryOptions({
    queryKey: paymentsKeys.revenue({ start: range.start, end: range.end }),
    queryFn: ({ signal }) => getRevenue(range, signal),
    // The page says "Failed to fetch revenue" itself.
    meta: { errorToast: false },
  });

export function useRevenue(range: PaymentRange) {
  // The previous range's numbers stay on screen while the next ones load.
  return useQuery({ ...revenueQuery(range), placeholderData: keepPreviousData });
}
