import type { PublicOrder } from '@contract/orders';
import { apiRequest } from '../../lib/api-client';
import { setResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

const path = (uuid: string) => `/api/orders/${encodeURIComponent(uuid)}/discount`;

/** POST /api/orders/{uuid}/discount: the order answers with the code's discount in its totals. */
export async function applyDiscountCode(uuid: string, code: string): Promise<PublicOrder> {
  const order = await apiRequest<PublicOrder>(path(uuid), { method: 'POST', body: { code }, auth: false });
  setResource(publicOrderKeys.order(uuid), order);
  return order;
}

/** DELETE /api/orders/{uuid}/discount: the full price again. */
export async function removeDiscountCode(uuid: string): Promise<PublicOrder> {
  const order = await apiRequest<PublicOrder>(path(uuid), { method: 'DELETE', auth: false });
  setResource(publicOrderKeys.order(uuid), order);
  return order;
}
