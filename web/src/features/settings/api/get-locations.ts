import type { Location } from '@contract/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function getLocations(signal?: AbortSignal) {
  return apiRequest<{ items: Location[]; count: number }>('/api/business/locations/', { signal });
}

export const locationsQuery = queryOptions({
  queryKey: settingsKeys.locations,
  queryFn: ({ signal }) => getLocations(signal),
});

export function useLocations() {
  return useQuery(locationsQuery);
}
