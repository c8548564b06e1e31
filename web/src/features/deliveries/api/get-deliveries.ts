import type { DeliveryStop } from '@contract/delivery-run';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryKeys } from '../../../components/delivery-run/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** Everyone's stops, or only those of the signed-in driver. */
export type DriverFilter = 'all' | 'me';

export function getDeliveries(
  date: string,
  driver: DriverFilter,
  signal?: AbortSignal,
): Promise<{ items: DeliveryStop[]; count: number }> {
  const params = new URLSearchParams({ date });
  if (driver === 'me') params.set('driver', 'me');
  return apiRequest(`/api/deliveries?${params}`, { signal });
}

export const deliveriesQuery = (date: string, driver: DriverFilter) =>
  queryOptions({
    queryKey: deliveryKeys.day(date, driver),
    queryFn: ({ signal }) => getDeliveries(date, driver, signal),
    // A driver on the road comes back to the page often: a minute-old list is fine, older is not.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    // The page says itself that the list could not be loaded.
    meta: { errorToast: false },
  });

export function useDeliveries(date: string, driver: DriverFilter) {
  return useQuery(deliveriesQuery(date, driver));
}
