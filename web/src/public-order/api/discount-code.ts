import type { PublicOrder } from '@contract/orders';
import { publicRequest } from '../../lib/public-request';
import { setResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

const path = (uuid: string) => `/api/orders/${encodeURIComponent(uuid)}/discount`;

/** POST /api/orders/{uuid}/discount: the order answers with the code's discount in its totals. */
export async function applyDiscountCode(uuid: string, code: string): Promise<PublicOrder> {
  const order = await publicRequest<PublicOrder>(path(uuid), { method: 'POST', body: { code } });
  setResource(publicOrderKeys.order(uuid), order);
  return order;
}

/** DELETE /api/orders/{uuid}/discount: the full price again. */
export async function removeDiscountCode(uuid: string): Promise<PublicOrder> {
  const order = await publicRequest<PublicOrder>(path(uuid), { method: 'DELETE' });
  setResource(publicOrderKeys.order(uuid), order);
  return order;
}
