import type { PublicOrder } from '@contract/orders';
import { publicRequest } from '../../lib/public-request';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/**
 * No sign-in: the random uuid in the link is what gives access. The server sends order.html with a
 * preload of this address, so the answer is usually there before the page's code runs.
 */
export function getPublicOrder(uuid: string): Promise<PublicOrder> {
  return publicRequest<PublicOrder>(`/api/orders/${encodeURIComponent(uuid)}`);
}

export function usePublicOrder(uuid: string) {
  return useResource(publicOrderKeys.order(uuid), () => getPublicOrder(uuid));
}
