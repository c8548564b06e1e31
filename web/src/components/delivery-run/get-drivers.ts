import type { DriverChoice } from '@contract/delivery-run';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { deliveryKeys } from './query-keys';

export function getDrivers(signal?: AbortSignal): Promise<{ items: DriverChoice[]; count: number }> {
  return apiRequest('/api/deliveries/drivers', { signal });
}

export const driversQuery = queryOptions({
  queryKey: deliveryKeys.drivers,
  queryFn: ({ signal }) => getDrivers(signal),
  staleTime: 5 * 60_000,
});

/** The shop's people, loaded when the driver is being chosen. */
export function useDrivers(enabled: boolean) {
  return useQuery({ ...driversQuery, enabled });
}
