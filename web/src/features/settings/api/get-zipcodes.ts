import type { DeliveryZipcode } from '@contract/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function getZipcodes(locationId: string, signal?: AbortSignal) {
  return apiRequest<{ items: DeliveryZipcode[]; count: number }>(
    `/api/business/zipcodes/${encodeURIComponent(locationId)}/`,
    { signal },
  );
}

export const zipcodesQuery = (locationId: string) =>
  queryOptions({
    queryKey: settingsKeys.zipcodes(locationId),
    queryFn: ({ signal }) => getZipcodes(locationId, signal),
  });

export function useZipcodes(locationId: string) {
  return useQuery(zipcodesQuery(locationId));
}
