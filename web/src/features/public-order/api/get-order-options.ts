import type { OrderOptions } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicOrderKeys } from './query-keys';

/** What the form offers and asks: the shop's settings, pickup locations, zip codes it delivers to. */
export function getOrderOptions(uuid: string, signal?: AbortSignal): Promise<OrderOptions> {
  return apiRequest<OrderOptions>(`/api/orders/${encodeURIComponent(uuid)}/options`, { signal, auth: false });
}

export const orderOptionsQuery = (uuid: string) =>
  queryOptions({
    queryKey: publicOrderKeys.options(uuid),
    queryFn: ({ signal }) => getOrderOptions(uuid, signal),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  });

export function useOrderOptions(uuid: string) {
  return useQuery(orderOptionsQuery(uuid));
}
