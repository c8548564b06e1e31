import type { OrderOptions } from '@contract/orders';
import { publicRequest } from '../../lib/public-request';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** What the form offers and asks: the shop's settings, pickup locations, zip codes it delivers to. */
export function getOrderOptions(uuid: string): Promise<OrderOptions> {
  return publicRequest<OrderOptions>(`/api/orders/${encodeURIComponent(uuid)}/options`);
}

export function useOrderOptions(uuid: string) {
  return useResource(publicOrderKeys.options(uuid), () => getOrderOptions(uuid), { staleMs: 5 * 60_000 });
}
