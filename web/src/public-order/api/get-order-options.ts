import type { OrderOptions } from '@contract/orders';
import { apiRequest } from '../../lib/api-client';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** What the form offers and asks: the shop's settings, pickup locations, zip codes it delivers to. */
export function getOrderOptions(uuid: string): Promise<OrderOptions> {
  return apiRequest<OrderOptions>(`/api/orders/${encodeURIComponent(uuid)}/options`, { auth: false });
}

export function useOrderOptions(uuid: string) {
  return useResource(publicOrderKeys.options(uuid), () => getOrderOptions(uuid), { staleMs: 5 * 60_000 });
}
