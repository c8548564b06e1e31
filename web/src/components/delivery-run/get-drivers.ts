import type { TeamPerson } from '@contract/order-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { deliveryKeys } from './query-keys';

/** Anyone active on the team may drive: the same list orders are given to (GET /api/users/team). */
export function getDrivers(signal?: AbortSignal): Promise<{ items: TeamPerson[]; count: number }> {
  return apiRequest('/api/users/team', { signal });
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
