import type { Location } from '@contract/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The shop's pickup locations: where a product can be collected, and the order list's filter. */
export function getLocations(signal?: AbortSignal) {
  return apiRequest<{ items: Location[]; count: number }>('/api/business/locations', { signal });
}

export const locationsQuery = queryOptions({
  queryKey: queryKeys.pickupLocations,
  queryFn: ({ signal }) => getLocations(signal),
  staleTime: 5 * 60_000,
  // The form says it could not load them; the product can still be saved.
  meta: { errorToast: false },
});

export function useLocations() {
  return useQuery(locationsQuery);
}
