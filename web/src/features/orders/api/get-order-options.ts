import type { OrderOptions } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

/**
 * The shop's pickup locations as the order's customer sees them. The details page reads it to name the
 * pickup location: the locations list itself is for owners and managers only.
 */
export function getOrderOptions(uuid: string, signal?: AbortSignal): Promise<OrderOptions> {
  return apiRequest<OrderOptions>(`/api/orders/${encodeURIComponent(uuid)}/options`, {
    signal,
    auth: false,
  });
}

export const orderOptionsQuery = (uuid: string) =>
  queryOptions({
    queryKey: ordersKeys.options(uuid),
    queryFn: ({ signal }) => getOrderOptions(uuid, signal),
    staleTime: 5 * 60_000,
    // Only a nicety (the location's name); the page falls back to saying "pickup".
    meta: { errorToast: false },
  });

export function useOrderOptions(uuid: string, enabled: boolean) {
  return useQuery({ ...orderOptionsQuery(uuid), enabled });
}
