import type { PublicOrder } from '@contract/orders';
import { publicRequest } from '../../lib/public-request';
import { setResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

const path = (uuid: string) => `/api/orders/${encodeURIComponent(uuid)}/gift-card`;

/** POST /api/orders/{uuid}/gift-card: the card pays what it holds when the order is sent. */
export async function applyGiftCard(uuid: string, code: string): Promise<PublicOrder> {
  const order = await publicRequest<PublicOrder>(path(uuid), { method: 'POST', body: { code } });
  setResource(publicOrderKeys.order(uuid), order);
  return order;
}

/** DELETE /api/orders/{uuid}/gift-card?id=…: takes the card off; what it paid goes back to it. */
export async function removeGiftCard(uuid: string, id: string): Promise<PublicOrder> {
  const order = await publicRequest<PublicOrder>(`${path(uuid)}?id=${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  setResource(publicOrderKeys.order(uuid), order);
  return order;
}
